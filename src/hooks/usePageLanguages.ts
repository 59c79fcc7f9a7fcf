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
}

/** What language the current page is written in (plugins/translated-pages). */
export function usePageLanguages(): PageLanguages {
  const {
    siteConfig: {baseUrl},
    i18n: {defaultLocale},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const {translations, untranslated, englishSections} = usePluginData(
    'translated-pages',
  ) as PageLanguagesData;
  const route = siteRoute(pathname, baseUrl);
  const inEnglishSection = englishSections.some(
    (section) => route === section || route.startsWith(`${section}/`),
  );
  return {
    locales: translations[route] ?? [defaultLocale],
    content: untranslated[route] ?? (inEnglishSection ? 'english' : 'translated'),
  };
}
