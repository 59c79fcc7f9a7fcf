import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
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
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import styles from './styles.module.css';

const storageKey = 'assessment:answers';
/** The steps' headings, in order. Built when rendered, so that they show in the page's language. */
function stepTitles(): string[] {
  return [
    translate({
      id: 'smileAssessment.steps.who',
      message: 'Who is it for?',
      description: 'Heading of the first step of the smile assessment',
    }),
    translate({
      id: 'smileAssessment.steps.goals',
      message: 'What would you like to change?',
      description: 'Heading of the second step of the smile assessment',
    }),
    translate({
      id: 'smileAssessment.steps.bite',
      message: 'How do the teeth sit?',
      description: 'Heading of the third step of the smile assessment (the bite)',
    }),
    translate({
      id: 'smileAssessment.steps.symptoms',
      message: 'Anything bothering you now?',
      description: 'Heading of the fourth step of the smile assessment (symptoms)',
    }),
    translate({
      id: 'smileAssessment.steps.whenWhere',
      message: 'When, and where?',
      description: 'Heading of the last step of the smile assessment (how soon, which branch)',
    }),
  ];
}
/** How many steps there are: the length of stepTitles(). */
const stepCount = 5;

interface Saved {
  answers: Answers;
  step: number;
}

/** "No preference" in the branch question; stored as no branch at all. */
const anyBranch = 'any';
function branchOptions(): Option<string>[] {
  return [
    ...branches.map((b) => ({id: b.id, label: b.name, hint: b.address.street})),
    {
      id: anyBranch,
      label: translate({
        id: 'smileAssessment.branch.noPreference',
        message: 'No preference yet',
        description:
          'Answer to "Which branch is easiest for you to reach?" in the smile assessment',
      }),
    },
  ];
}

/** Where a treatment's prices start: the lowest "from" figure, with the option it is for. */
function StartingPrice({lines, large = false}: {lines: readonly PriceLine[]; large?: boolean}) {
  const line = startingLine(lines);
  if (!line) return null;
  return (
    <p className={clsx(styles.price, large && styles.priceLarge)}>
      <span className={styles.priceFigure}>
        <Translate
          id="smileAssessment.price.from"
          description="Starting price of a suggested treatment; {price} is an amount in rupees, {unit} e.g. 'per tooth'"
          values={{price: <strong>{formatRupees(line.from)}</strong>, unit: line.unit}}>
          {'From {price} {unit}'}
        </Translate>
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
  const steps = stepTitles();

  useEffect(() => {
    const saved = readDraft<Saved>(storageKey);
    if (saved) {
      // The first render must match the server's HTML, so the stored answers can only be applied after it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setAnswers({...emptyAnswers, ...saved.answers});
      setStep(Math.min(Math.max(saved.step, 0), stepCount));
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

  if (step >= stepCount) {
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
        <Translate
          id="smileAssessment.result.book"
          description="Button under the smile assessment summary that opens the booking form">
          Book a consultation
        </Translate>
      </Link>
    );
    return (
      <section className={styles.result} aria-labelledby={`${id}-result`}>
        {/* Plain h2s where focus moves: the theme's Heading does not pass a ref on React 18. */}
        <h2 id={`${id}-result`} ref={headingRef} tabIndex={-1}>
          <Translate
            id="smileAssessment.result.heading"
            description="Heading of the smile assessment's result">
            Your summary
          </Translate>
        </h2>
        <p className={styles.notDiagnosis}>
          <strong>
            <Translate
              id="smileAssessment.result.notDiagnosis.lead"
              description="Bold first sentence of the note under the smile assessment summary heading">
              This is not a diagnosis.
            </Translate>
          </strong>{' '}
          <Translate
            id="smileAssessment.result.notDiagnosis.detail"
            description="Rest of the note under the smile assessment summary heading">
            It suggests treatments worth asking about, from your answers. Only a dentist who
            examines you, usually with X-rays, can say what your teeth need. Prices are indicative;
            you get a written estimate before any treatment.
          </Translate>
        </p>
        {result.urgent && (
          <div className={styles.urgent} role="alert">
            <p>
              <strong>
                <Translate
                  id="smileAssessment.urgent.lead"
                  description="Bold first sentence of the urgent warning in the smile assessment summary">
                  You mentioned swelling or pain now.
                </Translate>
              </strong>{' '}
              <Translate
                id="smileAssessment.urgent.detail"
                description="Urgent warning in the smile assessment summary; {emergencyLink} is a link whose text is smileAssessment.urgent.emergencyLink"
                values={{
                  emergencyLink: (
                    <Link to={getTreatment('emergency-care').route}>
                      <Translate
                        id="smileAssessment.urgent.emergencyLink"
                        description="Link text to the emergency care page, inside smileAssessment.urgent.detail">
                        emergency dental care
                      </Translate>
                    </Link>
                  ),
                }}>
                {
                  'Please do not wait for a routine appointment: call the emergency line below, or see {emergencyLink} for what to do meanwhile.'
                }
              </Translate>
            </p>
            <WhenToGetHelp levels={['hospital']} />
          </div>
        )}

        <article
          className={clsx(styles.top, result.urgent && styles.topUrgent)}
          aria-labelledby={`${id}-top`}>
          <div className={styles.topText}>
            <p className={styles.eyebrow}>
              {result.urgent
                ? translate({
                    id: 'smileAssessment.result.topEyebrowUrgent',
                    message: 'First, and soon',
                    description:
                      'Small label above the top suggested treatment when the visitor reported pain or swelling',
                  })
                : translate({
                    id: 'smileAssessment.result.topEyebrow',
                    message: 'Where to start',
                    description: 'Small label above the top suggested treatment',
                  })}
            </p>
            <Heading as="h3" id={`${id}-top`} className={styles.topTitle}>
              <Link to={topTreatment.route}>{topTreatment.name}</Link>
            </Heading>
            <p>{top.why}</p>
            <p className={styles.muted}>{topTreatment.summary}</p>
          </div>
          <div className={styles.topActions}>
            <StartingPrice lines={topTreatment.pricing?.lines ?? []} large />
            {result.urgent && <HospitalSigns />}
            {result.urgent && (
              <a
                className={`button button--lg button--emergency ${styles.noPrint}`}
                href={telHref(clinic.emergencyPhone)}>
                <Icon icon={PhoneIcon} />
                {/* One span, so the words flow as a line even where buttons lay out their children as flex items. */}
                <span>
                  <Translate
                    id="smileAssessment.result.callEmergency"
                    description="Button in the smile assessment summary that calls the emergency line; {phone} is the phone number"
                    values={{
                      phone: (
                        <span className={styles.nowrap} dir="ltr">
                          {formatPhone(clinic.emergencyPhone)}
                        </span>
                      ),
                    }}>
                    {'Call the emergency line {phone}'}
                  </Translate>
                </span>
              </a>
            )}
            {book}
            <p className={`${styles.bookNote} ${styles.noPrint}`}>
              {branch
                ? translate(
                    {
                      id: 'smileAssessment.result.bookNoteBranch',
                      message:
                        'The booking form opens for the {branch} branch with {treatment} chosen.',
                      description:
                        'Note under the booking button of the smile assessment summary; {branch} is a branch name, {treatment} a treatment name',
                    },
                    {branch: branch.name, treatment: topTreatment.shortName ?? topTreatment.name},
                  )
                : translate(
                    {
                      id: 'smileAssessment.result.bookNote',
                      message:
                        'The booking form opens with {treatment} chosen; pick a branch there.',
                      description:
                        'Note under the booking button of the smile assessment summary; {treatment} is a treatment name',
                    },
                    {treatment: topTreatment.shortName ?? topTreatment.name},
                  )}{' '}
              {whereNote && `${whereNote} `}
              <Translate
                id="smileAssessment.result.notSent"
                description="End of the note under the booking button: the answers stay on the visitor's device">
                Your answers are not sent.
              </Translate>
            </p>
          </div>
        </article>

        {others.length > 0 && (
          <section className={styles.group} aria-labelledby={`${id}-others`}>
            <Heading as="h3" id={`${id}-others`}>
              <Translate
                id="smileAssessment.result.othersHeading"
                description="Heading above further suggested treatments in the smile assessment summary">
                Also worth asking about
              </Translate>
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
              <Translate
                id="smileAssessment.result.readingHeading"
                description="Heading above suggested articles in the smile assessment summary">
                Worth reading
              </Translate>
            </Heading>
            <ul className={styles.reading}>
              {result.reading.map((r) => {
                const page = r.kind === 'guide' ? getTreatment(r.id) : getProblem(r.id);
                return (
                  <li key={`${r.kind}-${r.id}`} className={styles.readingItem}>
                    <p className={styles.kind}>
                      {r.kind === 'guide'
                        ? translate({
                            id: 'smileAssessment.result.kindGuide',
                            message: 'Guide',
                            description: 'Small label above a suggested treatment guide to read',
                          })
                        : translate({
                            id: 'smileAssessment.result.kindProblem',
                            message: 'Dental problem',
                            description:
                              'Small label above a suggested page about a dental problem',
                          })}
                    </p>
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
            <Translate
              id="smileAssessment.result.print"
              description="Button that prints the smile assessment summary">
              Print or save this summary
            </Translate>
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => go(stepCount - 1)}>
            <Translate
              id="smileAssessment.result.backToQuestions"
              description="Button that returns from the smile assessment summary to the last question">
              Back to the questions
            </Translate>
          </button>
          <button type="button" className="button button--link" onClick={reset}>
            <Translate
              id="smileAssessment.clearAnswers"
              description="Button that clears the smile assessment's answers and starts again">
              Clear my answers
            </Translate>
          </button>
        </div>
      </section>
    );
  }

  const canGoOn = step !== 0 || Boolean(answers.who);
  const progress = translate(
    {
      id: 'smileAssessment.progress',
      message: 'Step {step} of {total}',
      description: 'Progress through the smile assessment; {step} and {total} are numbers',
    },
    {step: step + 1, total: stepCount},
  );
  return (
    <section className={`site-form ${styles.step}`} aria-labelledby={`${id}-step`}>
      <p className={styles.progressText}>{progress}</p>
      <progress
        className={styles.progress}
        max={stepCount}
        value={step + 1}
        aria-label={progress}
      />
      <h2 id={`${id}-step`} ref={headingRef} tabIndex={-1}>
        {steps[step]}
      </h2>
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
          <p className={styles.help}>
            <Translate
              id="smileAssessment.help.goals"
              description="Hint under the question about what the visitor would like to change">
              Choose all that apply.
            </Translate>
          </p>
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
            <Translate
              id="smileAssessment.help.bite"
              description="Hint under the question about how the teeth sit, whose answers have drawings">
              Choose any that look like your teeth, or none if you are not sure.
            </Translate>
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
          <p className={styles.help}>
            <Translate
              id="smileAssessment.help.symptoms"
              description="Hint under the question about symptoms">
              Choose all that apply, or none.
            </Translate>
          </p>
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
            translate({
              id: 'smileAssessment.when.legend',
              message: 'How soon would you like to be seen?',
              description: 'Question in the last step of the smile assessment',
            }),
          )}
          {choices(
            'branch',
            branchOptions(),
            (v) => (answers.branch ?? anyBranch) === v,
            (v) => save({...answers, branch: v === anyBranch ? undefined : v}),
            false,
            undefined,
            translate({
              id: 'smileAssessment.branch.legend',
              message: 'Which branch is easiest for you to reach?',
              description: 'Question in the last step of the smile assessment',
            }),
          )}
        </>
      )}
      {!canGoOn && (
        <p className={styles.help}>
          <Translate
            id="smileAssessment.help.chooseOne"
            description="Shown while the Next button is disabled on the first question">
            Choose one answer to continue.
          </Translate>
        </p>
      )}
      <div className={styles.actions}>
        {step > 0 && (
          <button type="button" className="button button--secondary" onClick={() => go(step - 1)}>
            <Translate
              id="smileAssessment.back"
              description="Button that goes back to the previous question of the smile assessment">
              Back
            </Translate>
          </button>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={!canGoOn}
          onClick={() => go(step + 1)}>
          {step === stepCount - 1
            ? translate({
                id: 'smileAssessment.seeSummary',
                message: 'See my summary',
                description: 'Button on the last question of the smile assessment',
              })
            : translate({
                id: 'smileAssessment.next',
                message: 'Next',
                description: 'Button that goes on to the next question of the smile assessment',
              })}
        </button>
        <button type="button" className="button button--link" onClick={reset}>
          <Translate
            id="smileAssessment.clearAnswers"
            description="Button that clears the smile assessment's answers and starts again">
            Clear my answers
          </Translate>
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
        <Translate
          id="smileAssessment.noscript"
          description="Shown instead of the smile assessment where scripts cannot run">
          The assessment runs in your browser and needs JavaScript. You can ask the same questions
          by phone or WhatsApp at any branch; the numbers are below.
        </Translate>
      </p>
      <div className={styles.scripted}>
        <AssessmentSteps />
      </div>
    </>
  );
}
