/**
 * What plugins/data-words does, as functions of the data: the translators' file
 * of a data file's words, and the code that puts a locale's translations in
 * place in the browser bundle.
 */
import type {TranslationFileContent} from '@docusaurus/types';
import {listWords} from '../../src/lib/dataWords';

/** Where a locale's translations of the data's words live, under i18n/<locale>/. */
export const dataWordsDir = 'data-words';

/** The exports `patterns` start from, by name: `problems[].name` starts from `problems`. */
export function patternRoots(
  exports: Record<string, unknown>,
  patterns: readonly string[],
): Record<string, unknown> {
  const names = [...new Set(patterns.map((p) => p.split('.')[0].replace(/\[\]$/, '')))];
  return Object.fromEntries(names.map((name) => [name, exports[name]]));
}

/**
 * The translators' file: one entry per distinct English text, keyed by the
 * text itself, so a word that appears twice is translated once and a changed
 * English text becomes a new entry. The description says where it first appears.
 */
export function wordsFile(
  exports: Record<string, unknown>,
  patterns: readonly string[],
): TranslationFileContent {
  const content: TranslationFileContent = {};
  for (const {where, text} of listWords(patternRoots(exports, patterns), patterns)) {
    content[text] ??= {message: text, description: where};
  }
  return content;
}

/**
 * The translation of each word `listWords` finds, in its order (`null` where
 * the locale has none).
 */
export function wordTranslations(
  exports: Record<string, unknown>,
  patterns: readonly string[],
  translations: TranslationFileContent,
): (string | null)[] {
  return listWords(patternRoots(exports, patterns), patterns).map(({text}) => {
    const message = translations[text]?.message;
    return message && message.trim() !== '' ? message : null;
  });
}

/**
 * Code appended to the data file in a translated build: it calls `placeWords`
 * (src/lib/dataWords.ts) with the file's pattern roots and `values`, the
 * translations still to put in place (`null` for a word already translated in
 * the source or without a translation). No code when there is nothing to place.
 */
export function placeWordsCode(
  exports: Record<string, unknown>,
  patterns: readonly string[],
  values: readonly (string | null)[],
): string {
  if (values.every((value) => value === null)) return '';
  const rootsCode = `{${Object.keys(patternRoots(exports, patterns)).join(', ')}}`;
  return [
    "import {placeWords as __placeWords} from '../lib/dataWords';",
    `__placeWords(${rootsCode}, ${JSON.stringify(patterns)}, ${JSON.stringify(values)});`,
  ].join('\n');
}
