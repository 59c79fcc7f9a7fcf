import {translate} from '@docusaurus/Translate';
import {branches, coversAllBranches, getBranch} from '@site/src/data/branches';
import type {Treatment} from '@site/src/data/treatments';
import {andList, capitalise} from '@site/src/lib/text';

type WhereFields = Pick<Treatment, 'name' | 'branches' | 'partAt' | 'awayFromBranches'>;

/** How much of a treatment one branch can do. */
export type BranchShare = 'all' | 'part' | 'none';

export function shareAt(treatment: WhereFields, branchId: string): BranchShare {
  const at = (ids: readonly string[]) => ids.some((id) => id === branchId);
  if (!at(treatment.branches)) return 'none';
  return treatment.partAt && !at(treatment.partAt.branches) ? 'part' : 'all';
}

/** "three": a number from 0 to 10 in words, in the page's language; larger ones in digits. */
export function countWord(count: number): string {
  const words = translate({
    id: 'numbers.words',
    message: 'no|one|two|three|four|five|six|seven|eight|nine|ten',
    description:
      'The numbers 0 to 10 in words, as they fit in "at {count} branches" and "Our {count} branches"; keep the 11 words separated by |',
  }).split('|');
  return words[count] ?? String(count);
}

/** A list message's placeholders: the names but the last, joined by commas, and the last. */
function listParts(names: readonly string[]): {list: string; last: string} {
  return {list: names.slice(0, -1).join(', '), last: names.at(-1) ?? ''};
}

/**
 * "all three branches", or the names: "Banjara Hills and Kondapur", in the
 * page's language (`lang`, its BCP 47 tag: useIntlLocale).
 */
export function describeBranches(lang: string, ids: readonly string[]): string {
  if (coversAllBranches(ids)) {
    return translate(
      {
        id: 'where.allBranches',
        message: 'all {count} branches',
        description:
          'Where a treatment or offer is available when every branch has it, inside a sentence ("Offered at {branches}"); {count} is the number of branches in words (e.g. three)',
      },
      {count: countWord(branches.length)},
    );
  }
  return andList(
    lang,
    ids.map((id) => getBranch(id).name),
  );
}

/** "Banjara Hills", "Banjara Hills or Jubilee Hills", "A, B or C". */
function eitherOf(ids: readonly string[]): string {
  const names = ids.map((id) => getBranch(id).name);
  if (names.length <= 1) return names.join('');
  return translate(
    {
      id: 'where.eitherOf',
      message: '{list} or {last}',
      description:
        'Branches a patient can choose between ("Banjara Hills or Jubilee Hills", "A, B or C"). {list} is the branch names but the last, joined by commas; {last} is the last branch name.',
    },
    listParts(names),
  );
}

/**
 * What a patient who chose this branch should know about where the treatment
 * happens, or null when the branch does all of it: "The Kondapur branch does
 * not offer this treatment: choose Banjara Hills or Jubilee Hills." or "For
 * the CBCT scan and the implant surgery you go to Banjara Hills; other visits
 * can be at Kondapur."
 */
export function branchNote(treatment: WhereFields, branchId: string): string | null {
  const branch = getBranch(branchId);
  const share = shareAt(treatment, branchId);
  if (share === 'none') {
    return translate(
      {
        id: 'where.branchNote.notOffered',
        message: 'The {branch} branch does not offer this treatment: choose {choices}.',
        description:
          'Note in the contact form and smile assessment when the chosen branch does not do the treatment. {branch} is the chosen branch name; {choices} the branches that do it ("Banjara Hills or Jubilee Hills").',
      },
      {branch: branch.name, choices: eitherOf(treatment.branches)},
    );
  }
  if (share === 'part' && treatment.partAt) {
    return translate(
      {
        id: 'where.branchNote.partElsewhere',
        message: 'For {steps} you go to {places}; other visits can be at {branch}.',
        description:
          'Note in the contact form and smile assessment when the chosen branch does only part of the treatment. {steps} names the steps done elsewhere ("the CBCT scan and the implant surgery"); {places} the branches that do them ("Banjara Hills"); {branch} the chosen branch.',
      },
      {
        steps: treatment.partAt.steps,
        places: eitherOf(treatment.partAt.branches),
        branch: branch.name,
      },
    );
  }
  return null;
}

/**
 * Where the step that needs special rooms or equipment happens, or null:
 * "For IV sedation you go to Banjara Hills; other visits can be at Banjara
 * Hills and Jubilee Hills."
 */
export function partNote(lang: string, treatment: WhereFields): string | null {
  const part = treatment.partAt;
  return part
    ? translate(
        {
          id: 'where.partNote',
          message: 'For {steps} you go to {places}; other visits can be at {branches}.',
          description:
            'Note on a treatment page about where the step needing special rooms or equipment happens. {steps} names the step ("IV sedation"); {places} the branches that do it ("Banjara Hills"); {branches} all branches offering the treatment ("Banjara Hills and Jubilee Hills").',
        },
        {
          steps: part.steps,
          places: eitherOf(part.branches),
          branches: describeBranches(lang, treatment.branches),
        },
      )
    : null;
}

/**
 * Where the steps done away from every branch happen, or null: "The operation
 * and the hospital stay are at our partner hospital, not at a branch."
 */
export function awayNote(treatment: Pick<Treatment, 'awayFromBranches'>): string | null {
  const away = treatment.awayFromBranches;
  return away
    ? translate(
        {
          id: 'where.awayNote',
          message: '{steps} are at {place}, not at a branch.',
          description:
            'Note wherever a treatment\'s branches are named, when some of its steps happen away from every branch. {steps} names them ("The operation and the hospital stay", first letter capitalised); {place} where ("our partner hospital").',
        },
        {steps: capitalise(away.steps), place: away.place},
      )
    : null;
}
