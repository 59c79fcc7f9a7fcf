/**
 * Wraps the theme's post title (the h1 of a post, an h2 in a list of posts):
 * the blog is written in English only, so on a translated build's pages the
 * title is marked English (src/components/ui/EnglishContent).
 */
import type {ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import EnglishContent from '@site/src/components/ui/EnglishContent';

type Props = WrapperProps<typeof TitleType>;

export default function TitleWrapper(props: Props): ReactNode {
  return (
    <EnglishContent>
      <Title {...props} />
    </EnglishContent>
  );
}
