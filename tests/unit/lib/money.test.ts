import {getTreatment, treatments, type PriceLine} from '@site/src/data/treatments';
import {formatPriceRange, formatRupees, lineFor, startingLine} from '@site/src/lib/money';

describe('formatRupees', () => {
  // The grouping itself is tested in indianDigits.test.ts.
  it('puts ₹ before the amount in whole rupees, grouped the Indian way', () => {
    expect(formatRupees(800)).toBe('₹800');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(8884.88)).toBe('₹8,885');
  });
});

describe('formatPriceRange', () => {
  it('joins a range with a dash by default, and says "from" for a lone figure', () => {
    expect(formatPriceRange({from: 4000, to: 6000})).toBe('₹4,000 – ₹6,000');
    expect(formatPriceRange({from: 800})).toBe('from ₹800');
    expect(formatPriceRange({from: 800, to: undefined})).toBe('from ₹800');
  });

  it('joins a range with "to" in running text', () => {
    expect(formatPriceRange({from: 4000, to: 40000}, 'words')).toBe('₹4,000 to ₹40,000');
    expect(formatPriceRange({from: 150000, to: 250000}, 'words')).toBe('₹1,50,000 to ₹2,50,000');
    expect(formatPriceRange({from: 6000}, 'words')).toBe('from ₹6,000');
  });
});

describe('startingLine', () => {
  it('is the lowest "from" line, with its name and unit', () => {
    expect(startingLine([])).toBeUndefined();
    expect(
      startingLine([
        {id: 'a', item: 'a', from: 6000, to: 9000, unit: 'per tooth'},
        {id: 'b', item: 'b', from: 4000, unit: 'per tooth'},
      ]),
    ).toMatchObject({id: 'b', item: 'b', from: 4000});
  });

  it('skips add-ons and alternatives: "from" names the treatment itself', () => {
    const lines: PriceLine[] = [
      {id: 'aligners', item: 'Aligners', from: 220000, to: 400000, unit: 'per course'},
      {
        id: 'replacement',
        item: 'Replacement aligner',
        from: 4000,
        unit: 'per appliance',
        role: 'add-on',
      },
      {id: 'expander', item: 'Expander', from: 20000, unit: 'per appliance', role: 'alternative'},
    ];
    expect(startingLine(lines)?.item).toBe('Aligners');
    expect(startingLine(lines.slice(1))).toBeUndefined();
  });

  it('gives every priced treatment in the data a starting line that is the treatment itself', () => {
    const teenLines = getTreatment('aligners-teenagers').pricing!.lines;
    expect(startingLine(teenLines)?.from).toBe(
      Math.min(...teenLines.filter((l) => l.role === undefined).map((l) => l.from)),
    );
    expect(startingLine(getTreatment('aligners-children').pricing!.lines)?.item).toMatch(
      /^Phase 1 clear aligners/,
    );
    expect(startingLine(getTreatment('invisalign').pricing!.lines)?.item).toMatch(/^Invisalign/);
    for (const t of treatments.filter((entry) => entry.pricing)) {
      expect(startingLine(t.pricing!.lines)?.role).toBeUndefined();
    }
  });
});

describe('lineFor', () => {
  const lines: PriceLine[] = [
    {id: 'crown', item: 'Crown', from: 6000, to: 9000, unit: 'per tooth'},
    {id: 'bridge', item: 'Three-unit bridge', from: 18000, to: 60000, unit: 'per treatment'},
  ];
  it('takes the line with the id, else the starting line', () => {
    expect(lineFor(lines, 'bridge')?.from).toBe(18000);
    expect(lineFor(lines)?.id).toBe('crown');
    expect(lineFor(lines, 'no-such-line')?.id).toBe('crown');
    // Words are not ids: a line's item does not name it.
    expect(lineFor(lines, 'Three-unit bridge')?.id).toBe('crown');
  });
});
