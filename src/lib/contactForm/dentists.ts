/**
 * The dentists a booking can ask for: those who do the chosen treatment
 * (their `treatments` in doctors.ts) at the chosen branch (their `schedule`),
 * where that branch offers it (treatments.ts, src/lib/where.ts).
 */
import {doctors, type Doctor} from '../../data/doctors';
import {treatments} from '../../data/treatments';
import {shareAt} from '../where';

/**
 * With no treatment chosen (a check-up), everyone at the branch; with no
 * branch chosen, everyone who does the treatment. In the order of doctors.ts.
 */
export function dentistsFor(treatmentId: string, branchId: string): Doctor[] {
  const treatment = treatments.find((t) => t.id === treatmentId);
  if (treatment && branchId && shareAt(treatment, branchId) === 'none') return [];
  return doctors.filter(
    (d) =>
      (!treatment || d.treatments.some((id) => id === treatment.id)) &&
      (!branchId || d.schedule.some((s) => s.branch === branchId)),
  );
}

/** The chosen dentist when they still fit the treatment and branch; otherwise "" (no preference). */
export function fittingDentist(dentistId: string, treatmentId: string, branchId: string): string {
  return dentistsFor(treatmentId, branchId).some((d) => d.id === dentistId) ? dentistId : '';
}
