/**
 * One direction per block on every page of the Urdu build (issue 32, item 3):
 * Arabic-script text is laid out right to left and English paragraphs left to
 * right, whichever language the page around them is in. A page that has no
 * Urdu translation is the English page, with its data blocks in Urdu; each part
 * carries its own `lang` and `dir` (src/components/ui/BlockLanguage,
 * src/theme/MDXContent).
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './helpers';
import {buildDir} from './ports';

const locale = 'ur';

/**
 * Every page of the Urdu build, from its HTML files: the sitemap lists only the
 * translated pages, and the English pages inside the Urdu menus matter most here.
 * The not-found page is visited at its file, /ur/404.html: `docusaurus serve`
 * answers an unknown /ur/ address with the English 404.html.
 */
function localeRoutes(): string[] {
  const root = path.join(buildDir, locale);
  const files = fs.readdirSync(root, {recursive: true, encoding: 'utf8'});
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(path.sep).join('/'))
    .map((file) => {
      if (file === 'index.html') return `/${locale}/`;
      return `/${locale}/${file.replace(/\/index\.html$/, '')}`;
    })
    .sort();
}

interface Offender {
  rule: string;
  tag: string;
  text: string;
}

/**
 * Runs in the page. A text block is an element of a block kind (a paragraph,
 * list item, heading, cell, caption, label, or a box that holds them), or any
 * element with its own `dir` or `lang` or a direction other than its parent's;
 * its text is the text that is not inside a nested text block. Flags
 *  - a text block whose letters are mostly Arabic-script but whose direction is
 *    ltr;
 *  - a p, li or heading of at least four Latin-letter words and no Arabic-script
 *    letter whose direction is rtl;
 *  - inside main, an element marked English (lang="en…") that is not ltr, or
 *    marked as the page's language (`pageLang`) that is not rtl;
 *  - a rupee sign drawn after its amount ("30,000₹" instead of "₹30,000"), as
 *    an amount after an Urdu word is when it is not isolated (src/lib/money.ts).
 * Elements the page does not show (display: none) are left out, with their text.
 */
function directionOffenders(pageLang: string): Offender[] {
  const arabicLetter = /(?=\p{L})\p{Script=Arabic}/u;
  const letter = /\p{L}/u;
  const latinWord = /\p{Script=Latin}+/gu;
  const paragraphTags = new Set(['P', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
  const blockTags = new Set([
    ...paragraphTags,
    ...['TD', 'TH', 'DT', 'DD', 'FIGCAPTION', 'SUMMARY', 'LABEL', 'CAPTION', 'BLOCKQUOTE'],
    ...['LEGEND', 'DIV', 'UL', 'OL', 'DL', 'TABLE', 'TR', 'DETAILS', 'SECTION', 'ARTICLE'],
    ...['NAV', 'ASIDE', 'HEADER', 'FOOTER', 'MAIN', 'FORM', 'FIELDSET', 'FIGURE', 'PRE'],
  ]);
  const skippedTags = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
  const isTextBlock = (element: HTMLElement) =>
    blockTags.has(element.tagName) ||
    element.hasAttribute('dir') ||
    element.hasAttribute('lang') ||
    (element.parentElement !== null &&
      getComputedStyle(element).direction !== getComputedStyle(element.parentElement).direction);
  const shown = (element: HTMLElement) => getComputedStyle(element).display !== 'none';
  const ownText = (element: HTMLElement): string => {
    let text = '';
    for (const child of Array.from(element.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent;
      else if (
        child instanceof HTMLElement &&
        !skippedTags.has(child.tagName) &&
        shown(child) &&
        !isTextBlock(child)
      )
        text += ` ${ownText(child)} `;
    }
    return text;
  };
  const offenders: Offender[] = [];
  const flag = (rule: string, element: Element, text: string) =>
    offenders.push({
      rule,
      tag: element.tagName.toLowerCase(),
      text: text.replace(/\s+/g, ' ').trim().slice(0, 70),
    });
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    if (!(element instanceof HTMLElement) || element.closest('script, style, noscript, template'))
      continue;
    if (!shown(element) || !isTextBlock(element)) continue;
    const text = ownText(element);
    const letters = [...text].filter((char) => letter.test(char));
    const arabic = letters.filter((char) => arabicLetter.test(char)).length;
    const {direction} = getComputedStyle(element);
    if (letters.length > 0 && arabic * 2 > letters.length && direction === 'ltr')
      flag('Urdu text laid out left to right', element, text);
    if (
      paragraphTags.has(element.tagName) &&
      arabic === 0 &&
      (text.match(latinWord) ?? []).length >= 4 &&
      direction === 'rtl'
    )
      flag('English text laid out right to left', element, text);
  }
  for (const element of Array.from(document.querySelectorAll('main [lang]'))) {
    const lang = element.getAttribute('lang') ?? '';
    const {direction} = getComputedStyle(element);
    if (/^en\b/i.test(lang) && direction !== 'ltr')
      flag(`lang="${lang}" laid out ${direction}`, element, element.textContent ?? '');
    if (lang === pageLang && direction !== 'rtl')
      flag(`lang="${lang}" laid out ${direction}`, element, element.textContent ?? '');
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template')) continue;
    for (const match of text.matchAll(/₹[\u2066-\u2069\u200e\u200f]*\d/g)) {
      const at = match.index;
      const sign = document.createRange();
      sign.setStart(node, at);
      sign.setEnd(node, at + 1);
      const digit = document.createRange();
      digit.setStart(node, at + match[0].length - 1);
      digit.setEnd(node, at + match[0].length);
      const [signBox, digitBox] = [sign.getBoundingClientRect(), digit.getBoundingClientRect()];
      const sameLine = Math.abs(signBox.top - digitBox.top) < signBox.height / 2;
      if (signBox.width > 0 && sameLine && signBox.left > digitBox.left)
        flag('rupee sign after its amount', parent, text);
    }
  }
  return offenders;
}

/** Visits each route in turn and lists every offender, by route. */
async function offendersOf(page: Page, routes: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(route, {waitUntil: 'domcontentloaded'});
    await waitForHydration(page);
    const pageLang = await page.locator('html').getAttribute('lang');
    for (const {rule, tag, text} of await page.evaluate(directionOffenders, pageLang ?? '')) {
      found.push(`${route}: ${rule}: <${tag}> "${text}"`);
    }
  }
  return found;
}

const routes = localeRoutes();
const sections = ['blog', 'services', 'docs'];
const sectionOf = (route: string) => route.split('/')[2] ?? '';
const groups = [
  ...sections.map((section) => ({
    name: `/${locale}/${section}/`,
    routes: routes.filter((route) => sectionOf(route) === section),
  })),
  {
    name: 'every other page',
    routes: routes.filter((route) => !sections.includes(sectionOf(route))),
  },
];

test('the Urdu build has pages in every section this test walks', () => {
  expect(routes.length).toBeGreaterThan(100);
  for (const {routes: sectionRoutes} of groups) expect(sectionRoutes.length).toBeGreaterThan(0);
});

for (const group of groups) {
  test(`every block of ${group.name} is laid out in its own language's direction`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + group.routes.length * 3_000);
    expect(await offendersOf(page, group.routes)).toEqual([]);
  });
}
