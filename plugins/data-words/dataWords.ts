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
  const names = [...new Set(patterns.map((p) => p.split('.')[0]!.replace(/\[\]$/, '')))];
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
 * Code appended to the data file in a translated build: it calls `placeWords`
 * (src/lib/dataWords.ts) with the file's exports and, in the order of
 * `listWords`, each translation (`null` where the locale has none).
 */
export function placeWordsCode(
  exports: Record<string, unknown>,
  patterns: readonly string[],
  translations: TranslationFileContent,
): string {
  const roots = patternRoots(exports, patterns);
  const values = listWords(roots, patterns).map(({text}) => {
    const message = translations[text]?.message;
    return message && message.trim() !== '' ? message : null;
  });
  const rootsCode = `{${Object.keys(roots).join(', ')}}`;
  return [
    "import {placeWords as __placeWords} from '../lib/dataWords';",
    `__placeWords(${rootsCode}, ${JSON.stringify(patterns)}, ${JSON.stringify(values)});`,
  ].join('\n');
}
