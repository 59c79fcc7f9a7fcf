import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {addFontPreloads, fontUrls, withFontPreloads} from '@site/plugins/font-preload';

const css =
  '@font-face{src:url(/assets/fonts/source-sans-3-latin-400-normal-5e0f.woff2) format("woff2")}' +
  '@font-face{src:url("/assets/fonts/source-serif-4-latin-700-normal-1ccc.woff2") format("woff2")}' +
  '@font-face{src:url(/assets/fonts/noto-sans-telugu-telugu-400-normal-9a9a.woff2) format("woff2")}';

describe('the font preloads', () => {
  it('finds the built URL of each named face, and only those', () => {
    expect(
      fontUrls(css, ['source-serif-4-latin-700-normal', 'source-sans-3-latin-400-normal']),
    ).toEqual([
      '/assets/fonts/source-serif-4-latin-700-normal-1ccc.woff2',
      '/assets/fonts/source-sans-3-latin-400-normal-5e0f.woff2',
    ]);
  });

  it('fails on a face the stylesheet does not use', () => {
    expect(() => fontUrls(css, ['source-sans-3-latin-600-normal'])).toThrow(
      /no font file "source-sans-3-latin-600-normal"/,
    );
  });

  it('fails on a font outside the build’s base URL, left by a cache of another build', () => {
    expect(
      fontUrls(
        css.replaceAll('/assets/', '/te/assets/'),
        ['noto-sans-telugu-telugu-400-normal'],
        '/te/',
      ),
    ).toEqual(['/te/assets/fonts/noto-sans-telugu-telugu-400-normal-9a9a.woff2']);
    expect(() => fontUrls(css, ['noto-sans-telugu-telugu-400-normal'], '/te/')).toThrow(
      /outside this build's base URL \/te\/.+node_modules\/\.cache\/rspack/,
    );
  });

  it('puts the preload links before the stylesheet, and leaves a page without it alone', () => {
    const page = '<head><meta charset=UTF-8><link rel=stylesheet href=/a.css></head>';
    expect(withFontPreloads(page, ['/f.woff2'])).toBe(
      '<head><meta charset=UTF-8><link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin><link rel=stylesheet href=/a.css></head>',
    );
    const plain = '<head><title>x</title></head>';
    expect(withFontPreloads(plain, ['/f.woff2'])).toBe(plain);
  });

  it('adds the links to every page of the build after it is written', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'font-preload-'));
    fs.mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
    fs.mkdirSync(path.join(outDir, 'blog/post'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'assets/css/styles.1.css'), css);
    const page = '<html><head><link rel=stylesheet href=/assets/css/styles.1.css></head></html>';
    fs.writeFileSync(path.join(outDir, 'index.html'), page);
    fs.writeFileSync(path.join(outDir, 'blog/post/index.html'), page);
    const pageInode = fs.statSync(path.join(outDir, 'index.html')).ino;
    await addFontPreloads(outDir, '/', {fonts: ['source-sans-3-latin-400-normal']});
    for (const file of ['index.html', 'blog/post/index.html']) {
      expect(fs.readFileSync(path.join(outDir, file), 'utf8')).toContain(
        '<link rel="preload" href="/assets/fonts/source-sans-3-latin-400-normal-5e0f.woff2" as="font"',
      );
    }
    // Each page was replaced whole (a new file renamed over it), not rewritten in place, and the
    // new file's temporary name is gone.
    expect(fs.statSync(path.join(outDir, 'index.html')).ino).not.toBe(pageInode);
    expect(
      fs
        .readdirSync(outDir, {recursive: true, encoding: 'utf8'})
        .filter((entry) => entry.includes('.font-preload')),
    ).toEqual([]);
    fs.rmSync(outDir, {recursive: true, force: true});
  });
});
