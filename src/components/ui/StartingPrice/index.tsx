import Translate from '@docusaurus/Translate';
import type {Treatment} from '@site/src/data/treatments';
import {formatRupees, startingLine} from '@site/src/lib/money';
import FromPrice from '@site/src/components/ui/FromPrice';

interface StartingPriceProps {
  treatment: Treatment;
  /** The class of the element around the price. */
  className?: string;
  /** The class of the unit ("per tooth"). */
  unitClassName?: string;
}

/**
 * "from ₹4,000 per tooth": the treatment's starting line (src/lib/money.ts),
 * as the home page's tiles and the price list at /pricing show it.
 */
export default function StartingPrice({treatment, className, unitClassName}: StartingPriceProps) {
  const line = startingLine(treatment.pricing?.lines ?? []);
  if (line === undefined) {
    return (
      <span className={className}>
        <Translate
          id="startingPrice.afterExam"
          description="Shown beside a treatment (home page tile, price list) in place of a starting price">
          Price after an examination
        </Translate>
      </span>
    );
  }
  return (
    <span className={className}>
      {/* A planning page's fee is for a consultation, not a treatment: say what it buys. */}
      {treatment.category === 'planning' ? (
        <Translate
          id="startingPrice.consultation"
          description="Fee of a planning consultation beside its treatment (home page tile, price list); {item} names what the fee is for, {price} is an amount in rupees, {unit} e.g. 'per visit'"
          values={{
            item: line.item,
            price: <strong className="nowrap">{formatRupees(line.from)}</strong>,
            unit: <span className={unitClassName}>{line.unit}</span>,
          }}>
          {'{item}: {price} {unit}'}
        </Translate>
      ) : (
        <FromPrice line={line} bold unitClassName={unitClassName} />
      )}
    </span>
  );
}
