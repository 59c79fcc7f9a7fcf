import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {collectErrors, headersOrigin, waitForHydration} from './helpers';
import {buildDir} from './ports';

// A page's .html addresses redirect (301) to its clean one: scripts/serve-build.mjs applies the
// rules the build wrote to build/_redirects (plugins/host-rules), as Netlify would. A host
// without the rules (GitHub Pages, S3) serves the file itself: then the page takes its clean
// address before React starts (src/clientModules/cleanHtmlAddress.ts) and hydrates cleanly.
test.use({baseURL: headersOrigin});

const addresses: [string, string][] = [
  ['/contact.html', '/contact'],
  ['/contact/index.html', '/contact'],
  ['/te/contact.html', '/te/contact'],
  ['/hi/dental-clinic-kondapur/index.html', '/hi/dental-clinic-kondapur'],
  ['/blog/index.html', '/blog'],
  ['/ur/index.html', '/ur/'],
  ['/index.html', '/'],
];

const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

/** The canonical address of the page at its clean address, as served. */
async function cleanCanonical(page: Page, route: string): Promise<string | null> {
  await page.goto(route);
  await waitForHydration(page);
  return canonical(page);
}

for (const [from, to] of addresses) {
  test(`${from} redirects to ${to} and the page there hydrates cleanly`, async ({
    page,
    request,
  }) => {
    const response = await request.get(`${from}?utm=x`, {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(`${to}?utm=x`);

    const expected = await cleanCanonical(page, to);
    expect(expected).not.toContain('.html');
    const errors = collectErrors(page);
    await page.goto(from);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(to);
    expect(await canonical(page)).toBe(expected);
    expect(errors).toEqual([]);
  });
}

const servedAnyway: [string, string, string][] = [
  ['/te/contact/index.html', 'te/contact/index.html', '/te/contact'],
  ['/contact.html', 'contact/index.html', '/contact'],
  ['/ur/index.html', 'ur/index.html', '/ur/'],
];

for (const [address, file, route] of servedAnyway) {
  test(`${address} served as it is takes the address ${route} and hydrates without errors`, async ({
    page,
  }) => {
    const expected = await cleanCanonical(page, route);
    // A host without the redirects: it answers the .html address with the page's file.
    await page.route(`${headersOrigin}${address}*`, (served) =>
      served.fulfill({path: path.join(buildDir, file), contentType: 'text/html; charset=utf-8'}),
    );
    expect(fs.existsSync(path.join(buildDir, file))).toBe(true);
    const errors = collectErrors(page);
    const response = await page.goto(`${address}#top`);
    expect(response!.status()).toBe(200);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe(route);
    expect(new URL(page.url()).hash).toBe('#top');
    expect(await canonical(page)).toBe(expected);
    expect(errors).toEqual([]);
  });
}
