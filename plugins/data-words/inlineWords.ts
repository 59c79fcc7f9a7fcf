/**
 * The data file a translated build bundles: its words written in the build's
 * language where the source spells them out, and `placeWords` (src/lib/dataWords.ts)
 * left only for the rest. Without this, every translated page carried each word
 * twice, the English in the data and its translation beside it (Telugu home
 * page: 8.8 KB gzipped more).
 *
 * A string literal is replaced when it is a property's value or a list entry
 * outside any function, and its text is a word of the file with a translation.
 * Words that are computed (`${branch} branch`) are placed at run time as before.
 *
 * The rewrite is checked, not trusted: both files are run here, and every word
 * must come out as its English (placed at run time) or its translation, and
 * everything else exactly as in the English file. Where something else differs
 * (a fact spelt like a word, a text computed from words), the words it contains
 * go back to being placed at run time and the file is checked again; a
 * difference no word explains stops the build with its place.
 */
import path from 'node:path';
import ts from 'typescript';
import {listWords, placeWords} from '../../src/lib/dataWords';
import {patternRoots} from './dataWords';

/** Where a literal holds data: a property's value or a list entry. */
function isDataPosition(node: ts.Node): boolean {
  const {parent} = node;
  return (
    (ts.isPropertyAssignment(parent) && parent.initializer === node) ||
    ts.isArrayLiteralExpression(parent)
  );
}

/** `source` with each data literal whose text `words` has replaced by its translation. */
function writeWordsIn(
  source: string,
  fileName: string,
  words: ReadonlyMap<string, string>,
): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const edits: {start: number; end: number; text: string}[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      isDataPosition(node)
    ) {
      const translation = words.get(node.text);
      if (translation !== undefined) {
        edits.push({
          start: node.getStart(file),
          end: node.getEnd(),
          text: JSON.stringify(translation),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const {start, end, text} of edits.reverse())
    out = out.slice(0, start) + text + out.slice(end);
  return out;
}

/**
 * Runs a data file's TypeScript source as a new module, so that nothing done to
 * its exports here touches the copy the rest of the build reads. Its imports
 * (other data files, src/lib) are the build's own.
 */
export function runModule(source: string, fileName: string): Record<string, unknown> {
  const {outputText} = ts.transpileModule(source, {
    fileName,
    compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022},
  });
  const load = (specifier: string): unknown =>
    // The build's (or jest's) require, which loads TypeScript; Node's own cannot.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(
      specifier.startsWith('.') ? path.resolve(path.dirname(fileName), specifier) : specifier,
    );
  const module = {exports: {} as Record<string, unknown>};
  // Runs our own data file, transpiled above (a module wrapper, as Node's own loader builds).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function('exports', 'require', 'module', outputText)(module.exports, load, module);
  return module.exports;
}

/** The first place where `a` and `b` differ, or undefined; functions compare by their code. */
function difference(
  a: unknown,
  b: unknown,
  where: string,
  seen = new WeakSet<object>(),
): {where: string; value: unknown} | undefined {
  if (Object.is(a, b)) return undefined;
  const here = {where, value: b};
  if (typeof a === 'function' && typeof b === 'function') {
    return a.toString() === b.toString() ? undefined : here;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return here;
  if (Array.isArray(a) !== Array.isArray(b)) return here;
  if (seen.has(a)) return undefined;
  seen.add(a);
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return here;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return {where: `${where}.${key}`, value: undefined};
    const found = difference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${where}.${key}`,
      seen,
    );
    if (found) return found;
  }
  return undefined;
}

/** The words `listWords` finds, where and in what text. */
type WordList = ReturnType<typeof listWords>;

export interface InlinedWords {
  /** The data file's source with the translations written in. */
  source: string;
  /** For `placeWords`, in the order of `listWords`: the translations still to place at run time. */
  values: (string | null)[];
}

/**
 * Writes the translations of a data file's words into its source (see above).
 * `translations` gives, in the order of `listWords`, each word's translation or
 * `null`.
 */
export function inlineWords(
  source: string,
  fileName: string,
  patterns: readonly string[],
  translations: readonly (string | null)[],
): InlinedWords {
  const english = runModule(source, fileName);
  const englishWords = listWords(patternRoots(english, patterns), patterns);
  if (englishWords.length !== translations.length) {
    throw new Error(
      `data-words: ${fileName} has ${englishWords.length} words, the build brought ${translations.length} translations`,
    );
  }
  const words = new Map<string, string>();
  englishWords.forEach(({text}, i) => {
    const translation = translations[i];
    if (translation != null) words.set(text, translation);
  });
  // A value the file computes from words (a list of branch names) or a fact
  // spelt like a word differs once the words are written in; those words are
  // then placed at run time instead, and the file is written and checked again.
  for (;;) {
    const attempt = writeAndCheck(
      source,
      fileName,
      patterns,
      translations,
      {english, englishWords},
      words,
    );
    if ('source' in attempt) return attempt;
    const {where, value} = attempt.changed;
    const involved =
      typeof value === 'string' ? [...words.keys()].filter((w) => value.includes(w)) : [];
    if (involved.length === 0) {
      throw new Error(
        `data-words: writing the words into ${fileName} also changed ${where}, which is not a word`,
      );
    }
    involved.forEach((word) => words.delete(word));
  }
}

/** One attempt of `inlineWords`: the file with `words` written in, or where it differs from the English. */
function writeAndCheck(
  source: string,
  fileName: string,
  patterns: readonly string[],
  translations: readonly (string | null)[],
  {english, englishWords}: {english: Record<string, unknown>; englishWords: WordList},
  words: ReadonlyMap<string, string>,
): InlinedWords | {changed: {where: string; value: unknown}} {
  const rewritten = writeWordsIn(source, fileName, words);
  const inlined = runModule(rewritten, fileName);
  const roots = patternRoots(inlined, patterns);
  const found = listWords(roots, patterns);
  if (found.length !== englishWords.length) {
    throw new Error(`data-words: writing the words into ${fileName} changed how many words it has`);
  }
  const values: (string | null)[] = [];
  const backToEnglish: (string | null)[] = [];
  found.forEach(({where, text}, i) => {
    const {where: englishWhere, text: englishText} = englishWords[i];
    const translation = translations[i] ?? null;
    if (where !== englishWhere) {
      throw new Error(`data-words: writing the words into ${fileName} moved ${englishWhere}`);
    }
    if (text === englishText) {
      values.push(translation === englishText ? null : translation);
      backToEnglish.push(null);
    } else if (text === translation) {
      values.push(null);
      backToEnglish.push(englishText);
    } else {
      throw new Error(
        `data-words: writing the words into ${fileName} changed ${where} to a text that is neither its English nor its translation`,
      );
    }
  });
  // With every written-in word back in English, the file must be the English file exactly.
  placeWords(roots, patterns, backToEnglish);
  const changed = difference(inlined, english, path.basename(fileName, '.ts'));
  return changed ? {changed} : {source: rewritten, values};
}
