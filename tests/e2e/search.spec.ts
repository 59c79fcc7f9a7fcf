import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {expect, test, type Page} from '@playwright/test';
import {getProblem} from '../../src/data/problems';
import {getTreatment} from '../../src/data/treatments';
import {waitForHydration} from './helpers';
import {buildDir} from './ports';

/** What a phone downloads for its first search: the index, gzipped as a static host sends it. */
const firstSearchBudget = 300 * 1024;

test('the search index a first search downloads is at most 300 KB gzipped', () => {
  const files = fs.readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
  expect(files).toHaveLength(1);
  const gzipped = zlib.gzipSync(fs.readFileSync(path.join(buildDir, files[0])), {level: 9});
  expect(gzipped.length).toBeLessThanOrEqual(firstSearchBudget);
});

// Treatments, problems and symptoms as patients type them: a right page comes first. Where
// two pages answer equally well (both give the same first aid from src/data/triage.ts), either may.
const firstResults: [string, string[]][] = [
  ['root canal', [getTreatment('root-canal').route]],
  ['implant', [getTreatment('dental-implants').route]],
  ['teeth whitening', [getTreatment('teeth-whitening').route]],
  ['bleeding gums', [getProblem('bleeding-gums').route]],
  ['wisdom tooth pain', [getProblem('wisdom-teeth').route]],
  ['toothache', [getProblem('tooth-pain').route]],
  // First aid first: the emergency page's steps, or the broken-tooth page that links to them.
  [
    'knocked out tooth',
    [getTreatment('emergency-care').route, getProblem('chipped-or-broken').route],
  ],
];

/** Types `query` into the navbar search of `home` and opens the first result. */
async function openFirstResult(page: Page, home: string, query: string): Promise<void> {
  await page.goto(home);
  await waitForHydration(page);
  const search = page.locator('.navbar__search-input').first();
  await search.click();
  await search.pressSequentially(query, {delay: 20});
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible({timeout: 15_000});
  await first.click();
}

for (const [query, routes] of firstResults) {
  test(`searching "${query}" puts ${routes.join(' or ')} first`, async ({page}) => {
    await openFirstResult(page, '/', query);
    await expect(page).toHaveURL(new RegExp(`(${routes.join('|')})(#.*)?$`));
  });
}

// Each language's index holds its own words (plugins/search-letters): a problem page's
// title, typed in the language, finds that page first.
const titleSearches: [locale: string, problemId: string][] = [
  ['te', 'tooth-pain'],
  ['hi', 'bleeding-gums'],
  ['ur', 'bleeding-gums'],
  ['ur', 'wisdom-teeth'],
];

for (const [locale, problemId] of titleSearches) {
  const route = `/${locale}${getProblem(problemId).route}`;

  test(`searching ${locale} for the title of ${route} puts it first`, async ({page}) => {
    const source = path.join(
      __dirname,
      `../../i18n/${locale}/docusaurus-plugin-content-pages${getProblem(problemId).route}.mdx`,
    );
    const title = /^# (.+)$/m.exec(fs.readFileSync(source, 'utf8'))![1];
    await openFirstResult(page, `/${locale}/`, title);
    await expect(page).toHaveURL(new RegExp(`${route}(#.*)?$`));
  });
}

// What patients type, in the words they use rather than the page's: "implant cost",
// "tooth implant" (the page says "dental implant"), "get teeth cleaned" (the page says
// "the cleaning of teeth"). The translated page that answers comes first.
const phraseSearches: [locale: string, query: string, treatmentId: string][] = [
  ['te', 'ఇంప్లాంట్ ఖర్చు', 'dental-implants'],
  ['hi', 'दांत का इम्प्लांट', 'dental-implants'],
  ['ur', 'دانت صاف کروانا', 'cleaning'],
];

for (const [locale, query, treatmentId] of phraseSearches) {
  const route = `/${locale}${getTreatment(treatmentId).route}`;

  test(`searching ${locale} "${query}" puts ${route} first`, async ({page}) => {
    await openFirstResult(page, `/${locale}/`, query);
    await expect(page).toHaveURL(new RegExp(`${route}(#.*)?$`));
  });
}

test('each language’s search index is at most 300 KB gzipped too', () => {
  for (const locale of ['te', 'hi', 'ur']) {
    const dir = path.join(buildDir, locale);
    const files = fs.readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f));
    expect(files).toHaveLength(1);
    const gzipped = zlib.gzipSync(fs.readFileSync(path.join(dir, files[0])), {level: 9});
    expect([locale, gzipped.length <= firstSearchBudget]).toEqual([locale, true]);
  }
});

test('robots.txt allows indexing and names the sitemap', async ({request}) => {
  const body = await (await request.get('/robots.txt')).text();
  expect(body).toMatch(/^User-agent: \*\nAllow: \/\n/);
  expect(body).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
});

/** An attribute of the first tag matching `tag`, quoted or not (the build minifies HTML). */
function attribute(html: string, tag: RegExp, name: string): string | undefined {
  // Tags look like <meta data-rh=true name=description content="…">.
  const found = html.match(tag)?.[0];
  const value = found && new RegExp(`${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(found);
  return value ? (value[1] ?? value[2]) : undefined;
}

test('every indexable page has a description of its own', () => {
  const pages = fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('index.html'))
    .map((f) => ({
      route: `/${path.dirname(f)}`.replace(/\/\.$/, '/'),
      html: fs.readFileSync(path.join(buildDir, f), 'utf8'),
    }))
    .filter(
      ({html}) =>
        !attribute(html, /<meta [^>]*name="?robots"?[\s>][^>]*>/, 'content')?.includes('noindex'),
    )
    // An older address that names another page as canonical shares that page's description.
    .filter(({route, html}) => {
      const canonical = attribute(html, /<link [^>]*rel="?canonical"?[\s>][^>]*>/, 'href');
      return (
        !canonical || new URL(canonical).pathname.replace(/\/$/, '') === route.replace(/\/$/, '')
      );
    });
  const byDescription = new Map<string, string[]>();
  for (const {route, html} of pages) {
    const description =
      attribute(html, /<meta [^>]*name="?description"?[\s>][^>]*>/, 'content') ?? '';
    byDescription.set(description, [...(byDescription.get(description) ?? []), route]);
  }
  const shared = [...byDescription].filter(([, routes]) => routes.length > 1);
  expect(shared.map(([description, routes]) => `${routes.join(', ')}: "${description}"`)).toEqual(
    [],
  );
  expect(pages.length).toBeGreaterThan(100);
});
