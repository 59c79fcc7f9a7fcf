/**
 * Local plugin "robots-txt": writes build/robots.txt after the build, from the
 * site's own address, so search engines may index every public page and find
 * the sitemap. The editor guide (/docs) stays out of search through its
 * noindex tags and its absence from the sitemap, not through a Disallow line:
 * a crawler that may not fetch a page never sees its noindex.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export function robotsTxt(siteUrl: string, baseUrl: string): string {
  const sitemap = new URL(`${baseUrl.replace(/\/?$/, '/')}sitemap.xml`, siteUrl).href;
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      const {url, baseUrl} = context.siteConfig;
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url, baseUrl));
    },
  };
}
