import ScrollableTable from '@site/src/components/ui/ScrollableTable';
import {getTreatment} from '@site/src/data/treatments';
import {formatPriceRange} from '@site/src/lib/money';
import styles from './styles.module.css';

type Props = {id: string; ids?: never} | {ids: string[]; id?: never};

/** Price lines of one or several treatments, with what the price includes. */
export default function PriceTable(props: Props) {
  const list = (props.ids ?? [props.id!]).map(getTreatment).filter((t) => t.pricing);
  const single = list.length === 1 ? list[0] : undefined;
  return (
    <div className={styles.wrapper} data-search-ignore="">
      <ScrollableTable className={styles.table}>
        <caption className={styles.caption}>
          {single ? `${single.name}: indicative prices in rupees` : 'Indicative prices in rupees'}
        </caption>
        <thead>
          <tr>
            <th scope="col">{single ? 'Option' : 'Treatment and option'}</th>
            <th scope="col">Price</th>
            <th scope="col">For</th>
          </tr>
        </thead>
        <tbody>
          {list.flatMap((t) =>
            t.pricing!.lines.map((line) => (
              <tr key={`${t.id}-${line.item}`}>
                <th scope="row">{single ? line.item : `${t.shortName ?? t.name}: ${line.item}`}</th>
                <td className={styles.price}>{formatPriceRange(line)}</td>
                <td>{line.unit}</td>
              </tr>
            )),
          )}
        </tbody>
      </ScrollableTable>
      {single && (
        <dl className={styles.notes}>
          <dt>Usually included</dt>
          <dd>{single.pricing!.includes.join('; ')}.</dd>
          <dt>What changes the price</dt>
          <dd>{single.pricing!.changesWith.join('; ')}.</dd>
        </dl>
      )}
      <p className={styles.disclaimer}>
        Prices are indicative. Your dentist gives you a written estimate after examining you.
      </p>
    </div>
  );
}
