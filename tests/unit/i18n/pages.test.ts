/**
 * The translated pages (i18n/<locale>/docusaurus-plugin-content-pages/) against
 * their English pages: each copy has an English page, the same blocks with the
 * same props in the same order (the labels of a pricing page's section links
 * are the page's own words), the same links, the same headings with the
 * English page's anchors (so links to #when-to-get-help keep working), the same
 * questions, a translated title and description, and says whether a native
 * speaker has reviewed it. And every translation keeps to the advertising code,
 * in its own language: no "best", "No. 1", guarantee or painless promise.
 * Meaning is checked by back-translation and by the clinic's reviewers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {root} from './sourceMessages';

const locales = ['te', 'hi', 'ur'] as const;
const script: Record<(typeof locales)[number], RegExp> = {
  te: /[\u0C00-\u0C7F]/,
  hi: /[\u0900-\u097F]/,
  ur: /[\u0600-\u06FF]/,
};

/**
 * The advertising code's forbidden claims (tests/unit/pages.test.ts in English),
 * as each language says them: best, number one, guaranteed, 100 %, painless
 * treatment. "Road No. 1" is an address.
 */
const forbidden: Record<(typeof locales)[number], RegExp> = {
  te: /ఉత్తమ|గ్యారంటీ|హామీ ఇస్త|(?<!రోడ్ )నంబర్ ?(1|వన్)(?!\d)|100 ?%|నొప్పి లేని (చికిత్స|ట్రీట్‌మెంట్|రూట్ కెనాల్)/,
  hi: /सबसे अच्छ|सर्वश्रेष्ठ|बेस्ट|गारंटी|(?<!रोड )नंबर ?(1|वन)(?!\d)|100 ?%|दर्द ?-?रहित (इलाज|ट्रीटमेंट|रूट कैनाल)/,
  ur: /بہترین|سب سے اچھ|گارنٹی|ضمانت|(?<!روڈ )نمبر ?(1|ون)(?!\d)|100 ?%|بغیر درد (کا|کے) علاج/,
};

const englishDir = path.join(root, 'src', 'pages');
const copyDir = (locale: string) =>
  path.join(root, 'i18n', locale, 'docusaurus-plugin-content-pages');

function mdxFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.replaceAll('\\', '/'))
    .sort();
}

function parts(source: string) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
  const front = match?.[1] ?? '';
  const body = match?.[2] ?? source;
  const field = (name: string) =>
    new RegExp(`^${name}: *"?(.*?)"?$`, 'm').exec(front)?.[1]?.trim() ?? '';
  const headings = body
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => ({level: /^#+/.exec(line)![0].length, text: line.replace(/^#+ /, '')}));
  return {
    title: field('title'),
    description: field('description'),
    status: field('translation_status'),
    blocks: [...body.matchAll(/<([A-Z]\w*)([^>]*)>/g)]
      .filter((m) => m[1] !== 'FaqItem')
      // A pricing page's section links keep their targets; their labels are the page's words.
      .map((m) => m[0].replace(/label: '[^']*'/g, "label: '…'")),
    questions: (body.match(/<FaqItem /g) ?? []).length,
    links: [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).sort(),
    headings,
    body,
  };
}

const explicitId = (text: string) => /\{\/\* #([\w-]+) \*\/\}\s*$/.exec(text)?.[1];

/** The anchors of the English page's headings below the h1, as Docusaurus makes them. */
function anchors(headings: {level: number; text: string}[]): string[] {
  const slugger = createSlugger();
  return headings.filter((h) => h.level > 1).map((h) => explicitId(h.text) ?? slugger.slug(h.text));
}

describe.each(locales)('the %s pages', (locale) => {
  const files = mdxFiles(copyDir(locale));

  it('translate the patients’ pages the issue lists', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'privacy-policy.mdx',
        'services/emergency-dental-care-hyderabad.mdx',
        'dental-problem/tooth-pain.mdx',
        'doctors/vikram-nair.mdx',
      ]),
    );
    // Every launch page at least; a page added since may wait for its translator.
    expect(files.filter((f) => f.startsWith('dental-problem/')).length).toBeGreaterThanOrEqual(11);
    expect(files.filter((f) => f.startsWith('doctors/')).length).toBeGreaterThanOrEqual(7);
  });

  it.each(files)('%s keeps the English page’s blocks, links, questions and anchors', (file) => {
    expect(fs.existsSync(path.join(englishDir, file))).toBe(true);
    const english = parts(fs.readFileSync(path.join(englishDir, file), 'utf8'));
    const copy = parts(fs.readFileSync(path.join(copyDir(locale), file), 'utf8'));
    expect(copy.blocks).toEqual(english.blocks);
    expect(copy.links).toEqual(english.links);
    expect(copy.questions).toBe(english.questions);
    expect(copy.headings.map((h) => h.level)).toEqual(english.headings.map((h) => h.level));
    expect(copy.headings.filter((h) => h.level > 1).map((h) => explicitId(h.text))).toEqual(
      anchors(english.headings),
    );
  });

  it.each(files)(
    '%s has its title and description in the language and says whether it is reviewed',
    (file) => {
      const copy = parts(fs.readFileSync(path.join(copyDir(locale), file), 'utf8'));
      expect(copy.title).toMatch(script[locale]);
      expect(copy.description).toMatch(script[locale]);
      expect(['awaiting-native-review', 'reviewed']).toContain(copy.status);
    },
  );

  it('keeps to the advertising code in the language, on pages, interface words and clinic details', () => {
    const texts: [string, string][] = [
      ...files.map((file): [string, string] => [
        file,
        fs.readFileSync(path.join(copyDir(locale), file), 'utf8'),
      ]),
      ['code.json', fs.readFileSync(path.join(root, 'i18n', locale, 'code.json'), 'utf8')],
      ...fs
        .readdirSync(path.join(root, 'i18n', locale, 'data-words'))
        .map((file): [string, string] => [
          `data-words/${file}`,
          fs.readFileSync(path.join(root, 'i18n', locale, 'data-words', file), 'utf8'),
        ]),
    ];
    expect(texts.length).toBeGreaterThan(30);
    const found = texts.flatMap(([file, text]) =>
      text
        .split('\n')
        .filter((line) => forbidden[locale].test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
