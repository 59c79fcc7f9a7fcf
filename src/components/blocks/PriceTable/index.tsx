import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import ScrollableTable from '@site/src/components/ui/ScrollableTable';
import {emi} from '@site/src/data/payments';
import {getTreatment, type Treatment} from '@site/src/data/treatments';
import {emiCalculatorHref} from '@site/src/lib/emi';
import {formatPriceRange, formatRupees, startingLine} from '@site/src/lib/money';
import {priceTableAnchor} from '@site/src/lib/urls';
import styles from './styles.module.css';

type Props = {id: string; ids?: never} | {ids: string[]; id?: never};

/**
 * Under a table's prices, when a starting price in it can be paid in monthly
 * instalments (at least the lenders' smallest amount): a link to the EMI
 * calculator, started at the treatment's price when the table has one treatment
 * (a comparison table's first price is no more the patient's than the others).
 */
function EmiLink({treatments}: {treatments: Treatment[]}) {
  const payable = treatments
    .map((t) => startingLine(t.pricing?.lines ?? [])?.from)
    .filter((from): from is number => from !== undefined && from >= emi.minimumAmount);
  if (payable.length === 0) return null;
  const from = treatments.length === 1 ? payable[0] : undefined;
  return (
    <p className={styles.emi}>
      <Translate
        id="priceTable.emi"
        description="Under a price table whose treatment can be paid in instalments; {calculatorLink} is a link whose text is priceTable.emiLink or priceTable.emiLinkAny"
        values={{
          calculatorLink: (
            <Link to={emiCalculatorHref(from)}>
              {from === undefined
                ? translate({
                    id: 'priceTable.emiLinkAny',
                    message: 'Work out the monthly instalment on any of these prices',
                    description:
                      'Link from a price table of several treatments to the EMI calculator',
                  })
                : translate(
                    {
                      id: 'priceTable.emiLink',
                      message: 'Work out the monthly instalment on {price}',
                      description:
                        "Link from a price table to the EMI calculator, started at the treatment's starting price; {price} is an amount in rupees",
                    },
                    {price: formatRupees(from)},
                  )}
            </Link>
          ),
        }}>
        {'You can spread the cost over monthly instalments (EMI). {calculatorLink}.'}
      </Translate>
    </p>
  );
}

/**
 * Price lines of one or several treatments, with what the price includes.
 * The table is named by its first treatment (its id is priceTableAnchor of
 * it), which is the treatment of the page it is on: /pricing links there.
 */
export default function PriceTable(props: Props) {
  const brokenLinks = useBrokenLinks();
  const list = (props.ids ?? [props.id]).map(getTreatment).filter((t) => t.pricing);
  if (list.length === 0) {
    throw new Error(`PriceTable: none of ${JSON.stringify(props.ids ?? props.id)} has prices.`);
  }
  const single = list.length === 1 ? list[0] : undefined;
  const anchor = priceTableAnchor(list[0].id);
  brokenLinks.collectAnchor(anchor);
  return (
    <div id={anchor} className={styles.wrapper} data-search-ignore="">
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
      <EmiLink treatments={list} />
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
