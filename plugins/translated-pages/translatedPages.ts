/**
 * What language each page of a build is written in.
 *
 * In the default (English) build every page is English. In a translated build
 * (/te/, /hi/, /ur/) a page is
 *  - `translated` when its file in src/pages has a copy under
 *    i18n/<locale>/docusaurus-plugin-content-pages/ (Docusaurus builds the copy);
 *  - `english` when it is Markdown without such a copy, or a blog or editor-guide
 *    page: the English page inside the translated menus and footer;
 *  - drawn by a component (the home page, contact, the branch pages …), it is
 *    `translated` when the locale has the words of src/data
 *    (i18n/<locale>/data-words, plugins/data-words) besides the interface's
 *    (code.json), and `mixed` when it has not; a few component pages are `mixed`
 *    in every locale, as they list English pages (the site map).
 * Any other route (the not-found page) is drawn only from translated words.
 */
import fs from 'node:fs';
import path from 'node:path';
import {siteRoute} from '../../src/lib/urls';
import {englishUpdated, pagesTranslationDir, recordedHash, sourceHash} from './sourceHash';

export type PageContent = 'translated' | 'english' | 'mixed';

export interface PageLanguagesData {
  /** Route (as src/data writes it, without /te/) → the locales it is translated into, English first. */
  translations: Record<string, string[]>;
  /** Routes of this build whose content is not (all) in the build's language. */
  untranslated: Record<string, Exclude<PageContent, 'translated'>>;
  /** Route prefixes whose pages are all English in a translated build (the blog, the editor guide). */
  englishSections: string[];
  /**
   * Translated routes of this build whose English page changed after the
   * translation was made (sourceHash.ts), with the day the English changed.
   */
  behindEnglish: Record<string, string>;
}

/** Whether `locale` has the words of src/data, without which its component pages are `mixed`. */
export function hasDataWords(siteDir: string, locale: string): boolean {
  return fs.existsSync(path.join(siteDir, 'i18n', locale, 'data-words'));
}

/** The page file's path inside src/pages (or inside a locale's copy of it), from its `source`. */
export function pageFile(source: string): string | undefined {
  return /^@site\/(?:src\/pages|i18n\/[^/]+\/docusaurus-plugin-content-pages)\/(.+)$/.exec(
    source,
  )?.[1];
}

export function pageLanguages({
  pages,
  componentRoutes,
  mixedRoutes,
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
  /** Component routes that show English in every locale (the site map's list of English pages). */
  mixedRoutes: readonly string[];
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
    behindEnglish: {},
  };
  const componentLocales = locales.filter(
    (locale) => locale !== defaultLocale && hasDataWords(siteDir, locale),
  );
  const component = (route: string) => {
    const copies = mixedRoutes.includes(route) ? [] : componentLocales;
    if (copies.length > 0) data.translations[route] = [defaultLocale, ...copies];
    if (!translated && !copies.includes(currentLocale)) data.untranslated[route] = 'mixed';
  };
  for (const page of pages) {
    const route = siteRoute(page.permalink, baseUrl);
    if (page.type !== 'mdx') {
      component(route);
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
    if (!translated && file && copies.includes(currentLocale)) {
      const english = path.join(siteDir, 'src', 'pages', file);
      const copy = path.join(siteDir, 'i18n', currentLocale, pagesTranslationDir, file);
      const behind =
        fs.existsSync(english) &&
        recordedHash(fs.readFileSync(copy, 'utf8')) !==
          sourceHash(fs.readFileSync(english, 'utf8'));
      if (behind) data.behindEnglish[route] = englishUpdated(siteDir, english);
    }
  }
  componentRoutes.forEach(component);
  return data;
}

/**
 * Whether a route belongs in the sitemap of `locale`: every route in the default
 * locale's; in a translated locale's, only translated pages: those built from a
 * translated copy, and component pages when the locale has the data's words.
 */
export function inLocaleSitemap(
  route: {path: string; metadata?: {sourceFilePath?: string}},
  {
    locale,
    defaultLocale,
    baseUrl,
    siteDir,
    mixedRoutes,
    englishSections,
  }: {
    locale: string;
    defaultLocale: string;
    baseUrl: string;
    siteDir: string;
    mixedRoutes: readonly string[];
    englishSections: readonly string[];
  },
): boolean {
  if (locale === defaultLocale) return true;
  const source = (route.metadata?.sourceFilePath ?? '').replaceAll('\\', '/');
  if (source.startsWith(`i18n/${locale}/`)) return true;
  if (/\.mdx?$/.test(source)) return false;
  const path = siteRoute(route.path, baseUrl);
  if (mixedRoutes.includes(path)) return false;
  if (englishSections.some((section) => path === section || path.startsWith(`${section}/`)))
    return false;
  return hasDataWords(siteDir, locale);
}
