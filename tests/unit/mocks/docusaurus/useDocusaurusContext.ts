/** Test double: the routes a test declares as existing, via setPageRoutes(). */
let pageRoutes: string[] = [];
let hasBlog = false;
let buildDate = '2026-11-22';
let patientPortalUrl: string | null = null;

export function setPageRoutes(routes: string[], blog = false): void {
  pageRoutes = routes;
  hasBlog = blog;
}

/** The build date that offers are filtered by ("YYYY-MM-DD"). */
export function setBuildDate(date: string): void {
  buildDate = date;
}

/** The patient portal address /login sends to, or null for none. */
export function setPatientPortalUrl(url: string | null): void {
  patientPortalUrl = url;
}

export default function useDocusaurusContext() {
  return {siteConfig: {customFields: {pageRoutes, hasBlog, buildDate, patientPortalUrl}}};
}
