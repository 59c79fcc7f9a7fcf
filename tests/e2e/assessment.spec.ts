import {expect, test} from '@playwright/test';
import {expectNoWcagViolations, switchToDarkMode} from './a11y';
import {answerAssessmentToSummary, collectErrors, waitForHydration} from './helpers';
import {expectGoodLayout} from './layout';

test('the smile assessment runs from start to summary and back, keeping answers out of the URL', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/smile-assessment');
  await waitForHydration(page);
  await answerAssessmentToSummary(page, 'jubilee-hills');
  // The top recommendation leads, and booking goes to it at the branch chosen in "where".
  const top = page.getByRole('article');
  await expect(top.getByRole('heading', {level: 3})).toHaveText('Invisalign for adults');
  await expect(top.getByRole('link', {name: 'Book a consultation'})).toHaveAttribute(
    'href',
    '/contact?branch=jubilee-hills&treatment=aligners-adults',
  );
  // The comparison guide is reading, not a treatment.
  await expect(
    page
      .getByRole('region', {name: 'Worth reading'})
      .getByRole('link', {name: /Invisalign or braces/}),
  ).toBeVisible();
  await expect(page.getByRole('region', {name: 'Also worth asking about'})).toHaveCount(0);
  expect(page.url()).toMatch(/\/smile-assessment$/);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: 'Your summary'})).toBeVisible();
  await page.getByRole('button', {name: 'Back to the questions'}).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await expect(page.getByRole('radio', {name: /Jubilee Hills/})).toBeChecked();
  await page.getByRole('button', {name: 'Clear my answers'}).click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  expect(errors).toEqual([]);
});

test('urgent answers put emergency care first, with a call to the emergency line as the first action', async ({
  page,
}) => {
  await page.goto('/smile-assessment');
  await waitForHydration(page);
  await page.getByLabel(/An adult/).check();
  await page.getByRole('button', {name: 'Next'}).click();
  await page.getByRole('button', {name: 'Next'}).click();
  await page.getByRole('button', {name: 'Next'}).click();
  await page.getByLabel(/Toothache now/).check();
  await page.getByRole('button', {name: 'Next'}).click();
  await page.getByRole('button', {name: 'See my summary'}).click();
  await expect(page.getByRole('alert')).toContainText('swelling or pain now');
  const top = page.getByRole('article');
  await expect(top.getByRole('heading', {level: 3})).toHaveText(/Emergency/);
  const call = top.getByRole('link', {name: /^Call the emergency line/});
  await expect(call).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  const book = top.getByRole('link', {name: 'Book a consultation'});
  await expect(book).toHaveAttribute('href', '/contact?treatment=emergency-care');
  const [callBox, bookBox] = [await call.boundingBox(), await book.boundingBox()];
  expect(callBox!.y).toBeLessThan(bookBox!.y);
  expect(callBox!.height).toBeGreaterThanOrEqual(44);

  // The result state is checked like every route's first view: axe in both modes, and layout.
  await expectNoWcagViolations(page, 'urgent summary in light mode');
  await expectGoodLayout(page, 'urgent summary', [320, 412, 1280]);
  await switchToDarkMode(page);
  await expectNoWcagViolations(page, 'urgent summary in dark mode');
});
