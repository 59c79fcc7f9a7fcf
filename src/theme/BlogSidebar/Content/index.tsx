/**
 * Wraps the theme's list of posts in the blog's sidebar (by year, on wide
 * screens and in the phone drawer): the titles are English, so on a translated
 * build's pages the list is marked English (src/components/ui/EnglishContent);
 * the sidebar's title above it stays in the visitor's language.
 */
import type {ReactNode} from 'react';
import BlogSidebarContent from '@theme-original/BlogSidebar/Content';
import type BlogSidebarContentType from '@theme/BlogSidebar/Content';
import type {WrapperProps} from '@docusaurus/types';
import EnglishContent from '@site/src/components/ui/EnglishContent';

type Props = WrapperProps<typeof BlogSidebarContentType>;

export default function BlogSidebarContentWrapper(props: Props): ReactNode {
  return (
    <EnglishContent>
      <BlogSidebarContent {...props} />
    </EnglishContent>
  );
}
