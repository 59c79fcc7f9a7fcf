/**
 * EMI (equated monthly instalment) arithmetic for the financing page's
 * calculator, how it reads what is typed, and links that start it at an
 * amount. Pure functions; amounts in rupees.
 */
import {pricingRoute} from '../data/navigation';

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

/** The calculator's three inputs, as the patient typed them. */
export interface EmiInputs {
  amount: string;
  months: string;
  rate: string;
}

/** What the calculator makes of its inputs: a result for the terms it read, or the inputs it cannot use. */
export type EmiReading =
  | {ok: true; terms: {amount: number; months: number; rate: number}; result: EmiResult}
  | {ok: false; invalid: EmiInputError['input'][]};

/**
 * Digits of the scripts our readers may type in (Devanagari, Telugu,
 * Arabic-Indic and the Extended Arabic-Indic that Urdu keyboards give), each
 * block's zero first: a number typed on a Hindi, Telugu or Urdu keyboard reads
 * as the same number.
 */
const digitZeros = [0x0966, 0x0c66, 0x0660, 0x06f0];

/**
 * A number as people type it: "₹1,50,000", "1 50 000", "12 %", "१५०००" or
 * "۴۵۰۰۰" all read; empty or anything else is NaN.
 */
export function readTypedNumber(text: string): number {
  const western = text.replace(/[\u0966-\u096f\u0c66-\u0c6f\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0);
    const zero = digitZeros.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
  // The Arabic decimal separator is a point; the Arabic thousands separator is a comma.
  const clean = western.replace(/\u066b/g, '.').replace(/[,\s₹%\u066c]/g, '');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

/**
 * Reads the calculator's inputs and works out the instalment, or names every
 * input it cannot use (so each field can say so at once, not one by one).
 */
export function readEmiInputs(inputs: EmiInputs): EmiReading {
  const amount = readTypedNumber(inputs.amount);
  const months = readTypedNumber(inputs.months);
  const rate = readTypedNumber(inputs.rate);
  const invalid: EmiInputError['input'][] = [];
  if (!(amount > 0) || !Number.isFinite(amount)) invalid.push('amount');
  if (!Number.isInteger(months) || months < 1) invalid.push('months');
  if (!(rate >= 0) || !Number.isFinite(rate)) invalid.push('rate');
  if (invalid.length > 0) return {ok: false, invalid};
  const result = calculateEmi(amount, rate, months);
  // A rate so high the arithmetic overflows is no rate a lender quotes.
  if (!Number.isFinite(result.total)) return {ok: false, invalid: ['rate']};
  return {ok: true, terms: {amount, months, rate}, result};
}

/** The id of the calculator on the financing page, for links straight to it. */
export const emiCalculatorAnchor = 'emi-calculator';

/** The query parameter that starts the calculator at an amount (`?amount=30000`). */
const amountParameter = 'amount';

/** The largest amount a link may start the calculator at: ₹10 crore, beyond any treatment. */
const largestLinkedAmount = 100_000_000;

/** The calculator, started at `amount` rupees: a treatment's price table links here. */
export function emiCalculatorHref(amount?: number): string {
  if (amount === undefined) return `${pricingRoute('financing')}#${emiCalculatorAnchor}`;
  const query = new URLSearchParams({[amountParameter]: String(Math.round(amount))});
  return `${pricingRoute('financing')}?${query.toString()}#${emiCalculatorAnchor}`;
}

/**
 * The amount a link asks the calculator to start at (`?amount=30000`), or
 * undefined when there is none or it is not a whole number of rupees in range.
 */
export function linkedAmount(search: string): number | undefined {
  const value = new URLSearchParams(search).get(amountParameter);
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const amount = Number(value);
  return amount > 0 && amount <= largestLinkedAmount ? amount : undefined;
}
