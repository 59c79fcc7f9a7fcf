import Translate from '@docusaurus/Translate';
import type {Treatment} from '@site/src/data/treatments';
import {formatRupees, startingLine} from '@site/src/lib/money';
import FromPrice from '@site/src/components/ui/FromPrice';
import styles from './styles.module.css';

/** "from ₹4,000 per tooth": the treatment's starting line (src/lib/money.ts). */
export default function TilePrice({treatment}: {treatment: Treatment}) {
  const line = startingLine(treatment.pricing?.lines ?? []);
  if (line === undefined) {
    return (
      <span className={styles.tilePrice}>
        <Translate
          id="home.treatments.priceAfterExam"
          description="Shown on a treatment tile of the home page in place of a starting price">
          Price after an examination
        </Translate>
      </span>
    );
  }
  return (
    <span className={styles.tilePrice}>
      {/* A planning page's fee is for a consultation, not a treatment: say what it buys. */}
      {treatment.category === 'planning' ? (
        <Translate
          id="home.treatments.consultationPrice"
          description="Fee on a home page tile for a planning consultation; {item} names what the fee is for, {price} is an amount in rupees, {unit} e.g. 'per visit'"
          values={{
            item: line.item,
            price: <strong className="nowrap">{formatRupees(line.from)}</strong>,
            unit: <span className={styles.tileUnit}>{line.unit}</span>,
          }}>
          {'{item}: {price} {unit}'}
        </Translate>
      ) : (
        <FromPrice line={line} bold unitClassName={styles.tileUnit} />
      )}
    </span>
  );
}
