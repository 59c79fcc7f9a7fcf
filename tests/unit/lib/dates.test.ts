import {formatLongDate} from '@site/src/lib/dates';
import {branches, coversAllBranches, describeBranches} from '@site/src/data/branches';

describe('formatLongDate', () => {
  it('formats a calendar date and a timestamp the Indian way, without shifting the day', () => {
    expect(formatLongDate('2027-01-31')).toBe('31 January 2027');
    expect(formatLongDate('2026-06-16T00:00:00.000Z')).toBe('16 June 2026');
  });
});

describe('describeBranches', () => {
  it('says "all three branches" for every branch, and names the others', () => {
    expect(coversAllBranches(branches.map((b) => b.id))).toBe(true);
    expect(describeBranches(branches.map((b) => b.id))).toBe('all three branches');
    expect(describeBranches(['banjara-hills', 'kondapur'])).toBe('Banjara Hills and Kondapur');
    expect(describeBranches(['kondapur'])).toBe('Kondapur');
  });
});
