import fs from 'node:fs';
import type {LoadContext} from '@docusaurus/types';
import prismOnDemandPlugin from '@site/plugins/prism-on-demand';

const contextWith = (prism: object) =>
  ({siteConfig: {themeConfig: {prism}}}) as unknown as LoadContext;

type ConfigureWebpack = (config: object, isServer: boolean) => {resolve?: {alias?: object}};

describe('the prism-on-demand plugin', () => {
  it('replaces the theme’s Prism client module with an empty one in the browser bundle only', () => {
    const plugin = prismOnDemandPlugin(contextWith({}));
    const configure = plugin.configureWebpack as unknown as ConfigureWebpack;
    const alias = configure({}, false).resolve?.alias as Record<string, unknown>;
    const [modulePath] = Object.keys(alias);
    expect(alias[modulePath]).toBe(false);
    // The module it drops is the one the classic theme registers, and it still exists.
    expect(modulePath).toMatch(/theme-classic\/lib\/prism-include-languages\.js$/);
    expect(fs.existsSync(modulePath)).toBe(true);
    expect(configure({}, true)).toEqual({});
  });

  it('refuses a site that asks Prism for additional languages, which that module loads', () => {
    expect(() => prismOnDemandPlugin(contextWith({additionalLanguages: ['bash']}))).toThrow(
      /additionalLanguages/,
    );
  });
});
