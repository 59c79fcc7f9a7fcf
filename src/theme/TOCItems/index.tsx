/**
 * Wraps the theme's table of contents (the list beside a page, and the one
 * that opens under "On this page" on phones): its entries are the page's
 * headings, so on an English page of a translated build they are marked
 * English (src/components/ui/EnglishContent), while the box's own title stays
 * in the visitor's language.
 */
import type {ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import EnglishContent from '@site/src/components/ui/EnglishContent';

type Props = WrapperProps<typeof TOCItemsType>;

export default function TOCItemsWrapper(props: Props): ReactNode {
  return (
    <EnglishContent>
      <TOCItems {...props} />
    </EnglishContent>
  );
}
