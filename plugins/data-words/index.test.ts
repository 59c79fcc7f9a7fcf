import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import dataWordsPlugin from '@site/plugins/data-words';
import {
  patternRoots,
  placeWordsCode,
  wordTranslations,
  wordsFile,
} from '@site/plugins/data-words/dataWords';
import {dataWordFields} from '@site/src/data/wordFields';
import {listWords} from '@site/src/lib/dataWords';

const exports = {
  problems: [
    {id: 'tooth-pain', name: 'Toothache', summary: 'Pain in a tooth.'},
    {id: 'tooth-decay', name: 'Tooth decay', summary: 'Pain in a tooth.'},
  ],
  getProblem: () => undefined,
};
const patterns = ['problems[].name', 'problems[].summary'];

describe('the data-words plugin', () => {
  it('gives translators each distinct English text once, saying where it first appears', () => {
    expect(wordsFile(exports, patterns)).toEqual({
      Toothache: {message: 'Toothache', description: 'problems.tooth-pain.name'},
      'Tooth decay': {message: 'Tooth decay', description: 'problems.tooth-decay.name'},
      'Pain in a tooth.': {message: 'Pain in a tooth.', description: 'problems.tooth-pain.summary'},
    });
  });

  it('gives each word its translation in the order of listWords, null where there is none', () => {
    expect(
      wordTranslations(exports, patterns, {
        Toothache: {message: 'పంటి నొప్పి'},
        'Pain in a tooth.': {message: 'పంటిలో నొప్పి.'},
        'Tooth decay': {message: ' '},
      }),
    ).toEqual(['పంటి నొప్పి', null, 'పంటిలో నొప్పి.', 'పంటిలో నొప్పి.']);
  });

  it('writes code that puts the translations left to place, and none when none are left', () => {
    expect(placeWordsCode(exports, patterns, ['పంటి నొప్పి', null, null, null])).toBe(
      [
        "import {placeWords as __placeWords} from '../lib/dataWords';",
        '__placeWords({problems}, ["problems[].name","problems[].summary"], ["పంటి నొప్పి",null,null,null]);',
      ].join('\n'),
    );
    expect(placeWordsCode(exports, patterns, [null, null, null, null])).toBe('');
  });

  it('starts the patterns of every data file from exports the file has', () => {
    for (const [file, {exports: fileExports, patterns: filePatterns}] of Object.entries(
      dataWordFields,
    )) {
      const roots = patternRoots(fileExports, filePatterns);
      for (const [name, value] of Object.entries(roots))
        expect([file, name, typeof value]).toEqual([file, name, 'object']);
      // Every pattern finds at least one word, so a renamed field cannot silently drop out.
      for (const pattern of filePatterns)
        expect([file, pattern, listWords(roots, [pattern]).length > 0]).toEqual([
          file,
          pattern,
          true,
        ]);
    }
  });

  it('changes nothing in the English build, and gives each translated data file its words in a translated one', () => {
    const siteDir = path.resolve(__dirname, '../..');
    const localizationDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-words-'));
    fs.mkdirSync(path.join(localizationDir, 'data-words'));
    fs.writeFileSync(
      path.join(localizationDir, 'data-words', 'problems.json'),
      JSON.stringify({Toothache: {message: 'పంటి నొప్పి'}}),
    );
    const context = (currentLocale: string) =>
      ({
        siteDir,
        localizationDir,
        i18n: {defaultLocale: 'en', currentLocale},
      }) as unknown as LoadContext;
    const configure = (plugin: Plugin) =>
      (plugin.configureWebpack as unknown as () => {module?: {rules: unknown[]}})();
    expect(configure(dataWordsPlugin(context('en')))).toEqual({});
    const rules = configure(dataWordsPlugin(context('te'))).module!.rules as {
      test: string;
      enforce: string;
      use: {loader: string; options: {source: string; code: string}}[];
    }[];
    const dataFile = path.join(siteDir, 'src', 'data', 'problems.ts');
    expect(rules.map((rule) => [rule.test, rule.enforce])).toEqual([[dataFile, 'pre']]);
    const {loader, options} = rules[0].use[0];
    expect(path.basename(loader)).toBe('dataFileLoader.cjs');
    expect(options.source).toBe(fs.readFileSync(dataFile, 'utf8'));
    expect(options.code).toContain('name: "పంటి నొప్పి"');
    expect(options.code).not.toContain("name: 'Toothache'");
    fs.rmSync(localizationDir, {recursive: true, force: true});
  });
});
