import {expect, test, type Page} from '@playwright/test';
import {answerAssessmentToSummary, collectErrors, waitForHydration} from './helpers';

const endpoint = process.env.CONTACT_FORM_ENDPOINT;

/**
 * Two ways browsers refuse storage, each installed before any page script:
 * - blocked: reading window.localStorage or window.sessionStorage throws a
 *   SecurityError (Chromium with site data blocked, sandboxed frames);
 * - failing: the objects exist but every call on them throws (storage full,
 *   disabled by policy; Safari's old private mode threw on every write).
 */
const modes: Record<string, {breakStorage: () => void; docusaurusLogs: boolean}> = {
  'blocked storage': {
    docusaurusLogs: false,
    breakStorage: () => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(`Access to ${name} is denied in this test.`, 'SecurityError');
          },
        });
      }
    },
  },
  // Docusaurus catches each failing call of its own (colour mode, announcement
  // bar, docs version) and reports it with console.error "Docusaurus storage
  // error, …"; the site's own code logs nothing.
  'failing storage': {
    docusaurusLogs: true,
    breakStorage: () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, {
          configurable: true,
          value() {
            throw new DOMException(`Storage.${method} fails in this test.`, 'QuotaExceededError');
          },
        });
      }
      Object.defineProperty(Storage.prototype, 'length', {
        configurable: true,
        get() {
          throw new DOMException('Storage.length fails in this test.', 'QuotaExceededError');
        },
      });
    },
  },
};

async function expectNoCrash(page: Page) {
  await expect(page.getByText(/This page crashed/i)).toHaveCount(0);
  await expect(page.locator('main h1')).toHaveCount(1);
}

for (const [mode, {breakStorage, docusaurusLogs}] of Object.entries(modes)) {
  test.describe(`with ${mode}`, () => {
    test.beforeEach(async ({page}) => {
      await page.addInitScript(breakStorage);
    });

    /** Console errors and uncaught exceptions, less the framework's reports of storage calls it caught. */
    function unexpected(errors: string[]): string[] {
      return errors.filter(
        (e) => !(docusaurusLogs && e.startsWith("Docusaurus storage error, can't ")),
      );
    }

    test('the site loads without errors or crash, and the colour mode toggle works for the visit', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await page.goto('/');
      await waitForHydration(page);
      // The init script really broke storage on this page.
      expect(
        await page.evaluate(() => {
          try {
            window.localStorage.getItem('theme');
            return 'storage works';
          } catch {
            return 'storage throws';
          }
        }),
      ).toBe('storage throws');
      await expectNoCrash(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      const toggle = page.getByRole('button', {name: /switch between dark and light mode/i});
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      // The choice holds while the visitor moves around the site (it cannot outlive the visit).
      const link = page.locator('main a[href^="/services/"]').first();
      const href = (await link.getAttribute('href'))!;
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      // The new page has rendered (its route is on <html>) before the toggle is pressed again:
      // pressed during the transition, the click can land on the navbar being replaced.
      await expect(html).toHaveAttribute('data-route', href);
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expectNoCrash(page);
      expect(unexpected(errors)).toEqual([]);
    });

    test('the contact form validates, and a failed send offers WhatsApp, phone and e-mail', async ({
      page,
    }) => {
      test.skip(!endpoint, 'CONTACT_FORM_ENDPOINT is not set for this build');
      const errors = collectErrors(page);
      await page.route(endpoint!, (route) =>
        route.fulfill({status: 500, contentType: 'application/json', body: '{}'}),
      );
      await page.goto('/contact');
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Send request'}).click();
      const summary = page.getByRole('alert');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('Please enter your name.');

      await page.getByLabel('Your name', {exact: true}).fill('Asha Rao');
      await page.getByLabel('Mobile number', {exact: true}).fill('98765 43210');
      await page.getByLabel('Branch', {exact: true}).selectOption('kondapur');
      await page.getByLabel(/may use these details/).check();
      await page.getByRole('button', {name: 'Send request'}).click();
      const failed = page.getByRole('alert');
      await expect(failed).toContainText('Your request was not sent.');
      await expect(
        failed.getByRole('link', {name: /WhatsApp the Kondapur branch/}),
      ).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=.*Asha/);
      await expect(failed.getByRole('link', {name: /^Call/})).toHaveAttribute('href', /^tel:\+91/);
      await expect(failed.getByRole('link', {name: /^E-mail/})).toHaveAttribute(
        'href',
        /^mailto:.*Asha/,
      );
      await expect(page.getByLabel('Your name', {exact: true})).toHaveValue('Asha Rao');
      await expectNoCrash(page);
      // The browser logs the 500 this test answers with; nothing else may be logged.
      expect(unexpected(errors)).toEqual([
        'Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
      ]);
    });

    test('the smile assessment runs to its summary and clears', async ({page}) => {
      const errors = collectErrors(page);
      await page.goto('/smile-assessment');
      await waitForHydration(page);
      await answerAssessmentToSummary(page);
      await page.getByRole('button', {name: 'Back to the questions'}).click();
      await page.getByRole('button', {name: 'Clear my answers'}).click();
      await expect(page.getByText('Step 1 of 5')).toBeVisible();
      await expectNoCrash(page);
      expect(unexpected(errors)).toEqual([]);
    });
  });
}
