import {expect, test, type Page} from '@playwright/test';
import {branches} from '../../src/data/branches';
import {clinic} from '../../src/data/clinic';
import {collectErrors, waitForHydration} from './helpers';
// For the type of window.clinicWidgetStats, which the loader declares.
import type {} from '../../src/legacy/widgets';

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
    // eslint-disable-next-line playwright/no-wait-for-timeout -- a reader's pace, so observers see each screen
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

test('the home page starts the before/after cases carousel, the dentists carousel and the reveal, once each', async ({
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

test('the before/after cases carousel moves with its buttons and says where it is', async ({
  page,
}) => {
  await page.setViewportSize({width: 412, height: 860});
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', {name: 'Illustrated before and after cases'});
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
  // eslint-disable-next-line playwright/no-wait-for-timeout -- proving a script is never requested
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
  // eslint-disable-next-line playwright/no-wait-for-timeout -- proving a script is not requested before the first scroll
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
  // eslint-disable-next-line playwright/no-wait-for-timeout -- proving no script is requested
  await page.waitForTimeout(1000);
  expect(requests).toEqual([]);
});

test('the chat button: plain links, the branch page’s branch first once opened, Escape closes', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const requests = widgetRequests(page);
  await page.goto('/dental-clinic-kondapur');
  await waitForHydration(page);
  const chat = page.getByRole('complementary', {name: 'Message or call a branch'});
  const summary = chat.locator('summary');
  await expect(summary).toBeVisible();
  // From 997 px the chat button serves, not the phone action bar.
  await expect(page.locator('[data-phone-bar]')).toBeHidden();
  expect(requests).not.toContain('/js/floating-chat.js');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('link', {name: /WhatsApp/})).toHaveCount(3);
  await expect.poll(() => requests.includes('/js/floating-chat.js')).toBe(true);
  // Escape is the widget script's: it must have started (not only been requested) first.
  await expect.poll(async () => (await widgetStats(page)).starts.chat).toBe(1);
  await expect(chat.locator('[data-branch]').first()).toHaveAttribute('data-branch', 'kondapur');
  // The page's branch leads here, but only a tap makes it the visitor's choice.
  await expect(chat.getByText('(your branch)')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(chat.getByRole('link', {name: /WhatsApp/}).first()).toBeHidden();
  await expect(summary).toBeFocused();
  expect(errors).toEqual([]);
});

// The phone action bar (src/components/ui/PhoneActionBar) replaces the chat button below 997 px.
const openHours = new Date('2026-06-15T05:30:00Z'); // Monday 11 am in Hyderabad: every branch open
const afterHours = new Date('2026-06-15T17:30:00Z'); // Monday 11 pm: every branch closed

test.describe('the phone action bar at 412 px', () => {
  test.use({viewport: {width: 412, height: 860}});

  const bar = (page: Page) => page.getByRole('complementary', {name: 'Call, WhatsApp or book'});
  /** The bar's actions, in order: links, and the summaries of the branch choosers. */
  const actionsOf = (page: Page) =>
    bar(page).locator(':scope > ul > li > a, :scope > ul > li > details > summary');

  /** Whether what is drawn at the centre of the element is the element itself (nothing fixed covers it). */
  async function drawnOnTop(page: Page, selector: string): Promise<boolean> {
    return page
      .locator(selector)
      .first()
      .evaluate((el) => {
        const box = el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && (el === top || el.contains(top));
      });
  }

  test('replaces the chat button, its actions are labelled and tall enough, and it covers neither booking button', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.clock.setFixedTime(openHours);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('[data-widget="chat"] summary')).toBeHidden();
    await expect(bar(page)).toBeVisible();
    const actions = actionsOf(page);
    await expect(actions).toHaveText(['Call a branch', 'WhatsApp a branch', 'Book an appointment']);
    const box = (await bar(page).boundingBox())!;
    expect(box.y + box.height).toBe(860);
    expect(box.width).toBe(412);
    for (const action of await actions.all()) {
      expect((await action.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expect(bar(page).getByRole('link', {name: 'Book an appointment'})).toHaveAttribute(
      'href',
      '/contact',
    );
    for (const selector of ['[data-dialog-opener]', '.navbar-book-button']) {
      expect(await drawnOnTop(page, selector), `${selector} is covered`).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('keeps its own room: the footer’s last link and the page’s end stay above it', async ({
    page,
  }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await drawnOnTop(page, '.footer__copyright')).toBe(true);
    const last = page.locator('.footer a').last();
    await last.scrollIntoViewIfNeeded();
    expect(await drawnOnTop(page, '.footer a >> nth=-1')).toBe(true);
    // Focus moved to a link near the bottom stops above the bar (scroll-padding-bottom).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.footer a').first().focus();
    expect(await drawnOnTop(page, '.footer a >> nth=0')).toBe(true);
  });

  test('a chooser opens above the bar, Escape closes it; on a branch page Call goes straight to that branch', async ({
    page,
  }) => {
    await page.clock.setFixedTime(openHours);
    await page.goto('/pricing');
    await waitForHydration(page);
    const summary = bar(page).locator('summary', {hasText: 'Call'});
    await summary.click();
    const call = bar(page).getByRole('link', {name: /^Call Kondapur on/});
    await expect(call).toBeVisible();
    expect(
      await drawnOnTop(page, '[data-phone-bar] details[open] [data-branch="kondapur"] a'),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(call).toBeHidden();
    await expect(summary).toBeFocused();

    await page.goto('/dental-clinic-kondapur');
    await waitForHydration(page);
    await expect(bar(page).getByRole('link', {name: /^Call the Kondapur branch/})).toHaveAttribute(
      'href',
      'tel:+914040000303',
    );
    const badge = page.getByTestId('open-now').first();
    await badge.evaluate((el) => el.scrollIntoView({block: 'end'}));
    expect(await drawnOnTop(page, '[data-testid="open-now"]')).toBe(true);
  });

  test('leads with the emergency line on the emergency page, whose call button is on the first screen', async ({
    page,
  }) => {
    await page.clock.setFixedTime(openHours);
    await page.goto('/services/emergency-dental-care-hyderabad');
    await waitForHydration(page);
    const first = actionsOf(page).first();
    await expect(first).toHaveAccessibleName(/^Emergency line, answered every day, 24 hours/);
    // It opens the hospital signs above the emergency line's button, both on screen.
    await first.click();
    const panel = bar(page).locator('details[open]');
    const signs = panel.locator('[data-hospital-signs]');
    const call = panel.getByRole('link', {name: /^Call the emergency line on/});
    await expect(signs).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:+919876543200');
    expect(await drawnOnTop(page, '[data-phone-bar] details[open] a.button--emergency')).toBe(true);
    expect((await signs.boundingBox())!.y).toBeLessThan((await call.boundingBox())!.y);
    await page.keyboard.press('Escape');
    const callNow = page
      .locator('main')
      .getByRole('link', {name: /^Call now/})
      .first();
    const box = (await callNow.boundingBox())!;
    const barTop = (await bar(page).boundingBox())!.y;
    expect(box.y + box.height).toBeLessThanOrEqual(barTop);
  });

  test('after hours Call rings the emergency line', async ({page}) => {
    await page.clock.setFixedTime(afterHours);
    await page.goto('/pricing');
    await waitForHydration(page);
    const actions = actionsOf(page);
    await expect(actions.first()).toHaveAccessibleName(/^Emergency line/);
    await expect(actions).toHaveCount(3);
  });

  test('is hidden in print', async ({page}) => {
    await page.goto('/');
    await page.emulateMedia({media: 'print'});
    await expect(page.locator('[data-phone-bar]')).toBeHidden();
  });
});

test.describe('the phone action bar without JavaScript', () => {
  test.use({viewport: {width: 412, height: 860}, javaScriptEnabled: false});

  test('Call opens a chooser of every branch and the emergency line, as plain links', async ({
    page,
  }) => {
    await page.goto('/');
    const bar = page.locator('[data-phone-bar]');
    await bar.locator('summary', {hasText: 'Call'}).click();
    // Each branch and the emergency line, and 108 and 112 in the hospital signs beside it.
    await expect(bar.locator('details[open] a[href^="tel:"]')).toHaveCount(
      branches.length + 1 + clinic.publicEmergencyNumbers.length,
    );
    await expect(bar.getByRole('link', {name: 'Book an appointment'})).toBeVisible();
  });
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
    // eslint-disable-next-line playwright/no-wait-for-timeout -- late layout shifts are what this looks for
    await page.waitForTimeout(800);
    const shifts = await page.evaluate(() => (window as unknown as {shifts: number}).shifts);
    expect(shifts, `layout shift on ${route}`).toBeLessThan(0.01);
  }
});
