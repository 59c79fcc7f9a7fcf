import {useId, useState, type FormEvent} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {emi} from '@site/src/data/payments';
import {calculateEmi, EmiInputError, type EmiResult} from '@site/src/lib/emi';
import {formatRupees} from '@site/src/lib/money';
import styles from './styles.module.css';

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

type ErrorKind = EmiInputError['input'] | 'other';

const errorKind = (e: unknown): ErrorKind => (e instanceof EmiInputError ? e.input : 'other');

/** The message shown for bad input, in the reader's language. */
function errorMessage(kind: ErrorKind): string {
  switch (kind) {
    case 'amount':
      return translate({
        id: 'emiCalculator.error.amount',
        message: 'Enter an amount above zero.',
        description:
          'EMI calculator: error when the treatment amount is empty, zero or not a number',
      });
    case 'months':
      return translate({
        id: 'emiCalculator.error.tenure',
        message: 'Enter a tenure of at least one month.',
        description: 'EMI calculator: error when the tenure is less than one month',
      });
    case 'rate':
      return translate({
        id: 'emiCalculator.error.rate',
        message: 'Enter an interest rate of zero or more.',
        description: 'EMI calculator: error when the interest rate is negative or not a number',
      });
    default:
      return translate({
        id: 'emiCalculator.error.other',
        message: 'Check the numbers and try again.',
        description:
          'EMI calculator: error when the inputs cannot be calculated for another reason',
      });
  }
}

/**
 * EMI calculator for the financing page: amount, tenure and yearly rate give
 * the monthly instalment, the total paid and the interest. Inputs that make no
 * sense get a message next to the form and keep what was typed.
 */
export default function EmiCalculator() {
  const isBrowser = useIsBrowser();
  const [amount, setAmount] = useState('150000');
  const [months, setMonths] = useState('12');
  const [rate, setRate] = useState('12');
  const [result, setResult] = useState<EmiResult | null>(() => calculateEmi(150000, 12, 12));
  const [error, setError] = useState<ErrorKind | null>(null);
  const ids = {
    amount: useId(),
    months: useId(),
    rate: useId(),
    error: useId(),
    examples: useId(),
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const clean = (value: string) => Number(value.replace(/[,\s₹%]/g, ''));
      setResult(calculateEmi(clean(amount), clean(rate), Number(months)));
      setError(null);
    } catch (e) {
      setResult(null);
      setError(errorKind(e));
    }
  }

  return (
    <div className={styles.calculator}>
      {isBrowser && (
        <form
          className="site-form"
          onSubmit={onSubmit}
          aria-label={translate({
            id: 'emiCalculator.form.label',
            message: 'EMI calculator',
            description: 'EMI calculator: accessible name of the calculator form',
          })}
          noValidate>
          <div className={styles.fields}>
            <div>
              <label htmlFor={ids.amount}>
                <Translate
                  id="emiCalculator.amount.label"
                  description="EMI calculator: label of the treatment amount input, in rupees">
                  Treatment amount (₹)
                </Translate>
              </label>
              <input
                id={ids.amount}
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby={error ? ids.error : undefined}
                aria-invalid={error === 'amount' || undefined}
              />
            </div>
            <div>
              <label htmlFor={ids.months}>
                <Translate
                  id="emiCalculator.tenure.label"
                  description="EMI calculator: label of the tenure (number of monthly instalments) select">
                  Tenure
                </Translate>
              </label>
              <select id={ids.months} value={months} onChange={(e) => setMonths(e.target.value)}>
                {emi.tenures.map((m) => (
                  <option key={m} value={m}>
                    {translate(
                      {
                        id: 'emiCalculator.tenure.option',
                        message: '{months} months',
                        description:
                          'EMI calculator: an option of the tenure select; {months} is a number of months',
                      },
                      {months: m},
                    )}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.rate}>
                <Translate
                  id="emiCalculator.rate.label"
                  description="EMI calculator: label of the yearly interest rate input, in percent">
                  Interest rate (% a year)
                </Translate>
              </label>
              <input
                id={ids.rate}
                inputMode="decimal"
                value={rate}
                onChange={(e) => setRate(e.target.value)}
                aria-describedby={error ? ids.error : undefined}
                aria-invalid={error === 'rate' || undefined}
              />
            </div>
          </div>
          <button type="submit" className={`button button--primary ${styles.submit}`}>
            <Translate
              id="emiCalculator.submit"
              description="EMI calculator: button that calculates the instalment">
              Calculate
            </Translate>
          </button>
          <div role="status" className={styles.output}>
            {error && (
              <p id={ids.error} className={styles.error}>
                {errorMessage(error)}
              </p>
            )}
            {result && !error && (
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
            )}
          </div>
        </form>
      )}
      <section className={styles.examples} aria-labelledby={ids.examples}>
        <h3 id={ids.examples} className={styles.examplesTitle}>
          <Translate
            id="emiCalculator.examples.heading"
            description="EMI calculator: heading above the worked example cards">
            Worked examples
          </Translate>
        </h3>
        <ul className={styles.exampleList}>
          {examples.map(([a, r, m]) => {
            const e = calculateEmi(a, r, m);
            return (
              <li key={`${a}-${r}-${m}`} className={styles.example}>
                <p className={styles.exampleTerms}>
                  <Translate
                    id="emiCalculator.example.terms"
                    description="EMI worked example: {amount} is a rupee amount, {months} a number of months, {rate} the interest rate, e.g. '12 % a year'"
                    values={{
                      amount: formatRupees(a),
                      months: m,
                      rate:
                        r === 0
                          ? translate({
                              id: 'emiCalculator.example.rateNoCost',
                              message: '0 % (no-cost EMI)',
                              description: 'EMI worked example: the rate of a no-cost EMI plan',
                            })
                          : translate(
                              {
                                id: 'emiCalculator.example.rate',
                                message: '{rate} % a year',
                                description:
                                  'EMI worked example: a yearly interest rate; {rate} is a number',
                              },
                              {rate: r},
                            ),
                    }}>
                    {'{amount} over {months} months at {rate}'}
                  </Translate>
                </p>
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
    </div>
  );
}
