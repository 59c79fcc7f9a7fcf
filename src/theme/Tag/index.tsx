/**
 * Wraps the theme's tag link (a post's topics, the topics page): the topics'
 * names (blog/tags.yml) are English, so on a translated build's English pages
 * each is marked English (src/components/ui/EnglishContent).
 */
import type {ReactNode} from 'react';
import Tag from '@theme-original/Tag';
import type TagType from '@theme/Tag';
import type {WrapperProps} from '@docusaurus/types';
import EnglishContent from '@site/src/components/ui/EnglishContent';

type Props = WrapperProps<typeof TagType>;

export default function TagWrapper(props: Props): ReactNode {
  return (
    <EnglishContent inline>
      <Tag {...props} />
    </EnglishContent>
  );
}
