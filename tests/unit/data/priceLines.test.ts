/**
 * Price lines are named by their `id` (src/data/treatments.ts), never by their
 * words, which a translated build replaces. The ids are plain strings, not a
 * union per treatment: tests/content/blockIds.test.ts holds every `<Price>` in
 * the pages, posts, translations and the editor guide to an id its treatment
 * has, and tests/unit/data/problems.test.ts the lines problems.ts names.
 */
import {treatments} from '@site/src/data/treatments';

describe('price lines', () => {
  it.each(treatments.filter((t) => t.pricing).map((t) => [t.id, t.pricing!.lines] as const))(
    '%s: each line has a short kebab-case id of its own',
    (_id, lines) => {
      for (const line of lines) expect(line.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
    },
  );
});
