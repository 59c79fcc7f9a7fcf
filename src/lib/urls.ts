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

/**
 * The id of a price table (the PriceTable block), named by its treatment, or by
 * the first of its treatments when it lists several: /pricing links to it.
 */
export function priceTableAnchor(treatmentId: string): string {
  return `prices-${treatmentId}`;
}

/**
 * The clean address of a page served at one of its .html addresses (/te/contact.html,
 * /te/contact/index.html, /te/index.html): its route, which the page's HTML names (`route`,
 * <html data-route>), when the address is that route's; null when there is nothing to
 * clean, or when the page is another one's (a not-found page served for /nope.html).
 */
export function cleanHtmlAddress(pathname: string, route: string | null): string | null {
  if (!route || !pathname.endsWith('.html')) return null;
  const stripped = pathname.replace(/(\/index)?\.html$/, '');
  return route === stripped || route === `${stripped}/` ? route : null;
}
