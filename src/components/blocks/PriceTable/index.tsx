import Translate, {translate} from '@docusaurus/Translate';
import ScrollableTable from '@site/src/components/ui/ScrollableTable';
import {getTreatment} from '@site/src/data/treatments';
import {formatPriceRange} from '@site/src/lib/money';
import styles from './styles.module.css';

type Props = {id: string; ids?: never} | {ids: string[]; id?: never};

/** Price lines of one or several treatments, with what the price includes. */
export default function PriceTable(props: Props) {
  const list = (props.ids ?? [props.id]).map(getTreatment).filter((t) => t.pricing);
  const single = list.length === 1 ? list[0] : undefined;
  return (
    <div className={styles.wrapper} data-search-ignore="">
      <ScrollableTable className={styles.table}>
        <caption className={styles.caption}>
          {single
            ? translate(
                {
                  id: 'priceTable.captionTreatment',
                  message: '{treatment}: indicative prices in rupees',
                  description:
                    'Caption of the price table of one treatment; {treatment} is its name',
                },
                {treatment: single.name},
              )
            : translate({
                id: 'priceTable.caption',
                message: 'Indicative prices in rupees',
                description: 'Caption of a price table of several treatments',
              })}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              {single
                ? translate({
                    id: 'priceTable.option',
                    message: 'Option',
                    description: 'Price table column heading (one treatment): the treatment option',
                  })
                : translate({
                    id: 'priceTable.treatmentOption',
                    message: 'Treatment and option',
                    description:
                      'Price table column heading (several treatments): the treatment and option',
                  })}
            </th>
            <th scope="col">
              <Translate id="priceTable.price" description="Price table column heading: the price">
                Price
              </Translate>
            </th>
            <th scope="col">
              <Translate
                id="priceTable.unit"
                description="Price table column heading: what the price is for, e.g. 'per tooth'">
                For
              </Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.flatMap((t) =>
            t.pricing!.lines.map((line) => (
              <tr key={`${t.id}-${line.id}`}>
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
          <dt>
            <Translate
              id="priceTable.included"
              description="Under a treatment's price table: term for what the price usually includes">
              Usually included
            </Translate>
          </dt>
          <dd>{single.pricing!.includes.join('; ')}.</dd>
          <dt>
            <Translate
              id="priceTable.changesWith"
              description="Under a treatment's price table: term for what makes the price higher or lower">
              What changes the price
            </Translate>
          </dt>
          <dd>{single.pricing!.changesWith.join('; ')}.</dd>
        </dl>
      )}
      <p className={styles.disclaimer}>
        <Translate id="priceTable.disclaimer" description="Note under every price table">
          Prices are indicative. Your dentist gives you a written estimate after examining you.
        </Translate>
      </p>
    </div>
  );
}
