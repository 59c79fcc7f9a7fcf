import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {expect} from '@playwright/test';

/** The WCAG 2.2 AA rule set (levels A and AA of WCAG 2.0, 2.1 and 2.2). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** One line per failing element: rule, impact, CSS target and axe's summary of what to fix. */
function formatViolations(violations: Violation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => {
        const target = node.target
          .map((t) => (Array.isArray(t) ? t.join(' >>> ') : String(t)))
          .join(' ');
        const summary = (node.failureSummary ?? v.help).replace(/\s*\n\s*/g, ' ');
        return `- ${v.id} [${v.impact ?? 'n/a'}] ${target} (${v.help})\n    ${summary}`;
      }),
    )
    .join('\n');
}

/** Runs axe with the WCAG 2.2 AA rules on the page as it is now (or on the part `within` selects); returns its violations. */
async function wcagViolations(page: Page, within?: string): Promise<Violation[]> {
  const builder = new AxeBuilder({page}).withTags(wcagTags);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations;
}

/** Fails with a readable list when axe finds any WCAG 2.2 AA violation. */
export async function expectNoWcagViolations(
  page: Page,
  label: string,
  within?: string,
): Promise<void> {
  const report = formatViolations(await wcagViolations(page, within));
  expect(report, `${label}: axe found WCAG 2.2 AA violations`).toBe('');
}

/** Resolves once no finite CSS transition or animation is running, so colours are final. */
async function waitForStillColours(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    {timeout: 5_000},
  );
}

/**
 * Switches the hydrated page to dark mode the way a visitor does, with the
 * navbar's colour-mode button (named `buttonName`, in English unless told), and
 * waits until it really renders dark.
 */
export async function switchToDarkMode(
  page: Page,
  buttonName: RegExp = /Switch between dark and light mode/,
): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', {name: buttonName}).first().click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await waitForStillColours(page);
  // The page itself is dark: an opaque dark background behind light text.
  const rendersDark = await page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const [r, g, b, alpha = 1] = channels(
      getComputedStyle(document.documentElement).backgroundColor,
    );
    const [tr, tg, tb] = channels(getComputedStyle(document.body).color);
    return alpha === 1 && r + g + b < 3 * 64 && tr + tg + tb > 3 * 160;
  });
  expect(rendersDark, 'the page renders dark after switching').toBe(true);
}
