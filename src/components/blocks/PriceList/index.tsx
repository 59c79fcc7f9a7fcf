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

/** Every indicative price of every treatment, grouped by category, from the data. */
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
      {[...groups].map(([category, list]) => (
        <section key={category} aria-labelledby={`prices-${category}`}>
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
                  <tr key={`${t.id}-${line.item}`}>
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
                      {formatPriceRange(line)} {line.unit}
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
