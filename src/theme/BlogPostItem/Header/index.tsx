/**
 * Wrapped @theme/BlogPostItem/Header: on a post's own page, shows the post's
 * cover illustration under the title. The cover is the SVG twin of the PNG
 * social card named by `image:` in the front matter (scripts/blog-covers.mjs
 * makes both). It repeats the title, so it is decorative (empty alt). It is
 * the post page's largest paint on phones, hence the high fetch priority.
 */
import type {ReactNode} from 'react';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {blogCoverPath} from '@site/src/lib/blogCover';
import {fetchPriorityHigh} from '@site/src/lib/fetchPriority';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HeaderType>;

export default function HeaderWrapper(props: Props): ReactNode {
  const {isBlogPostPage, frontMatter} = useBlogPost();
  const cover = isBlogPostPage ? blogCoverPath(frontMatter.image) : undefined;
  const coverUrl = useBaseUrl(cover ?? '/');
  return (
    <>
      <Header {...props} />
      {cover && (
        <img
          className={styles.cover}
          src={coverUrl}
          width={1200}
          height={630}
          alt=""
          decoding="async"
          {...fetchPriorityHigh}
        />
      )}
    </>
  );
}
