import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {patternRoots, placeWordsCode, wordTranslations} from '@site/plugins/data-words/dataWords';
import {inlineWords, runModule} from '@site/plugins/data-words/inlineWords';
import {dataWordFields} from '@site/src/data/wordFields';
import {listWords, placeWords} from '@site/src/lib/dataWords';

// A data file as the site writes them: a list, a computed word, a lookup table,
// a function with a string of its own.
const source = `
const area = 'Kondapur';
export const branches = [
  {id: 'kondapur', name: 'Kondapur', blurb: \`Our branch in \${area}\`, tags: ['Parking', 'Lift']},
];
export const prices = [{item: 'One crown', unit: 'per tooth'}];
export function label(): {text: string} {
  return {text: 'Parking'};
}
`;
const patterns = [
  'branches[].name',
  'branches[].blurb',
  'branches[].tags[]',
  'prices[].item',
  'prices[].unit',
];
const telugu: Record<string, string> = {
  Kondapur: 'కొండాపూర్',
  'Our branch in Kondapur': 'కొండాపూర్‌లో మా శాఖ',
  Parking: 'పార్కింగ్',
  Lift: 'లిఫ్ట్',
  'One crown': 'ఒక క్రౌన్',
  'per tooth': 'ఒక పంటికి',
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inline-words-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** inlineWords on `text` saved as a data file, with the Telugu above. */
function inline(text: string) {
  const file = path.join(dir, 'data.ts');
  fs.writeFileSync(file, text);
  const english = runModule(text, file);
  const translations = listWords(english, patterns).map(({text: word}) => telugu[word] ?? null);
  return {file, ...inlineWords(text, file, patterns, translations)};
}

describe('writing the data words into a data file', () => {
  it('writes the literals that are words in, and leaves computed words to run time', () => {
    const {source: written, values} = inline(source);
    expect(written).toContain(`name: "కొండాపూర్"`);
    expect(written).toContain(`tags: ["పార్కింగ్", "లిఫ్ట్"]`);
    expect(written).toContain(`item: "ఒక క్రౌన్"`);
    // The blurb is computed, so only run time can place it.
    expect(values).toEqual([null, 'కొండాపూర్‌లో మా శాఖ', null, null, null, null]);
  });

  it('leaves literals outside data places alone: variables and functions', () => {
    const {source: written} = inline(source);
    expect(written).toContain(`const area = 'Kondapur';`);
    expect(written).toContain(`return {text: 'Parking'};`);
  });

  it('places a word at run time when a fact or a computed export has its text', () => {
    const withFact = `${source}\nexport const defaults = {branch: 'Kondapur'};\nexport const allTags = branches[0]!.tags.join(', ');\n`;
    const {source: written, values} = inline(withFact);
    expect(written).toContain(`defaults = {branch: 'Kondapur'}`);
    expect(written).toContain(`name: 'Kondapur'`);
    expect(written).toContain(`tags: ['Parking', 'Lift']`);
    expect(values).toEqual(['కొండాపూర్', 'కొండాపూర్‌లో మా శాఖ', 'పార్కింగ్', 'లిఫ్ట్', null, null]);
  });

  it('fails on a change it cannot put down to a word', () => {
    const file = path.join(dir, 'data.ts');
    fs.writeFileSync(file, source);
    expect(() => inlineWords(source, file, patterns, ['x'])).toThrow(
      /has 6 words, the build brought 1 translations/,
    );
    // A literal that is both a word and a fact in a non-string place cannot be undone by text.
    const shared = `export const sizes = {Parking: 2};\n${source}\nexport const byTag = {[branches[0]!.tags[0]!]: 1};\n`;
    expect(() => inline(shared)).toThrow(/also changed data\.byTag/);
  });
});

describe('the data files of the site, written in', () => {
  const localeDirs = ['te', 'hi', 'ur'];

  /** A data file of the site as a translated build bundles it. */
  function written(locale: string, name: keyof typeof dataWordFields) {
    const {exports, patterns: filePatterns} = dataWordFields[name];
    const translationsFile = path.resolve(
      __dirname,
      `../../i18n/${locale}/data-words/${name}.json`,
    );
    const translations = wordTranslations(
      exports,
      filePatterns,
      JSON.parse(fs.readFileSync(translationsFile, 'utf8')) as Record<string, {message: string}>,
    );
    const dataFile = path.resolve(__dirname, `../../src/data/${name}.ts`);
    const english = fs.readFileSync(dataFile, 'utf8');
    const inlined = inlineWords(english, dataFile, filePatterns, translations);
    return {exports, filePatterns, translations, dataFile, english, inlined};
  }

  it.each(localeDirs)(
    'give, with their run-time placing, the same data as the English files with every translation placed (%s)',
    (locale) => {
      for (const name of Object.keys(dataWordFields) as (keyof typeof dataWordFields)[]) {
        const {exports, filePatterns, translations, dataFile, english, inlined} = written(
          locale,
          name,
        );
        const expected = runModule(english, dataFile);
        placeWords(expected, filePatterns, translations);
        const bundled = runModule(
          `${inlined.source}\n${placeWordsCode(exports, filePatterns, inlined.values)}`,
          dataFile,
        );
        expect([name, JSON.stringify(bundled)]).toEqual([name, JSON.stringify(expected)]);
        // Most of the words travel in the build's language only.
        const left = inlined.values.filter((value) => value !== null).length;
        expect([name, left <= translations.length / 4]).toEqual([name, true]);
      }
    },
  );

  it.each(localeDirs)(
    'carry every price line’s words in the build’s language only, like any other word (%s)',
    (locale) => {
      const {exports, filePatterns, translations, inlined} = written(locale, 'treatments');
      const items = listWords(patternRoots(exports, filePatterns), filePatterns).flatMap(
        ({where, text}, i) => (where.endsWith('.item') ? [{where, text, i}] : []),
      );
      expect(items.length).toBeGreaterThan(50);
      for (const {where, text, i} of items) {
        const translation = translations[i]!;
        expect([where, inlined.values[i]]).toEqual([where, null]);
        expect([where, inlined.source.includes(`item: ${JSON.stringify(translation)}`)]).toEqual([
          where,
          true,
        ]);
        expect([where, inlined.source.includes(`'${text}'`)]).toEqual([where, false]);
      }
    },
  );
});
