import {expect, test} from '@playwright/test';
import {doctorRoute, doctors, getDoctor} from '../../src/data/doctors';
import {beforeAfterIllustrations} from '../../src/data/illustrations';
import {collectErrors, waitForHydration} from './helpers';

test('the gallery filters its illustrated cases by treatment', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/dental-gallery');
  await waitForHydration(page);
  const cases = page.locator('main [data-widget="image-compare"]');
  const visibleCases = page.locator(
    'main li:not([hidden]) > [data-widget="image-compare"], main li:not([hidden]) [data-widget="image-compare"]',
  );
  await expect(cases).toHaveCount(beforeAfterIllustrations.length);
  await expect(visibleCases).toHaveCount(beforeAfterIllustrations.length);
  // The filter buttons are read like body text, not in small print.
  const bodySize = await page
    .locator('main p')
    .first()
    .evaluate((p) => getComputedStyle(p).fontSize);
  await expect(page.getByRole('button', {name: 'Veneers'})).toHaveCSS('font-size', bodySize);
  await page.getByRole('button', {name: 'Veneers'}).click();
  await expect(visibleCases).toHaveCount(1);
  await expect(cases.filter({visible: true})).toHaveCount(1);
  await expect(page.locator('main [data-widget="lightbox"] img').first()).toHaveAttribute(
    'loading',
    'lazy',
  );
  expect(errors).toEqual([]);
});

test('the doctors index lists everyone and filters by branch and treatment', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/doctors/Doctor');
  await waitForHydration(page);
  const names = page.locator('main h2');
  await expect(names).toHaveCount(doctors.length);
  // Every dentist has an illustrated portrait, loaded.
  for (const d of doctors) {
    const portrait = page.getByRole('img', {name: `Illustrated portrait of ${d.name}`});
    await portrait.scrollIntoViewIfNeeded();
    await expect
      .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(240);
  }
  await page.getByLabel('Treatment').selectOption('lanap');
  await expect(names).toHaveCount(doctors.filter((d) => d.treatments.includes('lanap')).length);
  await expect(page.getByRole('status')).toContainText('Showing');
  expect(errors).toEqual([]);
});

test('a doctor profile shows registration, schedule, articles and Person data', async ({page}) => {
  const doctor = getDoctor('vikram-nair');
  await page.goto(doctorRoute(doctor));
  await waitForHydration(page);
  await expect(page.getByText(doctor.registration)).toBeVisible();
  await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
  const person = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) =>
      els
        .flatMap((e) => [JSON.parse(e.textContent ?? '[]')].flat())
        .find((d) => d['@type'] === 'Person'),
    );
  expect(person.name).toBe(doctor.name);
  expect(person.worksFor).toHaveLength(doctor.schedule.length);
});
