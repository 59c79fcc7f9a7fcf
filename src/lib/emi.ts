/**
 * EMI (equated monthly instalment) arithmetic for the financing page's
 * calculator. Pure functions; amounts in rupees.
 */

export interface EmiResult {
  /** Monthly instalment, rounded to the rupee. */
  monthly: number;
  /** Everything paid over the tenure. */
  total: number;
  /** Total minus the amount borrowed. */
  interest: number;
}

/** An input calculateEmi cannot use; `input` names which, so a page can say so in its own words. */
export class EmiInputError extends RangeError {
  constructor(
    readonly input: 'amount' | 'months' | 'rate',
    message: string,
  ) {
    super(message);
    this.name = 'EmiInputError';
  }
}

/**
 * Standard reducing-balance formula: EMI = P·r·(1+r)^n / ((1+r)^n − 1), with
 * r the monthly rate. A 0 % rate (no-cost EMI) divides the amount evenly.
 */
export function calculateEmi(amount: number, annualRatePercent: number, months: number): EmiResult {
  if (!(amount > 0) || !Number.isFinite(amount)) {
    throw new EmiInputError('amount', 'Enter an amount above zero.');
  }
  if (!Number.isInteger(months) || months < 1) {
    throw new EmiInputError('months', 'Enter a tenure of at least one month.');
  }
  if (!(annualRatePercent >= 0) || !Number.isFinite(annualRatePercent)) {
    throw new EmiInputError('rate', 'Enter an interest rate of zero or more.');
  }
  const r = annualRatePercent / 12 / 100;
  const exact =
    r === 0 ? amount / months : (amount * r * (1 + r) ** months) / ((1 + r) ** months - 1);
  const monthly = Math.round(exact);
  const total = Math.round(exact * months);
  return {monthly, total, interest: total - amount};
}
