/**
 * Files a newcomer can read: no TypeScript file of the site's code under src/
 * is longer than 400 lines. Split a longer one at its seams: a component into
 * parts in folders of their own (each with its CSS module), its state into a
 * hook, a module of src/lib into a folder of modules.
 *
 * src/data is not held to it: its files are lists of facts, one entry per
 * treatment, sign or branch, and each is one unit of the data-words plugin
 * (plugins/data-words) with its own translation file per locale, so splitting
 * one is a change to the translators' files as well.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const limit = 400;
const notHeld = path.join('src', 'data') + path.sep;

/** The site's TypeScript files under src/, data left out, relative to the root. */
function codeFiles(): string[] {
  return fs
    .readdirSync(path.join(root, 'src'), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(notHeld));
}

/** Lines as `wc -l` counts them: the line ends. */
const lineCount = (text: string) => text.split('\n').length - 1;

/** "file: N lines" for each file longer than `max` lines, longest first. */
function tooLong(files: readonly {file: string; text: string}[], max: number): string[] {
  return files
    .map(({file, text}) => ({file, lines: lineCount(text)}))
    .filter(({lines}) => lines > max)
    .sort((a, b) => b.lines - a.lines)
    .map(({file, lines}) => `${file}: ${lines} lines`);
}

describe('the length of the site’s code files', () => {
  it('the check names each file over the limit, longest first (the check itself)', () => {
    const line = 'x\n';
    expect(
      tooLong(
        [
          {file: 'a.tsx', text: line.repeat(3)},
          {file: 'b.ts', text: line.repeat(5)},
          {file: 'c.ts', text: line.repeat(4)},
        ],
        3,
      ),
    ).toEqual(['b.ts: 5 lines', 'c.ts: 4 lines']);
  });

  it('reads every code file under src/', () => {
    const files = codeFiles();
    expect(files.length).toBeGreaterThan(150);
    expect(files).toContain(path.join('src', 'pages', '_components', 'ContactForm', 'index.tsx'));
    expect(files).toContain(path.join('src', 'lib', 'where.ts'));
  });

  it(`no file is over ${limit} lines`, () => {
    const files = codeFiles().map((file) => ({
      file,
      text: fs.readFileSync(path.join(root, file), 'utf8'),
    }));
    expect(tooLong(files, limit)).toEqual([]);
  });
});
