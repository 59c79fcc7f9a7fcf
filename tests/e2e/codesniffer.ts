import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {expect} from '@playwright/test';

/** What the test keeps of one HTML_CodeSniffer message. */
type SnifferError = {code: string; message: string; element: string};

/** The most of an element's outerHTML a report line shows. */
const elementChars = 300;

let script: string | undefined;

/** HTML_CodeSniffer's browser build, read once from node_modules. */
function codeSnifferScript(): string {
  script ??= fs.readFileSync(require.resolve('html_codesniffer/build/HTMLCS.js'), 'utf8');
  return script;
}

/**
 * Runs HTML_CodeSniffer's WCAG2AA standard on the page as it is now: its errors,
 * and how many messages it gave in all (its warnings and notices ask for a human check).
 */
async function codeSnifferRun(page: Page): Promise<{errors: SnifferError[]; total: number}> {
  // An inline script tag: `docusaurus serve` (the baseURL) sends no Content-Security-Policy.
  // The headers server's policy would block it; the script is not fetched from anywhere.
  await page.addScriptTag({content: codeSnifferScript()});
  return page.evaluate(
    (maxChars) =>
      new Promise<{errors: SnifferError[]; total: number}>((resolve, reject) => {
        type Message = {type: number; code: string; msg: string; element: Element | Document};
        const htmlcs = (
          window as unknown as {
            HTMLCS?: {
              ERROR: number;
              process: (
                standard: string,
                content: Document,
                done: () => void,
                failed: () => void,
                language: string,
              ) => void;
              getMessages: () => Message[];
            };
          }
        ).HTMLCS;
        if (!htmlcs) {
          reject(new Error('HTML_CodeSniffer did not load (was its inline script blocked?)'));
          return;
        }
        // 2.5.1 asks for '…InvalidAutoComplete_…' messages but ships them as '…InvalidAutocomplete_…'
        // (squizlabs/HTML_CodeSniffer#296), so an autocomplete error made it throw instead of report.
        const english = (window as unknown as {translation: {en: Record<string, string>}})
          .translation.en;
        for (const key of Object.keys(english).filter((k) => k.includes('InvalidAutocomplete_')))
          english[key.replace('InvalidAutocomplete_', 'InvalidAutoComplete_')] = english[key];
        htmlcs.process(
          'WCAG2AA',
          document,
          () => {
            const messages = htmlcs.getMessages();
            const errors = messages
              .filter((m) => m.type === htmlcs.ERROR)
              .map((m) => {
                const html =
                  'outerHTML' in m.element ? m.element.outerHTML : '(the whole document)';
                return {
                  code: m.code,
                  message: m.msg,
                  element: html.length > maxChars ? `${html.slice(0, maxChars)}…` : html,
                };
              });
            resolve({errors, total: messages.length});
          },
          () => reject(new Error('HTML_CodeSniffer could not run the WCAG2AA standard')),
          'en',
        );
      }),
    elementChars,
  );
}

/** One entry per error: code, message and the element's HTML (cut at `elementChars`). */
function formatErrors(errors: SnifferError[]): string {
  return errors
    .map(({code, message, element}) => `- ${code}\n    ${message}\n    ${element}`)
    .join('\n');
}

/** Fails with a readable list when HTML_CodeSniffer finds any WCAG 2 AA error. */
export async function expectNoCodeSnifferErrors(page: Page, label: string): Promise<void> {
  const {errors, total} = await codeSnifferRun(page);
  // Every page gets notices (things to check by hand); none at all means the standard did not run.
  expect(total, `${label}: HTML_CodeSniffer checked the page`).toBeGreaterThan(0);
  const report = formatErrors(errors);
  expect(report, `${label}: HTML_CodeSniffer found WCAG 2 AA errors`).toBe('');
}
