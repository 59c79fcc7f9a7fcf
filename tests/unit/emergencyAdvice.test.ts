import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

/**
 * Advice that can change what a patient does in the next hour lives once, in
 * src/data/triage.ts, and only the WhenToGetHelp and FirstAid blocks render
 * it. This test reads every page and post and fails when prose restates a
 * hospital-level sign or first-aid steps in its own words, which is how pages
 * drifted apart before (one said "within the hour", another "the same day").
 */

const root = join(__dirname, '..', '..');
const contentDirs = ['src/pages', 'blog'];

function mdxFiles(dir: string): string[] {
  return readdirSync(join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** Prose lines only: front matter, imports and block tags are not advice. */
function proseLines(source: string): {line: number; text: string}[] {
  const lines = source.split('\n');
  const end = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
  return lines
    .map((text, i) => ({line: i + 1, text}))
    .slice(end)
    .filter(({text}) => !/^\s*(<|import |export )/.test(text));
}

const hospitalAdvice: [string, RegExp][] = [
  ['a hospital emergency department', /emergency department/i],
  [
    'going to hospital',
    /\b(go|come|get|taken?|head) (straight |now )?to (a |the nearest |the )?hospital/i,
  ],
  ['an ambulance', /call (for )?an ambulance/i],
  ['the public emergency numbers', /\b(108|112)\b/],
  ['swelling towards the eye or neck', /swell\w*[^.]{0,60}\b(eye|neck)\b/i],
  [
    'trouble breathing or swallowing',
    /trouble (breathing|swallowing)|hard to (breathe|swallow)|breath\w* or swallow|swallow well|can(not|'t|’t) swallow/i,
  ],
  [
    'bleeding that will not stop',
    /bleeding (that )?(does not|will not|doesn’t|won’t|doesn't|won't) stop/i,
  ],
];

const firstAidSteps: [string, RegExp][] = [
  ['putting a knocked-out tooth back', /(put|push)\w* (it|the tooth) back (in|into)/i],
  ['keeping a tooth in milk', /(keep|put) (it|the tooth) in (a (small )?cup of )?milk/i],
  ['holding a tooth by its edge', /by the biting edge/i],
  ['a time limit on coming in', /within (the|an|one) hour|every minute counts/i],
  ['holding a tooth by the crown', /(hold|pick) (it |the tooth )?(up )?by the crown/i],
  ['cold-pack timing', /\d+ minutes on\b/i],
  ['biting on gauze', /bite (down )?(firmly|hard) (on|for)\b/i],
];

const files = contentDirs.flatMap(mdxFiles);

describe('emergency advice is written once (src/data/triage.ts)', () => {
  it('finds the pages and posts to read', () => {
    expect(files.length).toBeGreaterThan(60);
  });

  it.each(files.map((f) => [relative(root, join(root, f))]))(
    '%s leaves hospital signs and first aid to the WhenToGetHelp and FirstAid blocks',
    (file) => {
      const found = proseLines(readFileSync(join(root, file), 'utf8')).flatMap(({line, text}) =>
        [...hospitalAdvice, ...firstAidSteps]
          .filter(([, pattern]) => pattern.test(text))
          .map(([what]) => `${file}:${line} restates ${what}`),
      );
      expect(found).toEqual([]);
    },
  );
});
