import {expect, test} from '@playwright/test';
import {problemsMenuFirstAid} from '../../src/data/navigation';
import {getTreatment, treatments} from '../../src/data/treatments';
import {getFirstAid} from '../../src/data/triage';
import {collectErrors, waitForHydration} from './helpers';

// Service pages and the braces-and-aligners pages share the treatment shape.
for (const t of treatments) {
  test(`${t.route} shows the facts, prices, FAQs, booking and structured data of ${t.id}`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(t.route);
    await waitForHydration(page);
    const band = page.getByRole('complementary', {name: `${t.name} at a glance`});
    await expect(band).toBeVisible();
    // The header band: its illustration loaded, and booking for this treatment.
    expect(await band.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      480,
    );
    await expect(band.getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
      'href',
      `/contact?treatment=${t.id}`,
    );
    if (t.pricing && t.schemaType !== 'WebPage') {
      await expect(page.getByRole('table', {name: /indicative prices/i}).first()).toBeVisible();
    }
    expect(await page.locator('main details > summary').count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('link', {name: /^call \+91/i}).first()).toBeVisible();
    // "On this page" lists the page's sections as plain links under the header band.
    const onThisPage = page.getByRole('navigation', {name: 'On this page'});
    await expect(onThisPage).toBeVisible();
    expect(await onThisPage.getByRole('link').count()).toBeGreaterThanOrEqual(6);

    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) =>
        els.flatMap((e) => [JSON.parse(e.textContent ?? '[]')].flat().map((o) => o['@type'])),
      );
    expect(types).toContain(t.schemaType);
    expect(types).toContain('BreadcrumbList');
    expect(errors).toEqual([]);
  });
}

test('below 1200 px the contents column gives its room to the article, and the band stacks on phones', async ({
  page,
}) => {
  await page.setViewportSize({width: 1100, height: 800});
  await page.goto('/services/root-canal-hyderabad');
  await waitForHydration(page);
  await expect(page.locator('main .table-of-contents')).toBeHidden();
  const article = await page.locator('main article').first().boundingBox();
  expect(article!.width).toBeGreaterThan(700);

  await page.setViewportSize({width: 412, height: 900});
  const band = page.getByRole('complementary', {name: /at a glance/});
  const picture = await band.locator('img').boundingBox();
  const book = await band.getByRole('link', {name: 'Book an appointment'}).boundingBox();
  expect(book!.y).toBeGreaterThan(picture!.y + picture!.height);
  expect(book!.height).toBeGreaterThanOrEqual(44);
});

test('a FAQ answer opens by keyboard', async ({page}) => {
  await page.goto('/services/root-canal-hyderabad');
  await waitForHydration(page);
  const summary = page.locator('main details > summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main details').first()).toHaveAttribute('open', '');
});

test('the older wisdom tooth address is served and names the main page as canonical', async ({
  page,
}) => {
  const response = await page.goto('/services/WisdomToothRemoval');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveCount(1);
  const canonical = await page
    .locator('link[rel="canonical"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(canonical).toHaveLength(1);
  expect(canonical[0]).toMatch(/\/services\/wisdom-tooth-removal-hyderabad$/);
  await page.getByRole('link', {name: /wisdom tooth removal guide/i}).click();
  await expect(page).toHaveURL(/\/services\/wisdom-tooth-removal-hyderabad$/);
});

test.describe('the emergency page on a small phone (320 × 568)', () => {
  test.use({viewport: {width: 320, height: 568}});
  const route = getTreatment('emergency-care').route;

  test('puts the hospital signs, then the knocked-out-tooth steps one tap away, on the first screen', async ({
    page,
  }) => {
    await page.goto(route);
    await waitForHydration(page);
    const barTop = (await page.locator('[data-phone-bar]').boundingBox())!.y;
    const signs = page.locator('main [data-emergency-call] [data-hospital-signs]');
    const knockedOut = page
      .getByRole('navigation', {name: 'What to do now'})
      .getByRole('link', {name: getFirstAid('knocked-out-tooth').title});
    const link = (await knockedOut.boundingBox())!;
    expect((await signs.boundingBox())!.y).toBeLessThan(link.y);
    expect(link.y + link.height).toBeLessThanOrEqual(barTop);
    await knockedOut.click();
    await expect(page).toHaveURL(/#first-aid-knocked-out-tooth$/);
    const steps = page.locator('[data-first-aid="knocked-out-tooth"] ol');
    await expect(steps).toBeInViewport();
  });

  test('the "Dental problems" menu leads with the knocked-out-tooth first aid', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.getByRole('button', {name: 'Dental problems'}).click();
    await page.getByRole('link', {name: problemsMenuFirstAid[0].label}).click();
    await expect(page).toHaveURL(new RegExp(`${route}#first-aid-knocked-out-tooth$`));
    await expect(page.locator('[data-first-aid="knocked-out-tooth"] h3')).toBeInViewport();
  });
});
