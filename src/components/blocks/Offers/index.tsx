import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {describeBranches} from '@site/src/data/branches';
import {activeOffers} from '@site/src/data/offers';
import {getTreatment} from '@site/src/data/treatments';
import {formatLongDate} from '@site/src/lib/dates';
import {formatRupees} from '@site/src/lib/money';
import styles from './styles.module.css';

/**
 * The packages running on the day the site was built (customFields.buildDate),
 * each with its price, what it includes, its dates, branches and terms.
 */
export default function Offers() {
  const {siteConfig} = useDocusaurusContext();
  const buildDate = String(siteConfig.customFields?.buildDate ?? '');
  const list = activeOffers(buildDate);
  if (list.length === 0) {
    return (
      <p>
        No packages are running at the moment. Every treatment page shows its usual indicative
        prices.
      </p>
    );
  }
  return (
    <ul className={styles.offers}>
      {list.map((offer) => (
        <li key={offer.id} className={styles.offer}>
          <Heading as="h3" id={`offer-${offer.id}`} className={styles.title}>
            {offer.title}
          </Heading>
          <p>{offer.summary}</p>
          <p className={styles.price}>
            {formatRupees(offer.price)} <span className={styles.for}>for the package</span>
          </p>
          <p className={styles.dates}>
            Runs from {formatLongDate(offer.validFrom)} to {formatLongDate(offer.validUntil)}, at{' '}
            {describeBranches(offer.branches)}.
          </p>
          <p className={styles.label}>Includes</p>
          <ul>
            {offer.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.label}>Terms</p>
          <ul>
            {offer.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <p className={styles.related}>
            About the treatment:{' '}
            {offer.treatments.map(getTreatment).map((t, i) => (
              <span key={t.id}>
                {i > 0 && ', '}
                <Link to={t.route}>{t.name}</Link>
              </span>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}
