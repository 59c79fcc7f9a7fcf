import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect} from '@playwright/test';
import {clinic} from '../../src/data/clinic';
import {telHref} from '../../src/lib/phone';
import {buildDir, headersPort} from './ports';

/** Every route of the production build, read from build/sitemap.xml. */
export function sitemapRoutes(): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      errors.push(msg.text());
    }
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until React has hydrated: Docusaurus then sets <html data-has-hydrated="true">. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/**
 * Loads the navbar's search bar, which a stand-in holds the place of until
 * first use (src/theme/SearchBar), so a test meets the library's own input.
 */
export async function loadSearchBar(page: Page): Promise<void> {
  await page.locator('input.navbar__search-input').first().hover();
  await expect(page.locator('[data-search-stand-in]')).toHaveCount(0);
}

/** Origin of the server that sends the headers of build/_headers (see ports.ts). */
export const headersOrigin = `http://127.0.0.1:${headersPort}`;

/**
 * The Suspense boundaries a page is served with (`<!--$-->` and its pending and
 * client-rendered forms). React 18 hydrates such a boundary after the rest of
 * the page, and an update that reaches it first while its content is loading
 * makes React drop the server's HTML there and report error #421.
 */
export function servedSuspenseBoundaries(html: string): string[] {
  return html.match(/<!--\$[!?]?-->/g) ?? [];
}

/** Splits a list into `count` nearly equal parts, so one long sweep becomes tests the workers share. */
export function inParts<T>(items: T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({length: count}, (_, i) => items.slice(i * size, (i + 1) * size)).filter(
    (part) => part.length > 0,
  );
}

/**
 * Records every Content-Security-Policy violation of a page (the
 * securitypolicyviolation event, reported at once through a binding so that
 * none is lost on navigation) and every console message about the policy or
 * the Permissions-Policy header. Call before the first navigation.
 */
export async function watchPolicyReports(page: Page): Promise<string[]> {
  const reports: string[] = [];
  await page.exposeBinding('reportPolicyViolation', ({frame}, text: string) =>
    reports.push(`${frame.url()}: ${text}`),
  );
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as {reportPolicyViolation: (text: string) => void})
          .reportPolicyViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      },
      true,
    );
  });
  page.on('console', (msg) => {
    if (/Content[ -]Security[ -]Policy|Permissions[ -]Policy/i.test(msg.text()))
      reports.push(`${page.url()}: console ${msg.type()}: ${msg.text()}`);
  });
  return reports;
}

/**
 * Waits until the page has loaded what it loads after hydration: pages with
 * legacy widget islands ([data-widget]) fetch their scripts then, so those
 * wait for the network to go quiet; the others are done once hydrated.
 */
export async function waitForPageSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  if ((await page.locator('[data-widget]').count()) > 0) {
    // Widgets load their scripts and images on their own schedule; no one element says they are done.
    // eslint-disable-next-line playwright/no-networkidle -- see above
    await page.waitForLoadState('networkidle');
  }
}

/**
 * Answers the smile assessment as an adult wanting straighter, crowded teeth,
 * optionally choosing a branch, and opens the summary.
 */
export async function answerAssessmentToSummary(page: Page, branch?: string): Promise<void> {
  await page.getByLabel(/An adult/).check();
  await page.getByRole('button', {name: 'Next'}).click();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.getByLabel(/Straighter teeth/).check();
  await page.getByRole('button', {name: 'Next'}).click();
  await page.getByLabel(/Crowded/).check();
  await page.getByRole('button', {name: 'Next'}).click();
  await page.getByRole('button', {name: 'Next'}).click();
  if (branch) {
    await page.locator(`input[type="radio"][value="${branch}"]`).check();
  }
  await page.getByRole('button', {name: 'See my summary'}).click();
  await expect(page.getByRole('heading', {name: 'Your summary'})).toBeFocused();
  await expect(page.getByText(/This is not a diagnosis/)).toBeVisible();
}

/** Records every request a page makes to another origin than `origin` (data: URLs are no request). */
export function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:')) return;
    if (new URL(url).origin !== origin) foreign.push(`${page.url()} → ${url}`);
  });
  return foreign;
}

/** Addresses in the page that the browser would fetch sooner or later (lazy images, preloads, icons), from another origin. */
export async function foreignResourcesInDom(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls: string[] = [];
    const add = (value: string | null) => {
      if (value) urls.push(new URL(value, document.baseURI).href);
    };
    for (const el of Array.from(document.querySelectorAll('[src]'))) add(el.getAttribute('src'));
    for (const el of Array.from(document.querySelectorAll('[srcset]'))) {
      for (const candidate of el.getAttribute('srcset')!.split(','))
        add(candidate.trim().split(/\s+/)[0]);
    }
    for (const el of Array.from(document.querySelectorAll('[poster], object[data]')))
      add(el.getAttribute('poster') ?? el.getAttribute('data'));
    for (const el of Array.from(document.querySelectorAll('link[href]'))) {
      const rel = el.getAttribute('rel') ?? '';
      // canonical, alternate and similar only name pages; these fetch.
      if (
        /\b(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)\b/.test(
          rel,
        )
      )
        add(el.getAttribute('href'));
    }
    return urls.filter(
      (url) => !url.startsWith('data:') && new URL(url).origin !== location.origin,
    );
  });
}

/**
 * Links to the emergency line that are not in the same box as the hospital
 * signs (CONTENT.md: wherever the site offers the emergency line, a spreading
 * swelling, trouble breathing or bleeding that will not stop are sent to a
 * hospital in the same glance). A link's box is its nearest ancestor, at most
 * three levels up and short of the page's article or main, that holds the
 * one-line hospital signs or the hospital level of a WhenToGetHelp block.
 * The one-line announcement bar is the exception: it has no room for the signs.
 */
export async function emergencyOffersWithoutHospitalSigns(page: Page): Promise<string[]> {
  return page.evaluate((href) => {
    const signs = '[data-hospital-signs], [data-level="hospital"]';
    const stop = 'article, main, .markdown, body';
    return Array.from(document.querySelectorAll(`a[href="${href}"]`))
      .filter((link) => !link.closest('.theme-announcement-bar'))
      .filter((link) => {
        let box = link.parentElement;
        for (let level = 0; box && level < 3 && !box.matches(stop); level += 1) {
          if (box.querySelector(signs)) return false;
          box = box.parentElement;
        }
        return true;
      })
      .map((link) => (link.parentElement?.outerHTML ?? link.outerHTML).slice(0, 200));
  }, telHref(clinic.emergencyPhone));
}
