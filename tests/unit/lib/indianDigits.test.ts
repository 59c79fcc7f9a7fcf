import {groupIndian} from '@site/src/lib/indianDigits';

describe('groupIndian', () => {
  it('groups thousands, then lakhs and crores in pairs', () => {
    expect(groupIndian(0)).toBe('0');
    expect(groupIndian(800)).toBe('800');
    expect(groupIndian(4000)).toBe('4,000');
    expect(groupIndian(10000)).toBe('10,000');
    expect(groupIndian(150000)).toBe('1,50,000');
    expect(groupIndian(4500000)).toBe('45,00,000');
    expect(groupIndian(12500000)).toBe('1,25,00,000');
  });

  it('rounds to whole numbers and keeps the sign', () => {
    expect(groupIndian(8884.88)).toBe('8,885');
    expect(groupIndian(13326.4)).toBe('13,326');
    expect(groupIndian(-2500.5)).toBe('-2,501');
    expect(groupIndian(-0.2)).toBe('0');
  });

  it('writes what Intl.NumberFormat en-IN writes, for whole numbers of every length', () => {
    const intl = new Intl.NumberFormat('en-IN', {maximumFractionDigits: 0});
    for (let digits = 1; digits <= 15; digits += 1) {
      for (const lead of [1, 5, 9]) {
        const value = Number(`${lead}${'7'.repeat(digits - 1)}`);
        expect(groupIndian(value)).toBe(intl.format(value));
        expect(groupIndian(-value)).toBe(intl.format(-value));
      }
    }
  });
});
