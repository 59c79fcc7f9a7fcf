import {calculateEmi, EmiInputError} from '@site/src/lib/emi';

describe('calculateEmi', () => {
  it('matches the standard reducing-balance formula', () => {
    // ₹1,00,000 at 12 % a year for 12 months: r = 0.01, EMI = 8,884.88.
    expect(calculateEmi(100000, 12, 12)).toEqual({monthly: 8885, total: 106619, interest: 6619});
    // ₹2,50,000 at 15 % for 24 months: EMI = 12,121.65.
    expect(calculateEmi(250000, 15, 24).monthly).toBe(12122);
  });

  it('divides evenly at 0 % (no-cost EMI)', () => {
    expect(calculateEmi(60000, 0, 6)).toEqual({monthly: 10000, total: 60000, interest: 0});
  });

  it('handles a single month', () => {
    expect(calculateEmi(50000, 12, 1)).toEqual({monthly: 50500, total: 50500, interest: 500});
  });

  it('refuses amounts, tenures and rates that make no sense, with a message for the form', () => {
    expect(() => calculateEmi(0, 12, 12)).toThrow('Enter an amount above zero.');
    expect(() => calculateEmi(Number.NaN, 12, 12)).toThrow('Enter an amount above zero.');
    expect(() => calculateEmi(10000, 12, 0)).toThrow('Enter a tenure of at least one month.');
    expect(() => calculateEmi(10000, 12, 2.5)).toThrow('Enter a tenure of at least one month.');
    expect(() => calculateEmi(10000, -1, 12)).toThrow('Enter an interest rate of zero or more.');
  });

  it("names the input it cannot use, so the calculator can say so in the reader's language", () => {
    const inputOf = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof EmiInputError ? error.input : 'another error';
      }
      return 'no error';
    };
    expect(inputOf(() => calculateEmi(0, 12, 12))).toBe('amount');
    expect(inputOf(() => calculateEmi(10000, 12, 0))).toBe('months');
    expect(inputOf(() => calculateEmi(10000, Number.NaN, 12))).toBe('rate');
    expect(inputOf(() => calculateEmi(10000, 12, 12))).toBe('no error');
  });
});
