// Webpack/Rspack loader of plugins/data-words: appends the code the plugin wrote
// for this data file (it puts the file's translated words in place) to its source.
module.exports = function appendCode(source) {
  return `${source}\n${this.getOptions().code}\n`;
};
