/**
 * The host rules of the build (plugins/host-rules): where each locale's
 * not-found page is, written for Netlify (`_redirects`) and for nginx.
 *
 * Cloudflare Pages needs none: it serves the nearest 404.html up the tree by
 * itself ("Serving Pages": Not Found behavior,
 * https://developers.cloudflare.com/pages/configuration/serving-pages/). It
 * also reads `_redirects`, but accepts no 404 status ("Valid status codes are
 * 200, 301, 302 (default), 303, 307, or 308"; the "Rewrites (other status
 * codes)" row of https://developers.cloudflare.com/pages/configuration/redirects/),
 * so the README says to leave this file out there.
 */

export interface HostRulesInput {
  /** Each locale's base URL, the default locale's (/) among them. */
  baseUrls: readonly string[];
}

/** Base URLs longest first, so /te/ is matched before /. */
const deepestFirst = (baseUrls: readonly string[]) =>
  [...baseUrls].sort((a, b) => b.length - a.length || a.localeCompare(b));

/**
 * Netlify's `_redirects`: each translated locale's not-found page with status 404
 * (Netlify applies an unforced rule only where no file matches). The site's own
 * /404.html needs no rule: Netlify serves it for any other missing path. Rule syntax:
 * https://docs.netlify.com/routing/redirects/redirect-options/ ("Custom 404 page handling").
 */
export function netlifyRedirects({baseUrls}: HostRulesInput): string {
  const notFound = deepestFirst(baseUrls)
    .filter((base) => base !== '/')
    .map((base) => `${base}*  ${base}404.html  404`);
  return [
    '# Written by plugins/host-rules at each build; for Netlify (Cloudflare Pages: leave it out, see README).',
    '# Each language’s not-found page; any other missing path gets /404.html.',
    ...notFound,
    '',
  ].join('\n');
}

/**
 * nginx: the same rules as `location` blocks for the site's `server` block, which
 * replace a `location /` and `error_page` of its own: in each language's part of
 * the site, its own 404 page.
 */
export function nginxRules({baseUrls}: HostRulesInput): string {
  const bases = deepestFirst(baseUrls);
  const tryFiles = 'try_files $uri $uri/index.html $uri.html =404;';
  return [
    '# Written by plugins/host-rules at each build: include it in the site’s server block,',
    '# in place of your own `location /` and `error_page` (see README, Deploying).',
    '',
    '# Each language’s not-found page, answered with status 404. A 404 page is not an address',
    '# of its own (internal: asked for, it is not found).',
    ...bases.map(
      (base) => `location = ${base}404.html { internal; error_page 404 ${base}404.html; }`,
    ),
    ...bases.map((base) => `location ${base} { error_page 404 ${base}404.html; ${tryFiles} }`),
    '',
  ].join('\n');
}
