import {getTreatment} from '@site/src/data/treatments';
import {formatPriceRange} from '@site/src/lib/money';

interface Props {
  /** Treatment id in src/data/treatments.ts. */
  treatment: string;
  /** The price line's `id` in that treatment's `pricing.lines`. */
  line: string;
  /** Add the unit ("per tooth"); default true. */
  unit?: boolean;
}

/**
 * One indicative price inline in running text, e.g. in a blog article:
 * <Price treatment="veneers" line="composite-veneer" /> → "₹5,000 to ₹9,000 per tooth".
 * The figure comes from the data, so an article never goes out of date.
 */
export default function Price({treatment, line: id, unit = true}: Props) {
  const lines = getTreatment(treatment).pricing?.lines ?? [];
  const line = lines.find((l) => l.id === id);
  if (!line) {
    throw new Error(
      `No price line "${id}" for treatment "${treatment}" in src/data/treatments.ts; its lines are: ${lines.map((l) => l.id).join(', ') || 'none'}.`,
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
