import {expect, test} from '@playwright/test';
import {clinic} from '../../src/data/clinic';
import {problems} from '../../src/data/problems';
import {getTreatment} from '../../src/data/treatments';
import {collectErrors, waitForHydration} from './helpers';

for (const p of problems) {
  test(`${p.route} shows when to get help, linked treatments, FAQs, booking and MedicalCondition data`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(p.route);
    await waitForHydration(page);
    // The header band: the illustration, the emergency call and booking before the first heading.
    const band = page.getByRole('complementary', {name: `${p.name} at a glance`});
    await expect(band).toBeVisible();
    expect(await band.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      480,
    );
    await expect(band.getByText('In severe pain or swelling?')).toBeVisible();
    await expect(band.locator(`a[href="tel:${clinic.emergencyPhone}"]`)).toBeVisible();
    await expect(band.getByRole('link', {name: 'Book an appointment'})).toBeVisible();
    await band.getByRole('link', {name: 'When to get help'}).click();
    await expect(page.locator('#when-to-get-help')).toBeInViewport();

    // When to get help: the hospital level first, then the emergency line with its call button.
    // The problem's own block comes first (missing teeth adds one for after an extraction).
    const help = page.locator('[data-when-to-get-help]').first();
    await expect(help.locator('[data-level]').first()).toHaveAttribute('data-level', 'hospital');
    await expect(
      help.locator(`[data-level="emergency-line"] a[href="tel:${clinic.emergencyPhone}"]`),
    ).toBeVisible();
    for (const id of p.treatments) {
      await expect(
        page
          .locator('main')
          .getByRole('link', {name: getTreatment(id).name, exact: true})
          .first(),
      ).toBeVisible();
    }
    expect(await page.locator('main details > summary').count()).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('link', {name: /^call \+91/i}).first()).toBeVisible();

    const data = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.flatMap((e) => [JSON.parse(e.textContent ?? '[]')].flat()));
    const condition = data.find((d) => d['@type'] === 'MedicalCondition');
    expect(condition?.name).toBe(p.name);
    expect(condition?.possibleTreatment).toHaveLength(p.treatments.length);
    expect(data.map((d) => d['@type'])).toContain('BreadcrumbList');
    expect(errors).toEqual([]);
  });
}
