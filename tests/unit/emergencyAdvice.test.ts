import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {signs, type SignId, type TriageLevel} from '@site/src/data/triage';

/**
 * Advice that can change what a patient does in the next hour lives once, in
 * src/data/triage.ts, and only the WhenToGetHelp and FirstAid blocks render
 * it. This test reads every page and post (prose, FAQ questions, titles and
 * descriptions) and every other data file's words (summaries, notes), and
 * fails when they restate a hospital-level sign or first-aid steps in their
 * own words, which is how pages drifted apart before (one said "within the
 * hour", another "the same day"); and when a sentence gives a sign a slower
 * time than its level in triage.ts ("come the same day" beside a loose tooth,
 * which is "call now").
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

interface Passage {
  /** Where a reader meets it: file and line, or data file and field. */
  where: string;
  text: string;
}

/**
 * What a reader reads in a page or post: prose lines, FAQ questions, and the
 * title and description in the front matter; not imports or block tags.
 */
function readerText(file: string): Passage[] {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const end = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
  return lines.flatMap((text, i) => {
    const where = `${file}:${i + 1}`;
    if (i < end) {
      const field = /^(title|description): *"?(.*?)"?$/.exec(text);
      return field ? [{where, text: field[2]}] : [];
    }
    const question = /<FaqItem question="([^"]+)"/.exec(text);
    if (question) return [{where, text: question[1]}];
    return /^\s*(<|import |export )/.test(text) ? [] : [{where, text}];
  });
}

/**
 * Every string in the data files other than triage.ts (which is the advice)
 * and wordFields.ts (which lists the others),
 * with its path: summaries, notes, labels. The public emergency numbers are
 * data of their own (clinic.ts), not advice about them.
 */
function dataText(): Passage[] {
  const dataDir = join(root, 'src', 'data');
  const strings = (value: unknown, path: string): Passage[] => {
    if (typeof value === 'string') return [{where: path, text: value}];
    if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
    }
    return [];
  };
  return readdirSync(dataDir)
    .filter((f) => f.endsWith('.ts') && !['triage.ts', 'wordFields.ts'].includes(f))
    .flatMap((f) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- every data file, by name
      const exports = require(join(dataDir, f)) as Record<string, unknown>;
      return strings(exports, `src/data/${f}`);
    })
    .filter(({where}) => !where.includes('.publicEmergencyNumbers['));
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

/** Words that put off coming, slower than each level asks for ("call now", "see a doctor today"). */
const slowerThan: Record<TriageLevel, RegExp | null> = {
  hospital: /\b(today|(the )?same[- ]day|within a day|a day or two|few days|this week|tomorrow)\b/i,
  'doctor-today': /\b(a day or two|few days|this week|next week|within a week)\b/i,
  'emergency-line':
    /\b(today|(the )?same[- ]day|within a day|a day or two|few days|this week|tomorrow)\b/i,
  'book-soon': null,
};

/** A time word only counts as advice beside a verb of coming or calling. */
const toCome = /\b(come|coming|book|visit|see|call|bring|get|go|help)\b/i;

/** Words that keep a sentence at "now" whatever else it says. */
const now = /\b(now|at once|straight away|immediately|right away)\b/i;

/** How prose names the signs whose level is more than "book soon". */
const signWords: [SignId, RegExp][] = [
  ['knocked-out-tooth', /knocked[- ]out (adult |permanent )?tooth/i],
  [
    'displaced-tooth',
    /\bloose tooth|tooth (is |that is )?(very )?loose|pushed (out|in) of place|out of place/i,
  ],
  ['exposed-nerve', /pink or red (is )?showing/i],
  [
    'facial-swelling',
    /swollen (face|cheek|jaw)|swelling of the (gum|face|jaw)|(face|cheek|jaw) (swells|is swollen)/i,
  ],
  ['fever-with-pain', /\bfever\b/i],
  ['uncontrolled-pain', /painkillers (do not|don't|don’t) (control|help|work)|keeps? you awake/i],
  ['heavy-bleeding', /heavy bleeding|bleeding (that )?(does not|will not|doesn’t|won’t) stop/i],
  ['bleeding-gums-with-bruising', /\bbruis|red spots|platelets/i],
];
const levelOf = (id: SignId) => signs.find((s) => s.id === id)!.level;

/** A milk tooth knocked out or loose is its own matter (never put back; same day). */
const milkTooth = /milk tooth|baby tooth|milk teeth/i;

function slowerAdvice({where, text}: Passage): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => toCome.test(sentence) && !now.test(sentence) && !milkTooth.test(sentence))
    .flatMap((sentence) =>
      signWords
        .filter(([id, words]) => {
          const slower = slowerThan[levelOf(id)];
          return words.test(sentence) && slower?.test(sentence);
        })
        .map(([id]) => `${where}: "${sentence}" gives ${id} (${levelOf(id)}) a slower time`),
    );
}

const files = contentDirs.flatMap(mdxFiles);
const data = dataText();

describe('emergency advice is written once (src/data/triage.ts)', () => {
  it('finds the pages, posts and data to read', () => {
    expect(files.length).toBeGreaterThan(60);
    expect(data.length).toBeGreaterThan(500);
  });

  const restated = ({where, text}: Passage) =>
    [...hospitalAdvice, ...firstAidSteps]
      .filter(([, pattern]) => pattern.test(text))
      .map(([what]) => `${where} restates ${what}`);

  it.each(files.map((f) => [relative(root, join(root, f))]))(
    '%s leaves hospital signs and first aid to the WhenToGetHelp and FirstAid blocks',
    (file) => {
      expect(readerText(file).flatMap(restated)).toEqual([]);
    },
  );

  it('the data’s summaries and notes leave them to those blocks too', () => {
    expect(data.flatMap(restated)).toEqual([]);
  });

  it.each(files.map((f) => [relative(root, join(root, f))]))(
    '%s never gives an urgent sign a slower time than triage.ts',
    (file) => {
      expect(readerText(file).flatMap(slowerAdvice)).toEqual([]);
    },
  );

  it('the data’s words never give an urgent sign a slower time either', () => {
    expect(data.flatMap(slowerAdvice)).toEqual([]);
  });

  it('catches a slower time beside an urgent sign, and lets "now" and milk teeth be', () => {
    const check = (text: string) => slowerAdvice({where: 'example', text});
    expect(
      check('Bring your child in within a day or two, or the same day if there is a loose tooth.'),
    ).toHaveLength(1);
    expect(check('With a fever, come in today.')).toHaveLength(1);
    expect(check('Same-day help for a broken or knocked-out tooth.')).toHaveLength(1);
    expect(check('If you bruise easily, see a doctor within a few days.')).toHaveLength(1);
    expect(check('With a fever, call the emergency line now.')).toEqual([]);
    expect(check('A knocked-out milk tooth: bring your child in the same day.')).toEqual([]);
    expect(check('Swelling after surgery peaks on the second day.')).toEqual([]);
  });
});
