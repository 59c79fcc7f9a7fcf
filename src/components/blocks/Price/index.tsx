import {getTreatment} from '@site/src/data/treatments';
import {isWord} from '@site/src/lib/dataWords';
import {formatPriceRange} from '@site/src/lib/money';

interface Props {
  /** Treatment id in src/data/treatments.ts. */
  treatment: string;
  /** The price line's `item`, exactly as in the data. */
  item: string;
  /** Add the unit ("per tooth"); default true. */
  unit?: boolean;
}

/**
 * One indicative price inline in running text, e.g. in a blog article:
 * <Price treatment="veneers" item="Composite veneer" /> → "₹5,000 to ₹9,000 per tooth".
 * The figure comes from the data, so an article never goes out of date.
 */
export default function Price({treatment, item, unit = true}: Props) {
  const t = getTreatment(treatment);
  const line = t.pricing?.lines.find((l) => isWord(l, 'item', item));
  if (!line) {
    throw new Error(
      `No price line "${item}" for treatment "${treatment}" in src/data/treatments.ts.`,
    );
  }
  const range = formatPriceRange(line, 'words');
  return (
    <span className="nowrap">
      {range}
      {unit && ` ${line.unit}`}
    </span>
  );
}
