import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import matter from 'gray-matter';
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

/** The posts' front matter, newest first (the list's order). */
const posts = fs
  .readdirSync(path.join(__dirname, '..', '..', 'blog'))
  .filter((f) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(f))
  .sort()
  .reverse()
  .map((f) => matter(fs.readFileSync(path.join(__dirname, '..', '..', 'blog', f), 'utf8')).data);
const usedTags = new Set(posts.flatMap((p) => p.tags as string[]));

test('/blog shows one h1, topic links and a card per post with cover, date, author, reading time and description', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/blog');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveCount(1);

  const topics = page.getByRole('navigation', {name: 'Browse by topic'});
  await expect(topics.getByRole('link', {name: 'All articles', exact: true})).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Every tag in use, as a plain link to its tag page (works without JavaScript).
  const tagLinks = topics.locator('a[href^="/blog/tags/"]');
  await expect(tagLinks).toHaveCount(usedTags.size);
  await expect(topics.locator('a[href="/blog/archive"]')).toBeVisible();

  const cards = page.locator('main article');
  await expect(cards).toHaveCount(10);
  for (const [i, post] of posts.slice(0, 10).entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', {level: 2})).toHaveText(post.title);
    await expect(card.getByRole('link')).toHaveAttribute('href', `/blog/${post.slug}`);
    await expect(card.locator('time')).toHaveCount(1);
    await expect(card).toContainText(/\d+ min read/);
    await expect(card).toContainText('Dr. ');
    // The excerpt is the description, not the body up to the truncate marker.
    await expect(card.locator('p').last()).toHaveText(post.description);
    const cover = card.locator('img');
    await expect(cover).toHaveAttribute('src', `/img/blog/${post.slug}.svg`);
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('height', '630');
    await expect(cover).toHaveAttribute('alt', '');
    if (i === 0) {
      await expect(cover).not.toHaveAttribute('loading', 'lazy');
    } else {
      await expect(cover).toHaveAttribute('loading', 'lazy');
    }
  }
  expect(errors).toEqual([]);
});

test('a topic link opens its tag page, and the later list pages say where they are', async ({
  page,
}) => {
  await page.goto('/blog');
  await page
    .getByRole('navigation', {name: 'Browse by topic'})
    .locator('a[href="/blog/tags/implants"]')
    .click();
  await expect(page).toHaveURL(/\/blog\/tags\/implants$/);
  await expect(page.locator('h1')).toHaveCount(1);

  const pages = Math.ceil(posts.length / 10);
  await page.goto(`/blog/page/${pages}`);
  await expect(page.locator('h1')).toHaveText(`Dental health articles, page ${pages} of ${pages}`);
  await expect(page.locator('main article')).toHaveCount(posts.length - (pages - 1) * 10);
  await expect(
    page
      .getByRole('navigation', {name: 'Browse by topic'})
      .getByRole('link', {name: 'All articles', exact: true}),
  ).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', {name: 'More articles'})).toContainText(
    'Newer articles',
  );
});

test.describe('on a phone, a post', () => {
  test.use({viewport: {width: 412, height: 900}});

  test('builds its list of every post by year when the drawer opens, not before', async ({
    page,
  }) => {
    await page.goto('/blog/root-canal-myths');
    await waitForHydration(page);
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer.locator('a[href^="/blog/"]')).toHaveCount(0);

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    const list = drawer.locator('.navbar-sidebar__item.menu').last();
    for (const year of postYears) await expect(list.getByText(year, {exact: true})).toBeVisible();
    await expect(list.locator('a[href^="/blog/"]')).toHaveCount(posts.length);
    await expect(list.locator('a[href="/blog/root-canal-myths"]')).toHaveClass(
      /menu__link--active/,
    );
  });
});

test('the archive lists every post under its year', async ({page}) => {
  await page.goto('/blog/archive');
  // Each year heading ends with its anchor link, a zero-width space.
  const years = (await page.locator('main h2').allTextContents()).map((y) => y.replace(/\D/g, ''));
  expect(years.filter((y) => y.length === 4).sort()).toEqual(postYears);
  expect(await page.locator('main a[href^="/blog/"]').count()).toBeGreaterThanOrEqual(posts.length);
});

for (const width of [320, 412]) {
  test(`/blog does not scroll sideways at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/blog');
    await waitForHydration(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
}

test('a post’s date reads as in the list of posts, in every language’s build, and after a client-side visit', async ({
  page,
}) => {
  const dateOf = (time: ReturnType<typeof page.locator>) => time.first().textContent();
  await page.goto('/blog');
  await waitForHydration(page);
  const card = page
    .locator('article')
    .filter({has: page.locator('a[href="/blog/root-canal-myths"]')});
  const listed = await dateOf(card.locator('time'));
  expect(listed).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  // Reached by a click, the post draws the date in the browser.
  await card.locator('a[href="/blog/root-canal-myths"]').first().click();
  await expect(page).toHaveURL(/\/blog\/root-canal-myths$/);
  expect(await dateOf(page.locator('article header time'))).toBe(listed);
  for (const prefix of ['', '/te']) {
    await page.goto(`${prefix}/blog/root-canal-myths`);
    await waitForHydration(page);
    expect(await dateOf(page.locator('article header time')), prefix).toBe(listed);
  }
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
    expect(result.items).toBe(posts.length);
  });
}

test('the JSON feed parses and lists every post', () => {
  const feed = JSON.parse(fs.readFileSync(path.join(buildDir, 'blog', 'feed.json'), 'utf8'));
  expect(feed.items).toHaveLength(posts.length);
});

test('tag pages and the archive answer with one h1', async ({page}) => {
  for (const route of ['/blog/tags', '/blog/tags/implants', '/blog/archive']) {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
  }
});
