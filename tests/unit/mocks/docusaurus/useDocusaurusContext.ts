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

export default function useDocusaurusContext() {
  return {
    siteConfig: {
      customFields: {
        buildDate,
        patientPortalUrl,
        contactEndpoint,
        quickContacts: quickContacts(),
      },
    },
    // The English build: components render their English messages.
    i18n: {
      defaultLocale: 'en',
      currentLocale: 'en',
      locales: ['en'],
      localeConfigs: {en: {label: 'English', htmlLang: 'en-IN', direction: 'ltr'}},
    },
  };
}
