/**
 * What language each page of a build is written in.
 *
 * In the default (English) build every page is English. In a translated build
 * (/te/, /hi/, /ur/) a page is
 *  - `translated` when its file in src/pages has a copy under
 *    i18n/<locale>/docusaurus-plugin-content-pages/ (Docusaurus builds the copy);
 *  - `english` when it is Markdown without such a copy, or a blog or editor-guide
 *    page: the English page inside the translated menus and footer;
 *  - `mixed` when it is drawn by a component (the home page, contact, the branch
 *    pages …): its own words are translated (i18n/<locale>/code.json) but the words
 *    it shows from src/data are still English.
 * Any other route (the not-found page) is drawn only from translated words.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteRoute} from '../../src/lib/urls';

export type PageContent = 'translated' | 'english' | 'mixed';

export interface PageLanguagesData {
  /** Route (as src/data writes it, without /te/) → the locales it is translated into, English first. */
  translations: Record<string, string[]>;
  /** Routes of this build whose content is not (all) in the build's language. */
  untranslated: Record<string, Exclude<PageContent, 'translated'>>;
  /** Route prefixes whose pages are all English in a translated build (the blog, the editor guide). */
  englishSections: string[];
}

export const pagesTranslationDir = 'docusaurus-plugin-content-pages';

/** The page file's path inside src/pages (or inside a locale's copy of it), from its `source`. */
export function pageFile(source: string): string | undefined {
  return /^@site\/(?:src\/pages|i18n\/[^/]+\/docusaurus-plugin-content-pages)\/(.+)$/.exec(
    source,
  )?.[1];
}

export function pageLanguages({
  pages,
  componentRoutes,
  englishSections,
  baseUrl,
  siteDir,
  currentLocale,
  defaultLocale,
  locales,
}: {
  /** The pages plugin's pages: Markdown (`mdx`) or component (`jsx`). */
  pages: readonly {type: string; permalink: string; source: string}[];
  /** Routes other plugins draw with a component (the branch pages, the site map). */
  componentRoutes: readonly string[];
  englishSections: readonly string[];
  baseUrl: string;
  siteDir: string;
  currentLocale: string;
  defaultLocale: string;
  locales: readonly string[];
}): PageLanguagesData {
  const translated = currentLocale === defaultLocale;
  const data: PageLanguagesData = {
    translations: {},
    untranslated: {},
    englishSections: translated ? [] : [...englishSections],
  };
  for (const page of pages) {
    const route = siteRoute(page.permalink, baseUrl);
    if (page.type !== 'mdx') {
      if (!translated) data.untranslated[route] = 'mixed';
      continue;
    }
    const file = pageFile(page.source);
    const copies = file
      ? locales.filter(
          (locale) =>
            locale !== defaultLocale &&
            fs.existsSync(path.join(siteDir, 'i18n', locale, pagesTranslationDir, file)),
        )
      : [];
    if (copies.length > 0) data.translations[route] = [defaultLocale, ...copies];
    if (!translated && !copies.includes(currentLocale)) data.untranslated[route] = 'english';
  }
  if (!translated) for (const route of componentRoutes) data.untranslated[route] = 'mixed';
  return data;
}

/**
 * Whether a route belongs in the sitemap of `locale`: every route in the default
 * locale's; in a translated locale's, only pages built from a translated copy.
 */
export function inLocaleSitemap(
  route: {metadata?: {sourceFilePath?: string}},
  locale: string,
  defaultLocale: string,
): boolean {
  if (locale === defaultLocale) return true;
  const source = route.metadata?.sourceFilePath ?? '';
  return source.replaceAll('\\', '/').startsWith(`i18n/${locale}/`);
}
