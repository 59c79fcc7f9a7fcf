/**
 * Local plugin "chunk-file-names": the browser's page chunks are named by
 * chunk id and content hash (assets/js/1234.0a1b2c3d.js), not by Docusaurus's
 * chunk name as well.
 *
 * Why: the webpack runtime that every page loads first maps each chunk to its
 * file name. With the name in the file name it carries two strings per chunk,
 * the name and the hash, for the site's 130 or so chunks; with the id alone it
 * carries the hash only: about 1 KB gzipped less on every page. Docusaurus
 * finds chunks by name through its own map (used to prefetch a link's page),
 * which this leaves as it is. Entry files keep their names (main, runtime~main).
 *
 * Private paths: the output.chunkFilename that @docusaurus/core/lib/webpack/base.js
 * sets ('assets/js/[name].[contenthash:8].js'), replaced here, and
 * @docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js, whose runtime function
 * (__webpack_require__.gca) turns a chunk's name into its id and asks the bundler's
 * file-name function for the file: that is why prefetching still finds the files.
 * Docusaurus has no option for chunk file names; configureWebpack can set the
 * bundler's, but only those two files say that the rest of Docusaurus follows.
 */
import type {Plugin} from '@docusaurus/types';

export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

export default function chunkFileNamesPlugin(): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(_config, isServer) {
      // `docusaurus start` names chunks without hashes (and serves them from memory).
      return isServer || process.env.NODE_ENV !== 'production' ? {} : {output: {chunkFilename}};
    },
  };
}
