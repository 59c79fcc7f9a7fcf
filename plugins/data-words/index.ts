/**
 * Local plugin "data-words": the clinic's data in the visitor's language.
 *
 * The words among src/data (names, summaries, advice, addresses: the fields
 * src/data/wordFields.ts lists) are translated per locale in
 * i18n/<locale>/data-words/<file>.json, a file `docusaurus write-translations`
 * writes from this plugin's translation files. In a translated build a loader
 * gives the bundler each data file with its words in the locale: written into
 * the source where the source spells them out (inlineWords.ts), put in place
 * by appended code where they are computed. So every page, block and hook that
 * reads the data reads it in the locale. Facts (ids, routes, numbers) are
 * untouched, and English builds are unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, TranslationFileContent} from '@docusaurus/types';
import {dataWordFields} from '../../src/data/wordFields';
import {dataWordsDir, placeWordsCode, wordTranslations, wordsFile} from './dataWords';
import {inlineWords} from './inlineWords';

function readTranslations(file: string): TranslationFileContent | undefined {
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationFileContent;
}

export default function dataWordsPlugin(context: LoadContext): Plugin {
  const {siteDir, localizationDir, i18n} = context;
  return {
    name: 'data-words',

    getTranslationFiles() {
      return Promise.resolve(
        Object.entries(dataWordFields).map(([file, {exports, patterns}]) => ({
          path: file,
          content: wordsFile(exports, patterns),
        })),
      );
    },

    configureWebpack() {
      if (i18n.currentLocale === i18n.defaultLocale) return {};
      const rules = Object.entries(dataWordFields).flatMap(([file, {exports, patterns}]) => {
        const translations = readTranslations(
          path.join(localizationDir, dataWordsDir, `${file}.json`),
        );
        if (!translations) return [];
        const dataFile = path.join(siteDir, 'src', 'data', `${file}.ts`);
        const source = fs.readFileSync(dataFile, 'utf8');
        const inlined = inlineWords(
          source,
          dataFile,
          patterns,
          wordTranslations(exports, patterns, translations),
        );
        return [
          {
            test: dataFile,
            enforce: 'pre' as const,
            use: [
              {
                loader: require.resolve('./dataFileLoader.cjs'),
                options: {
                  source,
                  code: `${inlined.source}\n${placeWordsCode(exports, patterns, inlined.values)}\n`,
                },
              },
            ],
          },
        ];
      });
      return {module: {rules}};
    },
  };
}
