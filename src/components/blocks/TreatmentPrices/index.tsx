import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import StartingPrice from '@site/src/components/ui/StartingPrice';
import {categoryLabels, treatments} from '@site/src/data/treatments';
import {groupByCategory, listedTreatments} from '@site/src/lib/treatmentGroups';
import {priceTableAnchor} from '@site/src/lib/urls';
import styles from './styles.module.css';

/**
 * The price list at /pricing: every treatment with its starting price and
 * what it is for, in the home page's groups, each row a link to the price
 * table on the treatment's page.
 */
export default function TreatmentPrices() {
  const groups = groupByCategory(listedTreatments(treatments).filter((t) => t.pricing));
  return (
    <div className={styles.prices} data-search-ignore="">
      {groups.map(({category, treatments: list}) => (
        <section
          key={category}
          className={styles.group}
          aria-labelledby={`price-group-${category}`}>
          <Heading as="h3" id={`price-group-${category}`} className={styles.groupTitle}>
            {categoryLabels[category]}
          </Heading>
          <ul className={styles.rows}>
            {list.map((t) => (
              <li key={t.id} className={styles.row}>
                <Link to={`${t.route}#${priceTableAnchor(t.id)}`} className={styles.name}>
                  {t.name}
                </Link>
                <StartingPrice treatment={t} className={styles.price} unitClassName={styles.unit} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
