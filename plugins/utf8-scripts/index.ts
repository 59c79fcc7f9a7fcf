/**
 * Local plugin "utf8-scripts": the minified browser bundles keep their text as
 * UTF-8 instead of escaping every character outside ASCII as \uXXXX.
 *
 * Why: Docusaurus's minifier settings write ASCII only (a workaround for old
 * browsers that misread non-ASCII characters in regular expressions). A Telugu,
 * Hindi or Urdu letter then takes six bytes (\u0C24) instead of three, and the
 * translated interface and data are most of a translated page's script. Every
 * browser the site supports reads UTF-8 scripts: the pages say <meta charset=UTF-8>,
 * and scripts without a charset of their own are read in the page's.
 *
 * Docusaurus builds the minifier itself, so this sets the option on the instance
 * in the client configuration (`format.ascii_only`, as SWC's minifier takes it).
 * The build fails if no minimizer has it, so a Docusaurus update that moves it
 * is noticed.
 */
import type {Plugin} from '@docusaurus/types';

interface Format {
  ascii_only?: boolean;
}

/**
 * The minimizer's output options: Rspack's SwcJsMinimizerRspackPlugin keeps its
 * arguments until the build starts (`_args`); terser-webpack-plugin, which
 * Docusaurus uses with webpack, in `options.minimizer.options`.
 */
interface MinimizerWithFormat {
  _args?: [{minimizerOptions?: {format?: Format}}];
  options?: {minimizer?: {options?: {format?: Format}}};
}

/** Sets ascii_only off on each minimizer that has the option; returns how many it changed. */
export function writeUtf8(minimizers: readonly unknown[]): number {
  let changed = 0;
  for (const minimizer of minimizers) {
    const found = minimizer as MinimizerWithFormat | null;
    const format =
      found?._args?.[0]?.minimizerOptions?.format ?? found?.options?.minimizer?.options?.format;
    if (format && 'ascii_only' in format) {
      format.ascii_only = false;
      changed += 1;
    }
  }
  return changed;
}

export default function utf8ScriptsPlugin(): Plugin {
  return {
    name: 'utf8-scripts',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const minimizers = config.optimization?.minimizer ?? [];
      // Minimizing is off in `docusaurus start` and with --no-minify: nothing to change then.
      if (minimizers.length > 0 && writeUtf8(minimizers) === 0) {
        throw new Error(
          'utf8-scripts: no script minimizer with a format.ascii_only option; Docusaurus changed how it minifies, see plugins/utf8-scripts/index.ts',
        );
      }
      return {};
    },
  };
}
