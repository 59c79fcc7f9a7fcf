import {getTreatment} from '@site/src/data/treatments';
import {branches} from '@site/src/data/branches';
import {
  awayNote,
  branchNote,
  countWord,
  describeBranches,
  partNote,
  shareAt,
} from '@site/src/lib/where';

describe('where a treatment happens', () => {
  it('says "all three branches" for every branch, and names the others', () => {
    expect(
      describeBranches(
        'en-IN',
        branches.map((b) => b.id),
      ),
    ).toBe('all three branches');
    expect(describeBranches('en-IN', ['banjara-hills', 'kondapur'])).toBe(
      'Banjara Hills and Kondapur',
    );
    expect(describeBranches('en-IN', ['kondapur'])).toBe('Kondapur');
    expect(describeBranches('te-IN', ['banjara-hills', 'kondapur'])).toBe(
      'Banjara Hills మరియు Kondapur',
    );
    expect(countWord(3)).toBe('three');
    expect(countWord(12)).toBe('12');
  });

  const implants = getTreatment('dental-implants');
  const smileDesign = getTreatment('smile-design');
  const fillings = getTreatment('fillings');

  it('follows what each branch has', () => {
    expect(implants.branches).toEqual(['banjara-hills', 'jubilee-hills', 'kondapur']);
    expect(implants.partAt?.branches).toEqual(['banjara-hills']);
    expect(getTreatment('lanap').branches).toEqual(['banjara-hills']);
    expect(getTreatment('sedation').partAt).toEqual({
      steps: 'IV sedation',
      branches: ['banjara-hills'],
    });
    expect(fillings.partAt).toBeUndefined();
  });

  it('tells how much of a treatment a branch can do', () => {
    expect(shareAt(implants, 'banjara-hills')).toBe('all');
    expect(shareAt(implants, 'kondapur')).toBe('part');
    expect(shareAt(smileDesign, 'kondapur')).toBe('none');
    expect(shareAt(fillings, 'kondapur')).toBe('all');
  });

  it('says nothing when the branch does it all, and what to do otherwise', () => {
    expect(branchNote(fillings, 'kondapur')).toBeNull();
    expect(branchNote(smileDesign, 'kondapur')).toBe(
      'The Kondapur branch does not offer this treatment: choose Banjara Hills or Jubilee Hills.',
    );
    expect(branchNote(implants, 'kondapur')).toBe(
      'For the CBCT scan and the implant surgery you go to Banjara Hills; other visits can be at Kondapur.',
    );
  });

  it('says where the special step happens', () => {
    expect(partNote('en-IN', fillings)).toBeNull();
    expect(partNote('en-IN', getTreatment('sedation'))).toBe(
      'For IV sedation you go to Banjara Hills; other visits can be at all three branches.',
    );
  });

  it('says which steps happen away from every branch, and nothing for other treatments', () => {
    expect(awayNote(getTreatment('orthognathic-surgery'))).toBe(
      'The operation and the hospital stay are at our partner hospital, not at a branch.',
    );
    expect(awayNote(implants)).toBeNull();
  });
});
