// Webpack/Rspack loader of plugins/inline-translations: gives a source file the
// text the plugin wrote for it (its messages in the build's language), and leaves
// a file the plugin did not change as it is. A loader that ran before it may have
// appended code (plugins/data-words does, to data files); that part is kept.
module.exports = function inlineLoader(source) {
  const file = this.getOptions().files[this.resourcePath];
  if (!file) return source;
  if (!source.startsWith(file.source)) {
    throw new Error(
      `inline-translations: ${this.resourcePath} changed during the build; build again`,
    );
  }
  return file.code + source.slice(file.source.length);
};
