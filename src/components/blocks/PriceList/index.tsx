import Translate, {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  categoryLabels,
  treatments,
  type Treatment,
  type TreatmentCategory,
} from '@site/src/data/treatments';
import {pricingRoute} from '@site/src/data/navigation';
import {formatPriceRange} from '@site/src/lib/money';
import {useFallbackPageLanguages} from '@site/src/hooks/usePageLanguages';
import styles from './styles.module.css';

/** The price list: every treatment's starting price, each linking to its price table. */
const priceListRoute = pricingRoute('price-list');

/**
 * "₹4,000 – ₹6,000" that may wrap only after the dash, so on a phone the
 * price column can be narrow without splitting a figure from its dash.
 */
function priceText(line: Parameters<typeof formatPriceRange>[0]): string {
  return formatPriceRange(line).replace(' – ', '\u00a0– ');
}

/**
 * Every indicative price of every treatment, grouped by category, from the
 * data; a row of links to each group comes first, so a long list is one tap
 * from any of its parts.
 */
export default function PriceList() {
  const priced = treatments.filter((t) => t.pricing);
  const seen = new Set<Treatment['pricing']>();
  const groups = new Map<TreatmentCategory, Treatment[]>();
  for (const t of priced) {
    // Treatments that share one price list (Invisalign and Invisalign for adults) appear once.
    if (seen.has(t.pricing)) continue;
    seen.add(t.pricing);
    groups.set(t.category, [...(groups.get(t.category) ?? []), t]);
  }
  return (
    <div className={styles.list}>
      <nav
        className={styles.groups}
        aria-label={translate({
          id: 'priceList.groupsLabel',
          message: 'Price list groups',
          description: 'Screen-reader name of the row of links to each group of the price list',
        })}>
        <ul>
          {[...groups.keys()].map((category) => (
            <li key={category}>
              <Link to={`#prices-${category}`} className={styles.groupLink}>
                {categoryLabels[category]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {[...groups].map(([category, list]) => (
        <section key={category} aria-labelledby={`prices-${category}`} className={styles.group}>
          <Heading as="h3" id={`prices-${category}`}>
            {categoryLabels[category]}
          </Heading>
          <table className={styles.table}>
            <caption className="sr-only">
              <Translate
                id="priceList.caption"
                description="Screen-reader caption of a price table; {category} is the treatment category, e.g. 'Restorative'"
                values={{category: categoryLabels[category]}}>
                {'{category}: indicative prices'}
              </Translate>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Translate
                    id="priceList.treatment"
                    description="Price list column heading: the treatment and option">
                    Treatment
                  </Translate>
                </th>
                <th scope="col">
                  <Translate
                    id="priceList.price"
                    description="Price list column heading: the price">
                    Indicative price
                  </Translate>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.flatMap((t) =>
                t.pricing!.lines.map((line, i) => (
                  <tr key={`${t.id}-${line.id}`} className={clsx(i === 0 && styles.first)}>
                    <th scope="row">
                      {i === 0 && (
                        <span className={styles.treatment}>
                          <Link to={t.route}>{t.name}</Link>
                          {': '}
                        </span>
                      )}
                      {line.item}
                    </th>
                    <td>
                      {`${priceText(line)} `}
                      <span className={styles.unit}>{line.unit}</span>
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

/**
 * Near the top of a pricing page: a prominent link to the price list at
 * /pricing (left out on the pages that show a list themselves) and links to the page's main
 * sections, for phones, where the contents column is not shown. The pages
 * import it themselves and write the section links' labels, so on a page still
 * in English the labels are English and the button is in the visitor's
 * language (see useFallbackPageLanguages).
 */
export function PricingShortcuts({
  links = [],
  priceList = true,
}: {
  links?: {to: string; label: string}[];
  priceList?: boolean;
}) {
  const {english, local} = useFallbackPageLanguages();
  return (
    <nav
      {...local}
      className={styles.shortcuts}
      aria-label={translate({
        id: 'priceList.shortcutsLabel',
        message: 'Quick links',
        description: 'Screen-reader name of the shortcut links near the top of a pricing page',
      })}>
      {priceList && (
        <Link
          className={clsx('button button--primary button--lg', styles.priceButton)}
          to={priceListRoute}>
          <Translate
            id="priceList.seeList"
            description="Button near the top of a pricing page, to the full price list">
            See the price list
          </Translate>
        </Link>
      )}
      {links.length > 0 && (
        <ul className={styles.shortcutLinks} {...english}>
          {links.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className={styles.shortcut}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
