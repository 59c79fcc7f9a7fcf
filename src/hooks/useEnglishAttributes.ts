import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * Attributes for words that are English in every language, such as a blog
 * post's title (the blog is not translated): `lang="en" dir="ltr"` on a
 * translated page, so screen readers and Urdu's right-to-left layout treat
 * them as English; nothing on an English page.
 */
export function useEnglishAttributes(): {lang?: 'en'; dir?: 'ltr'} {
  const {
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  return currentLocale === defaultLocale ? {} : {lang: 'en', dir: 'ltr'};
}
