/**
 * Local plugin "search-letters": lets the search index keep words in every script
 * of the site, so a Telugu, Hindi or Urdu page is found by its own words.
 *
 * The search plugin (@easyops-cn/docusaurus-search-local) builds each locale's
 * index with lunr's English pipeline, whose trimmer strips `\W`: every letter
 * outside A–Z, so a Telugu or Devanagari word becomes empty and is never
 * indexed. Its own language option cannot help: it loads lunr-languages once
 * per build process (all locales get the first one's), and lunr-languages'
 * Telugu and Hindi modules load a 1 MB Thai word list while their stemmers
 * return words unchanged.
 *
 * So this plugin gives lunr a trimmer that keeps the letters, vowel signs and
 * digits of any script, before any index is built. Only the index builder uses
 * the trimmer (lunr saves the search pipeline, the English stemmer, with the
 * index), so the browser loads nothing more. Words in Telugu, Devanagari and
 * Arabic script are indexed as they are, with no stemmer (lunr-languages has
 * none that changes a word); the search box matches the last word typed as a
 * prefix, so "పంటి" also finds "పంటికి", and the index also holds each word's
 * other forms (otherForms: its stem without a plural ending, the everyday word
 * for it, common spellings), so "दांत" finds "दाँतों". The commonest function words of
 * Telugu, Hindi and Urdu ("or", "of", "is", "you") are left out of the index,
 * as lunr leaves out English ones: they find nothing a patient looks for, and
 * in a translated build they made up a fifth of the index's bulk. A query
 * that contains one still finds its page: the search box also tries each
 * query of three or more words without one of them.
 *
 * Private path: lunr.trimmer of the lunr that @easyops-cn/docusaurus-search-local
 * resolves (its dependency, not ours), replaced before the search plugin builds its
 * indexes in postBuild. The search plugin takes no tokenizer or trimmer option, and
 * no Docusaurus hook reaches into another plugin's index builder.
 */
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

/** Anything at either end of a token that is not a letter, a combining mark or a digit. */
const notWordAtEdges = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;

/**
 * A token's word: its punctuation trimmed, in Unicode's normal form C, the form
 * phone keyboards type (a Devanagari nukta as a mark after its letter), whichever
 * form the page was written in.
 */
export function trimToWord(token: string): string {
  return token.replace(notWordAtEdges, '').normalize('NFC');
}

const chandrabindu = '\u0901';
const anusvara = '\u0902';
const nukta = '\u093C';

/**
 * Other ways people commonly type a Hindi word, which the index also holds because
 * the search box does not change what is typed: anusvara for chandrabindu (दाँत,
 * दांत) and the letter without its nukta (मसूड़ों, मसूडों).
 */
export function commonSpellings(word: string): string[] {
  const plain = word.replaceAll(chandrabindu, anusvara).replaceAll(nukta, '');
  return plain === word ? [] : [plain];
}

/**
 * Endings that a patient does not type: the pages say "दाँतों", "دانتوں",
 * "ఇంప్లాంట్లు", "کروائیں", the search box gets "दांत", "دانت", "ఇంప్లాంట్",
 * "کروانا". Only endings that come off cleanly: Hindi and Urdu plural -ों/-وں
 * after a consonant; Hindi and Urdu verbs' -ाने/-ाएँ and -انے/-ائیں, whose
 * dictionary form (the one people type) ends in -ाना/-انا; Telugu -లు/-ల and
 * case endings after an English loanword's final consonant (virama; a zero-width
 * non-joiner before a case ending). Telugu's own doubled ల్ల/ళ్ళ plurals (పళ్లు,
 * ఇల్లు) are irregular and left alone.
 */
const endings: readonly [ending: RegExp, dictionaryForm: string][] = [
  [/^(.+[\u0915-\u0939\u0958-\u095F])\u094B\u0902$/u, '$1'],
  [/^(.+[^\u0648\u06CC])\u0648\u06BA$/u, '$1'],
  [/^(.+\u093E)(?:\u0928\u0947|\u090F[\u0901\u0902])$/u, '$1\u0928\u093E'],
  [/^(.+\u0627)(?:\u0646\u06D2|\u0626\u06CC\u06BA)$/u, '$1\u0646\u0627'],
  [/^(.+\u0C4D)\u200C(?:లు|ల|ను|కు|కి|తో|లో)$/u, '$1'],
  [/^(.+[^\u0C32\u0C33]\u0C4D)(?:లు|ల)$/u, '$1'],
];

/** The word's dictionary form, or nothing when it has no ending that comes off cleanly. */
export function stemOf(word: string): string | undefined {
  for (const [ending, dictionaryForm] of endings) {
    if (ending.test(word)) return word.replace(ending, dictionaryForm);
  }
  return undefined;
}

/**
 * The everyday word a patient types for a word the pages use: the loanword
 * "dental" is "tooth" to someone searching, and "cleaning" is "clean"
 * (दाँत साफ़ करवाना, دانت صاف کروانا). Add a pair when a search in a language
 * misses the page that answers it because the page says it another way.
 */
const typedFor: readonly [pageWord: string, typed: string][] = [
  ['डेंटल', 'दाँत'],
  ['सफ़ाई', 'साफ़'],
  ['ڈینٹل', 'دانت'],
  ['صفائی', 'صاف'],
];

/** Words that i18n/GLOSSARY.md gives as one term, either of which a patient may type. */
const sameTerm: readonly (readonly string[])[] = [
  ['ధర', 'ఖర్చు'],
  ['कीमत', 'खर्च'],
  ['قیمت', 'خرچ'],
];

const patientWords: ReadonlyMap<string, readonly string[]> = (() => {
  const words = new Map<string, string[]>();
  const add = (pageWord: string, typed: string) => {
    const key = pageWord.normalize('NFC');
    words.set(key, [...(words.get(key) ?? []), typed.normalize('NFC')]);
  };
  for (const [pageWord, typed] of typedFor) add(pageWord, typed);
  for (const term of sameTerm) {
    for (const word of term) for (const other of term) if (other !== word) add(word, other);
  }
  return words;
})();

/**
 * Every other form of a word that the index holds beside it, so that what a
 * patient types finds it: its stem, the everyday word for it, and the
 * common spellings of each.
 */
export function otherForms(word: string): string[] {
  const stem = stemOf(word);
  const forms = [...(stem === undefined ? [] : [stem]), ...(patientWords.get(word) ?? [])];
  const all = [word, ...forms].flatMap((form) => [form, ...commonSpellings(form)]);
  return [...new Set(all)].filter((form) => form !== word);
}

/**
 * Telugu, Hindi and Urdu function words (particles, postpositions, pronouns,
 * "is" and "or"), in the form the pages write them; lunr's own list is English
 * only. Content words (tooth, pain, when, how much) are never here.
 */
export const functionWords: ReadonlySet<string> = new Set([
  // Telugu
  ...'లేదా మీ మీరు మీకు యొక్క ఈ ఆ ఇది అది ఒక కూడా గానీ మరియు కోసం వల్ల మాత్రమే ఉన్న ఉంటే ఉంటుంది అయితే అని వంటి నుండి నా మా ఏ పై మీద కాదు చాలా బాగా కొన్ని దాన్ని దాని'.split(
    ' ',
  ),
  // Hindi
  ...'के का की है हैं और में से या पर को हो यह ये वह जो न नहीं भी तो एक कि इस उस आप आपके आपकी आपका लिए साथ तक'.split(
    ' ',
  ),
  // Urdu
  ...'کے کا کی ہے ہیں اور میں سے یا پر کو ہو یہ وہ جو نہ نہیں بھی تو ایک کہ اس ان آپ لیے ساتھ تک'.split(
    ' ',
  ),
]);

/** A lunr token: its text, and a copy with other text and the same position. */
interface Token {
  toString(): string;
  update(change: () => string): Token;
  clone(change: () => string): Token;
}

/** The part of lunr 2.3 that this plugin changes (lunr is the search plugin's dependency). */
export interface LunrWithTrimmer {
  trimmer: (token: Token) => Token | Token[] | undefined;
}

/**
 * Makes `lunr()` index with trimToWord (and otherForms), leaving out the
 * function words, in place of its English-only trimmer.
 */
export function installScriptAwareTrimmer(lunr: LunrWithTrimmer): void {
  const trimmer: LunrWithTrimmer['trimmer'] = (token) => {
    const word = trimToWord(token.toString());
    // lunr drops a token its pipeline function returns nothing for.
    if (functionWords.has(word)) return undefined;
    const others = otherForms(word).map((form) => token.clone(() => form));
    const trimmed = token.update(() => word);
    return others.length === 0 ? trimmed : [trimmed, ...others];
  };
  // The name lunr registered its trimmer under; pipelines look functions up by it.
  lunr.trimmer = Object.assign(trimmer, {label: 'trimmer'});
}

/** The lunr instance the search plugin builds its indexes with. */
export function searchPluginLunr(): LunrWithTrimmer {
  const fromSearchPlugin = createRequire(require.resolve('@easyops-cn/docusaurus-search-local'));
  return fromSearchPlugin('lunr') as LunrWithTrimmer;
}

export default function searchLettersPlugin(): Plugin {
  installScriptAwareTrimmer(searchPluginLunr());
  return {name: 'search-letters'};
}
