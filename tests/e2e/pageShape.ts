/**
 * The shape of a built page's main content, to compare a translated page with
 * its English page: how many headings of each level, how many elements carry
 * each CSS-module class (the blocks and their parts, which module class names
 * identify in every locale of one build), and how many paragraphs, list items,
 * cells, links, buttons and pictures each such block holds. Words are left out:
 * they differ by language; the structure must not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';

export type Shape = Record<string, number>;

/** `card_Ab3x`: a CSS-module class as the production build names it. */
const moduleClass = /^[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_-]{4}$/;
const counted = new Set(['p', 'li', 'td', 'th', 'dt', 'dd', 'a', 'button', 'img']);

/** A div that only carries lang and dir (ui/BlockLanguage, ui/EnglishContent): not part of the shape. */
const isLanguageMark = (el: {attribs: Record<string, string>}) =>
  'data-language-mark' in el.attribs;

const moduleClassOf = (el: {attribs: Record<string, string>}) =>
  isLanguageMark(el)
    ? undefined
    : (el.attribs.class ?? '').split(/\s+/).find((c) => moduleClass.test(c));

/** The shape of the page's <main>, or undefined when it has none. */
export function pageShape(html: string): Shape | undefined {
  const main = DomUtils.findOne((el) => el.name === 'main', parseDocument(html).children, true);
  if (!main) return undefined;
  const shape: Shape = {};
  const add = (key: string) => (shape[key] = (shape[key] ?? 0) + 1);
  for (const el of DomUtils.findAll(() => true, [main])) {
    if (/^h[1-6]$/.test(el.name)) add(el.name);
    if (!isLanguageMark(el))
      for (const c of (el.attribs.class ?? '').split(/\s+/)) if (moduleClass.test(c)) add(`.${c}`);
    if (!counted.has(el.name)) continue;
    for (let up = el.parent; up && up !== main; up = up.parent) {
      const owner = 'attribs' in up ? moduleClassOf(up) : undefined;
      if (owner) {
        add(`.${owner} ${el.name}`);
        break;
      }
    }
  }
  return shape;
}

/** What differs between two shapes, as "key: English count → translated count". */
export function shapeDifferences(english: Shape, translated: Shape): string[] {
  const keys = [...new Set([...Object.keys(english), ...Object.keys(translated)])].sort();
  return keys
    .filter((key) => (english[key] ?? 0) !== (translated[key] ?? 0))
    .map((key) => `${key}: ${english[key] ?? 0} → ${translated[key] ?? 0}`);
}

/** The built HTML file of a route (`/services/x` → services/x/index.html). */
export function routeFile(buildDir: string, route: string): string {
  return path.join(buildDir, route, 'index.html');
}

/** The CSS-module classes a page's <main> uses: its blocks and their parts. */
export function moduleClasses(shape: Shape): string[] {
  return Object.keys(shape).filter((key) => /^\.[^ ]+$/.test(key));
}

/**
 * A small set of routes that, together, use every block class any route uses
 * (greedy set cover, first routes first): checking these thoroughly checks every
 * block at least once.
 */
export function coveringRoutes(classesByRoute: ReadonlyMap<string, readonly string[]>): string[] {
  const uncovered = new Set([...classesByRoute.values()].flat());
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    let best: string | undefined;
    let bestCount = 0;
    for (const [route, classes] of classesByRoute) {
      const count = classes.filter((c) => uncovered.has(c)).length;
      if (count > bestCount) [best, bestCount] = [route, count];
    }
    if (!best) break;
    chosen.push(best);
    for (const c of classesByRoute.get(best) ?? []) uncovered.delete(c);
  }
  return chosen;
}

/** The HTML files of the English build, relative to it (the locales' folders left out). */
export function englishPages(buildDir: string, locales: readonly string[]): string[] {
  const skip = new Set([...locales, 'assets', 'img', 'js']);
  const walk = (rel: string): string[] =>
    fs.readdirSync(path.join(buildDir, rel), {withFileTypes: true}).flatMap((entry) => {
      const file = path.join(rel, entry.name);
      if (entry.isDirectory()) return rel === '' && skip.has(entry.name) ? [] : walk(file);
      return entry.name.endsWith('.html') ? [file] : [];
    });
  return walk('').sort();
}
