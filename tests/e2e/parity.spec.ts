import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {englishPages, pageShape, shapeDifferences} from './pageShape';
import {buildDir} from './ports';

// Every page of each translated build has the same structure as its English page:
// the same headings, the same blocks, each block as full (a block that found no
// data in a translated build, such as the home page's commitments once did, has
// fewer paragraphs). Read from the built HTML; no browser needed.

const locales = ['te', 'hi', 'ur'] as const;

test('the comparison finds a block that lost its paragraph', () => {
  const english = pageShape(
    '<main><h2>How we work</h2><div class="columns_Ab3x"><h3>a</h3><p>one</p><p>two</p></div></main>',
  )!;
  const translated = pageShape(
    '<main><h2>x</h2><div class="columns_Ab3x"><h3>b</h3><p>uno</p></div></main>',
  )!;
  expect(shapeDifferences(english, translated)).toEqual(['.columns_Ab3x p: 2 → 1']);
  expect(shapeDifferences(english, english)).toEqual([]);
  // A div that only carries the language of what it holds is not a block.
  const marked = pageShape(
    '<main><h2>x</h2><div class="block_Zz12" data-language-mark lang="ur" dir="rtl"><div class="columns_Ab3x"><h3>b</h3><p>uno</p><p>dos</p></div></div></main>',
  )!;
  expect(shapeDifferences(english, marked)).toEqual([]);
});

for (const locale of locales) {
  test(`every /${locale}/ page has its English page's headings and blocks`, () => {
    const pages = englishPages(buildDir, locales);
    expect(pages.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const file of pages) {
      const translatedFile = path.join(buildDir, locale, file);
      if (!fs.existsSync(translatedFile)) {
        problems.push(`${file}: no /${locale}/ page`);
        continue;
      }
      const english = pageShape(fs.readFileSync(path.join(buildDir, file), 'utf8'));
      const translated = pageShape(fs.readFileSync(translatedFile, 'utf8'));
      if (!english || !translated) {
        if (english !== translated) problems.push(`${file}: <main> on one side only`);
        continue;
      }
      const differences = shapeDifferences(english, translated);
      if (differences.length > 0) problems.push(`${file}: ${differences.join('; ')}`);
    }
    expect(problems, `/${locale}/ pages whose structure differs from English`).toEqual([]);
  });
}
