/**
 * The banner a page shows when the site is served under another path than the
 * base URL it was built for (plugins/base-url-banner): its markup, in the
 * page's language, and the script that shows it.
 */
/** Its words, which no browser code declares: each code.json carries them (config/localeMessages.ts). */
export const baseUrlBannerMessages = {
  'baseUrlBanner.title': {
    message: 'This page did not load properly.',
    description:
      'Banner shown only when the website was put online at a wrong address (its styles and scripts cannot be found): its bold first line',
  },
  'baseUrlBanner.cause': {
    message:
      'The site is served from an address its build does not expect, so its styles and scripts were not found. The base URL it was built for is {baseUrl}.',
    description:
      'Banner of a wrongly deployed website, for whoever put it online; {baseUrl} is a path such as "/"; keep "base URL" recognisable to a web developer',
  },
  'baseUrlBanner.suggestion': {
    message: 'Build it with this base URL instead: {suggestion}',
    description:
      'Banner of a wrongly deployed website: the base URL that would work, worked out from the page’s address; {suggestion} is a path such as "/clinic/"',
  },
} as const;

export type BannerMessageId = keyof typeof baseUrlBannerMessages;

/** The id of the <noscript> that holds the banner; the script reads its markup from it. */
export const bannerSourceId = '__base-url-banner';
/** The class the site's stylesheet hides (src/css/custom.css): where it loaded, the banner never shows. */
export const bannerClassName = 'base-url-banner';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A message with its {placeholders} replaced by markup; the words themselves are escaped. */
function fill(message: string, values: Record<string, string>): string {
  return message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in values ? values[name] : escapeHtml(part);
    })
    .join('');
}

export interface BannerInput {
  /** The translated message of an id, or undefined for the English one. */
  message: (id: BannerMessageId) => string | undefined;
  /** The base URL the site is built for (siteConfig.baseUrl of the default locale). */
  baseUrl: string;
}

/**
 * The banner's markup. Its styles are inline, since the site's stylesheet is
 * exactly what is missing when it shows; the suggestion line stays hidden
 * until the script has worked out a suggestion.
 */
export function bannerHtml({message, baseUrl}: BannerInput): string {
  const text = (id: BannerMessageId) => message(id) ?? baseUrlBannerMessages[id].message;
  return [
    `<div class="${bannerClassName}" role="alert" style="border:4px solid #b3261e;background:#fff4e5;color:#1c1b1f;margin:1rem;padding:1rem 1.25rem;font:1.125rem/1.5 system-ui,sans-serif">`,
    `<p style="margin:0 0 .5rem;font-weight:700;font-size:1.375rem">${escapeHtml(text('baseUrlBanner.title'))}</p>`,
    `<p style="margin:0">${fill(text('baseUrlBanner.cause'), {baseUrl: `<code dir="ltr">${escapeHtml(baseUrl)}</code>`})}</p>`,
    `<p style="margin:.5rem 0 0" hidden>${fill(text('baseUrlBanner.suggestion'), {suggestion: '<code dir="ltr" data-suggestion></code>'})}</p>`,
    '</div>',
  ].join('');
}

/**
 * The script, as source text: it runs when the stylesheets of <head> have
 * loaded or failed (a parser-inserted script waits for them), so it needs no
 * timer. It puts the banner's markup at the top of the page and
 * takes it out again at once where the site's stylesheet hides it, that is on
 * every correctly deployed page. Where it stays, it suggests a base URL: the
 * part of the address before the page's own route, which SiteMetadata writes
 * into <html data-route>.
 */
export function bannerScript(baseUrl: string): string {
  return [
    '(function(){',
    `var source=document.getElementById(${JSON.stringify(bannerSourceId)});if(!source)return;`,
    'var holder=document.createElement("div");holder.innerHTML=source.textContent;var banner=holder.firstElementChild;',
    'source.parentNode.insertBefore(banner,source);',
    'if(getComputedStyle(banner).display==="none"){source.parentNode.removeChild(banner);return}',
    `var suggestion=(${suggestBaseUrl.toString()})(location.pathname,document.documentElement.getAttribute("data-route"),${JSON.stringify(baseUrl)});`,
    'if(!suggestion)return;',
    'banner.querySelector("[data-suggestion]").textContent=suggestion;banner.querySelector("[hidden]").removeAttribute("hidden")})()',
  ].join('');
}

/**
 * The base URL under which `pathname` would be the page at `route` (a route of
 * the build, which starts with `baseUrl`), or null when the address does not end
 * with the route or already starts with the right base URL. Self-contained: the
 * page's inline script carries its source text.
 */
export function suggestBaseUrl(
  pathname: string,
  route: string | null,
  baseUrl: string,
): string | null {
  if (!route?.startsWith(baseUrl)) return null;
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    path = pathname;
  }
  path = path.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  const rest = route.slice(baseUrl.length).replace(/\/+$/, '');
  let prefix: string | null = null;
  if (rest === '') prefix = `${path}/`;
  else if (path.endsWith(`/${rest}`)) prefix = path.slice(0, path.length - rest.length);
  return prefix !== null && prefix !== baseUrl ? prefix : null;
}
