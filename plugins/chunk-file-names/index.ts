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
