import {expect, test, type Page} from '@playwright/test';
import {branches} from '../../src/data/branches';
import {mapEmbedUrl, openStreetMapOrigin} from '../../src/lib/maps';
import {inParts, sitemapRoutes, waitForHydration, waitForPageSettled} from './helpers';

/** Records every request a page makes to another origin than `origin` (data: URLs are no request). */
function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:')) return;
    if (new URL(url).origin !== origin) foreign.push(`${page.url()} → ${url}`);
  });
  return foreign;
}

/** Addresses in the page that the browser would fetch sooner or later (lazy images, preloads, icons), from another origin. */
async function foreignResourcesInDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls: string[] = [];
    const add = (value: string | null) => {
      if (value) urls.push(new URL(value, document.baseURI).href);
    };
    for (const el of Array.from(document.querySelectorAll('[src]'))) add(el.getAttribute('src'));
    for (const el of Array.from(document.querySelectorAll('[srcset]'))) {
      for (const candidate of el.getAttribute('srcset')!.split(','))
        add(candidate.trim().split(/\s+/)[0]);
    }
    for (const el of Array.from(document.querySelectorAll('[poster], object[data]')))
      add(el.getAttribute('poster') ?? el.getAttribute('data'));
    for (const el of Array.from(document.querySelectorAll('link[href]'))) {
      const rel = el.getAttribute('rel') ?? '';
      // canonical, alternate and similar only name pages; these fetch.
      if (
        /\b(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)\b/.test(
          rel,
        )
      )
        add(el.getAttribute('href'));
    }
    return urls.filter(
      (url) => !url.startsWith('data:') && new URL(url).origin !== location.origin,
    );
  });
}

const routes = sitemapRoutes();

for (const [index, part] of inParts(routes, 4).entries()) {
  test(`routes of the sitemap, part ${index + 1}: nothing is requested from another host, and nothing in the page points at one`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const foreign = watchForeignRequests(page, origin);
    const inDom: string[] = [];
    for (const route of part) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await waitForPageSettled(page);
      inDom.push(...(await foreignResourcesInDom(page)).map((url) => `${route} → ${url}`));
    }
    expect(foreign).toEqual([]);
    expect(inDom).toEqual([]);
  });
}

test('a branch map contacts OpenStreetMap only after the visitor clicks, and then shows it in a frame', async ({
  page,
  baseURL,
}) => {
  const branch = branches[1];
  const map: string[] = [];
  // No internet here: OpenStreetMap's answer is stood in for, and every request to it recorded.
  await page.route(`${openStreetMapOrigin}/**`, (route) => {
    map.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>Map</title><p>Map of the branch</p>',
    });
  });
  const foreign = watchForeignRequests(page, new URL(baseURL!).origin);
  await page.goto(branch.route);
  await waitForHydration(page);
  await page.getByRole('button', {name: /show the map/i}).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(map).toEqual([]);
  await expect(page.locator('main iframe')).toHaveCount(0);

  await page.getByRole('button', {name: /show the map/i}).click();
  const frame = page.locator('main iframe');
  await expect(frame).toHaveAttribute('src', mapEmbedUrl(branch));
  await expect(page.frameLocator('main iframe').getByText('Map of the branch')).toBeVisible();
  expect(map).toEqual([mapEmbedUrl(branch)]);
  expect(foreign).toEqual([`${page.url()} → ${mapEmbedUrl(branch)}`]);
});
