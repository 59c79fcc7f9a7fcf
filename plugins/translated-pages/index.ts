/**
 * Local plugin "translated-pages": tells every page what language it is written
 * in and which translations it has (global data, see translatedPages.ts), so that
 *  - src/theme/SiteMetadata links hreflang alternates only between real
 *    translations, and names the English page as canonical for a page of a
 *    translated build that is not (all) translated;
 *  - src/theme/Layout says so at the top of such a page, in the visitor's
 *    language, and marks English content lang="en";
 * The sitemap of a translated build lists only its translated pages
 * (docusaurus.config.ts).
 *
 * Private path: allContent['docusaurus-plugin-content-pages'], the pages plugin's
 * loaded content (each page's type, permalink, and source as @site/src/pages/… or
 * @site/i18n/<locale>/docusaurus-plugin-content-pages/…). allContentLoaded is a
 * public hook, but the shape of another plugin's content is not documented, and the
 * pages plugin publishes its list of pages nowhere else.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {branches} from '../../src/data/branches';
import {pageLanguages} from './translatedPages';

type PagesContent = {type: string; permalink: string; source: string}[];

/** Component pages that show English in every locale: the site map lists English pages and posts. */
export const mixedRoutes = ['/sidebar'];
/** Sections whose pages are English in every locale: the blog, the editor guide. */
export const englishSections = ['/blog', '/docs'];

export default function translatedPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'translated-pages',
    allContentLoaded({allContent, actions}) {
      const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContent;
      actions.setGlobalData(
        pageLanguages({
          pages,
          componentRoutes: [...branches.map((b) => b.route), '/sidebar'],
          mixedRoutes,
          englishSections,
          baseUrl: context.baseUrl,
          siteDir: context.siteDir,
          currentLocale: context.i18n.currentLocale,
          defaultLocale: context.i18n.defaultLocale,
          locales: context.i18n.locales,
        }),
      );
    },
  };
}
