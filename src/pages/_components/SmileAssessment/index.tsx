import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
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
import {clinic} from '@site/src/data/clinic';
import {getProblem} from '@site/src/data/problems';
import {getTreatment, type PriceLine} from '@site/src/data/treatments';
import {assess, emptyAnswers, type Answers} from '@site/src/lib/assessment';
import {formatRupees, startingLine} from '@site/src/lib/money';
import {formatPhone, telHref} from '@site/src/lib/phone';
import {clearDraft, readDraft, writeDraft} from '@site/src/lib/storage';
import {branchNote, shareAt} from '@site/src/lib/where';
import WhenToGetHelp from '@site/src/components/blocks/WhenToGetHelp';
import Icon from '@site/src/components/ui/Icon';
import {CalendarCheckIcon, PhoneIcon} from '@site/src/components/ui/Icon/icons';
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

/** "No preference" in the branch question; stored as no branch at all. */
const anyBranch = 'any';
const branchOptions: Option<string>[] = [
  ...branches.map((b) => ({id: b.id, label: b.name, hint: b.address.street})),
  {id: anyBranch, label: 'No preference yet'},
];

/** Where a treatment's prices start: the lowest "from" figure, with the option it is for. */
function StartingPrice({lines, large = false}: {lines: readonly PriceLine[]; large?: boolean}) {
  const line = startingLine(lines);
  if (!line) return null;
  return (
    <p className={clsx(styles.price, large && styles.priceLarge)}>
      <span className={styles.priceFigure}>
        From <strong>{formatRupees(line.from)}</strong> {line.unit}
      </span>
      {lines.length > 1 && <span className={styles.priceItem}>{line.item}</span>}
    </p>
  );
}

/**
 * The smile assessment: five short steps, then suggestions from
 * src/lib/assessment.ts. Answers stay in session storage on the visitor's
 * device and never go into a URL; only the chosen branch and the top
 * recommendation's id are passed to the booking form.
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
    legend?: string,
  ) => (
    <fieldset className={styles.fieldset}>
      <legend className={legend ? styles.legend : 'sr-only'}>{legend ?? steps[step]}</legend>
      <ul className={clsx(styles.options, name === 'branch' && styles.optionsWide)}>
        {options.map((o) => (
          <li key={o.id}>
            <label className={styles.option}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${id}-${name}`}
                value={o.id}
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
    const [top, ...others] = result.suggestions;
    const topTreatment = getTreatment(top.treatment);
    const chosenBranch = branches.find((b) => b.id === answers.branch);
    const whereNote = chosenBranch ? branchNote(topTreatment, chosenBranch.id) : null;
    // A branch that does not offer the treatment is not carried into the booking form.
    const branch =
      chosenBranch && shareAt(topTreatment, chosenBranch.id) !== 'none' ? chosenBranch : undefined;
    // Only two ids ever leave this page: the branch and the top recommendation.
    const query = new URLSearchParams({
      ...(branch ? {branch: branch.id} : {}),
      treatment: topTreatment.id,
    }).toString();
    const book = (
      <Link
        className={clsx(
          'button button--lg',
          result.urgent ? 'button--secondary' : 'button--primary',
          styles.noPrint,
        )}
        to={`/contact?${query}`}>
        <Icon icon={CalendarCheckIcon} className={styles.buttonIcon} />
        Book a consultation
      </Link>
    );
    return (
      <section className={styles.result} aria-labelledby={`${id}-result`}>
        <Heading as="h2" id={`${id}-result`} ref={headingRef} tabIndex={-1}>
          Your summary
        </Heading>
        <p className={styles.notDiagnosis}>
          <strong>This is not a diagnosis.</strong> It suggests treatments worth asking about, from
          your answers. Only a dentist who examines you, usually with X-rays, can say what your
          teeth need. Prices are indicative; you get a written estimate before any treatment.
        </p>
        {result.urgent && (
          <div className={styles.urgent} role="alert">
            <p>
              <strong>You mentioned swelling or pain now.</strong> Please do not wait for a routine
              appointment: call the emergency line below, or see{' '}
              <Link to={getTreatment('emergency-care').route}>emergency dental care</Link> for what
              to do meanwhile.
            </p>
            <WhenToGetHelp levels={['hospital']} />
          </div>
        )}

        <article
          className={clsx(styles.top, result.urgent && styles.topUrgent)}
          aria-labelledby={`${id}-top`}>
          <div className={styles.topText}>
            <p className={styles.eyebrow}>{result.urgent ? 'First, and soon' : 'Where to start'}</p>
            <Heading as="h3" id={`${id}-top`} className={styles.topTitle}>
              <Link to={topTreatment.route}>{topTreatment.name}</Link>
            </Heading>
            <p>{top.why}</p>
            <p className={styles.muted}>{topTreatment.summary}</p>
          </div>
          <div className={styles.topActions}>
            <StartingPrice lines={topTreatment.pricing?.lines ?? []} large />
            {result.urgent && (
              <a
                className={`button button--lg button--emergency ${styles.noPrint}`}
                href={telHref(clinic.emergencyPhone)}>
                <Icon icon={PhoneIcon} />
                {/* One span, so the words flow as a line even where buttons lay out their children as flex items. */}
                <span>
                  Call the emergency line{' '}
                  <span className={styles.nowrap}>{formatPhone(clinic.emergencyPhone)}</span>
                </span>
              </a>
            )}
            {book}
            <p className={`${styles.bookNote} ${styles.noPrint}`}>
              {branch
                ? `The booking form opens for the ${branch.name} branch with ${topTreatment.shortName ?? topTreatment.name} chosen.`
                : `The booking form opens with ${topTreatment.shortName ?? topTreatment.name} chosen; pick a branch there.`}{' '}
              {whereNote && `${whereNote} `}
              Your answers are not sent.
            </p>
          </div>
        </article>

        {others.length > 0 && (
          <section className={styles.group} aria-labelledby={`${id}-others`}>
            <Heading as="h3" id={`${id}-others`}>
              Also worth asking about
            </Heading>
            <ul className={styles.cards}>
              {others.map((s) => {
                const t = getTreatment(s.treatment);
                return (
                  <li key={s.treatment} className={styles.card}>
                    <Heading as="h4" className={styles.cardTitle}>
                      <Link to={t.route}>{t.name}</Link>
                    </Heading>
                    <p>{s.why}</p>
                    <StartingPrice lines={t.pricing?.lines ?? []} />
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        {result.reading.length > 0 && (
          <section className={styles.group} aria-labelledby={`${id}-reading`}>
            <Heading as="h3" id={`${id}-reading`}>
              Worth reading
            </Heading>
            <ul className={styles.reading}>
              {result.reading.map((r) => {
                const page = r.kind === 'guide' ? getTreatment(r.id) : getProblem(r.id);
                return (
                  <li key={`${r.kind}-${r.id}`} className={styles.readingItem}>
                    <p className={styles.kind}>{r.kind === 'guide' ? 'Guide' : 'Dental problem'}</p>
                    <Link className={styles.readingLink} to={page.route}>
                      {page.name}
                    </Link>
                    <p>{r.why}</p>
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        <div className={`${styles.actions} ${styles.noPrint}`}>
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
            undefined,
            'How soon would you like to be seen?',
          )}
          {choices(
            'branch',
            branchOptions,
            (v) => (answers.branch ?? anyBranch) === v,
            (v) => save({...answers, branch: v === anyBranch ? undefined : v}),
            false,
            undefined,
            'Which branch is easiest for you to reach?',
          )}
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
