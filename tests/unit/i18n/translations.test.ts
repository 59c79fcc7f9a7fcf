/**
 * Every word of the interface is translated into every locale, so a translated
 * page never shows an English button silently. For each of te, hi and ur it
 * checks the files `docusaurus write-translations` makes:
 *  - code.json holds every message our code declares (sourceMessages.ts), the
 *    configuration's (config/localeMessages.ts), every message of the classic theme
 *    and of the search plugin, and nothing else;
 *  - navbar.json and footer.json hold a message for every label the
 *    configuration builds (config/navbar.ts, config/footer.ts), so a treatment
 *    an editor adds to the menu needs its translations here too;
 *  - i18n/<locale>/data-words/<file>.json holds a translation of every word of
 *    src/data (the fields src/data/wordFields.ts lists), and no word the data no
 *    longer has: an English text an editor changes needs a new translation;
 *  - each message keeps its English message's placeholders and plural forms, and
 *    is written in the locale's script (unless the English is only a name or a
 *    number), and the note to the translator is the one the code gives.
 * It cannot judge meaning: the back-translations and the clinic's reviewers do.
 * To add a message: run `npx docusaurus write-translations --locale te` (and hi, ur),
 * then translate the new entries, which arrive in English.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {NavbarItem} from '@docusaurus/theme-common';
import {buildFooter} from '@site/config/footer';
import {configMessages} from '@site/config/localeMessages';
import {buildNavbar} from '@site/config/navbar';
import {dataWordsDir, wordsFile} from '@site/plugins/data-words/dataWords';
import {dataWordFields} from '@site/src/data/wordFields';
import {root, sourceMessages} from './sourceMessages';

const locales = ['te', 'hi', 'ur'] as const;
const script: Record<(typeof locales)[number], RegExp> = {
  te: /[\u0C00-\u0C7F]/,
  hi: /[\u0900-\u097F]/,
  ur: /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/,
};
/** Names written the same in every script on this site: brands, abbreviations, the clinic's legal name. */
const names =
  /WhatsApp|Google Maps|OpenStreetMap|Invisalign|Parkview Dental Care LLP|LANAP|UPI|EMI|CBCT|\bOK\b/g;

type Entry = {message: string; description?: string};
type Messages = Record<string, Entry>;

const read = (file: string): Messages => JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
const localeFile = (locale: string, file: string) => read(path.join(root, 'i18n', locale, file));

/** The English of every message code.json should hold: ours, the classic theme's and the search plugin's. */
function englishCode(): Map<string, string | undefined> {
  const english = new Map<string, string | undefined>();
  for (const m of sourceMessages()) if (m.id) english.set(m.id, m.message);
  // What the configuration writes in Node (the announcement bar).
  for (const [id, {message}] of Object.entries(configMessages)) english.set(id, message);
  const theme = JSON.parse(
    fs.readFileSync(
      require.resolve('@docusaurus/theme-translations/locales/base/theme-common.json'),
      'utf8',
    ),
  ) as Record<string, string>;
  for (const [id, message] of Object.entries(theme))
    if (!id.endsWith('___DESCRIPTION')) english.set(id, message);
  const searchDir = path.join(
    path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
    'dist/client/client/theme',
  );
  for (const entry of fs.readdirSync(searchDir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !/\.jsx?$/.test(entry.name)) continue;
    const source = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const m of source.matchAll(/id:\s*"(theme\.[\w.]+)",\s*message:\s*("[^"]*"|'[^']*')/g))
      english.set(m[1], m[2].slice(1, -1));
  }
  return english;
}

/** Every label of the navbar, dropdown items included, as navbar.json keys them. */
function navbarKeys(): string[] {
  const labels = (items: NavbarItem[]): string[] =>
    items.flatMap((item) => [
      ...(typeof item.label === 'string' ? [`item.label.${item.label}`] : []),
      ...('items' in item && Array.isArray(item.items) ? labels(item.items) : []),
    ]);
  const navbar = buildNavbar();
  return [...(navbar.logo?.alt ? ['logo.alt'] : []), ...labels(navbar.items ?? [])];
}

/** Every column title and link label of the footer, as footer.json keys them. */
function footerKeys(): string[] {
  const footer = buildFooter();
  const columns = (footer.links ?? []) as {title?: string; items: {label?: string}[]}[];
  return [
    ...(footer.copyright ? ['copyright'] : []),
    ...(footer.logo?.alt ? ['logo.alt'] : []),
    ...columns.flatMap((column) => [
      ...(column.title ? [`link.title.${column.title}`] : []),
      ...column.items.flatMap((item) => (item.label ? [`link.item.label.${item.label}`] : [])),
    ]),
  ];
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(', ');
const pluralForms = (text: string) => text.split('|').length;

/** What is wrong with one translated message, given its English (when known). */
function faults(
  locale: (typeof locales)[number],
  id: string,
  entry: Entry,
  english: string | undefined,
): string[] {
  const found: string[] = [];
  if (!entry.message?.trim()) return [`${id}: no message`];
  if (english !== undefined) {
    if (placeholders(entry.message) !== placeholders(english))
      found.push(
        `${id}: placeholders {${placeholders(english)}} became {${placeholders(entry.message)}}`,
      );
    if (pluralForms(entry.message) !== pluralForms(english))
      found.push(
        `${id}: ${pluralForms(english)} plural forms became ${pluralForms(entry.message)}`,
      );
  }
  const englishWords = (english ?? entry.message).replace(/\{\w+\}/g, '').replace(names, '');
  if (/[A-Za-z]{2,}/.test(englishWords) && !script[locale].test(entry.message))
    found.push(`${id}: not in the locale's script: ${entry.message}`);
  return found;
}

describe.each(locales)('the %s translations', (locale) => {
  const english = englishCode();

  it('code.json translates every message of our code, the theme and the search, and no other', () => {
    const code = localeFile(locale, 'code.json');
    expect(Object.keys(code).filter((id) => !english.has(id))).toEqual([]);
    expect([...english.keys()].filter((id) => !(id in code))).toEqual([]);
  });

  it('code.json messages keep their placeholders and plural forms, are in the locale’s script, and keep the code’s note', () => {
    const code = localeFile(locale, 'code.json');
    const notes = new Map(sourceMessages().map((m) => [m.id, m.description]));
    expect(notes.size).toBeGreaterThan(300);
    const found = Object.entries(code).flatMap(([id, entry]) =>
      faults(locale, id, entry, english.get(id)),
    );
    expect(found).toEqual([]);
    // Our messages carry a translator's note; the file must too, or the translator never saw it.
    const noteless = Object.entries(code)
      .filter(([id, entry]) => notes.get(id) && !entry.description?.trim())
      .map(([id]) => id);
    expect(noteless).toEqual([]);
  });

  it.each([
    ['docusaurus-theme-classic/navbar.json', navbarKeys],
    ['docusaurus-theme-classic/footer.json', footerKeys],
  ])('%s translates every label the configuration builds', (file, keys) => {
    const messages = localeFile(locale, file);
    const wanted = [...new Set(keys())];
    expect(wanted.length).toBeGreaterThan(10);
    expect(wanted.filter((key) => !(key in messages))).toEqual([]);
    expect(Object.keys(messages).filter((key) => !wanted.includes(key))).toEqual([]);
    const found = Object.entries(messages).flatMap(([key, entry]) =>
      faults(
        locale,
        key,
        entry,
        key.replace(/^(item|link\.item|link\.title)\.label\.|^link\.title\./, ''),
      ),
    );
    expect(found).toEqual([]);
  });

  it('the blog’s title, description and sidebar title are translated', () => {
    const blog = localeFile(locale, 'docusaurus-plugin-content-blog/options.json');
    expect(Object.keys(blog).sort()).toEqual(['description', 'sidebar.title', 'title']);
    expect(
      Object.entries(blog).flatMap(([id, entry]) => faults(locale, id, entry, undefined)),
    ).toEqual([]);
  });

  it.each(Object.keys(dataWordFields))(
    'data-words/%s.json translates every word of the data file, and no other',
    (file) => {
      const {exports, patterns} = dataWordFields[file as keyof typeof dataWordFields];
      const wanted = wordsFile(exports, patterns);
      const messages = localeFile(locale, path.join(dataWordsDir, `${file}.json`));
      expect(Object.keys(wanted).length).toBeGreaterThan(0);
      expect(Object.keys(wanted).filter((text) => !(text in messages))).toEqual([]);
      expect(Object.keys(messages).filter((text) => !(text in wanted))).toEqual([]);
      expect(
        Object.entries(messages).flatMap(([text, entry]) => faults(locale, text, entry, text)),
      ).toEqual([]);
    },
  );
});

// The English site rewrites the theme's and the search plugin's words that speak of
// "documentation" and "documents" (i18n/en/code.json), which a patient would not use.
describe('the English words of the theme', () => {
  const overrides = localeFile('en', 'code.json');

  it('speak of pages and the site, not documents', () => {
    const english = englishCode();
    const documentWords = [...english].filter(([, message]) => /\bdocument/i.test(message ?? ''));
    const searchWords = documentWords.filter(([id]) => id.startsWith('theme.SearchPage.'));
    expect(searchWords.length).toBeGreaterThan(0);
    expect(searchWords.filter(([id]) => !overrides[id])).toEqual([]);
    expect(Object.values(overrides).filter(({message}) => /\bdocument/i.test(message))).toEqual([]);
  });

  it('keep each message’s placeholders and plural forms, and hold nothing else', () => {
    const english = englishCode();
    for (const [id, {message}] of Object.entries(overrides)) {
      expect([id, english.has(id)]).toEqual([id, true]);
      expect([id, placeholders(message)]).toEqual([id, placeholders(english.get(id)!)]);
      expect([id, pluralForms(message)]).toEqual([id, pluralForms(english.get(id)!)]);
    }
  });
});
