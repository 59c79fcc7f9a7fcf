/**
 * What the content checks read: the Markdown and MDX an editor writes (pages,
 * posts, the editor guide and their translations), with line numbers, so each
 * message can say where to look.
 */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.join(__dirname, '..', '..');

/** Where editors write, relative to the project. */
export const contentDirs = ['src/pages', 'blog', 'docs', 'i18n'];

/** Every .md and .mdx file under `dir` (relative to the project), sorted. */
export function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

export const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

/** The 1-based line of the character at `index`. */
export const lineAt = (text: string, index: number): number =>
  text.slice(0, index).split('\n').length;

/** The front matter's `key: value` lines (values unquoted; lists left as written). */
export function frontMatter(text: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^([A-Za-z_]+):\s*(.*)$/gm)].map((m) => [
      m[1],
      m[2]
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .replace(/^'(.*)'$/, '$1'),
    ]),
  );
}

/**
 * The text with fenced code blocks and `inline code` blanked out (same length and
 * lines), so that examples in the editor guide are not read as blocks or links.
 */
export function withoutCode(text: string): string {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, blank).replace(/`[^`\n]*`/g, blank);
}

export interface BlockUse {
  /** "file:line", for the message. */
  at: string;
  block: string;
  attributes: Record<string, string>;
}

/** Every `<Block attr="…" …>` (a capitalised JSX tag) in a file, with its plain attributes. */
export function blockUses(file: string): BlockUse[] {
  const text = withoutCode(read(file));
  return [...text.matchAll(/<([A-Z][A-Za-z]*)(\s[^>]*)?>/g)].map((match) => ({
    at: `${file}:${lineAt(text, match.index)}`,
    block: match[1],
    attributes: Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)=(?:"([^"]*)"|\{([^}]*)\})/g)].map((a) => [
        a[1],
        a[2] ?? a[3].trim(),
      ]),
    ),
  }));
}

/** `["a", "b"]` or `['a','b']` written in an attribute, as a list. */
export const idList = (value: string): string[] =>
  [...value.matchAll(/["']([^"']+)["']/g)].map((m) => m[1]);
