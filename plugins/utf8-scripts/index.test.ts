import {configureWebpackOf} from '../../tests/unit/helpers/configureWebpack';
import utf8ScriptsPlugin, {writeUtf8} from './index';

const rspackMinimizer = () => ({
  _args: [{minimizerOptions: {minify: true, format: {comments: false, ascii_only: true}}}],
});
const terserMinimizer = () => ({
  options: {minimizer: {options: {format: {ascii_only: true}}}},
});
const cssMinimizer = () => ({_args: [{minimizerOptions: {targets: ['defaults']}}]});

describe('utf8-scripts', () => {
  it('turns ascii_only off in the Rspack and the webpack script minimizer, and leaves the rest', () => {
    const [rspack, terser, css] = [rspackMinimizer(), terserMinimizer(), cssMinimizer()];
    expect(writeUtf8([rspack, terser, css])).toBe(2);
    expect(rspack._args[0].minimizerOptions.format).toEqual({comments: false, ascii_only: false});
    expect(terser.options.minimizer.options.format.ascii_only).toBe(false);
    expect(css).toEqual(cssMinimizer());
  });

  const configure = (minimizer: unknown[] | undefined, isServer = false) =>
    configureWebpackOf(utf8ScriptsPlugin())({optimization: {minimizer}}, isServer);

  it('changes the client build in place and adds nothing to its configuration', () => {
    const minimizer = [rspackMinimizer()];
    expect(configure(minimizer)).toEqual({});
    expect(minimizer[0]._args[0].minimizerOptions.format.ascii_only).toBe(false);
  });

  it('leaves an unminified build and the server build alone', () => {
    expect(configure(undefined)).toEqual({});
    const minimizer = [rspackMinimizer()];
    expect(configure(minimizer, true)).toEqual({});
    expect(minimizer[0]._args[0].minimizerOptions.format.ascii_only).toBe(true);
  });

  it('fails the build when no minimizer has the option any more', () => {
    expect(() => configure([cssMinimizer()])).toThrow(/Docusaurus changed how it minifies/);
  });
});
