import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {collectErrors, waitForHydration} from './helpers';
import {buildDir} from './ports';

const postYears = [
  ...new Set(
    fs
      .readdirSync(path.join(__dirname, '..', '..', 'blog'))
      .filter((f) => /^\d{4}-\d{2}-\d{2}-/.test(f))
      .map((f) => f.slice(0, 4)),
  ),
].sort();

test('/blog has one h1 and a sidebar of every post grouped by year', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveCount(1);
  const sidebar = page.getByRole('navigation', {name: /blog recent posts navigation/i});
  await expect(sidebar).toContainText('All articles by year');
  const years = await sidebar.locator('[role="group"] > h3, h3').allTextContents();
  expect(years.map((y) => y.trim()).sort()).toEqual(postYears);
  expect(await sidebar.locator('a').count()).toBe(27);
  expect(errors).toEqual([]);
});

test('a post shows its author, reading time, cover and valid BlogPosting data', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/blog/how-to-brush-and-floss-properly');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('article')).toContainText(/min read/);
  await expect(page.locator('article')).toContainText('Dr. ');
  const cover = page.locator('article img[src$="/img/blog/how-to-brush-and-floss-properly.svg"]');
  await expect(cover).toHaveAttribute('width', '1200');
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(/\/img\/blog\/how-to-brush-and-floss-properly\.png$/);
  const posting = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) =>
      els
        .flatMap((e) => [JSON.parse(e.textContent ?? '[]')].flat())
        .find((d) => d['@type'] === 'BlogPosting'),
    );
  expect(posting).toMatchObject({'@context': 'https://schema.org', '@type': 'BlogPosting'});
  expect(posting.headline).toBeTruthy();
  expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
  expect(posting.author).toBeTruthy();
  expect(String(posting.image?.url ?? posting.image)).toMatch(/\.png$/);
  expect(errors).toEqual([]);
});

for (const feed of ['rss.xml', 'atom.xml']) {
  test(`the ${feed} feed is well-formed XML listing every post`, async ({page}) => {
    const xml = fs.readFileSync(path.join(buildDir, 'blog', feed), 'utf8');
    const result = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        items: doc.getElementsByTagName('item').length + doc.getElementsByTagName('entry').length,
      };
    }, xml);
    expect(result.error).toBe(false);
    expect(result.items).toBe(27);
  });
}

test('the JSON feed parses and lists every post', () => {
  const feed = JSON.parse(fs.readFileSync(path.join(buildDir, 'blog', 'feed.json'), 'utf8'));
  expect(feed.items).toHaveLength(27);
});

test('tag pages and the archive answer with one h1', async ({page}) => {
  for (const route of ['/blog/tags', '/blog/tags/implants', '/blog/archive']) {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
  }
});
