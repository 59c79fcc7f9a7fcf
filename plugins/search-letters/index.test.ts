/**
 * @jest-environment node
 */
import searchLettersPlugin, {
  commonSpellings,
  functionWords,
  otherForms,
  searchPluginLunr,
  stemOf,
  trimToWord,
} from '@site/plugins/search-letters';

/** The parts of lunr 2.3 these tests build and query an index with. */
interface Lunr {
  (
    config: (this: {
      ref(name: string): void;
      field(name: string): void;
      add(doc: Record<string, string>): void;
    }) => void,
  ): {search(query: string): {ref: string}[]};
}

describe('trimToWord', () => {
  it.each([
    ['"పంటి,', 'పంటి'],
    ['(నొప్పి)', 'నొప్పి'],
    ['दाँत।', 'दाँत'],
    ['मसूड़ों?', 'मसूड़ों'],
    ['«دانت؟»', 'دانت'],
    ['canal.', 'canal'],
    ['₹1,50,000', '1,50,000'],
  ])('trims %s to %s', (token, word) => {
    expect(trimToWord(token)).toBe(word);
  });

  it('keeps a vowel sign or virama that ends a word', () => {
    expect(trimToWord('పళ్ళు')).toBe('పళ్ళు');
    expect(trimToWord('నొప్పి')).toBe('నొప్పి');
    expect(trimToWord('क्')).toBe('क्');
  });

  it('gives one token for the two ways of writing a nukta letter', () => {
    expect(trimToWord('\u095B')).toBe(trimToWord('\u091C\u093C'));
  });
});

describe('commonSpellings', () => {
  it('gives a Hindi word with anusvara for chandrabindu and without nukta', () => {
    expect(commonSpellings('दाँत')).toEqual(['दांत']);
    expect(commonSpellings(trimToWord('मसूड़ों'))).toEqual(['मसूडों']);
    expect(commonSpellings(trimToWord('ज़्यादा'))).toEqual(['ज्यादा']);
  });

  it('gives nothing for a word with one usual spelling', () => {
    expect(commonSpellings('दर्द')).toEqual([]);
    expect(commonSpellings('పంటి')).toEqual([]);
    expect(commonSpellings('داڑھ')).toEqual([]);
  });
});

describe('stemOf', () => {
  it.each([
    ['दाँतों', 'दाँत'],
    ['इम्प्लांटों', 'इम्प्लांट'],
    ['دانتوں', 'دانت'],
    ['امپلانٹوں', 'امپلانٹ'],
    ['ఇంప్లాంట్లు', 'ఇంప్లాంట్'],
    ['ఇంప్లాంట్ల', 'ఇంప్లాంట్'],
    ['క్రౌన్‌లు', 'క్రౌన్'],
    ['ఇంప్లాంట్‌ను', 'ఇంప్లాంట్'],
    ['کروائیں', 'کروانا'],
    ['کروانے', 'کروانا'],
    ['करवाने', 'करवाना'],
    ['करवाएँ', 'करवाना'],
    ['करवाएं', 'करवाना'],
  ])('gives %s the form a patient types: %s', (word, stem) => {
    expect(stemOf(word)).toBe(stem);
  });

  it.each([
    'दाँत',
    'दर्द',
    'मसूड़ा',
    'دانت',
    'کیوں',
    'పన్ను',
    'పళ్లు',
    'ఇల్లు',
    'పిల్లలు',
    'canals',
    'करवाना',
    'کروانا',
  ])('leaves %s alone: no ending comes off it cleanly', (word) => {
    expect(stemOf(word)).toBeUndefined();
  });
});

describe('otherForms', () => {
  it('gives the stem and its common spelling', () => {
    expect(otherForms('दाँतों')).toEqual(['दांतों', 'दाँत', 'दांत']);
  });

  it('gives the everyday word a patient types for the page’s word', () => {
    expect(otherForms('डेंटल')).toEqual(['दाँत', 'दांत']);
    expect(otherForms('صفائی')).toEqual(['صاف']);
    expect(otherForms(trimToWord('सफ़ाई'))).toEqual(['सफाई', 'साफ़'.normalize('NFC'), 'साफ']);
  });

  it('gives nothing for a word with one form', () => {
    expect(otherForms('दर्द')).toEqual([]);
    expect(otherForms('canal')).toEqual([]);
  });
});

describe('the search-letters plugin', () => {
  const pages = [
    {i: 'te', t: 'పంటి నొప్పి: కారణాలు, ఏమి చేయాలి'},
    {i: 'hi', t: 'मसूड़ों से खून आना'},
    {i: 'hi-pain', t: 'दाँत दर्द'},
    {i: 'ur', t: 'عقل داڑھ کے مسائل'},
    {i: 'en', t: 'Root canal treatment in Hyderabad'},
    {i: 'ur-cleaning', t: 'حیدرآباد میں دانتوں کی صفائی'},
  ];
  const buildIndex = () =>
    (searchPluginLunr() as unknown as Lunr)(function () {
      this.ref('i');
      this.field('t');
      for (const page of pages) this.add(page);
    });

  // A word in each script, and Hindi words typed without nukta or with anusvara.
  it.each([
    ['నొప్పి', 'te'],
    ['मसूड़ों', 'hi'],
    ['داڑھ', 'ur'],
    ['canal', 'en'],
    ['मसूडों', 'hi'],
    ['दांत', 'hi-pain'],
    ['दाँत', 'hi-pain'],
    // "دانت صاف": the page says "دانتوں کی صفائی" (the cleaning of teeth).
    ['دانت صاف', 'ur-cleaning'],
  ])('makes lunr find "%s" in the %s page only', (query, page) => {
    searchLettersPlugin();
    expect(
      buildIndex()
        .search(query)
        .map((r) => r.ref),
    ).toEqual([page]);
  });
});

describe('function words', () => {
  it('are left out of the index: "से" and "کے" find nothing, the words beside them still do', () => {
    searchLettersPlugin();
    const index = (searchPluginLunr() as unknown as Lunr)(function () {
      this.ref('i');
      this.field('t');
      this.add({i: 'hi', t: 'मसूड़ों से खून आना'});
      this.add({i: 'ur', t: 'عقل داڑھ کے مسائل'});
    });
    expect(index.search('से')).toEqual([]);
    expect(index.search('کے')).toEqual([]);
    expect(index.search('खून').map((r) => r.ref)).toEqual(['hi']);
    expect(index.search('مسائل').map((r) => r.ref)).toEqual(['ur']);
  });

  it('hold no word a patient searches for', () => {
    for (const word of ['పన్ను', 'నొప్పి', 'दांत', 'दर्द', 'कब', 'دانت', 'درد', 'کب', 'ఎప్పుడు'])
      expect(functionWords.has(word)).toBe(false);
  });
});
