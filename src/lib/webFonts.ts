/**
 * The site's own Latin typefaces (src/css/fonts.css) are kept out of a visitor's
 * first page: that page is set in local fonts matched to their metrics, and the
 * three font files (about 59 KB) are fetched once it has loaded, when the
 * connection is idle. From then on they are switched on:
 *  - at the visitor's next page change within the site (a click, so the change of
 *    lettering is not an unexpected shift);
 *  - before the first paint of every later full page load, by a one-line script in
 *    the head (config/headTags.ts) that reads the mark left in local storage.
 *
 * Why: on a phone on a slow connection the files took about 300 ms of the first
 * page's download, in competition with the stylesheet and the page's scripts, and
 * with font-display: optional they mostly arrived too late to be used on that
 * page anyway.
 *
 * Pages in Telugu, Hindi and Urdu preload their script's 400 face
 * (plugins/font-preload), as a device without one would show empty boxes, and
 * draw a first page's bold from it; the script's 600 file (40 to 57 KB) is
 * fetched here with the Latin ones, and switched on with them
 * (src/css/locales).
 */

/** The attribute on <html> that puts the web faces first in the font stacks (src/css/custom.css). */
export const webFontsAttribute = 'data-web-fonts';

/** The local-storage mark: the files have been fetched once (listed in src/data/browserStorage.ts). */
export const webFontsStorageKey = 'clinic.webFonts';

/** What the mark holds. */
export const webFontsStoredValue = 'fetched';

/** A face to fetch: a CSS font shorthand, as document.fonts.load takes it, and a letter it covers. */
export interface WebFontFace {
  font: string;
  text: string;
}

/**
 * One per font file in src/css/fonts.css (tests/unit/lib/webFonts.test.ts checks they match).
 */
export const webFontFaces: readonly WebFontFace[] = [
  {font: '400 1em "Source Sans 3"', text: 'a'},
  {font: '600 1em "Source Sans 3"', text: 'a'},
  {font: '700 1em "Source Serif 4"', text: 'a'},
];

/**
 * Each translated locale's script family, both files (src/css/locales/<locale>.css), by
 * the language of <html>. The 400 file is already there (preloaded); loading it under
 * this family as well lets the switch happen without a gap.
 */
export const scriptWebFontFaces: Readonly<Record<string, readonly WebFontFace[]>> = {
  te: [
    {font: '400 1em "Noto Sans Telugu"', text: 'తె'},
    {font: '600 1em "Noto Sans Telugu"', text: 'తె'},
  ],
  hi: [
    {font: '400 1em "Noto Sans Devanagari"', text: 'हि'},
    {font: '600 1em "Noto Sans Devanagari"', text: 'हि'},
  ],
  ur: [
    {font: '400 1em "Noto Naskh Arabic"', text: 'ار'},
    {font: '600 1em "Noto Naskh Arabic"', text: 'ار'},
  ],
};

/** The faces a page in `lang` (te-IN, en-IN) fetches after its first page. */
export function webFontFacesFor(lang: string): readonly WebFontFace[] {
  return [...webFontFaces, ...(scriptWebFontFaces[lang.split('-')[0]] ?? [])];
}

/**
 * The head script: switches the faces on before the first paint when an earlier
 * page fetched them. Storage that throws (blocked, private mode) leaves the page in
 * its local fonts.
 */
export const webFontsHeadScript = `try{localStorage.getItem(${JSON.stringify(webFontsStorageKey)})===${JSON.stringify(webFontsStoredValue)}&&document.documentElement.setAttribute(${JSON.stringify(webFontsAttribute)},"")}catch(e){}`;

interface ConnectionHints {
  saveData?: boolean;
}

/** Whether to fetch the faces at all: not when the visitor asked the browser to save data. */
export function shouldFetchWebFonts(connection: ConnectionHints | undefined): boolean {
  return connection?.saveData !== true;
}

/**
 * Whether a route change is the moment to switch the faces on: the files are
 * there, and the visitor went to another page (a jump within the same page would
 * reflow the text being read).
 */
export function switchOnAtRouteChange(
  fetched: boolean,
  pathname: string,
  previousPathname: string | undefined,
): boolean {
  return fetched && previousPathname !== undefined && pathname !== previousPathname;
}
