import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {sections} from '../../src/data/navigation';
import {expectNoWcagViolations, switchToDarkMode} from './a11y';
import {collectErrors, servedSuspenseBoundaries, sitemapRoutes, waitForHydration} from './helpers';
import {buildDir} from './ports';

// The editor guide (/docs) is for the clinic's editors: it answers at its
// routes but stays out of the patients' sitemap, footer and search, and every
// page of it tells search engines not to index it.

/** The robots meta tags of an HTML document, as their content (the built HTML is minified: quotes are optional). */
function robotsMetas(html: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*\bname=(["']?)robots\1[\s/>][^>]*>?/g)].map((m) => {
    const content = /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s"'>/]+))/.exec(m[0]);
    return content?.[1] ?? content?.[2] ?? content?.[3] ?? '';
  });
}

/** Every HTML file of the built editor guide, relative to the build. */
function guideFiles(): string[] {
  const root = path.join(buildDir, 'docs');
  return (fs.readdirSync(root, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join('docs', file));
}

test('every page of the built editor guide has exactly one robots meta, saying noindex', () => {
  const files = guideFiles();
  expect(files.length).toBeGreaterThan(5);
  const wrong = files.filter((file) => {
    const metas = robotsMetas(fs.readFileSync(path.join(buildDir, file), 'utf8'));
    return metas.length !== 1 || metas[0] !== 'noindex, follow';
  });
  expect(wrong, 'guide pages without exactly one "noindex, follow"').toEqual([]);
  // The patients' pages stay indexable.
  expect(robotsMetas(fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8'))).toEqual([
    'index, follow',
  ]);
});

test('the sitemap lists no page of the editor guide', () => {
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(10);
  expect(routes.filter((route) => route === '/docs' || route.startsWith('/docs/'))).toEqual([]);
});

test('the search index holds no page of the editor guide and no blog list page', () => {
  const files = fs.readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  const urls = files.flatMap((file) => {
    const parts = JSON.parse(fs.readFileSync(path.join(buildDir, file), 'utf8')) as {
      documents: {u: string}[];
    }[];
    return parts.flatMap((part) => part.documents.map((doc) => doc.u));
  });
  expect(urls.length).toBeGreaterThan(20);
  expect(urls).toContain('/services/root-canal-hyderabad');
  const unwanted = urls.filter((u) => /^\/(docs|blog\/(page|archive|authors|tags))(\/|$)/.test(u));
  expect([...new Set(unwanted)]).toEqual([]);
});

test('the footer does not link the editor guide', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', {name: sections.contact.label})).toBeVisible();
  await expect(footer.getByRole('link', {name: sections.guide.label})).toHaveCount(0);
  await expect(footer.locator('a[href^="/docs"]')).toHaveCount(0);
});

// routes.spec.ts walks the sitemap, which no longer lists the guide: these keep two of its pages checked.
for (const route of [sections.guide.route, '/docs/tutorial-basics/markdown-features']) {
  test(`${route} answers with noindex, has one h1, no console error and no WCAG 2.2 AA violation in light or dark mode`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(robotsMetas(html)).toEqual(['noindex, follow']);
    // The code blocks are imported by the page (plugins/remark-fenced-code), not lazy.
    expect(servedSuspenseBoundaries(html)).toEqual([]);
    await waitForHydration(page);
    const robots = page.locator('meta[name="robots"]');
    await expect(robots).toHaveCount(1);
    await expect(robots).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('h1')).toHaveCount(1);
    await expectNoWcagViolations(page, `${route} in light mode`);
    await switchToDarkMode(page);
    await expectNoWcagViolations(page, `${route} in dark mode`);
    expect(errors).toEqual([]);
  });
}

test('the guide keeps noindex after client-side navigation from a patient page', async ({page}) => {
  await page.goto('/sidebar');
  await waitForHydration(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await page.evaluate((to) => {
    // Docusaurus's router: a push through the history the app listens to.
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, sections.guide.route);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  // And back on a patient page, the page is indexable again.
  await page.goBack();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
});
