/**
 * Wraps the theme's breadcrumbs of the editor guide: their labels are the
 * guide's English page titles, so on a translated build's pages they are marked
 * English (src/components/ui/EnglishContent). Their names for screen readers
 * ("Breadcrumbs", "Home page") are the theme's words in the visitor's language
 * and come inside that mark; no wrapper reaches the labels alone.
 */
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import EnglishContent from '@site/src/components/ui/EnglishContent';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  return (
    <EnglishContent>
      <DocBreadcrumbs {...props} />
    </EnglishContent>
  );
}
