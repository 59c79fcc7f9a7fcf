// Webpack/Rspack loader of plugins/inline-translations: takes the messages that
// are written into the bundles out of the generated table of code translations.
module.exports = function tableLoader(source) {
  const drop = new Set(this.getOptions().drop);
  const table = JSON.parse(source);
  return JSON.stringify(Object.fromEntries(Object.entries(table).filter(([id]) => !drop.has(id))));
};
