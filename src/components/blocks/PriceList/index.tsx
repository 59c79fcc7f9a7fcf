import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  categoryLabels,
  treatments,
  type Treatment,
  type TreatmentCategory,
} from '@site/src/data/treatments';
import {formatPriceRange} from '@site/src/lib/money';
import styles from './styles.module.css';

/** Where the full price list lives; other pages link here. */
export const priceListRoute = '/pricing/payment-options#price-list-by-treatment';

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
      <nav className={styles.groups} aria-label="Price list groups">
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
            <caption className="sr-only">{categoryLabels[category]}: indicative prices</caption>
            <thead>
              <tr>
                <th scope="col">Treatment</th>
                <th scope="col">Indicative price</th>
              </tr>
            </thead>
            <tbody>
              {list.flatMap((t) =>
                t.pricing!.lines.map((line, i) => (
                  <tr key={`${t.id}-${line.item}`} className={clsx(i === 0 && styles.first)}>
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
 * Near the top of a pricing page: a prominent link to the price list (left
 * out on the page that shows the list itself) and links to the page's main
 * sections, for phones, where the contents column is not shown.
 */
export function PricingShortcuts({
  links = [],
  priceList = true,
}: {
  links?: {to: string; label: string}[];
  priceList?: boolean;
}) {
  return (
    <nav className={styles.shortcuts} aria-label="Quick links">
      {priceList && (
        <Link
          className={clsx('button button--primary button--lg', styles.priceButton)}
          to={priceListRoute}>
          See the price list
        </Link>
      )}
      {links.length > 0 && (
        <ul className={styles.shortcutLinks}>
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
