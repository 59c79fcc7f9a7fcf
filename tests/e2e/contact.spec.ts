import {expect, test, type Page} from '@playwright/test';
import {getTreatment} from '../../src/data/treatments';
import {expectNoWcagViolations, switchToDarkMode} from './a11y';
import {contactRoute, fillRequiredFields, formLocales, formWord} from './contactForm';
import {collectErrors, waitForHydration} from './helpers';
import {expectGoodLayout} from './layout';

const endpoint = process.env.CONTACT_FORM_ENDPOINT;

/** The form's main action: "Send request" with an endpoint, "Send by WhatsApp" without. */
const sendAction = (page: Page) =>
  page
    .getByRole('button', {name: 'Send request'})
    .or(page.getByRole('link', {name: /^Send by WhatsApp/}));

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
  await sendAction(page).click();
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

test('errors clear as each field is corrected; booking for someone else asks for the patient', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForHydration(page);
  await page.getByRole('radio', {name: /Someone else/}).check();
  await sendAction(page).click();
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('Please check 6 things');
  const patientName = page.getByLabel('Patient’s name');
  await expect(patientName).toHaveAttribute('aria-invalid', 'true');
  await patientName.fill('Riya Rao');
  await expect(patientName).not.toHaveAttribute('aria-invalid');
  await expect(summary).toContainText('Please check 5 things');
  const age = page.getByLabel('Patient’s age in years');
  await age.fill('150');
  await expect(page.getByText(/a number from 0 to 120/).first()).toBeVisible();
  await age.fill('7');
  await expect(age).not.toHaveAttribute('aria-invalid');
  await fillValid(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The draft keeps the patient across a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('radio', {name: /Someone else/})).toBeChecked();
  await expect(page.getByLabel('Patient’s age in years')).toHaveValue('7');
});

test('the reason select shows its longest choice whole at 320 px, in English and Urdu', async ({
  page,
}) => {
  await page.setViewportSize({width: 320, height: 700});
  const braces = getTreatment('braces-and-aligners');
  for (const prefix of ['', '/ur']) {
    await page.goto(`${prefix}/contact?treatment=${braces.id}`);
    await waitForHydration(page);
    const select = page.locator('select[name="reason"]');
    await expect(select).toHaveValue(braces.id);
    const label = (await select.locator('option:checked').textContent())!.trim();
    // The choice as drawn: every letter inside the select's box, nothing cut off.
    const drawn = select.locator('xpath=following-sibling::*[1]');
    await expect(drawn).toHaveText(label);
    const fit = await drawn.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const outer = el.previousElementSibling!.getBoundingClientRect();
      return {
        overflows: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
        inside:
          box.left >= outer.left - 1 &&
          box.right <= outer.right + 1 &&
          box.top >= outer.top - 1 &&
          box.bottom <= outer.bottom + 1,
        lines: Math.round(box.height / parseFloat(getComputedStyle(el).lineHeight)),
      };
    });
    expect(fit).toMatchObject({overflows: false, inside: true});
    // The select's own one-line text, cut off, is not drawn under it.
    expect(await select.evaluate((el) => getComputedStyle(el).color)).toBe('rgba(0, 0, 0, 0)');
    // Long enough to need a second line at this width: the select grew to hold it.
    expect(fit.lines).toBeGreaterThan(1);
  }
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
    await expect(failed).toContainText('had a problem on its side');
    await expect(failed.getByRole('link', {name: /WhatsApp the Kondapur branch/})).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    await expect(failed.getByRole('link', {name: /^Call/})).toHaveAttribute('href', /^tel:\+91/);
    // Large fallbacks: at least 44 px high, and the full width of the form on a phone.
    const form = await page.getByRole('form', {name: 'Request an appointment'}).boundingBox();
    for (const name of [/^WhatsApp/, /^Call/, /^E-mail/]) {
      const box = (await failed.getByRole('link', {name}).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      if ((page.viewportSize()?.width ?? 1280) <= 576) {
        expect(box.width).toBeGreaterThan(form!.width - 2);
      }
    }
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
      appointmentFor: 'me',
      name: 'Asha Rao',
      mobile: '98765 43210',
      branch: 'kondapur',
      consent: true,
      patientName: '',
      patientAge: null,
    });
  });

  test('a request for a child sends the patient with the parent as the contact', async ({page}) => {
    const bodies: unknown[] = [];
    await page.route(endpoint!, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
    });
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('radio', {name: /Someone else/}).check();
    await page.getByLabel('Patient’s name').fill('Riya Rao');
    await page.getByLabel('Patient’s age in years').fill('7');
    // The sender is the parent (the first answer): their name is asked once, as "Your name".
    await expect(page.getByRole('radio', {name: 'Yes, I am'})).toBeChecked();
    await expect(page.getByLabel('Parent’s or guardian’s name')).toHaveCount(0);
    await page.getByLabel('Your relationship to the patient').selectOption('mother');
    await fillValid(page);
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({
        appointmentFor: 'someone-else',
        patientName: 'Riya Rao',
        patientAge: 7,
        guardian: 'me',
        guardianName: 'Asha Rao',
        guardianRelationship: 'mother',
        name: 'Asha Rao',
        mobile: '98765 43210',
      }),
    ]);
  });

  test('without consent nothing is sent: a clear message, the draft kept; once ticked, it sends', async ({
    page,
  }) => {
    const bodies: unknown[] = [];
    await page.route(endpoint!, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
    });
    await page.goto('/contact');
    await waitForHydration(page);
    const consent = page.getByRole('checkbox', {name: /may use these details/});
    await expect(consent).not.toBeChecked();
    await page.getByLabel('Your name', {exact: true}).fill('Asha Rao');
    await page.getByLabel('Mobile number', {exact: true}).fill('98765 43210');
    await page.getByLabel('Branch', {exact: true}).selectOption('kondapur');
    await page.getByRole('button', {name: 'Send request'}).click();

    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Please check one thing before sending');
    await expect(summary).toContainText(
      'Please tick the consent box to let us contact you about this request. Nothing is sent without it, and what you typed stays here.',
    );
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(/Nothing is sent without it/);
    // The summary's link leads to the box.
    await summary.getByRole('link').click();
    await expect(page).toHaveURL(/#.*consent$/);
    // Give a send that should not happen the time to happen: there is no event to wait for.
    // eslint-disable-next-line playwright/no-wait-for-timeout -- proving an absence
    await page.waitForTimeout(500);
    expect(bodies).toEqual([]);

    // The draft survives a reload, still without consent.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Your name', {exact: true})).toHaveValue('Asha Rao');
    await expect(page.getByLabel('Branch', {exact: true})).toHaveValue('kondapur');
    await expect(consent).not.toBeChecked();
    expect(bodies).toEqual([]);

    await consent.check();
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({
        name: 'Asha Rao',
        consent: true,
        noticeDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    ]);
  });

  test('for a patient under 18 the form asks for the parent or guardian, and requires them', async ({
    page,
  }) => {
    let sent = 0;
    await page.route(endpoint!, async (route) => {
      sent += 1;
      await route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
    });
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('radio', {name: /Someone else/}).check();
    await page.getByLabel('Patient’s name').fill('Riya Rao');
    const age = page.getByLabel('Patient’s age in years');
    const guardian = page.getByRole('group', {
      name: 'The patient’s parent or guardian',
      exact: true,
    });
    await age.fill('42');
    await expect(guardian).toHaveCount(0);
    await age.fill('7');
    await expect(guardian).toBeVisible();
    await fillValid(page);
    await page.getByRole('button', {name: 'Send request'}).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Please check one thing');
    await expect(summary).toContainText('Please choose how you are related to the patient.');

    // Someone else is the guardian: then their name is needed too.
    await guardian.getByRole('radio', {name: 'No, someone else is'}).check();
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(summary).toContainText('Please check 2 things');
    await expect(summary).toContainText(
      'Please enter the name of the patient’s parent or guardian',
    );
    await expect(summary).toContainText(
      'Please choose how the parent or guardian is related to the patient.',
    );
    const guardianName = page.getByLabel('Parent’s or guardian’s name');
    await expect(guardianName).toHaveAttribute('aria-invalid', 'true');
    await expect(guardianName).toHaveAccessibleDescription(/needs one/);
    await expectNoWcagViolations(page, 'guardian fields with errors');
    expect(sent).toBe(0);

    await guardianName.fill('Meena Rao');
    await page.getByLabel('Their relationship to the patient').selectOption('legal-guardian');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible();
    expect(sent).toBe(1);
  });

  test('each cause of failure has its own message', async ({page}) => {
    let answer: 'reject' | 'abort' = 'reject';
    await page.route(endpoint!, async (route) => {
      if (answer === 'abort') await route.abort('internetdisconnected');
      else await route.fulfill({status: 422, contentType: 'application/json', body: '{}'});
    });
    await page.goto('/contact');
    await waitForHydration(page);
    await fillValid(page);
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByRole('alert')).toContainText('did not accept your request');
    answer = 'abort';
    await page.getByRole('button', {name: 'Try sending again'}).click();
    await expect(page.getByRole('alert')).toContainText('could not reach our booking service');
    // The failure panel, checked like every route's first view.
    await expectNoWcagViolations(page, 'failed send in light mode');
    await expectGoodLayout(page, 'failed send', [320, 412, 1280]);
    await switchToDarkMode(page);
    await expectNoWcagViolations(page, 'failed send in dark mode');
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
    // The trap field is hidden from people, so only a forced fill (as a bot's) reaches it.
    // eslint-disable-next-line playwright/no-force-option -- a hidden honeypot field
    await page.locator('input[name="website"]').fill('http://spam.example', {force: true});
    await page.getByRole('button', {name: 'Send request'}).click();
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible();
    expect(sent).toBe(0);
  });

  for (const locale of formLocales) {
    test(`${locale}: the request with a preferred dentist goes to the endpoint, and the form thanks the patient`, async ({
      page,
    }) => {
      const bodies: unknown[] = [];
      await page.route(endpoint!, async (route) => {
        bodies.push(route.request().postDataJSON());
        await route.fulfill({status: 200, contentType: 'application/json', body: '{}'});
      });
      await page.goto(contactRoute(locale, '?treatment=root-canal'));
      await waitForHydration(page);
      await expect(page.getByText(formWord(locale, 'contactForm.howItTravels.title'))).toHaveCount(
        0,
      );
      await fillRequiredFields(page, locale);
      const dentist = page.getByLabel(formWord(locale, 'contactForm.dentist.label'), {
        exact: true,
      });
      await expect(dentist.locator('option').first()).toHaveText(
        formWord(locale, 'contactForm.dentist.placeholder'),
      );
      await dentist.selectOption('vikram-nair');
      await page.getByRole('button', {name: formWord(locale, 'contactForm.submit.label')}).click();
      await expect(page.getByText(formWord(locale, 'contactForm.sent.title'))).toBeVisible();
      expect(bodies).toEqual([
        expect.objectContaining({
          name: 'Asha Rao',
          mobile: '98765 43210',
          branch: 'kondapur',
          reason: 'root-canal',
          dentist: 'vikram-nair',
          consent: true,
        }),
      ]);
      expect(await page.evaluate(() => sessionStorage.getItem('draft:contact'))).toBeNull();
    });
  }
});
