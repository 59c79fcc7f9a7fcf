import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {headersOrigin, waitForHydration} from './helpers';
import {buildDir} from './ports';

// Each locale's own not-found page, with status 404. scripts/serve-build.mjs applies the host
// rules the build wrote to build/_redirects (plugins/host-rules), as Netlify would, so these
// tests test those rules; build/nginx-host-rules.conf says the same to nginx.
test.use({baseURL: headersOrigin});

/** The not-found heading in a locale (its code.json; the English default in en). */
function notFoundTitle(locale: string): string {
  if (locale === 'en') return 'Page not found';
  const file = path.resolve(__dirname, '../../i18n', locale, 'code.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return messages['notFound.title'].message;
}

const missing = [
  {route: '/te/nope', locale: 'te', htmlLang: 'te-IN'},
  {route: '/hi/nope', locale: 'hi', htmlLang: 'hi-IN'},
  {route: '/ur/nope', locale: 'ur', htmlLang: 'ur-IN'},
  {route: '/ur/services/nope/deeper', locale: 'ur', htmlLang: 'ur-IN'},
  {route: '/nope', locale: 'en', htmlLang: 'en-IN'},
];

for (const {route, locale, htmlLang} of missing) {
  test(`${route} answers with the ${locale} not-found page and status 404`, async ({page}) => {
    const response = await page.goto(route);
    expect(response!.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveText(notFoundTitle(locale));
    await waitForHydration(page);
    await expect(heading).toHaveText(notFoundTitle(locale));
    expect(new URL(page.url()).pathname).toBe(route);
  });
}

test('the build wrote the not-found rules for Netlify and nginx, one per translated locale', () => {
  const redirects = fs.readFileSync(path.join(buildDir, '_redirects'), 'utf8');
  const nginx = fs.readFileSync(path.join(buildDir, 'nginx-host-rules.conf'), 'utf8');
  for (const locale of ['te', 'hi', 'ur']) {
    expect(redirects).toMatch(new RegExp(`^/${locale}/\\*\\s+/${locale}/404\\.html\\s+404$`, 'm'));
    expect(nginx).toContain(`location /${locale}/ { error_page 404 /${locale}/404.html;`);
  }
  expect(nginx).toContain('location / { error_page 404 /404.html;');
});
