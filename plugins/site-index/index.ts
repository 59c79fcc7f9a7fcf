/**
 * Local plugin "site-index": after every content plugin has loaded, it
 *  - creates the /sidebar route, an HTML sitemap of every page grouped by
 *    section (never hand-maintained: it is made from the plugins' output);
 *  - publishes the three newest blog posts (for the home page) and each
 *    author's posts (for the doctors' profiles) as global data.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {IndexedPage} from './siteIndex';
import {buildSiteIndex} from './siteIndex';
import {treatments} from '../../src/data/treatments';

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

export interface SiteIndexGlobalData {
  recentPosts: RecentPost[];
  /** Posts by author key (the doctor's id in src/data/doctors.ts), newest first. */
  postsByAuthor: Record<string, AuthorPost[]>;
}

/** Routes that exist but should not be listed (duplicates that point at a canonical page). */
export const unlistedRoutes = [
  '/HomePage',
  '/search',
  ...treatments.flatMap((t) => t.aliases ?? []),
];

type AnyRecord = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function collectCategoryIndexes(items: AnyRecord[], out: IndexedPage[]): void {
  for (const item of items) {
    if (item.type === 'category') {
      if (item.link?.type === 'generated-index') {
        out.push({route: item.link.permalink, title: item.link.title ?? item.label});
      }
      collectCategoryIndexes(item.items ?? [], out);
    }
  }
}

export default function siteIndexPlugin(_context: LoadContext): Plugin {
  return {
    name: 'site-index',
    async allContentLoaded({allContent, actions}) {
      const pages: IndexedPage[] = [];

      const pagesContent = (allContent['docusaurus-plugin-content-pages']?.default ??
        []) as AnyRecord[];
      for (const page of pagesContent) {
        pages.push({
          route: page.permalink,
          title: page.type === 'mdx' ? (page.frontMatter?.title ?? page.title) : undefined,
        });
      }

      const blogContent = allContent['docusaurus-plugin-content-blog']?.default as
        AnyRecord | undefined;
      const posts = (blogContent?.blogPosts ?? []) as AnyRecord[];
      if (posts.length > 0) {
        pages.push({route: '/blog', title: 'All articles'});
        pages.push({route: '/blog/archive', title: 'Archive of articles by date'});
        pages.push({route: '/blog/tags', title: 'Articles by topic'});
      }
      for (const post of posts) {
        pages.push({route: post.metadata.permalink, title: post.metadata.title});
      }

      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        AnyRecord | undefined;
      for (const version of (docsContent?.loadedVersions ?? []) as AnyRecord[]) {
        for (const doc of version.docs as AnyRecord[]) {
          pages.push({route: doc.permalink, title: doc.title});
        }
        for (const sidebar of Object.values(version.sidebars ?? {}) as AnyRecord[][]) {
          collectCategoryIndexes(sidebar, pages);
        }
      }

      const groups = buildSiteIndex(pages, unlistedRoutes);
      const groupsPath = await actions.createData('site-index.json', JSON.stringify(groups));
      actions.addRoute({
        path: '/sidebar',
        component: '@site/src/pages/_components/SiteIndexPage/index.tsx',
        modules: {groups: groupsPath},
        exact: true,
      });

      const recentPosts: RecentPost[] = posts.slice(0, 3).map((post) => ({
        title: post.metadata.title,
        permalink: post.metadata.permalink,
        date: post.metadata.date,
        description: post.metadata.description,
      }));
      const postsByAuthor: Record<string, AuthorPost[]> = {};
      for (const post of posts) {
        for (const author of (post.metadata.authors ?? []) as AnyRecord[]) {
          if (author.key) {
            (postsByAuthor[author.key] ??= []).push({
              title: post.metadata.title,
              permalink: post.metadata.permalink,
              date: post.metadata.date,
            });
          }
        }
      }
      actions.setGlobalData({recentPosts, postsByAuthor} satisfies SiteIndexGlobalData);
    },
  };
}
