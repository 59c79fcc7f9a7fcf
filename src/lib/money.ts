/**
 * Rupee amounts as the site writes them: "₹" and Indian digit grouping
 * (₹1,50,000), in whole rupees. Every price on the site is formatted here.
 */
import type {PriceLine} from '../data/treatments';

const inr = new Intl.NumberFormat('en-IN', {maximumFractionDigits: 0});

/** 800 → "₹800", 150000 → "₹1,50,000"; a fraction is rounded to whole rupees. */
export function formatRupees(amount: number): string {
  return `₹${inr.format(amount)}`;
}

/**
 * How the two ends of a range are joined: a dash in tables and lists
 * ("₹4,000 – ₹6,000"), the word "to" in running text ("₹4,000 to ₹6,000").
 */
export type RangeStyle = 'dash' | 'words';

const joiners: Record<RangeStyle, string> = {dash: ' – ', words: ' to '};

/** "₹4,000 – ₹6,000" (or "₹4,000 to ₹6,000") for a range, "from ₹800" for a lone figure. */
export function formatPriceRange(
  line: Pick<PriceLine, 'from' | 'to'>,
  style: RangeStyle = 'dash',
): string {
  return line.to === undefined
    ? `from ${formatRupees(line.from)}`
    : `${formatRupees(line.from)}${joiners[style]}${formatRupees(line.to)}`;
}

/** The lowest "from" figure among a treatment's price lines. */
export function lowestPrice(lines: PriceLine[]): number | undefined {
  return lines.length === 0 ? undefined : Math.min(...lines.map((l) => l.from));
}

/** The whole span of a treatment's price lines: "₹8,000 to ₹15,000", "from ₹800", or null without prices. */
export function priceSpan(lines: PriceLine[]): string | null {
  if (lines.length === 0) return null;
  const low = Math.min(...lines.map((l) => l.from));
  const high = Math.max(...lines.map((l) => l.to ?? l.from));
  return formatPriceRange({from: low, to: low === high ? undefined : high}, 'words');
}
