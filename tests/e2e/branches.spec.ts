import {expect, test} from '@playwright/test';
import {branches} from '../../src/data/branches';
import {collectErrors, waitForHydration} from './helpers';

for (const b of branches) {
  test(`${b.route} shows hours with an open-now line, contact links, a map on request and Dentist data`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!/^(https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/|data:)/.test(r.url()))
        outside.push(r.url());
    });
    await page.goto(b.route);
    await waitForHydration(page);
    await expect(page.getByRole('table', {name: /opening hours/i}).getByRole('row')).toHaveCount(7);
    await expect(page.getByTestId('open-now')).toHaveText(
      /^(Open now · closes at|Closed now · opens at)/,
    );
    await expect(page.locator(`main a[href="tel:${b.phone}"]`).first()).toBeVisible();
    await expect(page.getByRole('button', {name: /show the map/i})).toBeVisible();
    await expect(page.locator('main iframe')).toHaveCount(0);
    await expect(page.getByRole('link', {name: /get directions/i})).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir/,
    );
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) =>
        els.flatMap((e) => [JSON.parse(e.textContent ?? '[]')].flat().map((o) => o['@type'])),
      );
    expect(types).toEqual(expect.arrayContaining(['Dentist', 'BreadcrumbList']));
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
  });
}
