/**
 * Local plugin "post-build": the steps that run on the built pages, one after the other.
 *
 * Docusaurus starts every plugin's postBuild at once (@docusaurus/core awaits them
 * together), so a step that rewrites the pages and a step that reads them cannot be
 * two plugins: the security headers hash each page's inline scripts, and read pages
 * while the font preloads were being written into them. Here the rewriting is awaited
 * before the hashing starts, so the headers describe the pages as they are served.
 * A new step that changes pages goes before writeSecurityHeaders.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addFontPreloads, type FontPreloadOptions} from '../font-preload';
import {writeSecurityHeaders} from '../security-headers';

export type PostBuildOptions = FontPreloadOptions;

export default function postBuildPlugin(context: LoadContext, options: PostBuildOptions): Plugin {
  return {
    name: 'post-build',
    async postBuild({outDir}) {
      await addFontPreloads(outDir, context.baseUrl, options);
      await writeSecurityHeaders(context, outDir);
    },
  };
}
