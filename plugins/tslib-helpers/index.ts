/**
 * Local plugin "tslib-helpers": in the browser bundles, `tslib` resolves to
 * ./helpers.mjs, which re-exports only the helpers our dependencies call.
 *
 * Why: @docusaurus/utils-common, part of every page's main bundle, is compiled
 * to CommonJS that does `require("tslib").__importDefault(…)`. A require()
 * keeps the whole module, so every page carried all of tslib's helpers, about
 * 3.8 KB gzipped, for that one function. The server bundle keeps the real tslib.
 *
 * A dependency that calls another helper needs it added to helpers.mjs:
 * index.test.ts reads the Docusaurus and search packages and fails until it is.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const helpersFile = path.join(__dirname, 'helpers.mjs');

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: 'tslib-helpers',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {tslib$: helpersFile}}};
    },
  };
}
