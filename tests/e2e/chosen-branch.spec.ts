import {expect, test, type Page} from '@playwright/test';
import {branches} from '../../src/data/branches';
import {getTreatment} from '../../src/data/treatments';
import {collectErrors, waitForHydration} from './helpers';

/**
 * The branch the visitor chose leads every Call, WhatsApp and Book button on
 * the pages after (src/hooks/useBranchChoice.ts); before a choice, no branch
 * leads. On a phone, where the action bar shows.
 */
test.use({viewport: {width: 412, height: 860}});

const kondapur = branches.find((b) => b.route === '/dental-clinic-kondapur')!;
const rootCanal = getTreatment('root-canal');
const problemRoute = '/dental-problem/tooth-pain';

const bar = (page: Page) => page.locator('[data-phone-bar]');
const band = (page: Page) =>
  page
    .locator('main aside')
    .filter({has: page.locator('img')})
    .first();
const bandCalls = (page: Page) => page.getByRole('list', {name: 'Call a branch'}).getByRole('link');

test.beforeEach(async ({page}) => {
  // Monday 11 am in Hyderabad: every branch is open, so Call rings a branch, not the emergency line.
  await page.clock.setFixedTime(new Date('2026-06-15T05:30:00Z'));
  // Calls and chats would leave the page: the test keeps it, and the site's own handlers still run.
  await page.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('a[href^="tel:"], a[target="_blank"]')) {
          event.preventDefault();
        }
      },
      true,
    );
  });
});

/** Before any choice: the bar's Call and WhatsApp open choosers, the band's call buttons look alike. */
async function expectNoBranchLeads(page: Page) {
  await expect(bar(page).locator('summary', {hasText: 'Call'})).toBeVisible();
  await expect(bar(page).locator('summary', {hasText: 'WhatsApp'})).toBeVisible();
  await expect(bar(page).locator('a[href^="tel:"]:visible')).toHaveCount(0);
  const calls = await bandCalls(page).all();
  expect(calls.length).toBeGreaterThan(1);
  for (const call of calls) await expect(call).toHaveClass(/button--outline/);
}

/** Kondapur leads: the bar calls and books it, the band's first call button is its and filled. */
async function expectKondapurLeads(page: Page, treatment?: string) {
  await expect(bar(page).getByRole('link', {name: /^Call the Kondapur branch/})).toHaveAttribute(
    'href',
    `tel:${kondapur.phone}`,
  );
  await expect(bar(page).getByRole('link', {name: /^WhatsApp the Kondapur branch/})).toBeVisible();
  const book = bar(page).getByRole('link', {name: 'Book an appointment'});
  const query = new URLSearchParams({...(treatment ? {treatment} : {}), branch: kondapur.id});
  await expect(book).toHaveAttribute('href', `/contact?${query.toString()}`);
  await expect(bandCalls(page).first()).toHaveAttribute('href', `tel:${kondapur.phone}`);
  await expect(bandCalls(page).first()).not.toHaveClass(/button--outline/);
  await expect(band(page).getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
    'href',
    new RegExp(`branch=${kondapur.id}`),
  );
}

test('before a choice no branch leads; Kondapur chosen on one page leads on a treatment and a problem page', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto(rootCanal.route);
  await waitForHydration(page);
  await expectNoBranchLeads(page);
  await expect(bar(page).getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
    'href',
    `/contact?treatment=${rootCanal.id}`,
  );
  await page.goto(problemRoute);
  await waitForHydration(page);
  await expectNoBranchLeads(page);

  // The choice: Kondapur in the action bar's chooser on the home page.
  await page.goto('/');
  await waitForHydration(page);
  await bar(page).locator('summary', {hasText: 'Call'}).click();
  await bar(page)
    .getByRole('link', {name: /^Call Kondapur on/})
    .click();
  await expect(bar(page).getByRole('link', {name: /^Call the Kondapur branch/})).toBeVisible();

  await page.goto(rootCanal.route);
  await waitForHydration(page);
  await expectKondapurLeads(page, rootCanal.id);
  await page.goto(problemRoute);
  await waitForHydration(page);
  await expectKondapurLeads(page);
  expect(errors).toEqual([]);
});

test('a choice made on a page leads on the next page reached by a link, and moves nothing as it applies', async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as {shifts: number}).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {value: number}[]) {
        (window as unknown as {shifts: number}).shifts += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  await page.goto(problemRoute);
  await waitForHydration(page);
  const choice = bandCalls(page).filter({hasText: kondapur.name});
  await choice.click();
  await expect(bandCalls(page).first()).toHaveAttribute('href', `tel:${kondapur.phone}`);
  // Through a link (the app changes page): the action bar books the new page's treatment.
  await page.locator(`main article a[href="${rootCanal.route}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${rootCanal.route}$`));
  await expectKondapurLeads(page, rootCanal.id);
  // A page loaded with the choice stored: it applies after hydration, in the space kept for it.
  await page.goto(rootCanal.route);
  await waitForHydration(page);
  await expectKondapurLeads(page, rootCanal.id);
  expect(await page.evaluate(() => (window as unknown as {shifts: number}).shifts)).toBe(0);
});

test('storage that throws leaves every branch equal, and no error', async ({page}) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      Object.defineProperty(Storage.prototype, method, {
        configurable: true,
        value() {
          throw new DOMException(`Storage.${method} fails in this test.`, 'QuotaExceededError');
        },
      });
    }
  });
  await page.goto(rootCanal.route);
  await waitForHydration(page);
  await expectNoBranchLeads(page);
  await bandCalls(page).filter({hasText: kondapur.name}).click();
  // Nothing could be kept: the next page load offers every branch equally again.
  await page.goto(problemRoute);
  await waitForHydration(page);
  await expectNoBranchLeads(page);
  // Docusaurus reports its own failing storage calls; the site's code logs nothing.
  expect(errors.filter((e) => !e.startsWith('Docusaurus storage error'))).toEqual([]);
});
