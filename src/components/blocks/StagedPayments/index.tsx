import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {stagedPayments} from '@site/src/data/payments';
import {getTreatment} from '@site/src/data/treatments';
import styles from './styles.module.css';

/**
 * When payment is taken for treatments that run over months: one card per
 * treatment, its payments in order, each with its share of the cost.
 */
export default function StagedPayments() {
  return (
    <ul className={styles.plans}>
      {stagedPayments.map(({treatment, label, stages}) => {
        const t = getTreatment(treatment);
        const name = label ?? t.name;
        return (
          <li key={treatment} className={styles.plan}>
            <Heading as="h3" id={`staged-${treatment}`} className={styles.name}>
              <Link to={t.route}>{name}</Link>
            </Heading>
            <ol className={styles.stages}>
              {stages.map((s) => (
                <li key={s.when} className={styles.stage}>
                  <span className={styles.share}>{s.share} %</span> <span>{s.when}</span>
                </li>
              ))}
            </ol>
          </li>
        );
      })}
    </ul>
  );
}
