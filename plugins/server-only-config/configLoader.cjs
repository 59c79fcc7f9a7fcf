// Webpack/Rspack loader of plugins/server-only-config: the generated site
// configuration module (`export default {…};`, written by Docusaurus with
// JSON.stringify) without the keys only the build reads.
const prefix = /^\s*(?:\/\*[\s\S]*?\*\/\s*)?export default /;

function withoutKeys(source, keys) {
  const start = source.match(prefix);
  const end = source.lastIndexOf(';');
  if (!start || end < 0) {
    throw new Error('server-only-config: the site configuration module has an unexpected form');
  }
  const config = JSON.parse(source.slice(start[0].length, end));
  for (const key of keys) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
}

module.exports = function configLoader(source) {
  return withoutKeys(source, this.getOptions().keys);
};
module.exports.withoutKeys = withoutKeys;
