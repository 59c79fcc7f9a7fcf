import {formatPriceRange, formatRupees, lowestPrice} from '@site/src/lib/money';

describe('money helpers', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(800)).toBe('₹800');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(4500000)).toBe('₹45,00,000');
  });

  it('formats ranges and lone figures', () => {
    expect(formatPriceRange({from: 4000, to: 6000})).toBe('₹4,000 – ₹6,000');
    expect(formatPriceRange({from: 800})).toBe('from ₹800');
  });

  it('finds the lowest starting price', () => {
    expect(lowestPrice([])).toBeUndefined();
    expect(
      lowestPrice([
        {item: 'a', from: 6000, to: 9000, unit: 'per tooth'},
        {item: 'b', from: 4000, unit: 'per tooth'},
      ]),
    ).toBe(4000);
  });
});
