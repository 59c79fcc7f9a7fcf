import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {describeBranches} from '@site/src/lib/where';
import {activeOffers} from '@site/src/data/offers';
import {getTreatment} from '@site/src/data/treatments';
import {formatLongDate} from '@site/src/lib/dates';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {formatRupees} from '@site/src/lib/money';
import styles from './styles.module.css';

/**
 * The packages running on the day the site was built (customFields.buildDate),
 * each with its price, what it includes, its dates, branches and terms.
 */
export default function Offers() {
  const {siteConfig} = useDocusaurusContext();
  const locale = useIntlLocale();
  const {buildDate} = siteConfig.customFields ?? {};
  const list = activeOffers(typeof buildDate === 'string' ? buildDate : '');
  if (list.length === 0) {
    return (
      <p>
        <Translate id="offers.none" description="Offers page, when no package offer is running">
          No packages are running at the moment. Every treatment page shows its usual indicative
          prices.
        </Translate>
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
            {formatRupees(offer.price)}{' '}
            <span className={styles.for}>
              <Translate
                id="offers.forPackage"
                description="After an offer's price, e.g. '₹2,500 for the package'">
                for the package
              </Translate>
            </span>
          </p>
          <p className={styles.dates}>
            <Translate
              id="offers.dates"
              description="An offer's dates and branches; {from} and {until} are dates, {branches} names the branches, e.g. 'all three branches'"
              values={{
                from: formatLongDate(offer.validFrom, locale),
                until: formatLongDate(offer.validUntil, locale),
                branches: describeBranches(locale, offer.branches),
              }}>
              {'Runs from {from} to {until}, at {branches}.'}
            </Translate>
          </p>
          <p className={styles.label}>
            <Translate
              id="offers.includes"
              description="Label above the list of what an offer includes">
              Includes
            </Translate>
          </p>
          <ul>
            {offer.includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={styles.label}>
            <Translate
              id="offers.terms"
              description="Label above the list of an offer's terms and conditions">
              Terms
            </Translate>
          </p>
          <ul>
            {offer.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <p className={styles.related}>
            <Translate
              id="offers.aboutTreatment"
              description="Before the links to the treatments an offer covers">
              About the treatment:
            </Translate>{' '}
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
