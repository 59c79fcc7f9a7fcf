import {expect, test} from '@playwright/test';
import {activeOffers, offers} from '../../src/data/offers';
import {paymentMethods} from '../../src/data/payments';
import {kolkataDate} from '../../src/lib/dates';
import {collectErrors, waitForHydration} from './helpers';

test('the EMI calculator works in the browser and explains bad input', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/pricing/financing');
  await waitForHydration(page);
  await page.getByLabel('Treatment amount (₹)').fill('60000');
  await page.getByLabel('Interest rate (% a year)').fill('0');
  await page.getByLabel('Tenure').selectOption('6');
  await page.getByRole('button', {name: 'Calculate'}).click();
  await expect(page.getByRole('status')).toContainText('₹10,000');
  await page.getByLabel('Treatment amount (₹)').fill('');
  await page.getByRole('button', {name: 'Calculate'}).click();
  await expect(page.getByRole('status')).toContainText('Enter an amount above zero.');
  expect(errors).toEqual([]);
});

test('the price list is reachable from every pricing page', async ({page}) => {
  for (const route of ['/pricing/financing', '/pricing/insurance', '/pricing/special-offers']) {
    await page.goto(route);
    await expect(
      page.locator('main a[href="/pricing/payment-options#price-list-by-treatment"]').first(),
    ).toBeVisible();
  }
  await page.goto('/pricing/payment-options#price-list-by-treatment');
  await expect(page.locator('#price-list-by-treatment')).toBeVisible();
  expect(await page.getByRole('table', {name: /indicative prices/i}).count()).toBeGreaterThan(5);
});

test('special offers show only packages running on the build date, with terms', async ({page}) => {
  await page.goto('/pricing/special-offers');
  await waitForHydration(page);
  // The site was built today, so today's offers are the ones shown.
  const running = activeOffers(kolkataDate(new Date()));
  for (const offer of offers) {
    await expect(page.getByRole('heading', {level: 3, name: offer.title})).toHaveCount(
      running.includes(offer) ? 1 : 0,
    );
  }
  if (running.length === 0) {
    await expect(page.getByText(/No packages are running at the moment/)).toBeVisible();
  } else {
    await expect(page.locator('main').getByText(/^Runs from /)).toHaveCount(running.length);
  }
});

const pricingRoutes = [
  '/pricing/financing',
  '/pricing/insurance',
  '/pricing/payment-options',
  '/pricing/special-offers',
];

test('on a phone, the price list is one tap from the top of each pricing page, or starts high up', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 915});
  for (const route of pricingRoutes.filter((r) => r !== '/pricing/payment-options')) {
    await page.goto(route);
    const link = page.getByRole('link', {name: 'See the price list'});
    await expect(link).toHaveAttribute('href', '/pricing/payment-options#price-list-by-treatment');
    const box = (await link.boundingBox())!;
    expect(box.y + box.height, `${route}: the link is on the first screen`).toBeLessThan(915);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await page.goto('/pricing/payment-options');
  const heading = page.getByRole('heading', {level: 2, name: 'Price list by treatment'});
  expect((await heading.boundingBox())!.y).toBeLessThan(915);
});

test('policy text is in collapsible sections and the payment methods are tiles', async ({page}) => {
  for (const route of pricingRoutes) {
    await page.goto(route);
    expect(await page.locator('main details > summary').count(), route).toBeGreaterThan(3);
  }
  await page.goto('/pricing/payment-options');
  await expect(page.locator('main dl dt')).toHaveText(paymentMethods.map((m) => m.name));
  const question = page.locator('main summary', {hasText: 'If treatment stops'});
  await question.click();
  await expect(page.getByText('you pay for what was done')).toBeVisible();
});

for (const width of [320, 412]) {
  test(`no pricing page scrolls sideways at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    for (const route of pricingRoutes) {
      await page.goto(route);
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${route} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
