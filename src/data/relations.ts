/**
 * Relations stored once and read both ways. Each problem lists the
 * treatments that treat it (problems.ts); the other direction, a treatment's
 * "Problems it treats", is derived here, so the two can never disagree.
 */
import {problems, type Problem} from './problems';
import type {TreatmentId} from './treatments';

/** The problems a treatment treats, in the order of problems.ts. */
export function problemsTreatedBy(id: TreatmentId): Problem[] {
  return problems.filter((problem) => problem.treatments.includes(id));
}
