import Heading from '@theme/Heading';
import {emi} from '@site/src/data/payments';
import {formatRupees} from '@site/src/lib/money';
import styles from './styles.module.css';

/** "3, 6 and 9" */
function joinAnd(items: (string | number)[]): string {
  return items.length < 2
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * EMI terms: minimum amount, tenures, no-cost tenures and typical rates as
 * key figures, then who can apply and the documents the lender checks.
 */
export default function EmiTerms() {
  return (
    <div className={styles.terms}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Smallest amount</dt>
          <dd>
            <span className={styles.figure}>{formatRupees(emi.minimumAmount)}</span>
            Treatment of this amount or more can be paid in monthly instalments.
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Tenures</dt>
          <dd>
            <span className={styles.figure}>{joinAnd(emi.tenures)} months</span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>No-cost EMI</dt>
          <dd>
            <span className={styles.figure}>{joinAnd(emi.noCostTenures)} months</span>
            Usually available on these tenures: 0 % interest to you, because the clinic pays the
            lender a fee.
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>Interest on longer plans</dt>
          <dd>
            <span className={styles.figure}>
              about {emi.typicalRate.from} to {emi.typicalRate.to} % a year
            </span>
            The usual range, set by the lender. There may also be a processing fee.
          </dd>
        </div>
      </dl>
      <div className={styles.lists}>
        <section aria-labelledby="emi-who-can-apply">
          <Heading as="h3" id="emi-who-can-apply" className={styles.listTitle}>
            Who can apply
          </Heading>
          <ul>
            {emi.eligibility.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="emi-documents">
          <Heading as="h3" id="emi-documents" className={styles.listTitle}>
            What the lender checks
          </Heading>
          <p>The lender asks to see these; the clinic does not copy or keep them.</p>
          <ul>
            {emi.documents.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
