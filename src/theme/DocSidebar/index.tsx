/**
 * Wraps the theme's docs sidebar (safe to wrap): the editor guide is English
 * only, so on a translated build's pages its sidebar of page titles is marked
 * English (src/components/ui/EnglishContent). On phones the theme draws the
 * same list inside the navbar's drawer, outside this wrapper.
 */
import type {ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import EnglishContent from '@site/src/components/ui/EnglishContent';

type Props = WrapperProps<typeof DocSidebarType>;

export default function DocSidebarWrapper(props: Props): ReactNode {
  return (
    <EnglishContent>
      <DocSidebar {...props} />
    </EnglishContent>
  );
}
