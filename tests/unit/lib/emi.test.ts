import {
  calculateEmi,
  emiCalculatorAnchor,
  emiCalculatorHref,
  EmiInputError,
  linkedAmount,
  readEmiInputs,
  readTypedNumber,
} from '@site/src/lib/emi';

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

describe('readTypedNumber', () => {
  it('reads numbers as people type them, with grouping, a rupee sign or a percent sign', () => {
    expect(readTypedNumber('45000')).toBe(45000);
    expect(readTypedNumber('₹1,50,000')).toBe(150000);
    expect(readTypedNumber(' 1 50 000 ')).toBe(150000);
    expect(readTypedNumber('12.5 %')).toBe(12.5);
  });

  it('reads digits typed on Hindi, Telugu and Urdu keyboards', () => {
    expect(readTypedNumber('४५०००')).toBe(45000);
    expect(readTypedNumber('౪౫౦౦౦')).toBe(45000);
    expect(readTypedNumber('۴۵۰۰۰')).toBe(45000);
    expect(readTypedNumber('١٢٫٥')).toBe(12.5);
  });

  it('reads empty or other text as not a number', () => {
    for (const text of ['', ' ', 'abc', '12abc', '-5', '1e5', '1.2.3']) {
      expect(readTypedNumber(text)).toBeNaN();
    }
  });
});

describe('readEmiInputs', () => {
  it('works out the instalment from what was typed, with the figures it read', () => {
    expect(readEmiInputs({amount: '45,000', months: '12', rate: '12'})).toEqual({
      ok: true,
      terms: {amount: 45000, months: 12, rate: 12},
      result: calculateEmi(45000, 12, 12),
    });
  });

  it('names every input it cannot use at once', () => {
    expect(readEmiInputs({amount: '', months: '12', rate: '-1'})).toEqual({
      ok: false,
      invalid: ['amount', 'rate'],
    });
    expect(readEmiInputs({amount: '0', months: '0', rate: '12'})).toEqual({
      ok: false,
      invalid: ['amount', 'months'],
    });
  });

  it('refuses a rate so high the sums overflow', () => {
    expect(readEmiInputs({amount: '45000', months: '24', rate: '9'.repeat(400)})).toEqual({
      ok: false,
      invalid: ['rate'],
    });
  });
});

describe('links that start the calculator at an amount', () => {
  it('go to the calculator on the financing page with the amount in the query', () => {
    expect(emiCalculatorHref(30000)).toBe(`/pricing/financing?amount=30000#${emiCalculatorAnchor}`);
  });

  it('go to the calculator at its own starting amount when given none', () => {
    expect(emiCalculatorHref()).toBe(`/pricing/financing#${emiCalculatorAnchor}`);
  });

  it('are read back as the amount, and anything else as no amount', () => {
    expect(linkedAmount('?amount=30000')).toBe(30000);
    expect(linkedAmount(new URL(`https://x.example${emiCalculatorHref(45000)}`).search)).toBe(
      45000,
    );
    for (const search of [
      '',
      '?amount=',
      '?amount=0',
      '?amount=-5',
      '?amount=1e5',
      '?amount=abc',
    ]) {
      expect(linkedAmount(search)).toBeUndefined();
    }
    expect(linkedAmount('?amount=9999999999')).toBeUndefined();
  });
});
