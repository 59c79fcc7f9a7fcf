/** "the CBCT scan" → "The CBCT scan": for data written to sit inside a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
