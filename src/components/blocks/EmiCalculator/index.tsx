import {useId, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import {emi} from '@site/src/data/payments';
import {
  emiCalculatorAnchor,
  linkedAmount,
  readEmiInputs,
  type EmiInputError,
  type EmiInputs,
  type EmiReading,
} from '@site/src/lib/emi';
import Result from './Result';
import WorkedExamples from './WorkedExamples';
import styles from './styles.module.css';

/** The figures the calculator starts with, unless a link names an amount. */
const defaultInputs: EmiInputs = {amount: '150000', months: '12', rate: '12'};

type InputName = EmiInputError['input'];

/** The message shown under an input that cannot be used, in the reader's language. */
function errorMessage(input: InputName): string {
  switch (input) {
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
  }
}

/**
 * EMI calculator for the financing page: amount, tenure and yearly rate give
 * the monthly instalment, the total paid and the interest, worked out again at
 * every change. A link may start it at an amount (`?amount=30000`, see
 * emiCalculatorHref), as each treatment's price table does.
 */
export default function EmiCalculator() {
  const isBrowser = useIsBrowser();
  const amount = linkedAmount(useLocation().search);
  useBrokenLinks().collectAnchor(emiCalculatorAnchor);
  return (
    <div id={emiCalculatorAnchor} className={styles.calculator}>
      {isBrowser && (
        // A new link's amount starts the form afresh.
        <CalculatorForm
          key={amount ?? 'default'}
          initial={
            amount === undefined ? defaultInputs : {...defaultInputs, amount: String(amount)}
          }
        />
      )}
      <WorkedExamples />
    </div>
  );
}

/**
 * The form. What cannot be used gets a message under its input and keeps what
 * was typed; the result stays that of the last usable figures and says so.
 */
function CalculatorForm({initial}: {initial: EmiInputs}) {
  const [inputs, setInputs] = useState(initial);
  // The starting figures are always usable: linkedAmount accepts only whole amounts above zero.
  const [shown, setShown] = useState(
    () => readEmiInputs(initial) as Extract<EmiReading, {ok: true}>,
  );
  const reading = readEmiInputs(inputs);
  const invalid = reading.ok ? [] : reading.invalid;
  const ids = {amount: useId(), months: useId(), rate: useId(), errors: useId()};
  const errorId = (input: InputName) => `${ids.errors}-${input}`;

  function change(name: keyof EmiInputs, value: string) {
    const next = {...inputs, [name]: value};
    setInputs(next);
    const nextReading = readEmiInputs(next);
    if (nextReading.ok) setShown(nextReading);
  }

  /** aria attributes of an input that may be invalid, and its message. */
  const validity = (input: InputName) =>
    invalid.includes(input)
      ? {'aria-invalid': true as const, 'aria-describedby': errorId(input)}
      : {};
  const error = (input: InputName) =>
    invalid.includes(input) && (
      <p id={errorId(input)} className={styles.error}>
        {errorMessage(input)}
      </p>
    );

  return (
    // Nothing to send, so no <form>: every change is worked out at once, and a form without
    // a submit button fails HTML_CodeSniffer (H32). The fields still sit in a form landmark.
    <div
      role="form"
      className="site-form"
      aria-label={translate({
        id: 'emiCalculator.form.label',
        message: 'EMI calculator',
        description: 'EMI calculator: accessible name of the calculator form',
      })}>
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
            autoComplete="off"
            value={inputs.amount}
            onChange={(e) => change('amount', e.target.value)}
            {...validity('amount')}
          />
          {error('amount')}
        </div>
        <div>
          <label htmlFor={ids.months}>
            <Translate
              id="emiCalculator.tenure.label"
              description="EMI calculator: label of the tenure (number of monthly instalments) select">
              Tenure
            </Translate>
          </label>
          <select
            id={ids.months}
            value={inputs.months}
            onChange={(e) => change('months', e.target.value)}
            {...validity('months')}>
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
          {error('months')}
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
            autoComplete="off"
            value={inputs.rate}
            onChange={(e) => change('rate', e.target.value)}
            {...validity('rate')}
          />
          {error('rate')}
        </div>
      </div>
      <Result shown={shown} stale={!reading.ok} />
    </div>
  );
}
