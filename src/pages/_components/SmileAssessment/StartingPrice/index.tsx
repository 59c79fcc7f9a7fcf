import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import type {PriceLine} from '@site/src/data/treatments';
import {formatRupees, startingLine} from '@site/src/lib/money';
import styles from './styles.module.css';

interface StartingPriceProps {
  lines: readonly PriceLine[];
  /** The top suggestion's larger figure. */
  large?: boolean;
  className?: string;
}

/** Where a treatment's prices start: the lowest "from" figure, with the option it is for. */
export default function StartingPrice({lines, large = false, className}: StartingPriceProps) {
  const line = startingLine(lines);
  if (!line) return null;
  return (
    <p className={clsx(styles.price, large && styles.priceLarge, className)}>
      <span className={styles.priceFigure}>
        <Translate
          id="smileAssessment.price.from"
          description="Starting price of a suggested treatment; {price} is an amount in rupees, {unit} e.g. 'per tooth'"
          values={{price: <strong>{formatRupees(line.from)}</strong>, unit: line.unit}}>
          {'From {price} {unit}'}
        </Translate>
      </span>
      {lines.length > 1 && <span className={styles.priceItem}>{line.item}</span>}
    </p>
  );
}
