/**
 * Every id a page, post or guide page gives a block names something in
 * src/data (`npm run check:content`). MDX is not type-checked, so a typo in
 * `<TreatmentFacts id="root-canals" />` would otherwise surface only as a
 * failed build page; here it is named with its file, line and the valid ids.
 */
import {doctors} from '@site/src/data/doctors';
import {eventTimeline} from '@site/src/data/eventTimeline';
import {beforeAfterIllustrations} from '@site/src/data/illustrations';
import {problems} from '@site/src/data/problems';
import {treatments} from '@site/src/data/treatments';
import {firstAid, situations, triageLevels} from '@site/src/data/triage';
import {blockUses, contentDirs, idList, markdownFiles, type BlockUse} from './contentFiles';

interface IdKind {
  /** What the id names, in the message ("treatment"). */
  name: string;
  /** Where editors find the ids. */
  file: string;
  ids: readonly string[];
}

const kinds = {
  treatment: {name: 'treatment', file: 'src/data/treatments.ts', ids: treatments.map((t) => t.id)},
  problem: {name: 'problem', file: 'src/data/problems.ts', ids: problems.map((p) => p.id)},
  doctor: {name: 'dentist', file: 'src/data/doctors.ts', ids: doctors.map((d) => d.id)},
  beforeAfter: {
    name: 'before-and-after illustration',
    file: 'src/data/illustrations.ts',
    ids: beforeAfterIllustrations.map((b) => b.id),
  },
  firstAid: {name: 'first-aid topic', file: 'src/data/triage.ts', ids: firstAid.map((f) => f.id)},
  situation: {name: 'situation', file: 'src/data/triage.ts', ids: Object.keys(situations)},
  level: {name: 'level of urgency', file: 'src/data/triage.ts', ids: triageLevels},
  event: {
    name: 'time before the event',
    file: 'src/data/eventTimeline.ts',
    ids: eventTimeline.map((e) => e.id),
  },
  field: {
    name: 'fact',
    file: 'src/components/blocks/Fact',
    ids: ['visits', 'duration', 'recovery', 'where'],
  },
} satisfies Record<string, IdKind>;

/** Which attribute of which block takes which kind of id (lists: `ids={[…]}`, `levels={[…]}`). */
const attributeKinds: Record<string, Record<string, IdKind>> = {
  BeforeAfter: {id: kinds.beforeAfter},
  BookingCta: {treatment: kinds.treatment},
  BranchesOffering: {id: kinds.treatment},
  DoctorArticles: {id: kinds.doctor},
  DoctorFacts: {id: kinds.doctor},
  DoctorTreatments: {id: kinds.doctor},
  EventFit: {at: kinds.event},
  Fact: {treatment: kinds.treatment, field: kinds.field},
  FirstAid: {topic: kinds.firstAid},
  PriceTable: {id: kinds.treatment, ids: kinds.treatment},
  ProblemFacts: {id: kinds.problem},
  ProblemTreatments: {id: kinds.problem},
  RelatedTreatments: {id: kinds.treatment},
  TreatmentFacts: {id: kinds.treatment},
  WhenToGetHelp: {problem: kinds.problem, situation: kinds.situation, levels: kinds.level},
};

const uses: BlockUse[] = contentDirs.flatMap(markdownFiles).flatMap(blockUses);

/** "file:line: <Block attr="x">: no treatment has the id "x". Treatment ids (src/data/…): a, b." */
function unknownIds({at, block, attributes}: BlockUse): string[] {
  return Object.entries(attributeKinds[block] ?? {}).flatMap(([attribute, kind]) => {
    const value = attributes[attribute];
    if (value === undefined) return [];
    const written = value.startsWith('[') ? idList(value) : [value];
    return written
      .filter((id) => !kind.ids.includes(id))
      .map(
        (id) =>
          `${at}: <${block} ${attribute}="${id}">: no ${kind.name} has the id "${id}". ` +
          `Use one of the ids in ${kind.file}: ${kind.ids.join(', ')}.`,
      );
  });
}

/** "file:line: <Price treatment="x" line="y">: …", listing the treatment's lines. */
function unknownPriceLines({at, block, attributes}: BlockUse): string[] {
  if (block !== 'Price') return [];
  const {treatment, line, unit, ...rest} = attributes;
  const written = `<Price treatment="${treatment ?? ''}" line="${line ?? ''}">`;
  const others = Object.keys(rest);
  if (others.length > 0)
    return [
      `${at}: <Price> has no attribute ${others.join(', ')}: it takes treatment, line and unit.`,
    ];
  if (unit !== undefined && unit !== 'false' && unit !== 'true')
    return [`${at}: ${written}: unit takes {false} (hide the unit) or nothing.`];
  const priced = treatments.filter((t) => t.pricing);
  const entry = priced.find((t) => t.id === treatment);
  if (entry === undefined)
    return [
      `${at}: ${written}: no priced treatment has the id "${treatment ?? ''}". ` +
        `Use one of the ids in src/data/treatments.ts: ${priced.map((t) => t.id).join(', ')}.`,
    ];
  const lines = entry.pricing!.lines;
  return lines.some((l) => l.id === line)
    ? []
    : [
        `${at}: ${written}: "${entry.id}" has no price line "${line ?? ''}". ` +
          `Its lines in src/data/treatments.ts: ${lines.map((l) => `${l.id} (${l.item})`).join(', ')}.`,
      ];
}

describe('ids in pages, posts and the editor guide', () => {
  it('are found: the scan sees the blocks of the treatment pages and the posts', () => {
    expect(uses.filter((u) => u.block === 'TreatmentFacts').length).toBeGreaterThan(20);
    expect(uses.some((u) => u.block === 'Price' && u.at.startsWith('blog/'))).toBe(true);
  });

  it('name something in src/data', () => {
    expect(uses.flatMap(unknownIds)).toEqual([]);
  });

  it('name a priced treatment and one of its price lines in every <Price>', () => {
    expect(uses.flatMap(unknownPriceLines)).toEqual([]);
  });

  it('are reported with file, line and the valid ids when wrong', () => {
    const typo = {at: 'blog/x.mdx:3', block: 'TreatmentFacts', attributes: {id: 'root-canals'}};
    expect(unknownIds(typo)).toEqual([
      expect.stringMatching(
        /^blog\/x\.mdx:3: <TreatmentFacts id="root-canals">: no treatment has the id "root-canals"\. Use one of the ids in src\/data\/treatments\.ts: .*\broot-canal\b/,
      ),
    ]);
    const line = {
      at: 'blog/x.mdx:4',
      block: 'Price',
      attributes: {treatment: 'root-canal', line: 'molars'},
    };
    expect(unknownPriceLines(line)).toEqual([
      expect.stringMatching(
        /^blog\/x\.mdx:4: .*"root-canal" has no price line "molars"\. Its lines .*\bmolar \(Molar\)/,
      ),
    ]);
  });
});
