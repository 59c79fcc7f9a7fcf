/**
 * Rupee amounts as the site writes them: "₹" and Indian digit grouping
 * (₹1,50,000), in whole rupees. Every price on the site is formatted here.
 */
import {translate} from '@docusaurus/Translate';
import type {PriceLine} from '../data/treatments';
import {groupIndian} from './indianDigits';

/**
 * 800 → "₹800", 150000 → "₹1,50,000"; a fraction is rounded to whole rupees.
 * A message of its own because right-to-left text needs it: after an Urdu
 * word the digits count as Arabic numbers and the "₹" would show after its
 * amount, so the Urdu catalogue wraps the amount in a left-to-right isolate.
 */
export function formatRupees(amount: number): string {
  return translate(
    {
      id: 'money.amount',
      message: '₹{amount}',
      description:
        'One rupee amount ("₹1,50,000"). {amount} is the number with Indian digit grouping. In a right-to-left language, wrap the whole amount in LEFT-TO-RIGHT ISOLATE (U+2066) and POP DIRECTIONAL ISOLATE (U+2069), so that the ₹ stays before its number after a word of the language.',
    },
    {amount: groupIndian(amount)},
  );
}

/**
 * How the two ends of a range are joined: a dash in tables and lists
 * ("₹4,000 – ₹6,000"), the word "to" in running text ("₹4,000 to ₹6,000").
 */
export type RangeStyle = 'dash' | 'words';

/** "₹4,000 – ₹6,000" (or "₹4,000 to ₹6,000") for a range, "from ₹800" for a lone figure. */
export function formatPriceRange(
  line: Pick<PriceLine, 'from' | 'to'>,
  style: RangeStyle = 'dash',
): string {
  const from = formatRupees(line.from);
  if (line.to === undefined) {
    return translate(
      {
        id: 'money.from',
        message: 'from {price}',
        description:
          'A price with only a lower figure, in price tables and running text ("from ₹800"). {price} is a formatted rupee amount.',
      },
      {price: from},
    );
  }
  const to = formatRupees(line.to);
  return style === 'dash'
    ? translate(
        {
          id: 'money.range',
          message: '{from} – {to}',
          description:
            'A price range in tables and lists ("₹4,000 – ₹6,000"). {from} and {to} are formatted rupee amounts.',
        },
        {from, to},
      )
    : translate(
        {
          id: 'money.rangeWords',
          message: '{from} to {to}',
          description:
            'A price range in running text ("costs ₹4,000 to ₹6,000"). {from} and {to} are formatted rupee amounts.',
        },
        {from, to},
      );
}

/**
 * The line a treatment's price starts from: the lowest "from" figure among
 * the lines that are the treatment itself (not an add-on or an alternative,
 * see PriceLine.role), so "from ₹X" names something a patient can have.
 */
export function startingLine(lines: readonly PriceLine[]): PriceLine | undefined {
  return lines
    .filter((line) => line.role === undefined)
    .reduce<PriceLine | undefined>(
      (lowest, line) => (lowest === undefined || line.from < lowest.from ? line : lowest),
      undefined,
    );
}

/**
 * The line that fits a context: the line with the id `id` (a problem's choice in
 * problems.ts, `priceLines`), else the treatment's starting line.
 */
export function lineFor(lines: readonly PriceLine[], id?: string): PriceLine | undefined {
  return (id === undefined ? undefined : lines.find((l) => l.id === id)) ?? startingLine(lines);
}
