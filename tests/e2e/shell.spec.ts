import {expect, test} from '@playwright/test';
import {announcement} from '../../src/data/announcement';
import {waitForHydration} from './helpers';

const toggleName = /switch between dark and light mode/i;

test('colour mode is light by default, persists under "theme" and syncs across tabs', async ({
  context,
  page,
}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.goto('/');
  await waitForHydration(page);
  // System preference is not followed.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  const other = await context.newPage();
  await other.goto('/sidebar');
  await waitForHydration(other);
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', {name: toggleName}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.evaluate(() => localStorage.removeItem('theme'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('the announcement bar can be dismissed, stays dismissed, and returns when its id changes', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Open on Sundays');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);

  // A visitor who dismissed an older announcement sees the new one. The theme's inline script
  // hides a dismissed bar before React runs, so the first load with the new id clears the
  // dismissal and the bar shows from the next page load on.
  await page.evaluate(() =>
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'),
  );
  await page.reload();
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')))
    .toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
    announcement?.id,
  );
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});

test('the mobile drawer opens and closes at 412 px and closes when the viewport widens past 996 px', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 860});
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.locator('nav.navbar');
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(nav).toHaveClass(/navbar-sidebar--show/);
  await expect(
    page.locator('.navbar-sidebar').getByRole('link', {name: 'Book appointment'}),
  ).toBeVisible();
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(nav).not.toHaveClass(/navbar-sidebar--show/);

  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await expect(nav).toHaveClass(/navbar-sidebar--show/);
  await page.setViewportSize({width: 1200, height: 860});
  await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
});

test('the phone drawer is built when the menu button is approached, not while the page starts, and still slides in', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 860});
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('.navbar-sidebar')).toHaveCount(0);

  const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
  await menuButton.focus();
  await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
  await expect(page.locator('.navbar-sidebar')).toBeHidden();

  // Opening it is a transition from the closed position, not a jump: a drawer built and
  // opened in the same frame starts no transition (the event fires even if it ends at once).
  await page.evaluate(() => {
    const drawer = document.querySelector('.navbar-sidebar')!;
    drawer.addEventListener('transitionrun', (event) => {
      if (event.target === drawer) drawer.setAttribute('data-slid', '');
    });
  });
  await menuButton.press('Enter');
  await expect(page.locator('.navbar-sidebar[data-slid]')).toHaveCount(1);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Contact'})).toBeVisible();
});

test('the navbar hides on scroll down and returns on scroll up', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const navbarBottom = () =>
    page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(await navbarBottom()).toBeGreaterThan(0);
  for (let i = 0; i < 6; i += 1) {
    await page.mouse.wheel(0, 250);
    // eslint-disable-next-line playwright/no-wait-for-timeout -- separate wheel events, as a finger's, not one jump
    await page.waitForTimeout(50);
  }
  await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
  await page.mouse.wheel(0, -150);
  // eslint-disable-next-line playwright/no-wait-for-timeout -- two separate upward scrolls
  await page.waitForTimeout(50);
  await page.mouse.wheel(0, -150);
  await expect.poll(navbarBottom).toBeGreaterThan(0);
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.goto('/sidebar');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Skip to main content'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus moves to <main>; Chromium then drops focus to <body> when the theme removes the temporary
  // tabindex, but keeps the focus starting point, so the next Tab lands inside the main content.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  await expect(page.getByRole('link', {name: 'Main pages'})).toBeFocused();
});

test('the navbar search finds a treatment page from the local index', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  const search = page.locator('.navbar__search-input').first();
  await search.click();
  await search.pressSequentially('root canal', {delay: 30});
  const suggestion = page.getByRole('option', {name: /root canal/i}).first();
  await expect(suggestion).toBeVisible({timeout: 15_000});
  await suggestion.click();
  await expect(page).toHaveURL(/\/services\/root-canal-hyderabad/);
});

test('a first page is set in local fonts; the web fonts come after it and from the next page on', async ({
  page,
}) => {
  /** The site's web faces the page has loaded (the local fallbacks aside). */
  const loadedWebFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const faces: string[] = [];
      document.fonts.forEach((face) => {
        if (
          face.status === 'loaded' &&
          face.family.startsWith('Source') &&
          !face.family.includes('Fallback')
        )
          faces.push(`${face.family} ${face.weight}`);
      });
      return faces.sort();
    });
  const headingFont = () =>
    page.locator('h1').evaluate((h1) => getComputedStyle(h1).fontFamily.split(',')[0].trim());
  const allFaces = ['Source Sans 3 400 500', 'Source Sans 3 600 700', 'Source Serif 4 600 800'];

  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-web-fonts'))).toBe(
    false,
  );
  expect(await headingFont()).toBe('"Source Serif 4 Fallback"');
  // The three files are fetched after the page's load event, and not used on this page.
  const fetched = () =>
    page.evaluate(() => {
      const loadEnd = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => ({
          file: new URL(entry.name).pathname.replace(/-[0-9a-f]{32}\.woff2$/, ''),
          afterLoad: entry.startTime >= loadEnd.loadEventEnd,
        }))
        .sort((a, b) => a.file.localeCompare(b.file));
    });
  await expect.poll(fetched).toEqual([
    {file: '/assets/fonts/source-sans-3-latin-400-normal', afterLoad: true},
    {file: '/assets/fonts/source-sans-3-latin-600-normal', afterLoad: true},
    {file: '/assets/fonts/source-serif-4-latin-700-normal', afterLoad: true},
  ]);
  expect(await headingFont()).toBe('"Source Serif 4 Fallback"');

  // The next page, reached by a click, is set in them.
  await page.locator('a.navbar-book-button').click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('data-web-fonts', '');
  expect(await headingFont()).toBe('"Source Serif 4"');
  expect(await loadedWebFaces()).toEqual(allFaces);

  // So is every later page loaded whole, from its first paint (the head script).
  for (const route of ['/services/root-canal-hyderabad', '/blog/root-canal-myths']) {
    await page.goto(route, {waitUntil: 'commit'});
    await page.waitForLoadState('domcontentloaded');
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-web-fonts')),
      route,
    ).toBe(true);
    await waitForHydration(page);
    expect(await headingFont(), route).toBe('"Source Serif 4"');
    expect(await loadedWebFaces(), route).toEqual(allFaces);
  }
});

test('a first page fetches the logo it shows: not the dark-mode one, nor the footer’s before it is near', async ({
  page,
}) => {
  const logos: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/img/logo')) logos.push(pathname);
  });
  // React 19 preloads every eager image; React 18 none. Either way, no other logo.
  const html = await (await page.request.get('/')).text();
  const preloaded = html.match(/<link rel=preload as=image href=\/img\/logo[^>]*>/g) ?? [];
  expect(preloaded.filter((link) => !link.includes('href=/img/logo-stacked.svg '))).toEqual([]);
  await page.goto('/');
  await waitForHydration(page);
  expect(logos).toEqual(['/img/logo-stacked.svg']);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect.poll(() => logos).toContain('/img/logo-wordmark-dark.svg');
  expect(logos).not.toContain('/img/logo-stacked-dark.svg');

  // In dark mode the navbar shows, and so fetches, its dark-mode logo.
  await page.getByRole('button', {name: toggleName}).first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => logos).toContain('/img/logo-stacked-dark.svg');
});

test('patient pages arrive whole: no part of the page is held back and revealed by script', async ({
  request,
}) => {
  // React's server renderer moves a finished Suspense boundary of over 500 bytes to
  // the end of the page and reveals it with a script; the first paint then waited
  // for the page's scripts (it did, for the search bar's stand-in).
  for (const route of [
    '/',
    '/services/root-canal-hyderabad',
    '/blog/root-canal-myths',
    '/contact',
  ]) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toMatch(/<template id="?B:|<div hidden id="?S:/);
  }
});

test('a page preloads its scripts at low priority and starts them itself, in order, after its first contentful paint', async ({
  page,
}) => {
  // The script preloads of a page as served, and that none of its script elements loads a file.
  const scriptPreloads = async (path: string) => {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    return [...html.matchAll(/<link rel=preload as=script fetchpriority=low href=([^ >]+)/g)].map(
      ([, href]) => href,
    );
  };
  const withoutHash = (href: string) => href.replace(/\.[0-9a-f]+\.js$/, '');
  const english = await scriptPreloads('/');
  expect(english.map(withoutHash)).toEqual(['/assets/js/runtime~main', '/assets/js/main']);
  const telugu = await scriptPreloads('/te/');
  expect(telugu.map(withoutHash)).toEqual(['/te/assets/js/runtime~main', '/te/assets/js/main']);

  // When the first script element is added, against when the page first showed content.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('script[src]')) {
        (window as {firstScriptAddedAt?: number}).firstScriptAddedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto('/te/');
  await waitForHydration(page);
  const {started, firstScriptAddedAt, firstContentfulPaint} = await page.evaluate(() => ({
    started: Array.from(
      document.querySelectorAll('script[src]'),
      (script) => new URL((script as HTMLScriptElement).src).pathname,
    ),
    firstScriptAddedAt: (window as {firstScriptAddedAt?: number}).firstScriptAddedAt,
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(started.slice(0, 2)).toEqual(telugu);
  expect(firstContentfulPaint).toBeGreaterThan(0);
  expect(firstScriptAddedAt).toBeGreaterThanOrEqual(firstContentfulPaint);
});
