import {useId, useState, type FormEvent} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {emi} from '@site/src/data/payments';
import {calculateEmi, type EmiResult} from '@site/src/lib/emi';
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
  const [error, setError] = useState<string | null>(null);
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
      setError(e instanceof RangeError ? e.message : 'Check the numbers and try again.');
    }
  }

  return (
    <div className={styles.calculator}>
      {isBrowser && (
        <form className="site-form" onSubmit={onSubmit} aria-label="EMI calculator" noValidate>
          <div className={styles.fields}>
            <div>
              <label htmlFor={ids.amount}>Treatment amount (₹)</label>
              <input
                id={ids.amount}
                inputMode="numeric"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                aria-describedby={error ? ids.error : undefined}
                aria-invalid={error?.includes('amount') || undefined}
              />
            </div>
            <div>
              <label htmlFor={ids.months}>Tenure</label>
              <select id={ids.months} value={months} onChange={(e) => setMonths(e.target.value)}>
                {emi.tenures.map((m) => (
                  <option key={m} value={m}>
                    {m} months
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.rate}>Interest rate (% a year)</label>
              <input
                id={ids.rate}
                inputMode="decimal"
                value={rate}
                onChange={(e) => setRate(e.target.value)}
                aria-describedby={error ? ids.error : undefined}
                aria-invalid={error?.includes('rate') || undefined}
              />
            </div>
          </div>
          <button type="submit" className={`button button--primary ${styles.submit}`}>
            Calculate
          </button>
          <div role="status" className={styles.output}>
            {error && (
              <p id={ids.error} className={styles.error}>
                {error}
              </p>
            )}
            {result && !error && (
              <dl className={styles.result}>
                <div>
                  <dt>Monthly instalment</dt>
                  <dd>{formatRupees(result.monthly)}</dd>
                </div>
                <div>
                  <dt>Total you pay</dt>
                  <dd>{formatRupees(result.total)}</dd>
                </div>
                <div>
                  <dt>Interest</dt>
                  <dd>{formatRupees(result.interest)}</dd>
                </div>
              </dl>
            )}
          </div>
        </form>
      )}
      <section className={styles.examples} aria-labelledby={ids.examples}>
        <h3 id={ids.examples} className={styles.examplesTitle}>
          Worked examples
        </h3>
        <ul className={styles.exampleList}>
          {examples.map(([a, r, m]) => {
            const e = calculateEmi(a, r, m);
            return (
              <li key={`${a}-${r}-${m}`} className={styles.example}>
                <p className={styles.exampleTerms}>
                  {formatRupees(a)} over {m} months at{' '}
                  {r === 0 ? '0 % (no-cost EMI)' : `${r} % a year`}
                </p>
                <dl className={styles.exampleFigures}>
                  <div>
                    <dt>Monthly</dt>
                    <dd>{formatRupees(e.monthly)}</dd>
                  </div>
                  <div>
                    <dt>Total paid</dt>
                    <dd>{formatRupees(e.total)}</dd>
                  </div>
                  <div>
                    <dt>Interest</dt>
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
