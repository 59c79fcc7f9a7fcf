/**
 * Wraps the theme's overview page of a section of the editor guide (its title,
 * description and a card per page, from docs/<section>/_category_.json and the
 * pages' front matter): it is English only, so on a translated build it is
 * marked English (src/components/ui/EnglishContent). The theme's words on it
 * (the pager's "Previous" and "Next") mark themselves in the visitor's
 * language (src/theme/PaginatorNavLink).
 */
import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import EnglishContent from '@site/src/components/ui/EnglishContent';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <EnglishContent>
      <DocCategoryGeneratedIndexPage {...props} />
    </EnglishContent>
  );
}
