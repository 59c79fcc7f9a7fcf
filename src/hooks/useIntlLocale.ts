import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The page's language as Intl takes it ("te-IN"): the locale's htmlLang. */
export function useIntlLocale(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
}
