/**
 * The editor guide documents every MDX block an editor can use, and no block
 * that no longer exists: the `###` headings of the guide's blocks page name
 * exactly the keys of `mdxBlocks` (config/mdxBlocks.ts), and each block's
 * section shows it in an MDX example. A block added to mdxBlocks without its
 * section, or a section left behind by a removed block, fails here with its name.
 */
import fs from 'node:fs';
import path from 'node:path';
import {mdxBlocks} from '@site/config/mdxBlocks';

const guidePage = path.join('docs', 'editing-basics', 'markdown-and-blocks.md');
const guide = fs.readFileSync(path.join(__dirname, '..', '..', '..', guidePage), 'utf8');

/** Each block's section: a `### Name` heading (one word, starting with a capital) and the text up to the next heading. */
function blockSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  const lines = markdown.split('\n');
  let inFence = false;
  let current: string | undefined;
  for (const line of lines) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(#{1,6}) (.*)$/.exec(line);
    if (heading) {
      const name = heading[2].trim();
      current = heading[1] === '###' && /^[A-Z][A-Za-z]+$/.test(name) ? name : undefined;
      if (current !== undefined) sections.set(current, '');
      continue;
    }
    if (current !== undefined) sections.set(current, `${sections.get(current)}${line}\n`);
  }
  return sections;
}

/** What differs between the blocks the guide documents and the blocks that exist. */
function guideMismatch(documented: readonly string[], blocks: readonly string[]) {
  return {
    undocumented: blocks.filter((name) => !documented.includes(name)),
    noLongerBlocks: documented.filter((name) => !blocks.includes(name)),
  };
}

describe('the check itself', () => {
  const sample = [
    '## Blocks for prices',
    '### Price',
    'One price line.',
    '```mdx',
    '### NotAHeading',
    '<Price treatment="veneers" line="composite-veneer" />',
    '```',
    '### How prices are written',
    'Not a block.',
  ].join('\n');

  it('reads block headings outside code, and each section up to the next heading', () => {
    const sections = blockSections(sample);
    expect([...sections.keys()]).toEqual(['Price']);
    expect(sections.get('Price')).toContain('<Price treatment="veneers"');
    expect(sections.get('Price')).not.toContain('Not a block.');
  });

  it('names a block that has no section, and a section whose block is gone', () => {
    expect(guideMismatch(['Price', 'OldBlock'], ['Price', 'NewBlock'])).toEqual({
      undocumented: ['NewBlock'],
      noLongerBlocks: ['OldBlock'],
    });
  });
});

describe(`the blocks page of the editor guide (${guidePage})`, () => {
  const sections = blockSections(guide);
  const blocks = Object.keys(mdxBlocks);

  it('documents every block of config/mdxBlocks.ts, and only those', () => {
    expect(blocks.length).toBeGreaterThan(0);
    expect(guideMismatch([...sections.keys()], blocks)).toEqual({
      undocumented: [],
      noLongerBlocks: [],
    });
  });

  it.each(blocks)('shows %s in an MDX example in its section', (name) => {
    const section = sections.get(name) ?? '';
    const examples = [...section.matchAll(/^```mdx\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
    expect(examples.some((code) => new RegExp(`<${name}[\\s/>]`).test(code))).toBe(true);
  });
});
