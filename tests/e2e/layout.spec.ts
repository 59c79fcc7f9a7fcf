/**
 * The navbar at every width, in finer steps than the route test's seven
 * (layout.ts): its items overlap neither the wordmark nor each other, it keeps
 * to one row at every width and in every language (Telugu's labels are the
 * longest), the wordmark is legible and the call to action reads right.
 */
import type {Page} from '@playwright/test';
import {expect, test} from '@playwright/test';
import {waitForHydration} from './helpers';
import {layoutFaults, resizeAndSettle} from './layout';

const desktopWidths = [997, 1024, 1060, 1100, 1140, 1180, 1220, 1280, 1340, 1400, 1440, 1600];
const phoneWidths = [320, 340, 360, 375, 390, 412, 480, 600, 768, 996];

interface NavbarShape {
  height: number;
  logoHeight: number;
  /** Top-level items of the left group that are not drawn, or drawn outside the window. */
  missing: string[];
  /** The call to action's words as drawn: whether a gap separates "Book" and the rest, when the rest is shown. */
  bookLabelGap: number | null;
}

async function navbarShape(page: Page): Promise<NavbarShape> {
  return page.evaluate(() => {
    const navbar = document.querySelector('.navbar') as HTMLElement;
    const logo = Array.from(document.querySelectorAll('.navbar__logo img')).find(
      (img) => img.getBoundingClientRect().height > 0,
    );
    const desktop = window.innerWidth > 996;
    const missing = desktop
      ? Array.from(
          document.querySelectorAll('.navbar__items:not(.navbar__items--right) > .navbar__item'),
        )
          .filter((item) => {
            const r = item.getBoundingClientRect();
            return r.width === 0 || r.right > window.innerWidth || r.left < 0;
          })
          .map((item) => (item.textContent ?? '').trim())
      : [];
    // The gap drawn between the last letter of the first word and the first letter of the second.
    const button = document.querySelector<HTMLElement>('.navbar .navbar-book-button');
    const full = button?.querySelector<HTMLElement>('.navbar-book-button__full');
    let bookLabelGap: number | null = null;
    if (full && getComputedStyle(full).position !== 'absolute') {
      const walker = document.createTreeWalker(full, NodeFilter.SHOW_TEXT);
      const letters: DOMRect[] = [];
      const spaces: boolean[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          letters.push(range.getBoundingClientRect());
          spaces.push(/\s/.test(text[i]));
        }
      }
      const firstSpace = spaces.findIndex((space, i) => space && i > 0);
      const nextLetter = spaces.findIndex((space, i) => !space && i > firstSpace);
      if (firstSpace > 0 && nextLetter > 0) {
        bookLabelGap = letters[nextLetter].left - letters[firstSpace - 1].right;
      }
    }
    return {
      height: navbar.getBoundingClientRect().height,
      logoHeight: logo?.getBoundingClientRect().height ?? 0,
      missing,
      bookLabelGap,
    };
  });
}

test.describe('the navbar', () => {
  test.beforeEach(async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
  });

  test(`keeps its items clear of the wordmark and of each other, in one row, from 997 to 1600 px`, async ({
    page,
  }) => {
    test.slow();
    const report: string[] = [];
    for (const width of desktopWidths) {
      const faults = await layoutFaults(page, width, {
        checks: ['overlap', 'targets'],
        overlapWithin: '.navbar',
      });
      const shape = await navbarShape(page);
      if (shape.height > 61)
        faults.push(`the navbar is ${Math.round(shape.height)} px high (more than one row)`);
      if (shape.missing.length > 0) faults.push(`items not shown: ${shape.missing.join(', ')}`);
      if (shape.logoHeight < 39.5)
        faults.push(`the wordmark is ${Math.round(shape.logoHeight)} px high (at least 40)`);
      if (shape.bookLabelGap !== null && shape.bookLabelGap < 2)
        faults.push(`the call to action's words run together (gap ${shape.bookLabelGap} px)`);
      report.push(...faults.map((f) => `${width} px: ${f}`));
    }
    expect(report.join('\n')).toBe('');
  });

  test('on phones and tablets keeps the wordmark legible and clear of search and the call to action, without sideways scrolling', async ({
    page,
  }) => {
    test.slow();
    const report: string[] = [];
    for (const width of phoneWidths) {
      const faults = await layoutFaults(page, width, {
        checks: ['overlap', 'targets', 'reflow'],
        overlapWithin: '.navbar',
      });
      const shape = await navbarShape(page);
      if (shape.height > 61)
        faults.push(`the navbar is ${Math.round(shape.height)} px high (more than one row)`);
      if (shape.logoHeight < 39.5)
        faults.push(`the wordmark is ${Math.round(shape.logoHeight)} px high (at least 40)`);
      if (shape.bookLabelGap !== null && shape.bookLabelGap < 2)
        faults.push(`the call to action's words run together (gap ${shape.bookLabelGap} px)`);
      report.push(...faults.map((f) => `${width} px: ${f}`));
    }
    expect(report.join('\n')).toBe('');
  });
});

// Below 1200 px the bar is tightest: the items are smaller there, and the language menu is its
// icon. Telugu's and Hindi's labels are longer than English, Urdu's run right to left.
for (const home of ['/', '/te/', '/hi/', '/ur/']) {
  test(`on ${home}, keeps to one row with every item shown, from 997 to 1199 px, in the local fonts and the web fonts`, async ({
    page,
  }) => {
    await page.goto(home);
    await waitForHydration(page);
    const report: string[] = [];
    // A first page is set in the local fonts; from the next, the web fonts (src/lib/webFonts.ts).
    for (const fonts of ['local fonts', 'web fonts']) {
      if (fonts === 'web fonts') {
        await page.evaluate(() => localStorage.setItem('clinic.webFonts', 'fetched'));
        await page.reload();
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('data-web-fonts', '');
        await page.evaluate(async () => {
          await document.fonts.load('600 1em "Source Sans 3"');
          await document.fonts.ready;
        });
      }
      for (const width of [997, 1024, 1100, 1199]) {
        const faults = await layoutFaults(page, width, {
          checks: ['overlap', 'targets'],
          overlapWithin: '.navbar',
        });
        const shape = await navbarShape(page);
        if (shape.height > 61)
          faults.push(`the navbar is ${Math.round(shape.height)} px high (more than one row)`);
        if (shape.missing.length > 0) faults.push(`items not shown: ${shape.missing.join(', ')}`);
        report.push(...faults.map((f) => `${width} px, ${fonts}: ${f}`));
      }
    }
    expect(report.join('\n')).toBe('');
  });
}

// A word each home page's search finds, in its language (the call to action beside the search
// is longest in Telugu; Urdu lays the bar out right to left).
const searchedWords: [home: string, word: string][] = [
  ['/', 'tooth'],
  ['/te/', 'పంటి'],
  ['/ur/', 'دانت'],
];

for (const [home, word] of searchedWords) {
  test(`search on ${home}, focused, opens with its results inside the window`, async ({page}) => {
    test.slow();
    await page.goto(home);
    await waitForHydration(page);
    const input = page.locator('.navbar input.navbar__search-input');
    const results = page.getByRole('listbox');
    for (const width of [320, 412, 768, 1024, 1240]) {
      await resizeAndSettle(page, {width, height: 800});
      await input.focus();
      // The first focus swaps the stand-in for the library's bar: measure the bar that stays.
      await expect(page.locator('[data-search-stand-in]')).toHaveCount(0);
      await expect(input).toBeFocused();
      await input.fill('');
      await input.pressSequentially(word);
      await expect(page.getByRole('option').first()).toBeVisible({timeout: 15_000});
      for (const [name, box] of [
        ['the open search box', await input.boundingBox()],
        ['its results', await results.boundingBox()],
      ] as const) {
        expect(box, `${width} px: ${name}`).not.toBeNull();
        // Half a pixel for sub-pixel layout.
        expect(box!.x, `${width} px, ${name}: start inside the window`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${width} px, ${name}: end inside it`).toBeLessThanOrEqual(
          width + 0.5,
        );
        expect(box!.width, `${width} px, ${name}: wide enough to read`).toBeGreaterThanOrEqual(250);
      }
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${width} px: the page does not scroll sideways`).toBeLessThanOrEqual(
        width,
      );
      await input.blur();
    }
  });
}
