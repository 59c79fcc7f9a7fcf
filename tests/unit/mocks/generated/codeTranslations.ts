/** The English build's translations: none, so every `<Translate>` and `translate()` shows its own message. */
const codeTranslations: Record<string, string> = {};
export default codeTranslations;
