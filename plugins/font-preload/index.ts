/**
 * Font preloads, a step of plugins/post-build: after the build, adds to the head of every page
 * a preload link for each web font the first view needs, so the browser fetches
 * them alongside the stylesheet instead of after it. These are the script text
 * faces of the translated builds (src/css/locales); their bold and the site's
 * Latin faces are not part of a first view (src/lib/webFonts.ts).
 *
 * Why: the faces use font-display: optional, so a font that is not there within
 * about 100 ms of the first layout is not swapped in later (a swap moves text).
 * A phone without its own Telugu, Devanagari or Urdu face would then show empty
 * boxes, so the files are fetched as early as the stylesheet.
 *
 * The bundler gives each font file a content hash, known only once the build is
 * done: that is why this runs after the build (postBuild) and reads the names from the built
 * stylesheet. A font named in the options that the stylesheet does not use fails
 * the build, so a renamed or dropped face is not preloaded in vain.
 *
 * Private paths: the layout of the built files, stylesheets in assets/css
 * (@docusaurus/core/lib/webpack/base.js) and fonts named <name>-<contenthash>
 * (@docusaurus/utils/lib/webpackUtils.js, the file loader's names). No public hook
 * gives the page head the names the bundler chose: headTags and injectHtmlTags are
 * settled before the bundler runs.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FontPreloadOptions {
  /** File names without hash and extension, as @fontsource names them (source-sans-3-latin-400-normal). */
  fonts: string[];
}

/**
 * The built font URLs of the stylesheet for the named faces, in the order named.
 * Each must lie under the build's base URL (/te/ for Telugu). One outside it comes
 * from the bundler's cache of a build with another base URL: the cache is kept per
 * locale, not per base URL, so `docusaurus build --locale te` (built at /) leaves
 * Telugu stylesheets that point at /assets/, where the full build has no Telugu fonts.
 */
export function fontUrls(css: string, fonts: string[], baseUrl = '/'): string[] {
  const urls = Array.from(css.matchAll(/url\(["']?([^"')]+\.woff2)["']?\)/g), (m) => m[1]);
  return fonts.map((font) => {
    const url = urls.find((u) => path.posix.basename(u).startsWith(`${font}-`));
    if (!url) throw new Error(`font-preload: the built stylesheet has no font file "${font}"`);
    if (!url.startsWith(baseUrl)) {
      throw new Error(
        `font-preload: the built stylesheet loads ${url}, outside this build's base URL ${baseUrl}. ` +
          'The bundler reused a build made with another base URL: delete node_modules/.cache/rspack and build again.',
      );
    }
    return url;
  });
}

/**
 * The page with a preload link per URL, placed before its first stylesheet link.
 * A page without the site's stylesheet does not use its fonts, and stays as it is.
 */
export function withFontPreloads(html: string, urls: string[]): string {
  const at = html.search(/<link rel="?stylesheet"?/);
  if (at < 0) return html;
  const links = urls
    .map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`)
    .join('');
  return html.slice(0, at) + links + html.slice(at);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Adds the preload links of the named faces to every page under `outDir`, the build of `baseUrl`. */
export async function addFontPreloads(
  outDir: string,
  baseUrl: string,
  {fonts}: FontPreloadOptions,
): Promise<void> {
  if (fonts.length === 0) return;
  const cssDir = path.join(outDir, 'assets', 'css');
  const sheets = await fs.readdir(cssDir);
  const css = (
    await Promise.all(sheets.map((name) => fs.readFile(path.join(cssDir, name), 'utf8')))
  ).join('\n');
  const urls = fontUrls(css, fonts, baseUrl);
  for (const file of await htmlFiles(outDir)) {
    const html = await fs.readFile(file, 'utf8');
    // Written beside the page, then renamed over it: the search plugin's postBuild reads the
    // pages meanwhile, and a rename swaps the whole file where a write would show it half done.
    const rewritten = `${file}.font-preload`;
    await fs.writeFile(rewritten, withFontPreloads(html, urls));
    await fs.rename(rewritten, file);
  }
}
