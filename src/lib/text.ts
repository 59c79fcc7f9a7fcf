/** "the CBCT scan" → "The CBCT scan": for data written to sit inside a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const entities: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/**
 * A heading as the MDX loader lists it (HTML: "Fillings &amp; <code>crowns</code>") as plain
 * text ("Fillings & crowns"), for a link's words.
 */
export function htmlToPlainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:lt|gt|quot|#39|amp);/g, (e) => entities[e]);
}

const listFormats = new Map<string, Intl.ListFormat>();

function listFormat(lang: string, type: Intl.ListFormatType): Intl.ListFormat {
  const key = `${lang} ${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(lang, {type});
    listFormats.set(key, format);
  }
  return format;
}

/**
 * "a, b and c" in the page's language (`lang` is its BCP 47 tag, such as en-IN
 * or ur-IN): Telugu "a, b మరియు c", Hindi "a, b, और c", Urdu "a، b، اور c".
 * Node and Chromium give the same words, so the page hydrates as it was built.
 */
export function andList(lang: string, items: readonly string[]): string {
  return listFormat(lang, 'conjunction').format(items);
}

/** "a, b or c" in the page's language (`lang` is its BCP 47 tag, such as en-IN or ur-IN). */
export function orList(lang: string, items: readonly string[]): string {
  return listFormat(lang, 'disjunction').format(items);
}
