/**
 * Addresses set at build time through environment variables (the patient
 * portal, the contact form's endpoint). Only an https address is accepted;
 * anything else counts as "not set", so the site never links or sends
 * somewhere unsafe.
 */
export function httpsUrlFrom(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * A path as src/data writes routes, without the locale's base URL and a trailing
 * slash: /te/contact/ → /contact, /te/ → /. Paths outside `baseUrl` stay as they are.
 */
export function siteRoute(pathname: string, baseUrl: string): string {
  const route = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** The id of a first-aid topic's heading (the FirstAid block), for links to its steps. */
export function firstAidAnchor(topic: string): string {
  return `first-aid-${topic}`;
}
