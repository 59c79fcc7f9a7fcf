import {describeBranches, getBranch} from '@site/src/data/branches';
import type {Treatment} from '@site/src/data/treatments';

type WhereFields = Pick<Treatment, 'name' | 'branches' | 'partAt'>;

/** How much of a treatment one branch can do. */
export type BranchShare = 'all' | 'part' | 'none';

export function shareAt(treatment: WhereFields, branchId: string): BranchShare {
  const at = (ids: readonly string[]) => ids.some((id) => id === branchId);
  if (!at(treatment.branches)) return 'none';
  return treatment.partAt && !at(treatment.partAt.branches) ? 'part' : 'all';
}

/** "Banjara Hills", "Banjara Hills or Jubilee Hills", "A, B or C". */
function eitherOf(ids: readonly string[]): string {
  const names = ids.map((id) => getBranch(id).name);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
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
    return `The ${branch.name} branch does not offer this treatment: choose ${eitherOf(treatment.branches)}.`;
  }
  if (share === 'part' && treatment.partAt) {
    return `For ${treatment.partAt.steps} you go to ${eitherOf(treatment.partAt.branches)}; other visits can be at ${branch.name}.`;
  }
  return null;
}

/**
 * Where the step that needs special rooms or equipment happens, or null:
 * "For IV sedation you go to Banjara Hills; other visits can be at Banjara
 * Hills and Jubilee Hills."
 */
export function partNote(treatment: WhereFields): string | null {
  const part = treatment.partAt;
  return part
    ? `For ${part.steps} you go to ${eitherOf(part.branches)}; other visits can be at ${describeBranches(treatment.branches)}.`
    : null;
}
