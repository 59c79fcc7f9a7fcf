import {formatPriceRange, formatRupees, lowestPrice, priceSpan} from '@site/src/lib/money';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(800)).toBe('₹800');
    expect(formatRupees(4000)).toBe('₹4,000');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(4500000)).toBe('₹45,00,000');
    expect(formatRupees(12500000)).toBe('₹1,25,00,000');
  });

  it('shows whole rupees, rounding a fraction', () => {
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(8884.88)).toBe('₹8,885');
    expect(formatRupees(13326.4)).toBe('₹13,326');
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

describe('lowestPrice', () => {
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

  it('reaches up to the highest lone figure, and says "from" when every line starts and ends alike', () => {
    expect(
      priceSpan([
        {item: 'a', from: 4000, to: 6000, unit: 'per tooth'},
        {item: 'b', from: 9000, unit: 'per tooth'},
      ]),
    ).toBe('₹4,000 to ₹9,000');
    expect(
      priceSpan([
        {item: 'a', from: 2500, unit: 'per session'},
        {item: 'b', from: 2500, unit: 'per session'},
      ]),
    ).toBe('from ₹2,500');
  });
});
