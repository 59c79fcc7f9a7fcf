/**
 * Wraps the theme's blog author (name, title, number of posts), under a post's
 * title and on the authors' pages: the names and titles (blog/authors.yml,
 * written from src/data/doctors.ts) are English, so on a translated build's
 * pages they are marked English (src/components/ui/EnglishContent).
 */
import type {ReactNode} from 'react';
import Author from '@theme-original/Blog/Components/Author';
import type AuthorType from '@theme/Blog/Components/Author';
import type {WrapperProps} from '@docusaurus/types';
import EnglishContent from '@site/src/components/ui/EnglishContent';

type Props = WrapperProps<typeof AuthorType>;

export default function AuthorWrapper(props: Props): ReactNode {
  return (
    <EnglishContent>
      <Author {...props} />
    </EnglishContent>
  );
}
