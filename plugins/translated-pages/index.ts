/**
 * Local plugin "translated-pages": tells every page what language it is written
 * in and which translations it has (global data, see translatedPages.ts), so that
 *  - src/theme/SiteMetadata links hreflang alternates only between real
 *    translations, and names the English page as canonical for a page of a
 *    translated build that is not (all) translated;
 *  - src/theme/Layout says so at the top of such a page, in the visitor's
 *    language, and marks English content lang="en";
 *  - src/theme/Layout tells the readers of a translated page whose English page
 *    changed after it was translated (sourceHash.ts);
 * The sitemap of a translated build lists only its translated pages
 * (docusaurus.config.ts). It also adds the command `docusaurus i18n:status`
 * (`npm run i18n:status`): per locale, the translations behind their English
 * page and the pages not translated; `--mark-current <file>…` records that
 * refreshed translations match their English pages again.
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
import {markCurrent, translationStatus} from './sourceHash';

type PagesContent = {type: string; permalink: string; source: string}[];

/** Component pages that show English in every locale: the site map lists English pages and posts. */
export const mixedRoutes = ['/sidebar'];
/** Sections whose pages are English in every locale: the blog, the editor guide. */
export const englishSections = ['/blog', '/docs'];

export default function translatedPagesPlugin(context: LoadContext): Plugin {
  return {
    name: 'translated-pages',
    extendCli(cli) {
      cli
        .command('i18n:status [files...]')
        .description(
          'List, per locale, the translated pages whose English page changed since, and the pages with no translation',
        )
        .option(
          '--mark-current',
          'first record that the translated pages given as [files...] match their English page now',
        )
        .action((files: string[] = [], {markCurrent: mark}: {markCurrent?: boolean}) => {
          if (files.length > 0 && !mark)
            throw new Error(
              'Give --mark-current to record the English page’s hash in those files.',
            );
          for (const file of files)
            console.log(`${file}: source_hash ${markCurrent(context.siteDir, file)}`);
          const locales = context.i18n.locales.filter((l) => l !== context.i18n.defaultLocale);
          let behind = 0;
          for (const locale of locales) {
            const {stale, missing} = translationStatus(context.siteDir, locale);
            behind += stale.length;
            console.log(
              `\n${locale}: ${stale.length} behind their English page, ${missing.length} not translated`,
            );
            for (const page of stale)
              console.log(
                `  behind   i18n/${locale}/docusaurus-plugin-content-pages/${page.file} (English changed ${page.englishUpdated}${page.recorded ? '' : '; no source_hash recorded'})`,
              );
            for (const file of missing) console.log(`  missing  src/pages/${file}`);
          }
          if (behind > 0)
            console.log(
              '\nTo refresh a page: bring its translation up to date with the English page, then\n  npm run i18n:status -- --mark-current <translated file>…',
            );
        });
    },
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
