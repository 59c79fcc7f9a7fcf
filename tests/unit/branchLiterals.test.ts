/**
 * Adding a branch touches src/data/branches.ts (and its test) and nothing
 * else: every list of branches is derived from the data. So no code, page or
 * post outside src/data names a branch id in quotes. Tests and their fixtures
 * may; so may the editor guide (docs/), which quotes ids as examples.
 */
import fs from 'node:fs';
import path from 'node:path';
import {branches} from '@site/src/data/branches';

const root = path.join(__dirname, '../..');
const scanned = ['src', 'plugins', 'config', 'blog', 'static/js'];
const alsoFiles = ['docusaurus.config.ts', 'sidebars.ts'];
const skipped = [
  path.join('src', 'data') + path.sep,
  path.join('static', 'js', 'vendor') + path.sep,
];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?|mjs|mdx?)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !skipped.some((s) => file.startsWith(s)));
}

const files = [...scanned.flatMap(sourceFiles), ...alsoFiles];
const quotedId = new RegExp(`['"\`](${branches.map((b) => b.id).join('|')})['"\`]`, 'g');

describe('branch ids in quotes, outside src/data', () => {
  it('scans the site’s code, pages and posts', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files).toContain(path.join('src', 'pages', 'index.tsx'));
  });

  it('appear nowhere', () => {
    const found = files.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(quotedId)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('would be found (the pattern matches a literal id)', () => {
    expect(`<BranchPage id="${branches[0].id}" />`.match(quotedId)).toHaveLength(1);
  });
});
