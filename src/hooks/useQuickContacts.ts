import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {QuickContacts} from '@site/src/data/quickContacts';

/** The emergency and branch numbers, from the site config (see src/data/quickContacts.ts). */
export function useQuickContacts(): QuickContacts {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields!.quickContacts as QuickContacts;
}
