import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import robotsTxtPlugin, {robotsTxt, sitemapUrls} from '@site/plugins/robots-txt';

const site = {url: 'https://a.example', baseUrl: '/'};
const i18n = (currentLocale: string) =>
  ({
    defaultLocale: 'en',
    locales: ['en', 'te', 'ur'],
    currentLocale,
    localeConfigs: {
      en: {url: site.url, baseUrl: '/'},
      te: {url: site.url, baseUrl: '/te/'},
      ur: {url: site.url, baseUrl: '/ur/'},
    },
  }) as unknown as LoadContext['i18n'];

describe('the robots-txt plugin', () => {
  it('allows every page and names each sitemap', () => {
    expect(robotsTxt(['https://a.example/sitemap.xml', 'https://a.example/te/sitemap.xml'])).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://a.example/sitemap.xml\nSitemap: https://a.example/te/sitemap.xml\n',
    );
  });

  it('finds one sitemap per locale at the locale’s address, the default locale first', () => {
    expect(sitemapUrls({siteConfig: site as LoadContext['siteConfig'], i18n: i18n('en')})).toEqual([
      'https://a.example/sitemap.xml',
      'https://a.example/te/sitemap.xml',
      'https://a.example/ur/sitemap.xml',
    ]);
  });

  it.each([
    ['en', true],
    ['te', false],
  ])('in the %s build writes robots.txt: %s', async (locale, writes) => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'robots-'));
    const context = {siteConfig: site, i18n: i18n(locale)} as unknown as LoadContext;
    const plugin = robotsTxtPlugin(context);
    await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    const file = path.join(outDir, 'robots.txt');
    expect(fs.existsSync(file)).toBe(writes);
    if (writes)
      expect(fs.readFileSync(file, 'utf8')).toContain('Sitemap: https://a.example/ur/sitemap.xml');
    fs.rmSync(outDir, {recursive: true, force: true});
  });
});
