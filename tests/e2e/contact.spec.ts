import {expect, test} from '@playwright/test';
import {collectErrors, waitForHydration} from './helpers';

test('the contact form flags errors, keeps a draft across reloads and offers fallbacks when it cannot send', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/contact?branch=kondapur&treatment=root-canal');
  await waitForHydration(page);
  await expect(page.getByLabel('Branch', {exact: true})).toHaveValue('kondapur');
  await page.getByRole('button', {name: 'Send request'}).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(page.getByLabel('Your name', {exact: true})).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Your name', {exact: true}).fill('Asha Rao');
  await page.getByLabel('Mobile number', {exact: true}).fill('98765 43210');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Your name', {exact: true})).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Mobile number', {exact: true})).toHaveValue('98765 43210');

  await page.getByLabel(/may use these details/).check();
  await page.getByRole('button', {name: 'Send request'}).click();
  const failed = page.getByRole('alert');
  await expect(failed).toContainText('Your request was not sent.');
  await expect(failed.getByRole('link', {name: /WhatsApp the Kondapur branch/})).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  expect(page.url()).not.toContain('Asha');
  expect(errors).toEqual([]);
});
