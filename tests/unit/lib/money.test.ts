import {formatPriceRange, formatRupees, lowestPrice, priceSpan} from '@site/src/lib/money';

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

describe('priceSpan', () => {
  it('spans every line of a treatment, or says "from" for a single figure', () => {
    expect(
      priceSpan([
        {item: 'a', from: 8000, to: 15000, unit: 'per treatment'},
        {item: 'b', from: 6000, to: 10000, unit: 'per treatment'},
      ]),
    ).toBe('₹6,000 to ₹15,000');
    expect(priceSpan([{item: 'a', from: 800, unit: 'per session'}])).toBe('from ₹800');
    expect(priceSpan([])).toBeNull();
  });
});
