/**
 * Local plugin "server-only-config": Docusaurus writes the whole site
 * configuration into a module of every page's main bundle
 * (.docusaurus/docusaurus.config.mjs). Some of it only the build reads: the
 * page template (`ssrTemplate`, config/ssrTemplate.ts), about 0.5 KB gzipped.
 * The browser build reads that module through a loader that drops those keys;
 * the server build, which renders the pages, keeps them.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** Site configuration keys that no code in the browser reads. */
export const serverOnlyKeys = ['ssrTemplate'];

export default function serverOnlyConfigPlugin(context: LoadContext): Plugin {
  const configModule = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'server-only-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: configModule,
              use: [
                {loader: require.resolve('./configLoader.cjs'), options: {keys: serverOnlyKeys}},
              ],
            },
          ],
        },
      };
    },
  };
}
