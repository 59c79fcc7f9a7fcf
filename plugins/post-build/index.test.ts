import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type * as FontPreload from '@site/plugins/font-preload';
import postBuildPlugin from '@site/plugins/post-build';
import type * as SecurityHeaders from '@site/plugins/security-headers';
import {scriptHashSource} from '@site/plugins/security-headers/securityHeaders';

/** When each step started and ended, in order: the real steps, wrapped. */
const steps: string[] = [];

jest.mock('../font-preload', () => {
  const actual = jest.requireActual<typeof FontPreload>('../font-preload');
  return {
    ...actual,
    addFontPreloads: async (...args: Parameters<typeof actual.addFontPreloads>) => {
      steps.push('fonts start');
      // A slow disk: the step yields to the event loop before it writes.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await actual.addFontPreloads(...args);
      steps.push('fonts end');
    },
  };
});

jest.mock('../security-headers', () => {
  const actual = jest.requireActual<typeof SecurityHeaders>('../security-headers');
  return {
    ...actual,
    writeSecurityHeaders: async (...args: Parameters<typeof actual.writeSecurityHeaders>) => {
      steps.push('headers start');
      await actual.writeSecurityHeaders(...args);
      steps.push('headers end');
    },
  };
});

const css =
  '@font-face{src:url(/te/assets/fonts/noto-sans-telugu-telugu-400-normal-9a9a.woff2) format("woff2")}';
const page =
  '<html><head><link rel=stylesheet href=/te/assets/css/styles.1.css>' +
  '<script>theme()</script></head><body><script>start()</script></body></html>';

describe('the post-build plugin', () => {
  it('writes the font preloads into every page before it hashes the pages', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
    const outDir = path.join(siteDir, 'te');
    fs.mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'assets/css/styles.1.css'), css);
    fs.writeFileSync(path.join(outDir, 'index.html'), page);
    const context = {
      baseUrl: '/te/',
      siteConfig: {customFields: {contactEndpoint: null}},
      i18n: {defaultLocale: 'en', localeConfigs: {en: {baseUrl: '/'}}},
    } as unknown as LoadContext;
    const plugin = postBuildPlugin(context, {fonts: ['noto-sans-telugu-telugu-400-normal']});

    await plugin.postBuild!({outDir} as Parameters<NonNullable<Plugin['postBuild']>>[0]);

    expect(steps).toEqual(['fonts start', 'fonts end', 'headers start', 'headers end']);
    expect(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain(
      '<link rel="preload" href="/te/assets/fonts/noto-sans-telugu-telugu-400-normal-9a9a.woff2"',
    );
    const headers = fs.readFileSync(path.join(siteDir, '_headers'), 'utf8');
    expect(headers).toContain(
      `script-src 'self' ${[scriptHashSource('theme()'), scriptHashSource('start()')].sort().join(' ')};`,
    );
    fs.rmSync(siteDir, {recursive: true, force: true});
  });
});
