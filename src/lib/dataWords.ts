/**
 * The words among the clinic's data (names, summaries, advice, addresses), found
 * by field patterns and swapped for their translation in a translated build.
 *
 * A pattern names a field from one of a data file's exports: `problems[].name`
 * is the `name` of every entry of the `problems` list; `*` is every value of an
 * object (`categoryLabels.*`); a pattern that ends on a list of strings
 * (`branches[].landmarks[]`) names each string in it. Missing optional fields
 * are skipped.
 *
 * Node (plugins/data-words) walks the English data to list the words and writes
 * their translations in the same order; the browser bundle of a translated build
 * walks the same data the same way and puts each translation in its place
 * (`placeWords`), before any page reads the data.
 */

type Container = Record<string, unknown> | unknown[];

/** One string field found by a pattern: where it is, and its English text. */
interface WordSlot {
  parent: Container;
  key: string | number;
  text: string;
  /** Where, for people: `problems.tooth-pain.name` (list entries by id where they have one). */
  where: string;
}

/** A place being walked: the container, the key in it, and the path so far. */
type Place = [Container, string | number, string];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function children(value: Container, segment: string, where: string): Place[] {
  const join = (key: string | number) => (where ? `${where}.${key}` : String(key));
  if (segment === '*') {
    return Array.isArray(value)
      ? value.map((_, i) => [value, i, join(i)])
      : Object.keys(value).map((key) => [value, key, join(key)]);
  }
  return [[value, segment, join(segment)]];
}

function entryName(item: unknown, index: number): string | number {
  const id = isContainer(item) ? (item as Record<string, unknown>).id : undefined;
  return typeof id === 'string' ? id : index;
}

function at(parent: Container, key: string | number): unknown {
  return (parent as Record<string | number, unknown>)[key];
}

/** Every string `pattern` names inside `roots` (the data file's exports by name), in a fixed order. */
function slots(roots: Record<string, unknown>, pattern: string): WordSlot[] {
  let places: Place[] = [[roots, '', '']];
  const segments = pattern.split('.');
  segments.forEach((segment, index) => {
    const list = segment.endsWith('[]');
    const name = list ? segment.slice(0, -2) : segment;
    const next: Place[] = [];
    for (const [parent, key, where] of places) {
      const value = index === 0 ? parent : at(parent, key);
      if (!isContainer(value)) continue;
      for (const [child, childKey, childWhere] of children(value, name, where)) {
        if (!list) {
          next.push([child, childKey, childWhere]);
          continue;
        }
        const items = at(child, childKey);
        if (Array.isArray(items)) {
          items.forEach((item, i) => next.push([items, i, `${childWhere}.${entryName(item, i)}`]));
        }
      }
    }
    places = next;
  });
  return places.flatMap(([parent, key, where]) => {
    const text = at(parent, key);
    return typeof text === 'string' ? [{parent, key, text, where}] : [];
  });
}

/** The English words `patterns` name in `roots`, in the order `placeWords` expects their translations. */
export function listWords(
  roots: Record<string, unknown>,
  patterns: readonly string[],
): {where: string; text: string}[] {
  return patterns.flatMap((pattern) =>
    slots(roots, pattern).map(({text, where}) => ({where, text})),
  );
}

/**
 * Puts `translations[i]` in the place of the i-th word `listWords` lists. A
 * `null` keeps the English word (the translations test fails on any).
 */
export function placeWords(
  roots: Record<string, unknown>,
  patterns: readonly string[],
  translations: readonly (string | null)[],
): void {
  const found = patterns.flatMap((pattern) => slots(roots, pattern));
  if (found.length !== translations.length) {
    throw new Error(
      `placeWords: the data has ${found.length} words, the build brought ${translations.length} translations`,
    );
  }
  found.forEach(({parent, key}, i) => {
    const translation = translations[i];
    if (translation != null) (parent as Record<string | number, unknown>)[key] = translation;
  });
}
