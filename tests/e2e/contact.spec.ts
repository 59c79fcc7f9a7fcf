import {expect, test, type Page} from '@playwright/test';
import {collectErrors, waitForHydration} from './helpers';

const endpoint = process.env.CONTACT_FORM_ENDPOINT;

async function fillValid(page: Page) {
  await page.getByLabel('Your name', {exact: true}).fill('Asha Rao');
  await page.getByLabel('Mobile number', {exact: true}).fill('98765 43210');
  await page.getByLabel('Branch', {exact: true}).selectOption('kondapur');
  await page.getByLabel(/may use these details/).check();
}

test('the contact form flags errors, announces them and keeps a draft across reloads', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/contact?branch=kondapur&treatment=root-canal');
  await waitForHydration(page);
  await expect(page.getByLabel('Branch', {exact: true})).toHaveValue('kondapur');
  await expect(page.getByLabel(/What is the visit about/)).toHaveValue('root-canal');
  await page.getByRole('button', {name: 'Send request'}).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Please enter your name.');
  await expect(page.getByLabel('Your name', {exact: true})).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Your name', {exact: true}).fill('Asha Rao');
  await page.getByLabel('Mobile number', {exact: true}).fill('98765 43210');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByLabel('Your name', {exact: true})).toHaveValue('Asha Rao');
  await expect(page.getByLabel('Mobile number', {exact: true})).toHaveValue('98765 43210');
  expect(errors).toEqual([]);
});

test.describe('sending (the test build has an endpoint to intercept)', () => {
  test.skip(!endpoint, 'CONTACT_FORM_ENDPOINT is not set for this build');

  test('a failed send keeps the draft and offers WhatsApp, phone and e-mail; a retry that succeeds clears it', async ({
    page,
  }) => {
    let answer = 500;
    const bodies: unknown[] = [];
    await page.route(endpoint!, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({status: answer, contentType: 'application/json', body: '{}'});
    });
    await page.goto('/contact');
    await waitForHydration(page);
    await fillValid(page);
    await page.getByRole('button', {name: 'Send request'}).click();
    const failed = page.getByRole('alert');
    await expect(failed).toContainText('Your request was not sent.');
    await expect(failed.getByRole('link', {name: /WhatsApp the Kondapur branch/})).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(failed.getByRole('link', {name: /^Call/})).toHaveAttribute('href', /^tel:\+91/);
    expect(await page.evaluate(() => sessionStorage.getItem('draft:contact'))).toContain(
      'Asha Rao',
    );
    expect(page.url()).not.toContain('Asha');

    answer = 200;
    await page.getByRole('button', {name: 'Try sending again'}).click();
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('draft:contact'))).toBeNull();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({
      form: 'contact',
      name: 'Asha Rao',
      mobile: '98765 43210',
      branch: 'kondapur',
      consent: true,
    });
  });

  test('a submission with the hidden honeypot filled is dropped without sending', async ({
    page,
  }) => {
    let sent = 0;
    await page.route(endpoint!, async (route) => {
      sent += 1;
      await route.fulfill({status: 200, body: '{}'});
    });
    await page.goto('/contact');
    await waitForHydration(page);
    await fillValid(page);
    await page.locator('input[name="website"]').fill('http://spam.example', {force: true});
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible();
    expect(sent).toBe(0);
  });
});
