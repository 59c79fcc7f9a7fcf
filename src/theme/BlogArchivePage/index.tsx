/**
 * Ejected @theme/BlogArchivePage (Docusaurus 3.10.2). The stock page puts each
 * year under the h1 as an h3, skipping a heading level (the Nu HTML Checker
 * reports it as an error, and screen-reader users navigating by level miss the
 * years). This copy makes each year an h2, and writes each day as the other
 * blog pages do ("16 June", src/lib/postDate.ts; the stock page wrote "June 16",
 * in the build's language although the posts are English); everything else is
 * unchanged.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';
import {dateTimeFormat} from '@site/src/lib/dates';
import {useFallbackPageLanguages} from '@site/src/hooks/usePageLanguages';

type YearProp = {
  year: string;
  posts: ArchiveBlogPost[];
};

function Year({year, posts}: YearProp) {
  const dayAndMonth = dateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const formatDate = (date: string) => dayAndMonth.format(new Date(date));
  // Each line (day and title) is English, as the posts are.
  const {english} = useFallbackPageLanguages();

  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul {...english}>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {years: YearProp[]}) {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((_props, idx) => (
            <div key={idx} className="col col--4 margin-vert--lg">
              <Year {..._props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0];
    const yearPosts = posts.get(year) ?? [];
    return posts.set(year, [post, ...yearPosts]);
  }, new Map<string, ArchiveBlogPost[]>());

  return Array.from(postsByYear, ([year, posts]) => ({
    year,
    posts,
  }));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = translate({
    id: 'blogArchive.title',
    message: 'All articles by date',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'blogArchive.description',
    message: 'Every article by the clinic’s dentists, newest first, year by year.',
    description: 'The page & hero description of the blog archive page',
  });
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>{years.length > 0 && <YearsSection years={years} />}</main>
      </Layout>
    </>
  );
}
