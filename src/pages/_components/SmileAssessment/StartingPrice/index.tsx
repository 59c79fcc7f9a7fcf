import clsx from 'clsx';
import type {PriceLine} from '@site/src/data/treatments';
import {startingLine} from '@site/src/lib/money';
import FromPrice from '@site/src/components/ui/FromPrice';
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
        <FromPrice line={line} capital bold />
      </span>
      {lines.length > 1 && <span className={styles.priceItem}>{line.item}</span>}
    </p>
  );
}
