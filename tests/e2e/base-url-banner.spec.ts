import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {headersOrigin, waitForHydration, watchPolicyReports} from './helpers';
import {mountPort} from './ports';

// plugins/base-url-banner. The server on mountPort serves the build under /clinic/ while it was
// built for /, as a host set up for another base URL would: its styles and scripts, asked for
// at /assets/…, are not found. It sends build/_headers, so the banner's script must pass the
// Content-Security-Policy as it would on the real host.
const wrongBase = `http://127.0.0.1:${mountPort}/clinic/`;

/** The banner's first line in a locale (its code.json; the English default in en). */
function bannerTitle(locale: string): string {
  if (locale === 'en') return 'This page did not load properly.';
  const file = path.resolve(__dirname, '../../i18n', locale, 'code.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return messages['baseUrlBanner.title'].message;
}

const misplaced = [
  {path: '', locale: 'en'},
  {path: 'te/contact', locale: 'te'},
  {path: 'hi/', locale: 'hi'},
  {path: 'ur/dental-clinic-kondapur', locale: 'ur'},
];

const banner = (page: Page) => page.locator('.base-url-banner');

test.describe('a page served under a wrong base path', () => {
  for (const {path: route, locale} of misplaced) {
    test(`/clinic/${route} shows the banner in its language with the base URL to use`, async ({
      page,
    }) => {
      const reports = await watchPolicyReports(page);
      await page.goto(wrongBase + route);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toHaveAttribute('role', 'alert');
      await expect(banner(page).locator('p').first()).toHaveText(bannerTitle(locale));
      // The base URL the build was made for, then the one that would work here.
      await expect(banner(page).locator('code').first()).toHaveText('/');
      await expect(banner(page).locator('[data-suggestion]')).toHaveText('/clinic/');
      await expect(banner(page).locator('[data-suggestion]')).toBeVisible();
      expect(reports).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('the banner still shows, without a suggestion', async ({page}) => {
      await page.goto(`${wrongBase}te/contact`);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page).locator('p').first()).toHaveText(bannerTitle('te'));
      await expect(banner(page).locator('[data-suggestion]')).toBeHidden();
    });
  });
});

const deployed = [
  '/',
  '/te/',
  '/hi/',
  '/ur/',
  '/contact',
  '/te/contact',
  '/hi/dental-clinic-kondapur',
  '/ur/dental-problem/bleeding-gums',
  '/blog',
  '/te/nope',
];

test.describe('a correctly deployed page', () => {
  test.use({baseURL: headersOrigin});

  test('never shows the banner, in any locale', async ({page}) => {
    const reports = await watchPolicyReports(page);
    for (const route of deployed) {
      await page.goto(route);
      await waitForHydration(page);
      await expect(banner(page), route).toHaveCount(0);
    }
    expect(reports).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('keeps it hidden, in any locale', async ({page}) => {
      for (const route of deployed) {
        await page.goto(route);
        await expect(banner(page), route).toHaveCount(1);
        await expect(banner(page), route).toBeHidden();
      }
    });
  });
});
