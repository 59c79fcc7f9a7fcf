import {useId} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  biteOptions,
  goalOptions,
  symptomOptions,
  whenOptions,
  whoOptions,
  type Option,
} from '@site/src/data/assessment';
import {branches} from '@site/src/data/branches';
import BiteIcon from '../BiteIcon';
import Choices from '../Choices';
import ClearAnswers from '../ClearAnswers';
import {stepCount, type Assessment} from '../useAssessment';
import styles from './styles.module.css';

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

/** The question of the current step, with its progress and the buttons to move on or back. */
export default function Questions({assessment}: {assessment: Assessment}) {
  const {answers, step, headingRef, save, go, toggle, reset} = assessment;
  const id = useId();
  const title = stepTitles()[step];
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
        {title}
      </h2>
      {step === 0 && (
        <Choices
          name="who"
          legend={title}
          options={whoOptions}
          selected={(v) => answers.who === v}
          onChange={(v) => save({...answers, who: v})}
          multiple={false}
        />
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
          <Choices
            name="goals"
            legend={title}
            options={goalOptions}
            selected={(v) => answers.goals.includes(v)}
            onChange={(v) => toggle('goals', v)}
            multiple
          />
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
          <Choices
            name="bite"
            legend={title}
            options={biteOptions}
            selected={(v) => answers.bite.includes(v)}
            onChange={(v) => toggle('bite', v)}
            multiple
            icon={(v) => <BiteIcon bite={v} />}
          />
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
          <Choices
            name="symptoms"
            legend={title}
            options={symptomOptions}
            selected={(v) => answers.symptoms.includes(v)}
            onChange={(v) => toggle('symptoms', v)}
            multiple
          />
        </>
      )}
      {step === 4 && (
        <>
          <Choices
            name="when"
            legend={translate({
              id: 'smileAssessment.when.legend',
              message: 'How soon would you like to be seen?',
              description: 'Question in the last step of the smile assessment',
            })}
            visibleLegend
            options={whenOptions}
            selected={(v) => answers.when === v}
            onChange={(v) => save({...answers, when: v})}
            multiple={false}
          />
          <Choices
            name="branch"
            legend={translate({
              id: 'smileAssessment.branch.legend',
              message: 'Which branch is easiest for you to reach?',
              description: 'Question in the last step of the smile assessment',
            })}
            visibleLegend
            options={branchOptions()}
            selected={(v) => (answers.branch ?? anyBranch) === v}
            onChange={(v) => save({...answers, branch: v === anyBranch ? undefined : v})}
            multiple={false}
          />
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
        <ClearAnswers onClear={reset} />
      </div>
    </section>
  );
}
