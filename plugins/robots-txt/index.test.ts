import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import robotsTxtPlugin, {robotsTxt} from '@site/plugins/robots-txt';

describe('the robots-txt plugin', () => {
  it('allows every page and names the sitemap at the site’s address', () => {
    expect(robotsTxt('https://www.parkviewdental.example', '/')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.parkviewdental.example/sitemap.xml\n',
    );
    expect(robotsTxt('https://example.org', '/clinic')).toContain(
      'Sitemap: https://example.org/clinic/sitemap.xml',
    );
  });

  it('writes build/robots.txt after the build', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'robots-'));
    const context = {siteConfig: {url: 'https://a.example', baseUrl: '/'}} as LoadContext;
    const plugin = robotsTxtPlugin(context) as Plugin;
    await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://a.example/sitemap.xml',
    );
    fs.rmSync(outDir, {recursive: true, force: true});
  });
});
