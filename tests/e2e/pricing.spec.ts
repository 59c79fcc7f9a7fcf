import {expect, test, type Page} from '@playwright/test';
import {activeOffers, offers} from '../../src/data/offers';
import {paymentMethods} from '../../src/data/payments';
import {kolkataDate} from '../../src/lib/dates';
import {getTreatment, treatments, type Treatment} from '../../src/data/treatments';
import {calculateEmi} from '../../src/lib/emi';
import {groupIndian} from '../../src/lib/indianDigits';
import {collectErrors, waitForHydration} from './helpers';

/** A rupee amount as the English site writes it (src/lib/money.ts needs Docusaurus). */
const formatRupees = (amount: number) => `₹${groupIndian(amount)}`;

/** A treatment's starting price: its lowest line that is the treatment itself (startingLine). */
const startingFrom = (t: Treatment) =>
  Math.min(...t.pricing!.lines.filter((line) => line.role === undefined).map((line) => line.from));

/** The four pages under /pricing/, which the price list at /pricing leads to. */
const pricingRoutes = [
  '/pricing/financing',
  '/pricing/insurance',
  '/pricing/payment-options',
  '/pricing/special-offers',
];

const monthlyInstalment = (page: Page) =>
  page
    .getByRole('form', {name: 'EMI calculator'})
    .getByText('Monthly instalment', {exact: true})
    .locator('xpath=following-sibling::dd');

test('the EMI calculator answers as you type, and explains bad input', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/pricing/financing');
  await waitForHydration(page);
  await expect(monthlyInstalment(page)).toHaveText('₹13,327');
  const amount = page.getByLabel('Treatment amount (₹)');
  await amount.fill('');
  await amount.pressSequentially('45000');
  await expect(monthlyInstalment(page)).toHaveText(
    formatRupees(calculateEmi(45000, 12, 12).monthly),
  );
  await page.getByLabel('Interest rate (% a year)').fill('0');
  await page.getByLabel('Tenure').selectOption('6');
  await expect(monthlyInstalment(page)).toHaveText('₹7,500');
  await expect(page.getByRole('button', {name: 'Calculate'})).toHaveCount(0);
  // The screen-reader sentence follows once typing pauses.
  await expect(page.getByRole('status')).toContainText('Monthly instalment ₹7,500');
  await amount.fill('');
  await expect(amount).toHaveAccessibleDescription('Enter an amount above zero.');
  await expect(page.getByText(/^Not updated until the figures above are corrected/)).toBeVisible();
  await expect(monthlyInstalment(page)).toHaveText('₹7,500');
  expect(errors).toEqual([]);
});

test('the implant page’s prices open the EMI calculator at the implant’s starting price', async ({
  page,
}) => {
  const implants = getTreatment('dental-implants');
  const from = startingFrom(implants);
  await page.goto(implants.route);
  await waitForHydration(page);
  const prices = page.locator(`#prices-${implants.id}`);
  await expect(prices).toContainText('monthly instalments (EMI)');
  await prices
    .getByRole('link', {name: `Work out the monthly instalment on ${formatRupees(from)}`})
    .click();
  await expect(page).toHaveURL(`/pricing/financing?amount=${from}#emi-calculator`);
  await waitForHydration(page);
  await expect(page.getByLabel('Treatment amount (₹)')).toHaveValue(String(from));
  await expect(monthlyInstalment(page)).toHaveText(
    formatRupees(calculateEmi(from, 12, 12).monthly),
  );
  await expect(page.getByRole('form', {name: 'EMI calculator'})).toBeInViewport();
  // Opened straight from the address, too.
  await page.goto(`/pricing/financing?amount=${from}#emi-calculator`);
  await waitForHydration(page);
  await expect(page.getByLabel('Treatment amount (₹)')).toHaveValue(String(from));
});

test('/pricing lists every treatment with its starting price, each linking to its price table', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/pricing');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Dental treatment prices');
  const priced = treatments.filter((t) => t.pricing);
  const main = page.locator('main');
  for (const t of priced) {
    const link = main.getByRole('link', {name: t.name, exact: true});
    await expect(link).toHaveAttribute('href', `${t.route}#prices-${t.id}`);
    await expect(link.locator('xpath=..')).toContainText(formatRupees(startingFrom(t)));
  }
  for (const route of pricingRoutes) {
    await expect(main.locator(`a[href="${route}"]`)).toHaveCount(1);
  }
  // A row leads to the price table on the treatment's page.
  const rootCanal = getTreatment('root-canal');
  await main.getByRole('link', {name: rootCanal.name, exact: true}).click();
  await expect(page).toHaveURL(`${rootCanal.route}#prices-${rootCanal.id}`);
  await expect(page.locator(`#prices-${rootCanal.id}`)).toBeInViewport();
  expect(errors).toEqual([]);
});

test('the price list leads the navbar’s Pricing menu', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await waitForHydration(page);
  const menu = page.locator('.navbar__item.dropdown', {hasText: 'Pricing'});
  await menu.hover();
  await expect(menu.locator('.dropdown__link').first()).toHaveText('Price list');
  await expect(menu.locator('.dropdown__link').first()).toHaveAttribute('href', '/pricing');
});

test('the price list is reachable from every pricing page', async ({page}) => {
  for (const route of ['/pricing/financing', '/pricing/insurance', '/pricing/special-offers']) {
    await page.goto(route);
    await expect(page.locator('main a[href="/pricing"]').first()).toBeVisible();
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

test('on a phone, the price list is one tap from the top of each pricing page, or starts high up', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 915});
  for (const route of pricingRoutes.filter((r) => r !== '/pricing/payment-options')) {
    await page.goto(route);
    const link = page.getByRole('link', {name: 'See the price list'});
    await expect(link).toHaveAttribute('href', '/pricing');
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
    for (const route of ['/pricing', ...pricingRoutes]) {
      await page.goto(route);
      await waitForHydration(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${route} at ${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
