/**
 * Ejected @theme/BlogListPage (Docusaurus 3.10.2). The stock list page has no
 * h1 and shows each post's full excerpt, one under another, beside a sidebar
 * listing every title by year. This copy shows:
 *  - the blog's title as the page's one h1, and its description;
 *  - a filter by topic: links to the tag pages (/blog/tags/<tag>), so it works
 *    without JavaScript; the topics (blog/tags.yml) come from a file the
 *    site-index plugin writes;
 *  - each post as a card: its cover (the SVG twin of the `image:` social card;
 *    it repeats the title, so its alt is empty), the title, date, author,
 *    reading time and its front-matter description as the excerpt.
 * The per-year list stays at /blog/archive, linked beside the topics.
 */
import clsx from 'clsx';
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import PaginatorNavLink from '@theme/PaginatorNavLink';
import SearchMetadata from '@theme/SearchMetadata';
import type {Props} from '@theme/BlogListPage';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import blogTopics from '@generated/site-index/default/blog-topics.json';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {postDateLabel} from '@site/src/lib/postDate';
import {andList} from '@site/src/lib/text';
import {blogCoverPath} from '@site/src/lib/blogCover';
import {fetchPriorityHigh} from '@site/src/lib/fetchPriority';
import {useEnglishAttributes} from '@site/src/hooks/useEnglishAttributes';
import {useFallbackPageLanguages} from '@site/src/hooks/usePageLanguages';
import styles from './styles.module.css';

type Post = Props['items'][number]['content'];

function BlogListPageMetadata({metadata}: Props): ReactNode {
  const {
    siteConfig: {title: siteTitle},
  } = useDocusaurusContext();
  const {blogDescription, blogTitle, permalink, page, totalPages} = metadata;
  const title = permalink === '/' ? siteTitle : blogTitle;
  return (
    <>
      <PageMetadata
        title={
          page > 1
            ? translate(
                {
                  id: 'blogList.meta.titleWithPage',
                  message: '{title}, page {page}',
                  description:
                    "Blog list, browser tab title of the second and later pages; {title} is the blog's title, {page} the page number",
                },
                {title, page},
              )
            : title
        }
        // Each page of the list has its own description, as search engines ask.
        description={
          page > 1
            ? translate(
                {
                  id: 'blogList.meta.descriptionWithPage',
                  message: '{description} Page {page} of {totalPages}.',
                  description:
                    "Blog list, meta description of the second and later pages; {description} is the blog's description, {page} the page number, {totalPages} the number of pages",
                },
                {description: blogDescription, page, totalPages},
              )
            : blogDescription
        }
      />
      <SearchMetadata tag="blog_posts_list" />
    </>
  );
}

/** Topic links: "All articles" (this list) first, then each tag page, then the archive by date. */
function TopicFilter({isFirstPage}: {isFirstPage: boolean}): ReactNode {
  // The topics' names (blog/tags.yml) are English, like the posts.
  const {english} = useFallbackPageLanguages();
  return (
    <nav className={styles.topics} aria-labelledby="blog-topics-label">
      <p id="blog-topics-label" className={styles.topicsLabel}>
        <Translate
          id="blogList.topics.label"
          description="Blog list: label above the links that filter articles by topic">
          Browse by topic
        </Translate>
      </p>
      <ul className={styles.topicList}>
        <li>
          <Link
            to="/blog"
            className={clsx(styles.topic, styles.topicCurrent)}
            aria-current={isFirstPage ? 'page' : undefined}>
            <Translate
              id="blogList.topics.all"
              description="Blog list: topic link that shows every article (the list itself)">
              All articles
            </Translate>
          </Link>
        </li>
        {blogTopics.map((topic) => (
          <li key={topic.permalink} {...english}>
            <Link to={topic.permalink} className={styles.topic}>
              {topic.label} <span className={styles.count}>({topic.count})</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/blog/archive" className={clsx(styles.topic, styles.archive)}>
            <Translate
              id="blogList.topics.archive"
              description="Blog list: link to the archive that lists every article by year">
              All articles by date
            </Translate>
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function readingTimeLabel(minutes: number | undefined): string | undefined {
  if (minutes === undefined) return undefined;
  const rounded = Math.max(1, Math.ceil(minutes));
  return translate(
    {
      id: 'blogList.readingTime',
      message: '{minutes} min read',
      description:
        "Blog list card: an article's reading time; {minutes} is a whole number of minutes",
    },
    {minutes: rounded},
  );
}

/** One post as a card; the title's link covers the whole card. */
function PostCard({post, isFirst}: {post: Post; isFirst: boolean}): ReactNode {
  const {metadata, frontMatter} = post;
  const cover = blogCoverPath(frontMatter.image);
  const coverUrl = useBaseUrl(cover ?? '/');
  const lang = useIntlLocale();
  const authorNames = metadata.authors.map((a) => a.name).filter((n): n is string => Boolean(n));
  const authors = authorNames.length > 0 && andList(lang, authorNames);
  const readingTime = readingTimeLabel(metadata.readingTime);
  // The title and the excerpt are the post's English; the line between is the visitor's language,
  // but for the date, which is English in every build (src/lib/postDate.ts).
  const {english} = useFallbackPageLanguages();
  const englishDate = useEnglishAttributes();
  return (
    <li className={styles.item}>
      <article className={styles.card}>
        {cover && (
          <img
            className={styles.cover}
            src={coverUrl}
            width={1200}
            height={630}
            alt=""
            decoding="async"
            {...(isFirst ? fetchPriorityHigh : {loading: 'lazy' as const})}
          />
        )}
        <div className={styles.body}>
          <Heading as="h2" className={styles.title} {...english}>
            <Link to={metadata.permalink} className={styles.titleLink}>
              {metadata.title}
            </Link>
          </Heading>
          <p className={styles.meta}>
            <time dateTime={metadata.date} {...englishDate}>
              {postDateLabel(metadata)}
            </time>
            {readingTime && <> · {readingTime}</>}
            {authors && (
              <>
                <br />
                <span className={styles.author}>{authors}</span>
              </>
            )}
          </p>
          {metadata.description && (
            <p className={styles.excerpt} {...english}>
              {metadata.description}
            </p>
          )}
        </div>
      </article>
    </li>
  );
}

/** "Page 2 of 5", under each paginator link. */
function pageOf(page: number, totalPages: number): string {
  return translate(
    {
      id: 'blogList.paginator.pageOf',
      message: 'Page {page} of {totalPages}',
      description:
        'Blog list: under the newer/older articles links; {page} is the page number, {totalPages} the number of pages',
    },
    {page, totalPages},
  );
}

function Paginator({metadata}: Pick<Props, 'metadata'>): ReactNode {
  const {previousPage, nextPage, page, totalPages} = metadata;
  if (!previousPage && !nextPage) return null;
  return (
    <nav
      className="pagination-nav"
      aria-label={translate({
        id: 'blogList.paginator.label',
        message: 'More articles',
        description: 'Blog list: accessible name of the links to newer and older pages of articles',
      })}>
      {previousPage && (
        <PaginatorNavLink
          permalink={previousPage}
          // An element, not a string: src/theme/PaginatorNavLink takes a string for a page's English title.
          title={
            <Translate
              id="blogList.paginator.newer"
              description="Blog list: link to the previous page of articles (newer ones)">
              Newer articles
            </Translate>
          }
          subLabel={pageOf(page - 1, totalPages)}
        />
      )}
      {nextPage && (
        <PaginatorNavLink
          permalink={nextPage}
          title={
            <Translate
              id="blogList.paginator.older"
              description="Blog list: link to the next page of articles (older ones)">
              Older articles
            </Translate>
          }
          subLabel={pageOf(page + 1, totalPages)}
          isNext
        />
      )}
    </nav>
  );
}

function BlogListPageContent({metadata, items}: Props): ReactNode {
  return (
    <Layout>
      <main className={clsx('container', styles.page)}>
        <header className={styles.header}>
          <Heading as="h1">
            {metadata.page > 1
              ? translate(
                  {
                    id: 'blogList.heading.withPage',
                    message: '{title}, page {page} of {totalPages}',
                    description:
                      "Blog list: heading of the second and later pages; {title} is the blog's title, {page} the page number, {totalPages} the number of pages",
                  },
                  {title: metadata.blogTitle, page: metadata.page, totalPages: metadata.totalPages},
                )
              : metadata.blogTitle}
          </Heading>
          <p className={styles.lead}>{metadata.blogDescription}</p>
        </header>
        <TopicFilter isFirstPage={metadata.page === 1} />
        <ul className={styles.grid}>
          {items.map(({content}, i) => (
            <PostCard key={content.metadata.permalink} post={content} isFirst={i === 0} />
          ))}
        </ul>
        <Paginator metadata={metadata} />
      </main>
    </Layout>
  );
}

export default function BlogListPage(props: Props): ReactNode {
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <BlogListPageMetadata {...props} />
      <BlogListPageStructuredData {...props} />
      <BlogListPageContent {...props} />
    </HtmlClassNameProvider>
  );
}
