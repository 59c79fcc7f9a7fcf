/**
 * What our build plugins depend on that Docusaurus, its theme, its bundler setup or the
 * search plugin do not document, as checked against the version below. Each plugin's
 * index.ts names the same paths at its top and says why no public hook does the job;
 * docusaurusVersion.test.ts lists them, with the swizzled components of src/theme, when
 * an installed @docusaurus/* package leaves this version.
 */
export const checkedDocusaurusVersion = '3.10.2';

/** Plugin folder under plugins/ → the private files, modules or fields it relies on. */
export const privatePaths: Record<string, string[]> = {
  'prism-on-demand': ['@docusaurus/theme-classic/lib/prism-include-languages.js'],
  'chunk-file-names': [
    '@docusaurus/core/lib/webpack/base.js',
    '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
  ],
  'font-preload': ['@docusaurus/core/lib/webpack/base.js', '@docusaurus/utils/lib/webpackUtils.js'],
  'translated-pages': ["allContent['docusaurus-plugin-content-pages']"],
  'site-index': [
    "allContent['docusaurus-plugin-content-pages']",
    "allContent['docusaurus-plugin-content-blog']",
    '@generated/site-index/default/',
  ],
  'search-letters': ['lunr.trimmer'],
  // The generated table of code translations (@generated/codeTranslations), which a loader
  // rewrites; Docusaurus's translate() and <Translate> read their messages from it.
  'inline-translations': ['codeTranslations.json'],
};
