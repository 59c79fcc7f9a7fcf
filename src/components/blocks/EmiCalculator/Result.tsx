import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useSettledValue} from '@site/src/hooks/useSettledValue';
import type {EmiReading} from '@site/src/lib/emi';
import {formatRupees} from '@site/src/lib/money';
import {termsText} from './WorkedExamples';
import styles from './styles.module.css';

/** How long typing must pause before a screen reader hears the new instalment. */
const announceAfterMs = 700;

interface ResultProps {
  /** The result of the last inputs that could be used. */
  shown: Extract<EmiReading, {ok: true}>;
  /** The inputs have changed to something unusable since: the result is not theirs. */
  stale: boolean;
}

/**
 * The instalment, total and interest, with the figures they are for. When an
 * input cannot be used, the last result stays, marked as the result for the
 * figures it names, so nothing jumps or vanishes while a number is retyped.
 */
export default function Result({shown, stale}: ResultProps) {
  const {terms, result} = shown;
  const forTerms = termsText(terms.amount, terms.months, terms.rate);
  const announcement = useSettledValue(
    translate(
      {
        id: 'emiCalculator.result.announcement',
        message: 'Monthly instalment {monthly} for {terms}. Total you pay {total}.',
        description:
          'EMI calculator: what a screen reader says once typing pauses; {monthly} and {total} are rupee amounts, {terms} e.g. "₹45,000 over 12 months at 12 % a year"',
      },
      {monthly: formatRupees(result.monthly), total: formatRupees(result.total), terms: forTerms},
    ),
    announceAfterMs,
  );
  return (
    <div className={clsx(styles.output, stale && styles.stale)}>
      <p className={styles.resultTerms}>
        {stale
          ? translate(
              {
                id: 'emiCalculator.result.stale',
                message: 'Not updated until the figures above are corrected. Showing {terms}.',
                description:
                  'EMI calculator: above the result while an input is invalid; {terms} names the last valid figures, e.g. "₹45,000 over 12 months at 12 % a year"',
              },
              {terms: forTerms},
            )
          : forTerms}
      </p>
      <dl className={styles.result}>
        <div>
          <dt>
            <Translate
              id="emiCalculator.result.monthly"
              description="EMI calculator result: label of the monthly instalment amount">
              Monthly instalment
            </Translate>
          </dt>
          <dd>{formatRupees(result.monthly)}</dd>
        </div>
        <div>
          <dt>
            <Translate
              id="emiCalculator.result.total"
              description="EMI calculator result: label of the total paid over the tenure">
              Total you pay
            </Translate>
          </dt>
          <dd>{formatRupees(result.total)}</dd>
        </div>
        <div>
          <dt>
            <Translate
              id="emiCalculator.result.interest"
              description="EMI calculator result: label of the interest paid (total minus amount)">
              Interest
            </Translate>
          </dt>
          <dd>{formatRupees(result.interest)}</dd>
        </div>
      </dl>
      {/* Polite, and only once typing pauses: not every keystroke's figure. */}
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
