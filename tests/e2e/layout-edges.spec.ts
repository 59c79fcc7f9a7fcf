/**
 * Edges the screenshots showed once (issue 33, item 7), each held here:
 * - the floating "Chat or call" button, fixed at the bottom corner from 997 px, covers no
 *   text at any scroll position (the page keeps a strip free for it at the end of each line);
 * - no treatment tile of the Urdu home page cuts off its words (a price unit ran past its tile).
 */
import type {Page} from '@playwright/test';
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';
import {resizeAndSettle} from './layout';

/**
 * Runs in the page: scrolls it from top to bottom a screen at a time and lists each drawn piece
 * of text (outside the chat itself) whose box meets the chat button's. Text clipped away by a
 * scrolling or overflow-hidden ancestor (a carousel's next slides) is not drawn, so not counted.
 */
function textUnderChatButton(): Promise<string[]> {
  return (async () => {
    const chat = document.querySelector('[data-widget="chat"]');
    const button = chat?.querySelector('summary');
    if (!chat || !button) return ['no chat button on the page'];
    const covered = new Set<string>();
    const step = Math.round(window.innerHeight / 2);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const b = button.getBoundingClientRect();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || chat.contains(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          let {left, right, top, bottom} = line;
          for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
            const style = getComputedStyle(el);
            if (style.visibility === 'hidden' || style.opacity === '0') right = left;
            if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
              const clip = el.getBoundingClientRect();
              left = Math.max(left, clip.left);
              right = Math.min(right, clip.right);
              top = Math.max(top, clip.top);
              bottom = Math.min(bottom, clip.bottom);
            }
          }
          const drawn = right - left > 0.5 && bottom - top > 0.5;
          if (drawn && right > b.left && left < b.right && bottom > b.top && top < b.bottom) {
            covered.add(
              `"${node.textContent.trim().slice(0, 40)}" (${parent.tagName.toLowerCase()}) at scroll ${y}`,
            );
          }
        }
      }
    }
    return [...covered];
  })();
}

async function chatFaults(page: Page, route: string, widths: number[]): Promise<string[]> {
  await page.goto(route);
  await waitForHydration(page);
  const faults: string[] = [];
  for (const width of widths) {
    await resizeAndSettle(page, {width, height: 800});
    faults.push(
      ...(await page.evaluate(textUnderChatButton)).map((f) => `${route} ${width} px: ${f}`),
    );
  }
  return faults;
}

test('the floating chat button covers no text of the home page, from 997 to 1600 px', async ({
  page,
}) => {
  test.slow();
  expect(await chatFaults(page, '/', [997, 1024, 1280, 1440, 1600])).toEqual([]);
});

test('nor of a treatment page, contact, or the Urdu home page (at its other end)', async ({
  page,
}) => {
  test.slow();
  const faults: string[] = [];
  for (const route of ['/services/dental-implants-hyderabad', '/contact', '/ur/']) {
    faults.push(...(await chatFaults(page, route, [1024, 1440])));
  }
  expect(faults).toEqual([]);
});

test('the Urdu home page’s treatment tiles keep all their words inside them', async ({page}) => {
  await page.goto('/ur/');
  await waitForHydration(page);
  for (const width of [320, 412, 768, 1024, 1280]) {
    await resizeAndSettle(page, {width, height: 900});
    const clipped = await page.locator('main li[class*="tile_"]').evaluateAll((tiles) =>
      tiles.flatMap((tile) => {
        const box = tile.getBoundingClientRect();
        return Array.from(tile.querySelectorAll('*'))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            const cut =
              el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible';
            const outside =
              r.width > 0 &&
              (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.bottom > box.bottom + 0.5);
            return cut || outside;
          })
          .map(
            (el) => `${tile.querySelector('a')?.textContent}: "${el.textContent?.slice(0, 40)}"`,
          );
      }),
    );
    expect(clipped, `${width} px`).toEqual([]);
  }
});

// Treatment and problem pages read as a clinic's: a short list of their sections under the
// header band (before the first section), no "#" beside headings, no column of contents.
for (const route of ['/services/root-canal-hyderabad', '/ur/dental-problem/tooth-pain']) {
  test(`${route} lists its sections near its top, without "#" links or a column of contents`, async ({
    page,
  }) => {
    await page.goto(route);
    await waitForHydration(page);
    for (const width of [412, 1280]) {
      await resizeAndSettle(page, {width, height: 900});
      const list = page.locator('main nav[aria-labelledby="on-this-page-title"]');
      await expect(list, `${width} px`).toBeVisible();
      const {listTop, firstSectionTop} = await page.evaluate(() => {
        const nav = document.querySelector('main nav[aria-labelledby="on-this-page-title"]')!;
        const first = nav.querySelector('a')!.getAttribute('href')!;
        return {
          listTop: nav.getBoundingClientRect().top,
          firstSectionTop: document.querySelector(first)!.getBoundingClientRect().top,
        };
      });
      expect(listTop, `${width} px: the list comes before the first section`).toBeLessThan(
        firstSectionTop,
      );
      await expect(page.locator('main .hash-link:visible')).toHaveCount(0);
      await expect(page.locator('main .table-of-contents:visible')).toHaveCount(0);
    }
    const links = page.locator('main nav[aria-labelledby="on-this-page-title"] a');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    const last = links.last();
    const target = (await last.getAttribute('href'))!;
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });
}
