/**
 * The booking form of a site built without CONTACT_FORM_ENDPOINT (the default):
 * the request goes by WhatsApp from the start, in every language. Run against
 * such a build (scripts/run-tests.mjs makes one); a build with an endpoint
 * skips these, and contact.spec.ts tests its path.
 */
import {expect, test} from '@playwright/test';
import {getBranch} from '../../src/data/branches';
import {expectNoWcagViolations, switchToDarkMode} from './a11y';
import {
  colourModeButton,
  contactRoute,
  fillRequiredFields,
  formLocales,
  formWord,
} from './contactForm';
import {collectErrors, waitForHydration} from './helpers';
import {expectGoodLayout} from './layout';

test.skip(
  Boolean(process.env.CONTACT_FORM_ENDPOINT),
  'this build sends to CONTACT_FORM_ENDPOINT; the WhatsApp path needs a build without one',
);

const kondapurWhatsApp = `https://wa.me/${getBranch('kondapur').whatsapp.replace(/^\+/, '')}`;

for (const locale of formLocales) {
  test(`${locale}: the form says first that the request goes by WhatsApp, opens the branch's chat with all of it, and keeps the draft until the patient says it went`, async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    // The chat opens in a new tab; answer it here, so the test never reaches WhatsApp.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>'}),
    );
    await page.goto(contactRoute(locale, '?treatment=root-canal'));
    await waitForHydration(page);

    // Before the first field: how the request travels.
    const note = page.getByText(formWord(locale, 'contactForm.howItTravels.title'));
    const firstField = page.getByRole('group', {
      name: formWord(locale, 'contactForm.appointmentFor.legend'),
    });
    expect((await note.boundingBox())!.y).toBeLessThan((await firstField.boundingBox())!.y);
    await expect(
      page.getByRole('button', {name: formWord(locale, 'contactForm.submit.label')}),
    ).toHaveCount(0);

    // The main action checks the form first: nothing opens while something is missing.
    const send = page.getByRole('link', {name: formWord(locale, 'contactForm.whatsapp.send')});
    let popups = 0;
    context.on('page', () => (popups += 1));
    await send.click();
    await expect(page.getByRole('alert')).toBeFocused();
    expect(popups).toBe(0);

    await fillRequiredFields(page, locale);
    const dentist = page.getByLabel(formWord(locale, 'contactForm.dentist.label'), {exact: true});
    await dentist.selectOption('vikram-nair');
    const dentistName = (await dentist.locator('option:checked').textContent())!.trim();
    await expect(page.getByRole('alert')).toHaveCount(0);

    const popupOpened = page.waitForEvent('popup');
    await send.click();
    const popup = await popupOpened;
    const opened = new URL(popup.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(kondapurWhatsApp);
    const text = opened.searchParams.get('text')!;
    expect(text).toContain(formWord(locale, 'contactFormText.text.name', {name: 'Asha Rao'}));
    expect(text).toContain('98765 43210');
    expect(text).toContain(
      formWord(locale, 'contactFormText.text.dentist', {dentist: dentistName}),
    );
    await popup.close();

    // Back on the form: the draft stays until the patient says the request went.
    const panel = page.getByRole('status').filter({
      hasText: formWord(locale, 'contactForm.handOff.title'),
    });
    await expect(panel).toBeFocused();
    expect(await page.evaluate(() => sessionStorage.getItem('draft:contact'))).toContain(
      'Asha Rao',
    );
    expect(page.url()).not.toContain('Asha');

    // It did not open: the same request by e-mail, and the branch's phone.
    await panel
      .getByRole('button', {name: formWord(locale, 'contactForm.handOff.notOpened')})
      .click();
    const mailto = await panel.locator('a[href^="mailto:"]').getAttribute('href');
    expect(decodeURIComponent(mailto!.split('&body=')[1])).toBe(text);
    await expect(panel.locator(`a[href="tel:${getBranch('kondapur').phone}"]`)).toBeVisible();
    if (locale === 'en' || locale === 'ur') {
      await expectNoWcagViolations(page, `${locale} WhatsApp hand-off`);
      await expectGoodLayout(page, `${locale} WhatsApp hand-off`, [320, 412, 1280]);
      await switchToDarkMode(page, colourModeButton(locale));
      await expectNoWcagViolations(page, `${locale} WhatsApp hand-off in dark mode`);
    }

    await panel.getByRole('button', {name: formWord(locale, 'contactForm.handOff.sent')}).click();
    await expect(page.getByText(formWord(locale, 'contactForm.sent.title'))).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('draft:contact'))).toBeNull();
    expect(errors).toEqual([]);
  });
}
