import {treatments} from '@site/src/data/treatments';
import {groupByCategory, listedTreatments} from '@site/src/lib/treatmentGroups';

describe('listedTreatments', () => {
  it('keeps every treatment and leaves out information pages with no fee', () => {
    const listed = listedTreatments(treatments);
    expect(listed.map((t) => t.id)).not.toContain('accreditations');
    expect(listed.every((t) => t.pricing)).toBe(true);
    expect(listed.length).toBe(treatments.filter((t) => t.pricing).length);
  });
});

describe('groupByCategory', () => {
  it('puts everyday care and urgent help first, and every treatment in exactly one group', () => {
    const groups = groupByCategory(treatments);
    expect(groups.slice(0, 2).map((g) => g.category)).toEqual(['general', 'urgent']);
    expect(groups.flatMap((g) => g.treatments)).toHaveLength(treatments.length);
    for (const {category, treatments: list} of groups) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((t) => t.category === category)).toBe(true);
    }
  });

  it('drops empty groups and keeps the order of the list within a group', () => {
    const surgery = treatments.filter((t) => t.category === 'surgery').reverse();
    expect(surgery.length).toBeGreaterThan(1);
    expect(groupByCategory(surgery)).toEqual([{category: 'surgery', treatments: surgery}]);
  });
});
