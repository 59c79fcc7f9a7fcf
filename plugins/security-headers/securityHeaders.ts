/**
 * The HTTP security headers of the built site: a Content-Security-Policy whose
 * script-src lists the hashes of the inline scripts found in the built HTML,
 * and the usual companions. Pure functions; the plugin in
 * plugins/security-headers/index.ts runs them after the build and writes
 * build/_headers (Netlify, Cloudflare Pages) and
 * build/nginx-security-headers.conf. Runs in Node.js only.
 */
import {createHash} from 'node:crypto';
import {DomUtils, parseDocument} from 'htmlparser2';

export interface HttpHeader {
  name: string;
  value: string;
}

/** Something in the HTML that runs script but cannot be allowed by a hash. */
export interface UnhashableScript {
  kind: 'event-handler attribute' | 'javascript: URL';
  /** The tag and attribute, e.g. `<img onload="…">`. */
  where: string;
}

export interface HtmlScripts {
  /** Texts of the inline scripts that script-src governs, in document order. */
  inline: string[];
  unhashable: UnhashableScript[];
}

/*
 * What counts. A <script> without src runs, and so needs a hash, when its type
 * is absent, empty, a JavaScript MIME type or "module"; "importmap" and
 * "speculationrules" do not run but script-src governs them too. Any other
 * type (application/ld+json, application/json …) is a data block that the
 * browser never executes and CSP ignores. A <script src> runs from 'self'.
 *
 * Hashes cannot allow an inline event-handler attribute (onload="…", onclick,
 * SVG onbegin … : every attribute named on*) or a javascript: URL in an
 * attribute that the browser navigates to or loads; CSP would need
 * 'unsafe-inline' or 'unsafe-hashes' for those, so the build fails instead.
 */
const javaScriptTypes = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const urlAttributes = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'data',
  'poster',
  'background',
  'cite',
]);

/** Browsers drop leading spaces and controls and any tab or newline inside a URL before reading its scheme. */
function isJavaScriptUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- the controls U+0000 to U+001F are what is dropped
  const url = value.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return /^javascript:/i.test(url);
}

/** An element as htmlparser2 gives it: names in lower case, attribute values decoded. */
interface Tag {
  name: string;
  attribs: Record<string, string>;
}

function isInlineScript({name, attribs}: Tag): boolean {
  const type = (attribs.type ?? '').trim().toLowerCase();
  return name === 'script' && !('src' in attribs) && javaScriptTypes.has(type);
}

function unhashableAttributes({name, attribs}: Tag): UnhashableScript[] {
  return Object.entries(attribs).flatMap(([attribute, value]): UnhashableScript[] => {
    const where = `<${name} ${attribute}="…">`;
    if (attribute.startsWith('on')) return [{kind: 'event-handler attribute', where}];
    if (urlAttributes.has(attribute) && isJavaScriptUrl(value))
      return [{kind: 'javascript: URL', where}];
    return [];
  });
}

/**
 * Finds the inline scripts of an HTML document and whatever runs script
 * without being hashable. Like a browser, htmlparser2 reads the content of
 * script, style, textarea, title, iframe and the other raw-text elements as
 * text, and skips comments and the attributes of end tags.
 */
export function findScripts(html: string): HtmlScripts {
  const elements = DomUtils.findAll(() => true, parseDocument(html).children);
  return {
    inline: elements.filter(isInlineScript).map((script) => DomUtils.textContent(script)),
    unhashable: elements.flatMap(unhashableAttributes),
  };
}

/**
 * The CSP source expression for a script text: 'sha256-<base64>'. The browser
 * hashes the element's text after the HTML parser has turned every CR LF and
 * lone CR into LF, so the same is done here.
 */
export function scriptHashSource(script: string): string {
  const normalised = script.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

export interface PolicyInput {
  /** Hash sources ('sha256-…') of every inline script of the site. */
  scriptHashes: string[];
  /** The https address forms send to, or null when none is configured. */
  formEndpoint: string | null;
  /** Origins the site frames (the branch map). */
  frameOrigins: string[];
}

export type Directive = [name: string, sources: string[]];

function originOf(url: string | null): string[] {
  return url ? [new URL(url).origin] : [];
}

export function contentSecurityPolicy({
  scriptHashes,
  formEndpoint,
  frameOrigins,
}: PolicyInput): Directive[] {
  const formOrigin = originOf(formEndpoint);
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...[...new Set(scriptHashes)].sort()]],
    // 'unsafe-inline' for styles is needed: React server-renders style=""
    // attributes (Prism colours in code blocks, the announcement bar colours,
    // aspect-ratio of images, display:none of hidden blocks), the legacy
    // widgets set styles, and a hash can allow a style attribute only with
    // 'unsafe-hashes'. Styles cannot run script; scripts stay hash-only.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...formOrigin]],
    ['form-action', ["'self'", ...formOrigin]],
    ['frame-src', frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function serializePolicy(directives: Directive[]): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Powerful features, each denied to the site and every frame; the few the
 * site uses are allowed to its own origin only. Only names that Chromium
 * recognises on every platform (it logs each unknown name on every page):
 * bluetooth and web-share are left out for that reason, and frames from other
 * origins get neither without an allow attribute anyway.
 */
export const permissionsPolicy: Array<[feature: string, allowlist: string]> = [
  ['accelerometer', '()'],
  ['autoplay', '()'],
  ['browsing-topics', '()'],
  ['camera', '()'],
  ['clipboard-read', '()'],
  // The copy button of code blocks in the editor guide.
  ['clipboard-write', '(self)'],
  ['display-capture', '()'],
  ['encrypted-media', '()'],
  // The gallery lightbox may show a picture full screen.
  ['fullscreen', '(self)'],
  ['gamepad', '()'],
  ['geolocation', '()'],
  ['gyroscope', '()'],
  ['hid', '()'],
  ['identity-credentials-get', '()'],
  ['idle-detection', '()'],
  ['local-fonts', '()'],
  ['magnetometer', '()'],
  ['microphone', '()'],
  ['midi', '()'],
  ['otp-credentials', '()'],
  ['payment', '()'],
  ['picture-in-picture', '()'],
  ['publickey-credentials-create', '()'],
  ['publickey-credentials-get', '()'],
  ['screen-wake-lock', '()'],
  ['serial', '()'],
  ['storage-access', '()'],
  ['usb', '()'],
  ['window-management', '()'],
  ['xr-spatial-tracking', '()'],
];

export function securityHeaders(input: PolicyInput): HttpHeader[] {
  return [
    {name: 'Content-Security-Policy', value: serializePolicy(contentSecurityPolicy(input))},
    {name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
    {name: 'X-Content-Type-Options', value: 'nosniff'},
    {name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {
      name: 'Permissions-Policy',
      value: permissionsPolicy.map(([feature, allow]) => `${feature}=${allow}`).join(', '),
    },
  ];
}

/** build/_headers: every path gets the headers (Netlify and Cloudflare Pages format). */
export function formatHeadersFile(headers: HttpHeader[]): string {
  return ['/*', ...headers.map(({name, value}) => `  ${name}: ${value}`)].join('\n') + '\n';
}

/**
 * The same headers for nginx, for a server block. `always` sends them with
 * error pages too. nginx drops a server block's add_header lines in any
 * location that has add_header lines of its own, so include this there too.
 */
export function formatNginxConf(headers: HttpHeader[]): string {
  return (
    headers
      .map(({name, value}) => {
        // nginx reads $name inside a string as a variable, and has no escape for it.
        if (value.includes('$'))
          throw new Error(`The ${name} header cannot be written for nginx: it contains "$".`);
        return `add_header ${name} "${value.replace(/(["\\])/g, '\\$1')}" always;`;
      })
      .join('\n') + '\n'
  );
}
