/** "the CBCT scan" → "The CBCT scan": for data written to sit inside a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const orFormats = new Map<string, Intl.ListFormat>();

/** "a, b or c" in the page's language (`lang` is its BCP 47 tag, such as en-IN or ur-IN). */
export function orList(lang: string, items: readonly string[]): string {
  let format = orFormats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, {type: 'disjunction'});
    orFormats.set(lang, format);
  }
  return format.format(items);
}
