/**
 * Price lines are named by their `id` (src/data/treatments.ts), never by their
 * words, which a translated build replaces. The ids are plain strings, not a
 * union per treatment, so this test holds every `<Price>` in the pages, posts,
 * translated pages and the editor guide to an id its treatment has.
 * (problems.ts names lines in `priceLines`: tests/unit/data/problems.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import {treatments} from '@site/src/data/treatments';

const root = path.join(__dirname, '../../..');

function files(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** Every `<Price …/>` with its file, line number and attributes. */
const uses = ['src/pages', 'blog', 'docs', 'i18n'].flatMap(files).flatMap((file) => {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/<Price\s([^>]*)>/g)].map((match) => ({
    at: `${file}:${text.slice(0, match.index).split('\n').length}`,
    attributes: Object.fromEntries(
      [...match[1].matchAll(/(\w+)=(?:"([^"]*)"|\{([^}]*)\})/g)].map((a) => [a[1], a[2] ?? a[3]]),
    ),
  }));
});

describe('price lines', () => {
  it.each(treatments.filter((t) => t.pricing).map((t) => [t.id, t.pricing!.lines] as const))(
    '%s: each line has a short kebab-case id of its own',
    (_id, lines) => {
      for (const line of lines) expect(line.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    },
  );
});

describe('<Price> in pages, posts and the editor guide', () => {
  it('is found (the scan sees the posts and the financing page)', () => {
    expect(uses.length).toBeGreaterThan(20);
    expect(uses.map((u) => u.at)).toContainEqual(
      expect.stringMatching(/^src\/pages\/pricing\/financing\.mdx:/),
    );
  });

  it('names a treatment and one of its lines by id, as plain strings', () => {
    const wrong = uses.flatMap(({at, attributes: {treatment, line, ...rest}}) => {
      const others = Object.keys(rest).filter((name) => name !== 'unit');
      if (others.length > 0) return [`${at}: unknown attribute ${others.join(', ')}`];
      if (treatment === undefined || line === undefined)
        return [`${at}: needs treatment="…" and line="…"`];
      const ids = treatments.find((t) => t.id === treatment)?.pricing?.lines.map((l) => l.id);
      if (ids === undefined) return [`${at}: no priced treatment "${treatment}"`];
      return ids.includes(line)
        ? []
        : [`${at}: "${treatment}" has no line "${line}"; its lines are ${ids.join(', ')}`];
    });
    expect(wrong).toEqual([]);
  });
});
