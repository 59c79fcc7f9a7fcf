import {expect, test, type Page} from '@playwright/test';
import {collectErrors, waitForHydration} from './helpers';

// The legacy widgets (src/legacy/widgetList.ts) on the production build: each
// starts on its page, exactly once per visit to the page, loads only where an
// island asks for it, and leaves no console error behind.

type Counts = Record<string, number>;

async function widgetStats(
  page: Page,
): Promise<{starts: Counts; stops: Counts; running: string[]}> {
  return page.evaluate(() => {
    const stats = window.clinicWidgetStats!;
    return {starts: {...stats.starts}, stops: {...stats.stops}, running: stats.running()};
  });
}

/** Scrolls the page through once, so that every island comes near the viewport. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

function widgetRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/js/')) urls.push(pathname);
  });
  return urls;
}

const treatmentWithBeforeAfter = '/services/teeth-whitening-hyderabad';

test('the home page starts the treatments carousel, the dentists carousel and the reveal, once each', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const requests = widgetRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  await scrollThrough(page);
  await expect(
    page.locator(
      '[data-widget="carousel"] .slick-initialized, [data-widget="carousel"].slick-initialized, [data-carousel-track].slick-initialized',
    ),
  ).toHaveCount(1);
  await expect(page.locator('[data-widget="doctor-carousel"].is-initialized')).toHaveCount(1);
  await expect
    .poll(async () => (await widgetStats(page)).starts)
    .toMatchObject({carousel: 1, 'doctor-carousel': 1, reveal: 1});
  // Bootstrap waits for the visitor to reach for the booking button.
  expect(requests).not.toContain('/js/vendor/bootstrap.min.js');
  expect(requests.indexOf('/js/vendor/jquery.min.js')).toBeLessThan(
    requests.indexOf('/js/vendor/slick.min.js'),
  );
  expect(requests.filter((u) => u === '/js/vendor/jquery.min.js')).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the treatments carousel moves with its buttons and says where it is', async ({page}) => {
  await page.setViewportSize({width: 412, height: 860});
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', {name: 'Treatments by need'});
  await carousel.scrollIntoViewIfNeeded();
  const status = carousel.locator('.slick-status');
  await expect(status).toHaveText(/^1 of \d+$/);
  await carousel.getByRole('button', {name: 'Next'}).click();
  await expect(status).toHaveText(/^2 of \d+$/);
  await expect(status).toHaveAttribute('aria-live', 'polite');
});

test('the dentists carousel autoplays with a pause button, and does not autoplay for reduced motion', async ({
  browser,
}) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({reducedMotion});
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByRole('region', {name: 'Our dentists', exact: true});
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveClass(/is-initialized/);
    const toggle = carousel.locator('.splide__toggle');
    await expect(toggle).toBeVisible();
    if (reducedMotion === 'reduce') {
      await expect(toggle).not.toHaveClass(/is-active/);
    } else {
      await expect(toggle).toHaveClass(/is-active/);
      await page.mouse.move(0, 0);
      await toggle.click();
      await expect(toggle).not.toHaveClass(/is-active/);
    }
    await context.close();
  }
});

test('reduced motion: the reveal never loads and every home section is visible', async ({
  browser,
}) => {
  const context = await browser.newContext({reducedMotion: 'reduce'});
  const page = await context.newPage();
  const requests = widgetRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  await scrollThrough(page);
  await page.waitForTimeout(500);
  expect(requests).not.toContain('/js/vendor/aos.js');
  await expect(page.locator('[data-aos]')).toHaveCount(0);
  for (const section of await page.locator('main > section').all()) {
    await expect(section).toHaveCSS('opacity', '1');
  }
  await context.close();
});

test('with motion allowed, only sections below the fold fade in, from the first scroll, and they end fully visible', async ({
  page,
}) => {
  const requests = widgetRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForTimeout(500);
  expect(requests).not.toContain('/js/vendor/aos.js');
  await page.mouse.wheel(0, 200);
  await expect.poll(async () => (await widgetStats(page)).starts.reveal).toBe(1);
  await expect(page.locator('#treatments')).not.toHaveAttribute('data-aos');
  await expect(page.locator('main > section[data-aos]').first()).toBeAttached();
  await scrollThrough(page);
  await page.locator('#book').scrollIntoViewIfNeeded();
  await expect(page.locator('#book')).toHaveCSS('opacity', '1');
});

test('the home booking button opens a Bootstrap dialog, Escape closes it and focus returns', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  const opener = page.locator('[data-dialog-opener]');
  // The first click both loads Bootstrap and, once it has started, opens the dialog.
  await opener.click();
  await expect.poll(async () => (await widgetStats(page)).starts['booking-dialog']).toBe(1);
  const dialog = page.getByRole('dialog', {name: 'Book at the branch nearest you'});
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog.getByRole('link', {name: /^Call /})).toHaveCount(3);
  await expect(dialog.getByRole('link', {name: 'Use the booking form instead'})).toHaveAttribute(
    'href',
    '/contact',
  );
  // Bootstrap moves focus into the dialog once it has faded in; Escape then closes it.
  await expect(dialog).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // The stylesheet is scoped: Infima's own classes keep their look.
  const navbarHeight = await page.locator('.navbar').evaluate((n) => getComputedStyle(n).height);
  expect(parseFloat(navbarHeight)).toBeLessThan(90);
  expect(errors).toEqual([]);
});

test('on a phone, the first tap on the booking button opens the dialog once Bootstrap has loaded', async ({
  browser,
}) => {
  const context = await browser.newContext({
    hasTouch: true,
    isMobile: true,
    viewport: {width: 412, height: 860},
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('[data-dialog-opener]').tap();
  await expect(page.getByRole('dialog', {name: 'Book at the branch nearest you'})).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
  await context.close();
});

test('without JavaScript the booking button is a link to /contact and the dialog stays hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('[data-dialog-opener]')).toHaveAttribute('href', '/contact');
  await expect(page.locator('[data-dialog]')).toBeHidden();
  await expect(page.locator('[data-carousel-track] > div')).not.toHaveCount(0);
  await expect(page.locator('[data-widget="carousel"] h3').first()).toBeVisible();
  await context.close();
});

test('treatment page: BeerSlider compares before and after, by keyboard too', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto(treatmentWithBeforeAfter);
  await waitForHydration(page);
  const island = page.locator('[data-widget="before-after"]').first();
  await island.scrollIntoViewIfNeeded();
  await expect(island.locator('.beer-slider.beer-ready')).toBeVisible();
  const range = island.locator('input.beer-range');
  await range.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(range).toHaveAttribute('aria-valuenow', '52');
  expect(Number(await range.inputValue())).toBe(52);
  await expect(island.locator('.beer-reveal')).toHaveAttribute('style', /width: 52%/);
  expect(errors).toEqual([]);
});

test('gallery: image-compare sliders answer the keyboard and the lightbox opens and closes', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/dental-gallery');
  await waitForHydration(page);
  const compare = page.locator('[data-widget="image-compare"]').first();
  await compare.scrollIntoViewIfNeeded();
  const slider = compare.getByRole('slider', {name: 'Compare before and after'});
  await expect(slider).toBeVisible();
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '45');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');

  const room = page.locator('[data-widget="lightbox"] a').first();
  await room.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await widgetStats(page)).starts.lightbox).toBe(1);
  await room.click();
  await expect(page.locator('#spotlight')).toBeVisible();
  await expect(page).toHaveURL(/\/dental-gallery$/);
  await page.keyboard.press('Escape');
  await expect(page.locator('#spotlight')).toBeHidden();
  expect(errors).toEqual([]);
});

test('client-side navigation away and back restarts each widget exactly once', async ({page}) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  await scrollThrough(page);
  await expect
    .poll(async () => (await widgetStats(page)).starts)
    .toMatchObject({carousel: 1, 'doctor-carousel': 1});

  // A click on a site link, handled by the client-side router (no page load).
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('a[href="/dental-gallery"]').first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/dental-gallery$/);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await scrollThrough(page);
  await expect.poll(async () => (await widgetStats(page)).starts.lightbox).toBe(1);
  await expect
    .poll(async () => (await widgetStats(page)).stops)
    .toMatchObject({carousel: 1, 'doctor-carousel': 1});
  await expect(page.locator('.slick-initialized')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await scrollThrough(page);
  await expect
    .poll(async () => (await widgetStats(page)).starts)
    .toMatchObject({carousel: 2, 'doctor-carousel': 2});
  await expect.poll(async () => (await widgetStats(page)).stops.lightbox).toBe(1);
  await expect(page.locator('.slick-initialized')).toHaveCount(1);
  await expect(page.locator('.splide.is-initialized')).toHaveCount(1);
  const {running} = await widgetStats(page);
  expect(new Set(running).size).toBe(running.length);

  // Forward to the gallery again: its widgets start once more, the home page's stop.
  await page.goForward();
  await expect(page).toHaveURL(/\/dental-gallery$/);
  await scrollThrough(page);
  await expect.poll(async () => (await widgetStats(page)).starts.lightbox).toBe(2);
  await expect(page.locator('.slick-initialized')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a page without islands requests no widget script', async ({page}) => {
  const requests = widgetRequests(page);
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  await scrollThrough(page);
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
});

test('the chat button: plain links, the branch page’s branch first once touched, Escape closes', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const requests = widgetRequests(page);
  await page.goto('/dental-clinic-kondapur');
  await waitForHydration(page);
  const chat = page.getByRole('complementary', {name: 'Message or call a branch'});
  const summary = chat.locator('summary');
  await expect(summary).toBeVisible();
  expect(requests).not.toContain('/js/floating-chat.js');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('link', {name: /WhatsApp/})).toHaveCount(3);
  await expect.poll(() => requests.includes('/js/floating-chat.js')).toBe(true);
  await expect(chat.locator('[data-branch]').first()).toHaveAttribute('data-branch', 'kondapur');
  await expect(chat.locator('[data-branch="kondapur"] [data-chat-yours]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat.getByRole('link', {name: /WhatsApp/}).first()).toBeHidden();
  await expect(summary).toBeFocused();
  expect(errors).toEqual([]);
});

test('at 412 px the chat button covers neither the hero’s booking button nor the navbar’s', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 860});
  await page.goto('/');
  await waitForHydration(page);
  const chat = await page.locator('[data-widget="chat"] summary').boundingBox();
  expect(chat).not.toBeNull();
  expect(chat!.x + chat!.width).toBeLessThanOrEqual(412);
  expect(chat!.y + chat!.height).toBeLessThanOrEqual(860);
  for (const selector of ['[data-dialog-opener]', '.navbar-book-button']) {
    const box = (await page.locator(selector).first().boundingBox())!;
    const overlaps =
      box.x < chat!.x + chat!.width &&
      chat!.x < box.x + box.width &&
      box.y < chat!.y + chat!.height &&
      chat!.y < box.y + box.height;
    expect(overlaps, `${selector} is covered by the chat button`).toBe(false);
  }
});

test('the chat button is hidden in print', async ({page}) => {
  await page.goto('/');
  await page.emulateMedia({media: 'print'});
  await expect(page.locator('[data-widget="chat"]')).toBeHidden();
});

test('starting the widgets shifts no layout on the home, treatment and gallery pages', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 860});
  for (const route of ['/', treatmentWithBeforeAfter, '/dental-gallery']) {
    await page.goto(route);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as {shifts: number}).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[]) {
          if (!entry.hadRecentInput) (window as unknown as {shifts: number}).shifts += entry.value;
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await scrollThrough(page);
    await page.waitForTimeout(800);
    const shifts = await page.evaluate(() => (window as unknown as {shifts: number}).shifts);
    expect(shifts, `layout shift on ${route}`).toBeLessThan(0.01);
  }
});
