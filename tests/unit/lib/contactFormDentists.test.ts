import {allBranchIds} from '@site/src/data/branches';
import {doctors} from '@site/src/data/doctors';
import {getTreatment, treatments} from '@site/src/data/treatments';
import {dentistsFor, fittingDentist} from '@site/src/lib/contactForm/dentists';
import {shareAt} from '@site/src/lib/where';

const ids = (list: readonly {id: string}[]) => list.map((d) => d.id);
const worksAt = (doctorId: string, branchId: string) =>
  doctors.find((d) => d.id === doctorId)!.schedule.some((s) => s.branch === branchId);

describe('dentistsFor', () => {
  it('lists only dentists who do the treatment and work at the branch, and all of them', () => {
    for (const treatment of treatments) {
      for (const branchId of allBranchIds) {
        const listed = ids(dentistsFor(treatment.id, branchId));
        const offered = shareAt(treatment, branchId) !== 'none';
        for (const doctor of doctors) {
          const fits =
            offered &&
            doctor.treatments.some((id) => id === treatment.id) &&
            worksAt(doctor.id, branchId);
          expect([treatment.id, branchId, doctor.id, listed.includes(doctor.id)]).toEqual([
            treatment.id,
            branchId,
            doctor.id,
            fits,
          ]);
        }
      }
    }
  });

  it('names the periodontist for LANAP only where the branch has the laser', () => {
    const withLaser = allBranchIds.filter((b) => shareAt(getTreatment('lanap'), b) !== 'none');
    expect(withLaser.length).toBeGreaterThan(0);
    for (const branchId of allBranchIds) {
      expect(ids(dentistsFor('lanap', branchId))).toEqual(
        withLaser.includes(branchId) ? ['farah-siddiqui'] : [],
      );
    }
  });

  it('offers someone for a common visit at every branch', () => {
    for (const branchId of allBranchIds) {
      expect(dentistsFor('root-canal', branchId).length).toBeGreaterThan(0);
    }
  });

  it('without a treatment lists everyone at the branch; without a branch, everyone who does it', () => {
    expect(ids(dentistsFor('', 'kondapur'))).toEqual(
      ids(doctors.filter((d) => worksAt(d.id, 'kondapur'))),
    );
    expect(ids(dentistsFor('lanap', ''))).toEqual(
      ids(doctors.filter((d) => d.treatments.some((id) => id === 'lanap'))),
    );
    expect(ids(dentistsFor('', ''))).toEqual(ids(doctors));
  });

  it('lists nobody where the branch does not offer the treatment', () => {
    const notEverywhere = treatments.find((t) => t.branches.length < 3)!;
    const missing = allBranchIds.find((b) => shareAt(notEverywhere, b) === 'none')!;
    expect(dentistsFor(notEverywhere.id, missing)).toEqual([]);
  });
});

describe('fittingDentist', () => {
  it('keeps a dentist who still fits, and drops one who does not (or no longer exists)', () => {
    expect(fittingDentist('vikram-nair', 'root-canal', 'kondapur')).toBe('vikram-nair');
    // The endodontist does not fit veneers, nor a branch where he does not work.
    expect(fittingDentist('vikram-nair', 'veneers', 'kondapur')).toBe('');
    expect(fittingDentist('dr-nobody', '', '')).toBe('');
    expect(fittingDentist('', 'root-canal', 'kondapur')).toBe('');
  });
});
