import {quickContacts} from '../../../../src/data/quickContacts';

let buildDate = '2026-11-22';
let patientPortalUrl: string | null = null;
let contactEndpoint: string | null = null;

/** The build date that offers are filtered by ("YYYY-MM-DD"). */
export function setBuildDate(date: string): void {
  buildDate = date;
}

/** The patient portal address /login sends to, or null for none. */
export function setPatientPortalUrl(url: string | null): void {
  patientPortalUrl = url;
}

/** The endpoint the contact form posts to, or null for none. */
export function setContactEndpoint(url: string | null): void {
  contactEndpoint = url;
}

/** The build's language ('en' unless a test sets another, such as 'ur'). */
let currentLocale = 'en';
const localeConfigs = {
  en: {label: 'English', htmlLang: 'en-IN', direction: 'ltr'},
  te: {label: 'తెలుగు', htmlLang: 'te-IN', direction: 'ltr'},
  ur: {label: 'اردو', htmlLang: 'ur-IN', direction: 'rtl'},
} as const;

export function setCurrentLocale(locale: keyof typeof localeConfigs): void {
  currentLocale = locale;
}

export default function useDocusaurusContext() {
  return {
    siteConfig: {
      baseUrl: currentLocale === 'en' ? '/' : `/${currentLocale}/`,
      customFields: {
        buildDate,
        patientPortalUrl,
        contactEndpoint,
        quickContacts: quickContacts(),
      },
    },
    // The English build unless a test sets another locale; components render their English
    // messages either way (@generated/codeTranslations is empty).
    i18n: {
      defaultLocale: 'en',
      currentLocale,
      locales: currentLocale === 'en' ? ['en'] : ['en', currentLocale],
      localeConfigs,
    },
  };
}
