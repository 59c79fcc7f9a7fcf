/**
 * The data's ids are union types (src/data/typedList.ts): a reference to an id
 * that does not exist fails the typecheck (`npm test` runs tsc over this
 * file). Each @ts-expect-error below must stay an error, or tsc reports it
 * as unused.
 */
import {branches, type BranchId} from '@site/src/data/branches';
import {getCommitment, type CommitmentId} from '@site/src/data/clinic';
import {doctors, type DoctorId} from '@site/src/data/doctors';
import {problems, type ProblemId} from '@site/src/data/problems';
import {treatments, type TreatmentId} from '@site/src/data/treatments';

describe('typed ids', () => {
  it('accept the ids in the data and reject typos at compile time', () => {
    const branch: BranchId = 'kondapur';
    // @ts-expect-error: no such branch (a typo for 'banjara-hills').
    const branchTypo: BranchId = 'banjara-hill';
    const treatment: TreatmentId = 'root-canal';
    // @ts-expect-error: no such treatment.
    const treatmentTypo: TreatmentId = 'root-canals';
    const problem: ProblemId = 'tooth-pain';
    // @ts-expect-error: no such problem.
    const problemTypo: ProblemId = 'toothache';
    const doctor: DoctorId = 'ananya-reddy';
    // @ts-expect-error: no such doctor.
    const doctorTypo: DoctorId = 'ananya';

    expect(branches.map((b) => b.id)).toContain(branch);
    expect(treatments.map((t) => t.id)).toContain(treatment);
    expect(problems.map((p) => p.id)).toContain(problem);
    expect(doctors.map((d) => d.id)).toContain(doctor);
    // The typos really are absent, so the errors above are about the ids.
    expect([branchTypo, treatmentTypo, problemTypo, doctorTypo].filter(Boolean)).toHaveLength(4);
    expect(branches.map((b) => b.id)).not.toContain(branchTypo);
    expect(treatments.map((t) => t.id)).not.toContain(treatmentTypo);
    expect(problems.map((p) => p.id)).not.toContain(problemTypo);
    expect(doctors.map((d) => d.id)).not.toContain(doctorTypo);
  });

  it('name a commitment by its id, not its title (which a translated build replaces)', () => {
    const commitment: CommitmentId = 'written-estimate';
    // @ts-expect-error: a title is not an id.
    const byTitle: CommitmentId = 'A written estimate before treatment';
    expect(getCommitment(commitment).title).toBe(byTitle);
    expect(() => getCommitment(byTitle)).toThrow(/Unknown commitment id/);
  });

  it('check references between lists at compile time', () => {
    type Entry = (typeof treatments)[number];
    // @ts-expect-error: `related` names treatments only.
    const related: Entry['related'] = ['root-canal', 'not-a-treatment'];
    type ProblemEntry = (typeof problems)[number];
    // @ts-expect-error: a problem's `treatments` names treatments only.
    const treats: ProblemEntry['treatments'] = ['fillings', 'tooth-pain'];
    expect(related).toHaveLength(2);
    expect(treats).toHaveLength(2);
  });
});
