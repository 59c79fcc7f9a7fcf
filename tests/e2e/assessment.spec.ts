import {expect, test} from '@playwright/test';
import {answerAssessmentToSummary, collectErrors, waitForHydration} from './helpers';

test('the smile assessment runs from start to summary and back, keeping answers out of the URL', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/smile-assessment');
  await waitForHydration(page);
  await answerAssessmentToSummary(page, 'jubilee-hills');
  await expect(page.getByRole('link', {name: 'Book a consultation'})).toHaveAttribute(
    'href',
    '/contact?branch=jubilee-hills&treatment=aligners-adults',
  );
  expect(page.url()).toMatch(/\/smile-assessment$/);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: 'Your summary'})).toBeVisible();
  await page.getByRole('button', {name: 'Back to the questions'}).click();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await page.getByRole('button', {name: 'Clear my answers'}).click();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  expect(errors).toEqual([]);
});
