import Interpolate from '@docusaurus/Interpolate';
import {translate} from '@docusaurus/Translate';
import type {PriceLine} from '@site/src/data/treatments';
import {formatRupees} from '@site/src/lib/money';
import {capitalise} from '@site/src/lib/text';

interface FromPriceProps {
  line: Pick<PriceLine, 'from' | 'unit'>;
  /** At the start of a line: "From ₹4,000 per tooth". */
  capital?: boolean;
  /** Marked as a guide: "from ₹4,000 per tooth (indicative)". */
  indicative?: boolean;
  /** The amount in bold. */
  bold?: boolean;
  /** A class for the unit ("per tooth"), which then gets an element of its own. */
  unitClassName?: string;
}

/**
 * "from ₹4,000 per tooth": where a price line starts, with what it is for;
 * the one way the site words a starting price (the line is usually
 * `startingLine` of src/lib/money.ts). Its parent sets the type around it.
 */
export default function FromPrice({
  line,
  capital = false,
  indicative = false,
  bold = false,
  unitClassName,
}: FromPriceProps) {
  // Without values translate() keeps the placeholders, so the words can be
  // capitalised and marked as indicative before the amount goes in.
  const phrase = translate({
    id: 'fromPrice.phrase',
    message: 'from {price} {unit}',
    description:
      "Where a treatment's prices start (home page tiles, smile assessment, a problem's treatments); {price} is an amount in rupees, {unit} what it is for, e.g. 'per tooth'. Its first letter becomes a capital where it starts a line.",
  });
  const words = capital ? capitalise(phrase) : phrase;
  const text = indicative
    ? translate(
        {
          id: 'fromPrice.indicative',
          message: '{price} (indicative)',
          description:
            "A starting price given as a guide; {price} is the whole phrase, e.g. 'From ₹4,000 per tooth'",
        },
        {price: words},
      )
    : words;
  const amount = formatRupees(line.from);
  return (
    <Interpolate
      values={{
        price: bold ? <strong className="nowrap">{amount}</strong> : amount,
        unit: unitClassName ? <span className={unitClassName}>{line.unit}</span> : line.unit,
      }}>
      {text}
    </Interpolate>
  );
}
