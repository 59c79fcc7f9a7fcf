/**
 * Local plugin "prism-on-demand": keeps the Prism highlighter out of the main
 * bundle. The classic theme registers a client module that imports Prism on
 * every page so it can add `prism.additionalLanguages`; we add none, and only
 * the editor guide shows code, so the module is replaced with an empty one.
 * Code blocks still import Prism themselves, in the chunks of the pages that
 * have them. (About 110 KB of minified JavaScript, 34 KB gzipped, on every
 * page before.)
 *
 * Private path: @docusaurus/theme-classic/lib/prism-include-languages.js, a file
 * inside the theme's lib/ (none of its exports) that the theme's getClientModules()
 * registers. The theme has no option to leave it out, and no hook removes another
 * plugin's client module, so the browser build resolves the file to nothing.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

const themeClientModule =
  require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');

export default function prismOnDemandPlugin(context: LoadContext): Plugin {
  const {additionalLanguages = []} =
    (context.siteConfig.themeConfig.prism as {additionalLanguages?: string[]} | undefined) ?? {};
  if (additionalLanguages.length > 0) {
    throw new Error(
      'prism-on-demand drops the module that loads prism.additionalLanguages; remove the plugin to use them',
    );
  }
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {[themeClientModule]: false}}};
    },
  };
}
