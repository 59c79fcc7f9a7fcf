import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';

test('/login explains how to reach the clinic and has no password field', async ({page}) => {
  await page.goto('/login');
  await waitForHydration(page);
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await expect(page.getByRole('heading', {level: 2}).first()).toBeVisible();
  await expect(page.locator('main a[href^="tel:"]').first()).toBeVisible();
});
