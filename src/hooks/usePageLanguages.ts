import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import {siteRoute} from '@site/src/lib/urls';
import type {PageContent, PageLanguagesData} from '@site/plugins/translated-pages/translatedPages';

export interface PageLanguages {
  /** The locales this page is translated into, English first (only English when it has no translation). */
  locales: string[];
  /** Whether the page's content is in the build's language, in English, or partly English. */
  content: PageContent;
  /** For a translated page made before its English page last changed: the day it changed (YYYY-MM-DD). */
  englishChanged?: string;
}

/** What language the current page is written in (plugins/translated-pages). */
export function usePageLanguages(): PageLanguages {
  const {
    siteConfig: {baseUrl},
    i18n: {defaultLocale},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const {translations, untranslated, englishSections, behindEnglish} = usePluginData(
    'translated-pages',
  ) as PageLanguagesData;
  const route = siteRoute(pathname, baseUrl);
  const inEnglishSection = englishSections.some(
    (section) => route === section || route.startsWith(`${section}/`),
  );
  return {
    locales: translations[route] ?? [defaultLocale],
    content: untranslated[route] ?? (inEnglishSection ? 'english' : 'translated'),
    englishChanged: behindEnglish[route],
  };
}

export interface LanguageAttributes {
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/**
 * A page of a translated build that has no translation is the English page, but
 * its data blocks and the theme's own words (dates, labels, buttons) are in the
 * build's language. The two parts then differ from each other, and each carries
 * its own `lang` and `dir`: `english` for the page's English text (its Markdown,
 * titles from its metadata), `local` for the build's words inside it (the MDX
 * blocks, src/components/ui/BlockLanguage). Both are empty on every other page,
 * where everything takes the `<html>` element's language and direction.
 */
export function useFallbackPageLanguages(): {
  english: LanguageAttributes;
  local: LanguageAttributes;
} {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  const {content} = usePageLanguages();
  if (content !== 'english') return {english: {}, local: {}};
  const config = localeConfigs[currentLocale];
  return {
    english: {lang: 'en', dir: 'ltr'},
    local: {lang: config?.htmlLang ?? currentLocale, dir: config?.direction ?? 'ltr'},
  };
}
