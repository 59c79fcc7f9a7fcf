import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  biteOptions,
  goalOptions,
  symptomOptions,
  whenOptions,
  whoOptions,
  type Option,
} from '@site/src/data/assessment';
import {branches} from '@site/src/data/branches';
import {getTreatment} from '@site/src/data/treatments';
import {assess, emptyAnswers, type Answers} from '@site/src/lib/assessment';
import {priceSpan} from '@site/src/lib/money';
import {clearDraft, readDraft, writeDraft} from '@site/src/lib/storage';
import BiteIcon from './BiteIcon';
import styles from './styles.module.css';

const storageKey = 'assessment:answers';
const steps = [
  'Who is it for?',
  'What would you like to change?',
  'How do the teeth sit?',
  'Anything bothering you now?',
  'When, and where?',
] as const;

interface Saved {
  answers: Answers;
  step: number;
}

/**
 * The smile assessment: five short steps, then suggestions from
 * src/lib/assessment.ts. Answers stay in session storage on the visitor's
 * device and never go into a URL; only the chosen branch and the first
 * suggested treatment's id are passed to the booking form.
 */
function AssessmentSteps() {
  const [answers, setAnswers] = useState<Answers>(emptyAnswers);
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const id = useId();

  useEffect(() => {
    const saved = readDraft<Saved>(storageKey);
    if (saved) {
      // The first render must match the server's HTML, so the stored answers can only be applied after it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setAnswers({...emptyAnswers, ...saved.answers});
      setStep(Math.min(Math.max(saved.step, 0), steps.length));
    }
  }, []);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const save = (next: Answers, nextStep = step) => {
    setAnswers(next);
    setStep(nextStep);
    writeDraft(storageKey, {answers: next, step: nextStep} satisfies Saved);
  };
  const go = (nextStep: number) => {
    moved.current = true;
    save(answers, nextStep);
  };
  const toggle = <K extends 'goals' | 'bite' | 'symptoms'>(key: K, value: Answers[K][number]) => {
    const list = answers[key] as string[];
    save({
      ...answers,
      [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value],
    });
  };
  const reset = () => {
    clearDraft(storageKey);
    moved.current = true;
    setAnswers(emptyAnswers);
    setStep(0);
  };

  const choices = <T extends string>(
    name: string,
    options: Option<T>[],
    selected: (v: T) => boolean,
    onChange: (v: T) => void,
    multiple: boolean,
    icon?: (v: T) => ReactNode,
  ) => (
    <fieldset className={styles.fieldset}>
      <legend className="sr-only">{steps[step]}</legend>
      <ul className={styles.options}>
        {options.map((o) => (
          <li key={o.id}>
            <label className={styles.option}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${id}-${name}`}
                checked={selected(o.id)}
                onChange={() => onChange(o.id)}
              />
              {icon?.(o.id)}
              <span>
                <strong>{o.label}</strong>
                {o.hint && <span className={styles.hint}> ({o.hint})</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );

  if (step >= steps.length) {
    const result = assess(answers);
    const firstTreatment = result.suggestions.find(
      (s) => s.treatment !== 'emergency-care',
    )?.treatment;
    const query = new URLSearchParams({
      ...(answers.branch ? {branch: answers.branch} : {}),
      ...(firstTreatment ? {treatment: firstTreatment} : {}),
    }).toString();
    return (
      <section className={styles.result} aria-labelledby={`${id}-result`}>
        <Heading as="h2" id={`${id}-result`} ref={headingRef} tabIndex={-1}>
          Your summary
        </Heading>
        {result.urgent && (
          <div className={styles.urgent} role="alert">
            <p>
              <strong>You mentioned swelling or pain now.</strong> Please do not wait for a routine
              appointment: see{' '}
              <Link to={getTreatment('emergency-care').route}>emergency dental care</Link> for what
              to do and whom to call. Swelling spreading to the eye or neck, or trouble breathing or
              swallowing, needs a hospital emergency department now.
            </p>
          </div>
        )}
        <p>
          <strong>This is not a diagnosis.</strong> It suggests treatments worth asking about, from
          your answers. Only a dentist who examines you, usually with X-rays, can say what your
          teeth need.
        </p>
        <ol className={styles.suggestions}>
          {result.suggestions.map((s) => {
            const t = getTreatment(s.treatment);
            const price = priceSpan(t.pricing?.lines ?? []);
            return (
              <li key={s.treatment}>
                <Link to={t.route}>
                  <strong>{t.name}</strong>
                </Link>
                <p>{s.why}</p>
                {price && <p className={styles.price}>Indicative price: {price}</p>}
              </li>
            );
          })}
        </ol>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Link className="button button--primary" to={`/contact${query ? `?${query}` : ''}`}>
            Book a consultation
          </Link>
          <button type="button" className="button button--secondary" onClick={() => window.print()}>
            Print or save this summary
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => go(steps.length - 1)}>
            Back to the questions
          </button>
          <button type="button" className="button button--link" onClick={reset}>
            Clear my answers
          </button>
        </div>
      </section>
    );
  }

  const canGoOn = step !== 0 || Boolean(answers.who);
  return (
    <section className={`site-form ${styles.step}`} aria-labelledby={`${id}-step`}>
      <p className={styles.progressText}>
        Step {step + 1} of {steps.length}
      </p>
      <progress
        className={styles.progress}
        max={steps.length}
        value={step + 1}
        aria-label={`Step ${step + 1} of ${steps.length}`}
      />
      <Heading as="h2" id={`${id}-step`} ref={headingRef} tabIndex={-1}>
        {steps[step]}
      </Heading>
      {step === 0 &&
        choices(
          'who',
          whoOptions,
          (v) => answers.who === v,
          (v) => save({...answers, who: v}),
          false,
        )}
      {step === 1 && (
        <>
          <p className={styles.help}>Choose all that apply.</p>
          {choices(
            'goals',
            goalOptions,
            (v) => answers.goals.includes(v),
            (v) => toggle('goals', v),
            true,
          )}
        </>
      )}
      {step === 2 && (
        <>
          <p className={styles.help}>
            Choose any that look like your teeth, or none if you are not sure.
          </p>
          {choices(
            'bite',
            biteOptions,
            (v) => answers.bite.includes(v),
            (v) => toggle('bite', v),
            true,
            (v) => (
              <BiteIcon bite={v} />
            ),
          )}
        </>
      )}
      {step === 3 && (
        <>
          <p className={styles.help}>Choose all that apply, or none.</p>
          {choices(
            'symptoms',
            symptomOptions,
            (v) => answers.symptoms.includes(v),
            (v) => toggle('symptoms', v),
            true,
          )}
        </>
      )}
      {step === 4 && (
        <>
          {choices(
            'when',
            whenOptions,
            (v) => answers.when === v,
            (v) => save({...answers, when: v}),
            false,
          )}
          <label className={styles.branchLabel} htmlFor={`${id}-branch`}>
            Which branch suits you? (optional)
          </label>
          <select
            id={`${id}-branch`}
            className={styles.select}
            value={answers.branch ?? ''}
            onChange={(e) => save({...answers, branch: e.target.value || undefined})}>
            <option value="">No preference</option>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </>
      )}
      {!canGoOn && <p className={styles.help}>Choose one answer to continue.</p>}
      <div className={styles.actions}>
        {step > 0 && (
          <button type="button" className="button button--secondary" onClick={() => go(step - 1)}>
            Back
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={!canGoOn}
          onClick={() => go(step + 1)}>
          {step === steps.length - 1 ? 'See my summary' : 'Next'}
        </button>
        <button type="button" className="button button--link" onClick={reset}>
          Clear my answers
        </button>
      </div>
    </section>
  );
}

/**
 * Rendered on the server as it first appears in the browser, so nothing moves
 * when the page hydrates; where scripts cannot run, CSS shows the note instead.
 */
export default function SmileAssessment() {
  return (
    <>
      <p className={styles.noscript}>
        The assessment runs in your browser and needs JavaScript. You can ask the same questions by
        phone or WhatsApp at any branch; the numbers are below.
      </p>
      <div className={styles.scripted}>
        <AssessmentSteps />
      </div>
    </>
  );
}
