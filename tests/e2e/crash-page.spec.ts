import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {clinic} from '../../src/data/clinic';
import {formatPhone} from '../../src/lib/phone';
import {collectErrors, emergencyOffersWithoutHospitalSigns} from './helpers';

// An error thrown while a page renders, before its Layout (whose own boundary shows
// ErrorPageContent), reaches the boundary in src/theme/Root. No route that patients can reach
// throws, so the test breaks a real one in flight: the Kondapur branch page's props chunk is
// rewritten to name a branch that does not exist, and BranchPage's getBranch throws, as it
// would for a stale or corrupted chunk. The HTML was built for the right branch, so the error
// comes while React takes the page over, before BranchPage returns its Layout.

/** A message of the locale's code.json. */
function message(locale: string, id: string): string {
  const file = path.resolve(__dirname, '../../i18n', locale, 'code.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return messages[id].message;
}

/** Rewrites the branch page's props ({id:"kondapur"}) in every script chunk; counts the rewrites. */
async function breakBranchProps(page: Page): Promise<{count: number}> {
  const rewritten = {count: 0};
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const broken = body.replace(/(\{\s*"?id"?\s*:\s*)"kondapur"(\s*\})/g, '$1"nowhere"$2');
    if (broken !== body) rewritten.count += 1;
    await route.fulfill({response, body: broken});
  });
  return rewritten;
}

for (const {locale, prefix, htmlLang, dir} of [
  {locale: 'te', prefix: '/te', htmlLang: 'te-IN', dir: 'ltr'},
  {locale: 'ur', prefix: '/ur', htmlLang: 'ur-IN', dir: 'rtl'},
]) {
  test(`an error before the Layout shows our crash page in ${locale}, with the phone numbers`, async ({
    page,
  }) => {
    const rewritten = await breakBranchProps(page);
    const errors = collectErrors(page);
    await page.goto(`${prefix}/dental-clinic-kondapur`);
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveText(message(locale, 'errorPage.title'));
    // At least once: the browser may fetch the chunk twice (a preload and the load racing).
    expect(rewritten.count).toBeGreaterThanOrEqual(1);
    expect(errors.join('\n')).toContain('Unknown branch id "nowhere"');
    // In the site's Layout (navbar and footer), in the page's language and direction.
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.getByText('This page crashed', {exact: true})).toHaveCount(0);
    // The phone numbers, the emergency line with the hospital signs beside it.
    const main = page.locator('main');
    await expect(
      main.getByRole('link', {name: formatPhone(clinic.emergencyPhone), exact: true}),
    ).toBeVisible();
    await expect(main.locator('[data-hospital-signs]')).toBeVisible();
    expect(await emergencyOffersWithoutHospitalSigns(page)).toEqual([]);
    await expect(
      main.getByRole('button', {name: message(locale, 'theme.ErrorPageContent.tryAgain')}),
    ).toBeVisible();

    // A link to another page leaves the crash page behind.
    await page.locator('a.navbar__brand').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
    await expect(heading).not.toHaveText(message(locale, 'errorPage.title'));
  });
}
