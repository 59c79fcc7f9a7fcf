/**
 * The host rules of the build (plugins/host-rules): where each locale's
 * not-found page is, and the redirects from a page's .html addresses to its
 * clean one, written for Netlify (`_redirects`) and for nginx.
 *
 * Cloudflare Pages needs neither: it serves the nearest 404.html up the tree
 * and redirects /contact.html to /contact and /about/index.html to /about/ by
 * itself ("Serving Pages": Route matching, Not Found behavior,
 * https://developers.cloudflare.com/pages/configuration/serving-pages/). It
 * also reads `_redirects`, but accepts no 404 status and no forced ("!") rule
 * ("Valid status codes are 200, 301, 302 (default), 303, 307, or 308"; the
 * "Rewrites (other status codes)" row of
 * https://developers.cloudflare.com/pages/configuration/redirects/), so the
 * README says to leave this file out there.
 */

/** A page of the build: its route (/contact, /te/, /) from its file (contact/index.html, te/index.html). */
export function pageRoute(file: string): string | null {
  const posix = file.split('\\').join('/');
  if (posix === '404.html' || posix.endsWith('/404.html')) return null;
  if (posix === 'index.html') return '/';
  const dir = /^(.*)\/index\.html$/.exec(posix)?.[1];
  if (dir === undefined) return posix.endsWith('.html') ? `/${posix.slice(0, -5)}` : null;
  return `/${dir}`;
}

/**
 * The .html addresses of a route and where each goes: /contact.html and
 * /contact/index.html to /contact; a locale's home (/te/, a base URL) keeps its slash.
 */
export function htmlAddresses(route: string, baseUrls: readonly string[]): [string, string][] {
  if (route === '/') return [['/index.html', '/']];
  const clean = baseUrls.includes(`${route}/`) ? `${route}/` : route;
  return [
    [`${route}.html`, clean],
    [`${route}/index.html`, clean],
  ];
}

export interface HostRulesInput {
  /** Every page route of the build, every locale's. */
  routes: readonly string[];
  /** Each locale's base URL, the default locale's (/) among them. */
  baseUrls: readonly string[];
}

/** Base URLs longest first, so /te/ is matched before /. */
const deepestFirst = (baseUrls: readonly string[]) =>
  [...baseUrls].sort((a, b) => b.length - a.length || a.localeCompare(b));

/**
 * Netlify's `_redirects`: the .html redirects, forced ("!") since /contact/index.html is a
 * file that would otherwise be served; then each translated locale's not-found page with
 * status 404 (Netlify applies an unforced rule only where no file matches). The site's
 * own /404.html needs no rule: Netlify serves it for any other missing path. Rule syntax:
 * https://docs.netlify.com/routing/redirects/redirect-options/ ("Custom 404 page handling").
 */
export function netlifyRedirects({routes, baseUrls}: HostRulesInput): string {
  const redirects = [...new Set(routes)]
    .sort()
    .flatMap((route) => htmlAddresses(route, baseUrls))
    .map(([from, to]) => `${from}  ${to}  301!`);
  const notFound = deepestFirst(baseUrls)
    .filter((base) => base !== '/')
    .map((base) => `${base}*  ${base}404.html  404`);
  return [
    '# Written by plugins/host-rules at each build; for Netlify (Cloudflare Pages: leave it out, see README).',
    '# A page’s .html and /index.html addresses go to the page itself.',
    ...redirects,
    '# Each language’s not-found page; any other missing path gets /404.html.',
    ...notFound,
    '',
  ].join('\n');
}

/**
 * nginx: the same rules as `location` blocks for the site's `server` block, which
 * replace a `location /` and `error_page` of its own. Files are looked up as
 * `$uri/index.html`, never `$uri/`: the index module would redirect internally to
 * …/index.html, which the .html rule sends back to the clean address, for ever.
 */
export function nginxRules({baseUrls}: Pick<HostRulesInput, 'baseUrls'>): string {
  const bases = deepestFirst(baseUrls);
  const tryFiles = 'try_files $uri $uri/index.html $uri.html =404;';
  return [
    '# Written by plugins/host-rules at each build: include it in the site’s server block,',
    '# in place of your own `location /` and `error_page` (see README, Deploying).',
    '',
    '# A page’s .html and /index.html addresses go to the page itself (301), and a',
    '# language’s home is /te/, with its slash.',
    ...bases.map((base) => `location = ${base}index.html { return 301 ${base}$is_args$args; }`),
    ...bases
      .filter((base) => base !== '/')
      .flatMap((base) => [`${base.slice(0, -1)}.html`, base.slice(0, -1)])
      .map(
        (from) =>
          `location = ${from} { return 301 ${from.replace(/(\.html)?$/, '/')}$is_args$args; }`,
      ),
    'location ~ ^(?<page>/.+?)(?:/index)?\\.html$ { return 301 $page$is_args$args; }',
    '',
    '# Each language’s not-found page, answered with status 404. A 404 page is not an address',
    '# of its own (internal: asked for, it is not found), which keeps the .html rule off it.',
    ...bases.map(
      (base) => `location = ${base}404.html { internal; error_page 404 ${base}404.html; }`,
    ),
    ...bases.map((base) => `location ${base} { error_page 404 ${base}404.html; ${tryFiles} }`),
    '',
  ].join('\n');
}
