// Webpack/Rspack loader of plugins/data-words: gives the bundler the text the
// plugin wrote for a data file (its words in the build's language) in place of
// the file, provided the file is still the one the plugin read.
module.exports = function dataFileLoader(source) {
  const options = this.getOptions();
  if (source !== options.source) {
    throw new Error(
      `data-words: ${this.resourcePath} changed since the build started; start it again`,
    );
  }
  return options.code;
};
