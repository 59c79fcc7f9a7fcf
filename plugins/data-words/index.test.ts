import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import dataWordsPlugin from '@site/plugins/data-words';
import {patternRoots, placeWordsCode, wordsFile} from '@site/plugins/data-words/dataWords';
import {dataWordFields} from '@site/src/data/wordFields';
import {listWords, placeWords} from '@site/src/lib/dataWords';

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

  it('writes code that puts every translation in place, the same text in each of its places', () => {
    const code = placeWordsCode(exports, patterns, {
      Toothache: {message: 'పంటి నొప్పి'},
      'Pain in a tooth.': {message: 'పంటిలో నొప్పి.'},
      'Tooth decay': {message: ''},
    });
    expect(code).toBe(
      [
        "import {placeWords as __placeWords} from '../lib/dataWords';",
        '__placeWords({problems}, ["problems[].name","problems[].summary"], ["పంటి నొప్పి",null,"పంటిలో నొప్పి.","పంటిలో నొప్పి."]);',
      ].join('\n'),
    );
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

  it('changes nothing in the English build, and appends the code to each data file in a translated one', () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-words-'));
    const localizationDir = path.join(siteDir, 'i18n', 'te');
    fs.mkdirSync(path.join(localizationDir, 'data-words'), {recursive: true});
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
      use: {loader: string; options: {code: string}}[];
    }[];
    expect(rules).toHaveLength(1);
    expect(rules[0]!.test).toBe(path.join(siteDir, 'src', 'data', 'problems.ts'));
    expect(rules[0]!.enforce).toBe('pre');
    expect(rules[0]!.use[0]!.options.code).toContain('"పంటి నొప్పి"');
    fs.rmSync(siteDir, {recursive: true, force: true});
  });

  it('the appended code, run on the English data, gives the translated data', () => {
    const data = {problems: exports.problems.map((p) => ({...p}))};
    const code = placeWordsCode(data, patterns, {
      Toothache: {message: 'పంటి నొప్పి'},
      'Tooth decay': {message: 'పళ్ళు పుచ్చిపోవడం'},
      'Pain in a tooth.': {message: 'పంటిలో నొప్పి.'},
    });
    const values = JSON.parse(/\], (\[.*\])\);$/.exec(code)![1]!) as string[];
    placeWords(data, patterns, values);
    expect(data.problems.map((p) => [p.name, p.summary])).toEqual([
      ['పంటి నొప్పి', 'పంటిలో నొప్పి.'],
      ['పళ్ళు పుచ్చిపోవడం', 'పంటిలో నొప్పి.'],
    ]);
  });
});
