/**
 * The booking form's words in each language, for the contact specs: English
 * as the components declare it, the other languages from their code.json
 * (what the build used); and filling in the fields every request needs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

export const formLocales = ['en', 'te', 'hi', 'ur'] as const;
export type FormLocale = (typeof formLocales)[number];

const english = {
  'contactForm.name.label': 'Your name',
  'contactForm.mobile.label': 'Mobile number',
  'contactForm.branch.label': 'Branch',
  'contactForm.reason.label': 'What is the visit about? (optional)',
  'contactForm.dentist.label': 'Preferred dentist (optional)',
  'contactForm.dentist.placeholder': 'No preference',
  'contactForm.submit.label': 'Send request',
  'contactForm.sent.title': 'Thank you, your request has been sent.',
  'contactForm.howItTravels.title': 'Your request goes by WhatsApp.',
  'contactForm.whatsapp.send': 'Send by WhatsApp',
  'contactForm.handOff.title': 'Did WhatsApp open with your request?',
  'contactForm.handOff.notOpened': 'It did not open',
  'contactForm.handOff.sent': 'I have sent it',
  'contactForm.appointmentFor.legend': 'Who is the appointment for?',
  'contactFormText.text.name': 'Name: {name}',
  'contactFormText.text.dentist': 'Preferred dentist: {dentist}',
} as const;
export type FormWord = keyof typeof english;

/** The message of `id` in the locale, with its {placeholders} filled in. */
export function formWord(
  locale: FormLocale,
  id: FormWord,
  values: Record<string, string> = {},
): string {
  let message: string = english[id];
  if (locale !== 'en') {
    const file = path.resolve(__dirname, '../../i18n', locale, 'code.json');
    const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
    message = messages[id].message;
  }
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The colour-mode button's name in the locale (its message up to the {mode} placeholder). */
export function colourModeButton(locale: FormLocale): RegExp | undefined {
  if (locale === 'en') return undefined;
  const file = path.resolve(__dirname, '../../i18n', locale, 'code.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  const start = messages['theme.colorToggle.ariaLabel'].message.split('{')[0];
  return new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The form's address in the locale. */
export const contactRoute = (locale: FormLocale, query = '') =>
  `${locale === 'en' ? '' : `/${locale}`}/contact${query}`;

/** The fields every request needs: the sender, the branch (Kondapur) and the consent tick. */
export async function fillRequiredFields(page: Page, locale: FormLocale): Promise<void> {
  await page.getByLabel(formWord(locale, 'contactForm.name.label'), {exact: true}).fill('Asha Rao');
  await page
    .getByLabel(formWord(locale, 'contactForm.mobile.label'), {exact: true})
    .fill('98765 43210');
  await page
    .getByLabel(formWord(locale, 'contactForm.branch.label'), {exact: true})
    .selectOption('kondapur');
  // The consent box's label names the clinic inside the sentence; its id ends in its field's name.
  await page.locator('input[type="checkbox"][id$="-consent"]').check();
}
