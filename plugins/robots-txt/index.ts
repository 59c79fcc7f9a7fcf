/**
 * Local plugin "robots-txt": writes build/robots.txt after the build, from the
 * site's own address, so search engines may index every public page and find
 * the sitemap of each language (one per locale: /sitemap.xml, /te/sitemap.xml …).
 * The editor guide (/docs) stays out of search through its noindex tags and its
 * absence from the sitemap, not through a Disallow line: a crawler that may not
 * fetch a page never sees its noindex.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export function robotsTxt(sitemaps: readonly string[]): string {
  return ['User-agent: *', 'Allow: /', '', ...sitemaps.map((s) => `Sitemap: ${s}`), ''].join('\n');
}

/** The address of each locale's sitemap, the default locale's first. */
export function sitemapUrls({
  siteConfig,
  i18n,
}: Pick<LoadContext, 'siteConfig' | 'i18n'>): string[] {
  const locales = [i18n.defaultLocale, ...i18n.locales.filter((l) => l !== i18n.defaultLocale)];
  return locales.map((locale) => {
    const {url = siteConfig.url, baseUrl = siteConfig.baseUrl} = i18n.localeConfigs[locale] ?? {};
    return new URL(`${baseUrl.replace(/\/?$/, '/')}sitemap.xml`, url).href;
  });
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      // Crawlers read only the file at the site's root, which the default locale's build writes.
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(sitemapUrls(context)));
    },
  };
}
