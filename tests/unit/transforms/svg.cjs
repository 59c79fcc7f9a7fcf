/**
 * Jest transform: an SVG file as the React component Docusaurus's SVGR loader
 * makes of it (the root's attributes, the drawing inside), so tests render the
 * real icon rather than a stand-in.
 */
module.exports = {
  process(source) {
    const [, attributes, drawing] = /<svg([^>]*)>([\s\S]*)<\/svg>/.exec(source);
    const rootProps = Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    return {
      code: `const {createElement} = require('react');
module.exports = {
  __esModule: true,
  default: (props) => createElement('svg', {...${JSON.stringify(rootProps)}, ...props, dangerouslySetInnerHTML: {__html: ${JSON.stringify(drawing)}}}),
};`,
    };
  },
};
