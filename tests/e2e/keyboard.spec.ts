import type {Locator, Page} from '@playwright/test';
import {expect, test} from '@playwright/test';
import {quickContacts} from '../../src/data/quickContacts';
import {formatPhone, telHref, whatsappHref} from '../../src/lib/phone';
import {expectNoWcagViolations} from './a11y';
import {loadSearchBar, waitForHydration} from './helpers';

/**
 * The parts of an element's computed style that can show keyboard focus. A
 * stretched link (one whose ::after covers its card) may draw the ring on
 * that pseudo-element, around the whole card.
 */
type FocusStyle = {
  outlineStyle: string;
  outlineWidth: number;
  boxShadow: string;
  afterOutlineStyle: string;
  afterOutlineWidth: number;
};

/** Describes the focused element and its focus style; null when nothing but the page has focus. */
async function focusedElement(page: Page): Promise<{id: string; style: FocusStyle} | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const counter = window as unknown as {focusProbes?: number};
    if (!el.dataset.focusProbe) {
      counter.focusProbes = (counter.focusProbes ?? 0) + 1;
      el.dataset.focusProbe = String(counter.focusProbes);
    }
    const cs = getComputedStyle(el);
    const after = getComputedStyle(el, '::after');
    return {
      id: el.dataset.focusProbe,
      style: {
        outlineStyle: cs.outlineStyle,
        outlineWidth: parseFloat(cs.outlineWidth),
        boxShadow: cs.boxShadow,
        afterOutlineStyle: after.outlineStyle,
        afterOutlineWidth: parseFloat(after.outlineWidth),
      },
    };
  });
}

/** Style and description of the element tagged `id` by focusedElement, read now (when it is no longer focused). */
async function probedElement(page: Page, id: string): Promise<{style: FocusStyle; label: string}> {
  return page.evaluate((probe) => {
    const el = document.querySelector<HTMLElement>(`[data-focus-probe="${probe}"]`)!;
    const cs = getComputedStyle(el);
    const after = getComputedStyle(el, '::after');
    const label = `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return {
      style: {
        outlineStyle: cs.outlineStyle,
        outlineWidth: parseFloat(cs.outlineWidth),
        boxShadow: cs.boxShadow,
        afterOutlineStyle: after.outlineStyle,
        afterOutlineWidth: parseFloat(after.outlineWidth),
      },
      label,
    };
  }, id);
}

/** A focus indicator: an outline of at least 2 px (on the element or its ::after), or a box-shadow it did not have unfocused. */
function showsFocus(focused: FocusStyle, unfocused: FocusStyle): boolean {
  const outline = focused.outlineStyle !== 'none' && focused.outlineWidth >= 2;
  const shadow = focused.boxShadow !== 'none' && focused.boxShadow !== unfocused.boxShadow;
  const outlineChanged =
    outline && (unfocused.outlineStyle === 'none' || unfocused.outlineWidth < focused.outlineWidth);
  const cardRing =
    focused.afterOutlineStyle !== 'none' &&
    focused.afterOutlineWidth >= 2 &&
    (unfocused.afterOutlineStyle === 'none' ||
      unfocused.afterOutlineWidth < focused.afterOutlineWidth);
  return outlineChanged || shadow || cardRing;
}

/**
 * Presses Tab until `target` has focus (an element, or whatever element matches a CSS
 * selector: the search box's stand-in hands focus to the search bar's own input as it
 * loads); fails after `maxPresses`.
 */
async function tabTo(page: Page, target: Locator | string, maxPresses = 60): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    const focused =
      typeof target === 'string'
        ? await page.evaluate((selector) => !!document.activeElement?.matches(selector), target)
        : await target.evaluate((el) => el === document.activeElement);
    if (focused) return;
  }
  throw new Error(`Tab did not reach ${String(target)} in ${maxPresses} presses`);
}

for (const route of [
  '/',
  '/contact',
  '/services/dental-implants-hyderabad',
  '/docs/tutorial-basics/congratulations',
]) {
  test(`every Tab stop on ${route} shows a visible focus indicator`, async ({page}) => {
    await page.goto(route);
    await waitForHydration(page);
    // Tabbing into the search box swaps its stand-in for the search bar, which the probes would lose.
    await loadSearchBar(page);
    const missing: string[] = [];
    const seen = new Set<string>();
    let previous: {id: string; style: FocusStyle} | null = null;
    for (let i = 0; i < 250; i += 1) {
      await page.keyboard.press('Tab');
      const current = await focusedElement(page);
      // A date field takes several Tab presses (day, month, year).
      if (current && current.id === previous?.id) continue;
      if (previous) {
        const now = await probedElement(page, previous.id);
        if (!showsFocus(previous.style, now.style)) missing.push(now.label);
      }
      // Done once focus leaves the page or comes round again.
      if (!current || seen.has(current.id)) break;
      seen.add(current.id);
      previous = current;
    }
    expect(seen.size, 'Tab reached the page controls').toBeGreaterThan(15);
    expect(missing, 'focused elements without a visible focus indicator').toEqual([]);
  });
}

test('focus stays where Tab put it when the search index arrives after the visitor moved on', async ({
  page,
}) => {
  let releaseIndex = () => {};
  const indexHeld = new Promise<void>((resolve) => {
    releaseIndex = resolve;
  });
  await page.route('**/search-index.json*', async (route) => {
    await indexHeld;
    await route.continue();
  });
  await page.goto('/');
  await waitForHydration(page);
  const search = page.locator('input.navbar__search-input');
  const colourMode = page.getByRole('button', {name: /Switch between dark and light mode/});
  // Focusing the search box starts loading its index; the visitor tabs on before it arrives.
  await tabTo(page, 'input.navbar__search-input');
  await tabTo(page, colourMode, 5);
  releaseIndex();
  // autocomplete.js makes the input a combobox once the index is in.
  await expect(search).toHaveAttribute('role', 'combobox');
  await expect(colourMode).toBeFocused();
});

test.describe('navbar dropdowns on a desktop', () => {
  test('each opens with Enter, its items take focus with Tab, and Escape closes it and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const toggles = page.locator('.navbar__items .dropdown > .navbar__link[aria-haspopup="true"]');
    const count = await toggles.count();
    expect(count).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < count; i += 1) {
      const toggle = toggles.nth(i);
      const dropdown = page.locator('.navbar__items .dropdown').nth(i);
      const menu = dropdown.locator('.dropdown__menu');
      await tabTo(page, toggle);
      await expect(menu).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      const firstItem = menu.getByRole('link').first();
      await expect(firstItem).toBeFocused();
      await expectNoWcagViolations(page, `open dropdown ${i + 1}`, '.navbar');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    }
  });

  test('a dropdown opened by hovering closes with Escape until the pointer leaves', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const dropdown = page.locator('.navbar__items .dropdown').first();
    const menu = dropdown.locator('.dropdown__menu');
    await dropdown.locator('> .navbar__link').hover();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.mouse.move(640, 500);
    await dropdown.locator('> .navbar__link').hover();
    await expect(menu).toBeVisible();
  });
});

test.describe('mobile drawer at 412 × 900', () => {
  test.use({viewport: {width: 412, height: 900}});

  test('opens with Enter, its items are reachable by Tab, Escape closes it and focus returns to the menu button', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    const drawer = page.locator('.navbar-sidebar');
    const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});

    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => drawer.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await expectNoWcagViolations(page, 'open drawer');

    const reached: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const name = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        return el.closest('.navbar-sidebar')
          ? // innerText: what is drawn, so not the book button's short label, hidden here.
            (el.getAttribute('aria-label') ?? el.innerText ?? '').replace(/\s+/g, ' ').trim()
          : null;
      });
      if (name === null) break;
      reached.push(name);
      await page.keyboard.press('Tab');
    }
    expect(reached).toEqual(
      expect.arrayContaining([
        'Close navigation bar',
        expect.stringMatching(/^Dental emergency/),
        'Treatments',
        'For patients',
        'Contact',
        'Book appointment',
        expect.stringMatching(/^Call /),
        expect.stringMatching(/^WhatsApp/),
      ]),
    );
    // Tab past the last item left the drawer, which closed so focus is not hidden behind its backdrop.
    await expect(nav).not.toHaveClass(/navbar-sidebar--show/);

    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    await expect
      .poll(() => drawer.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('its close button returns focus to the menu button', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const nav = page.locator('nav.navbar');
    const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    await expect
      .poll(() =>
        page.locator('.navbar-sidebar').evaluate((el) => el.contains(document.activeElement)),
      )
      .toBe(true);
    await tabTo(page, page.getByRole('button', {name: 'Close navigation bar'}), 5);
    await page.keyboard.press('Enter');
    await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menuButton).toBeFocused();
  });
});

for (const width of [320, 412]) {
  test.describe(`mobile drawer contents at ${width} px`, () => {
    test.use({viewport: {width, height: 800}});

    test('rows are at least 44 px high, Contact is a top-level row, and the emergency line and every branch can be called or messaged', async ({
      page,
    }) => {
      const {emergencyPhone, branches} = quickContacts();
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const drawer = page.locator('.navbar-sidebar');
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      const menu = drawer.locator('.navbar-sidebar__item').first();

      const emergency = menu.locator(`a[href="${telHref(emergencyPhone)}"]`);
      await expect(emergency).toBeVisible();
      await expect(emergency).toContainText(formatPhone(emergencyPhone));
      // Top level: a direct row of the menu list, not inside the collapsed "For patients".
      await expect(
        menu.locator(':scope > .menu__list > .menu__list-item > a', {hasText: /^Contact$/}),
      ).toBeVisible();
      for (const branch of branches) {
        await expect(menu.locator(`a[href="${telHref(branch.phone)}"]`)).toHaveCount(1);
        await expect(
          menu.locator(`a[href^="${whatsappHref(branch.whatsapp).split('?')[0]}"]`),
        ).toHaveCount(1);
      }

      const small = await menu.evaluate((root) =>
        Array.from(root.querySelectorAll<HTMLElement>('a[href], button'))
          .filter((el) => el.getClientRects().length > 0)
          // 108 and 112 in the hospital signs are links inside a sentence, which WCAG 2.5.8 exempts.
          .filter((el) => !el.closest('[data-hospital-signs]'))
          .map((el) => ({
            name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
            height: Math.round(el.getBoundingClientRect().height),
          }))
          .filter((row) => row.height < 44),
      );
      expect(small, 'drawer rows lower than 44 px').toEqual([]);

      // The drawer has slid in: colours are final for axe.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running'),
      );
      // Nothing in the drawer is wider than the drawer.
      const overflow = await menu.evaluate((root) => root.scrollWidth - root.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await expectNoWcagViolations(
        page,
        `open drawer at ${width} px in light mode`,
        '.navbar-sidebar',
      );
      // Dark mode as a returning visitor who chose it has it.
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      await expect(emergency).toBeVisible();
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running'),
      );
      await expectNoWcagViolations(
        page,
        `open drawer at ${width} px in dark mode`,
        '.navbar-sidebar',
      );
    });
  });
}
