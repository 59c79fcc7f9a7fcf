import {useId} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {calculateEmi} from '@site/src/lib/emi';
import {formatRupees} from '@site/src/lib/money';
import styles from './styles.module.css';

/** "12 % a year", or "0 % (no-cost EMI)". */
function ratePhrase(rate: number): string {
  return rate === 0
    ? translate({
        id: 'emiCalculator.example.rateNoCost',
        message: '0 % (no-cost EMI)',
        description: 'EMI worked example: the rate of a no-cost EMI plan',
      })
    : translate(
        {
          id: 'emiCalculator.example.rate',
          message: '{rate} % a year',
          description: 'EMI worked example: a yearly interest rate; {rate} is a number',
        },
        {rate},
      );
}

/** "₹1,50,000 over 12 months at 12 % a year": what a result or a worked example is for. */
export function termsText(amount: number, months: number, rate: number): string {
  return translate(
    {
      id: 'emiCalculator.example.terms',
      message: '{amount} over {months} months at {rate}',
      description:
        "EMI worked example: {amount} is a rupee amount, {months} a number of months, {rate} the interest rate, e.g. '12 % a year'",
    },
    {amount: formatRupees(amount), months, rate: ratePhrase(rate)},
  );
}

/**
 * Worked examples, shown to everyone (and the only part that works without
 * JavaScript): one card each, side by side on wide screens and stacked on
 * phones, so nothing is wider than the screen.
 */
const examples: [amount: number, rate: number, months: number][] = [
  [60000, 0, 6],
  [150000, 12, 12],
  [300000, 15, 24],
];

export default function WorkedExamples() {
  const headingId = useId();
  return (
    <section className={styles.examples} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.examplesTitle}>
        <Translate
          id="emiCalculator.examples.heading"
          description="EMI calculator: heading above the worked example cards">
          Worked examples
        </Translate>
      </h3>
      <ul className={styles.exampleList}>
        {examples.map(([amount, rate, months]) => {
          const e = calculateEmi(amount, rate, months);
          return (
            <li key={`${amount}-${rate}-${months}`} className={styles.example}>
              <p className={styles.exampleTerms}>{termsText(amount, months, rate)}</p>
              <dl className={styles.exampleFigures}>
                <div>
                  <dt>
                    <Translate
                      id="emiCalculator.example.monthly"
                      description="EMI worked example: label of the monthly instalment">
                      Monthly
                    </Translate>
                  </dt>
                  <dd>{formatRupees(e.monthly)}</dd>
                </div>
                <div>
                  <dt>
                    <Translate
                      id="emiCalculator.example.total"
                      description="EMI worked example: label of the total paid">
                      Total paid
                    </Translate>
                  </dt>
                  <dd>{formatRupees(e.total)}</dd>
                </div>
                <div>
                  <dt>
                    <Translate
                      id="emiCalculator.example.interest"
                      description="EMI worked example: label of the interest paid">
                      Interest
                    </Translate>
                  </dt>
                  <dd>{formatRupees(e.interest)}</dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
