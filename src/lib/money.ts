/** Rupee formatting with Indian digit grouping (₹1,50,000). */
import type {PriceLine} from '../data/treatments';

const inr = new Intl.NumberFormat('en-IN', {maximumFractionDigits: 0});

export function formatRupees(amount: number): string {
  return `₹${inr.format(amount)}`;
}

/** "₹4,000 – ₹6,000" for a range, "from ₹800" for a lone figure. */
export function formatPriceRange(line: Pick<PriceLine, 'from' | 'to'>): string {
  return line.to === undefined
    ? `from ${formatRupees(line.from)}`
    : `${formatRupees(line.from)} – ${formatRupees(line.to)}`;
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
  return low === high
    ? `from ${formatRupees(low)}`
    : `${formatRupees(low)} to ${formatRupees(high)}`;
}
