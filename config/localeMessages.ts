/**
 * Messages of a locale's i18n/<locale>/code.json for the configuration, which
 * runs in Node, where @docusaurus/Translate does not exist. Only for ids the
 * browser code also declares (so `write-translations` extracts them and
 * tests/unit/i18n/translations.test.ts checks them): the footer's opening hours.
 */
import fs from 'node:fs';
import path from 'node:path';
import {englishHours, type HoursWriting} from '../src/lib/hours';

function localeMessage(locale: string, id: string, english: string): string {
  const file = path.resolve(__dirname, '../i18n', locale, 'code.json');
  if (!fs.existsSync(file)) return english;
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message?: string}>;
  return messages[id]?.message ?? english;
}

/** How the footer writes opening hours in `locale` (src/hooks/useHoursWriting.ts in the browser). */
export function hoursWriting(locale: string, htmlLang: string): HoursWriting {
  return {locale: htmlLang, closed: localeMessage(locale, 'hours.closed', englishHours.closed)};
}
