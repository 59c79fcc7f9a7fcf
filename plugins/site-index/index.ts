/**
 * Local plugin "site-index": after every content plugin has loaded, it
 *  - creates the /sidebar route, an HTML sitemap of the patients' pages and
 *    posts grouped by section (never hand-maintained: it is made from the
 *    plugins' output; the editor guide at /docs is left out);
 *  - writes the three newest blog posts (for the home page), each author's
 *    posts (for the doctors' profiles) and the blog's topics (for the blog
 *    list's filter) as JSON files the components that show them import
 *    (`@generated/site-index/default/<name>.json`, typed in
 *    src/types/site-index.d.ts). Global data would put all three into the
 *    main bundle of every page.
 *
 * Private paths: allContent['docusaurus-plugin-content-pages'] and
 * allContent['docusaurus-plugin-content-blog'] (its blogPosts[].metadata), those
 * plugins' loaded content, whose shape is not documented (as in
 * plugins/translated-pages); and @generated/site-index/default/, the folder where
 * createData writes this plugin's files (<plugin name>/<plugin id>/ of the generated
 * files). The components import the files by that path because they render on
 * other plugins' routes (the home page, the blog list), which this plugin's
 * addRoute modules cannot reach.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import type {IndexedPage} from './siteIndex';
import {buildSiteIndex} from './siteIndex';
import {branches} from '../../src/data/branches';
import {treatments} from '../../src/data/treatments';
import {siteRoute} from '../../src/lib/urls';

export interface RecentPost {
  title: string;
  permalink: string;
  date: string;
  description: string;
}

export interface AuthorPost {
  title: string;
  permalink: string;
  date: string;
}

export interface BlogTopic {
  label: string;
  permalink: string;
  count: number;
}

/** Posts by author key (the doctor's id in src/data/doctors.ts), newest first. */
export type PostsByAuthor = Record<string, AuthorPost[]>;

/** Routes that exist but should not be listed (duplicates that point at a canonical page). */
export const unlistedRoutes = [
  '/HomePage',
  '/search',
  ...treatments.flatMap((t) => t.aliases ?? []),
];

export default function siteIndexPlugin({baseUrl}: LoadContext): Plugin {
  // Routes are kept without the locale's base URL (/te/), as src/data writes them;
  // <Link> adds it back.
  const route = (permalink: string) => siteRoute(permalink, baseUrl);
  return {
    name: 'site-index',
    async allContentLoaded({allContent, actions}) {
      const pages: IndexedPage[] = [];

      const pagesContent = (allContent['docusaurus-plugin-content-pages']?.default ??
        []) as PagesContent;
      for (const page of pagesContent) {
        pages.push({
          route: route(page.permalink),
          title: page.type === 'mdx' ? (page.frontMatter?.title ?? page.title) : undefined,
          // A translated build compiles a locale's copy of the page where there is one.
          ...(page.source.startsWith('@site/i18n/') ? {inLocale: true} : {}),
        });
      }

      // Branch pages are routes of the branch-pages plugin, one per branch in the data.
      for (const branch of branches) {
        pages.push({route: branch.route});
      }

      const blogContent = allContent['docusaurus-plugin-content-blog']?.default as
        BlogContent | undefined;
      const posts = blogContent?.blogPosts ?? [];
      if (posts.length > 0) {
        pages.push({route: '/blog', title: 'All articles'});
        pages.push({route: '/blog/archive', title: 'Archive of articles by date'});
        pages.push({route: '/blog/tags', title: 'Articles by topic'});
      }
      for (const post of posts) {
        pages.push({route: route(post.metadata.permalink), title: post.metadata.title});
      }

      const groups = buildSiteIndex(pages, unlistedRoutes);
      const groupsPath = await actions.createData('site-index.json', JSON.stringify(groups));
      actions.addRoute({
        path: `${baseUrl}sidebar`,
        component: '@site/src/pages/_components/SiteIndexPage/index.tsx',
        modules: {groups: groupsPath},
        exact: true,
      });

      const recentPosts: RecentPost[] = posts.slice(0, 3).map((post) => ({
        title: post.metadata.title,
        permalink: post.metadata.permalink,
        date: new Date(post.metadata.date).toISOString(),
        description: post.metadata.description,
      }));
      const postsByAuthor: Record<string, AuthorPost[]> = {};
      for (const post of posts) {
        for (const author of post.metadata.authors) {
          if (author.key) {
            (postsByAuthor[author.key] ??= []).push({
              title: post.metadata.title,
              permalink: post.metadata.permalink,
              date: new Date(post.metadata.date).toISOString(),
            });
          }
        }
      }
      // The blog's tags (blog/tags.yml) that posts use, most used first.
      const blogTopics: BlogTopic[] = Object.values(blogContent?.blogTags ?? {})
        .filter((tag) => !tag.unlisted && tag.items.length > 0)
        .map((tag) => ({label: tag.label, permalink: tag.permalink, count: tag.items.length}))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
      await actions.createData('recent-posts.json', JSON.stringify(recentPosts));
      await actions.createData('posts-by-author.json', JSON.stringify(postsByAuthor));
      await actions.createData('blog-topics.json', JSON.stringify(blogTopics));
    },
  };
}
