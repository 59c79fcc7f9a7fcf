import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {emi} from '@site/src/data/payments';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {formatRupees} from '@site/src/lib/money';
import {andList} from '@site/src/lib/text';
import styles from './styles.module.css';

/**
 * EMI terms: minimum amount, tenures, no-cost tenures and typical rates as
 * key figures, then who can apply and the documents the lender checks.
 */
export default function EmiTerms() {
  const lang = useIntlLocale();
  /** "3, 6 and 9" */
  const tenureList = (months: readonly number[]) => andList(lang, months.map(String));
  return (
    <div className={styles.terms}>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Translate
              id="emiTerms.minimumAmount.label"
              description="EMI terms: label of the smallest treatment amount that can be paid in instalments">
              Smallest amount
            </Translate>
          </dt>
          <dd>
            <span className={styles.figure}>{formatRupees(emi.minimumAmount)}</span>
            <Translate
              id="emiTerms.minimumAmount.note"
              description="EMI terms: note under the smallest amount (shown as a rupee figure above it)">
              Treatment of this amount or more can be paid in monthly instalments.
            </Translate>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Translate
              id="emiTerms.tenures.label"
              description="EMI terms: label of the tenures (numbers of monthly instalments) on offer">
              Tenures
            </Translate>
          </dt>
          <dd>
            <span className={styles.figure}>
              <Translate
                id="emiTerms.tenures.value"
                description="EMI terms: the tenures on offer; {tenures} is a list of numbers, e.g. '3, 6 and 9'"
                values={{tenures: tenureList(emi.tenures)}}>
                {'{tenures} months'}
              </Translate>
            </span>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Translate
              id="emiTerms.noCost.label"
              description="EMI terms: label of the tenures with no-cost EMI (0 % interest to the patient)">
              No-cost EMI
            </Translate>
          </dt>
          <dd>
            <span className={styles.figure}>
              <Translate
                id="emiTerms.noCost.value"
                description="EMI terms: the tenures with no-cost EMI; {tenures} is a list of numbers, e.g. '3 and 6'"
                values={{tenures: tenureList(emi.noCostTenures)}}>
                {'{tenures} months'}
              </Translate>
            </span>
            <Translate
              id="emiTerms.noCost.note"
              description="EMI terms: note under the no-cost EMI tenures">
              Usually available on these tenures: 0 % interest to you, because the clinic pays the
              lender a fee.
            </Translate>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Translate
              id="emiTerms.rate.label"
              description="EMI terms: label of the usual interest rate range on plans without no-cost EMI">
              Interest on longer plans
            </Translate>
          </dt>
          <dd>
            <span className={styles.figure}>
              <Translate
                id="emiTerms.rate.value"
                description="EMI terms: the usual yearly interest rate range; {from} and {to} are percentages (numbers)"
                values={{from: emi.typicalRate.from, to: emi.typicalRate.to}}>
                {'about {from} to {to} % a year'}
              </Translate>
            </span>
            <Translate
              id="emiTerms.rate.note"
              description="EMI terms: note under the usual interest rate range">
              The usual range, set by the lender. There may also be a processing fee.
            </Translate>
          </dd>
        </div>
      </dl>
      <div className={styles.lists}>
        <section aria-labelledby="emi-who-can-apply">
          <Heading as="h3" id="emi-who-can-apply" className={styles.listTitle}>
            <Translate
              id="emiTerms.eligibility.heading"
              description="EMI terms: heading of the list of who can apply for an EMI plan">
              Who can apply
            </Translate>
          </Heading>
          <ul>
            {emi.eligibility.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="emi-documents">
          <Heading as="h3" id="emi-documents" className={styles.listTitle}>
            <Translate
              id="emiTerms.documents.heading"
              description="EMI terms: heading of the list of documents the lender checks">
              What the lender checks
            </Translate>
          </Heading>
          <p>
            <Translate
              id="emiTerms.documents.note"
              description="EMI terms: note above the list of documents the lender checks">
              The lender asks to see these; the clinic does not copy or keep them.
            </Translate>
          </p>
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
