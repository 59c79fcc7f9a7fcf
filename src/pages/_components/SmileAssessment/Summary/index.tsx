import {useId} from 'react';
import Translate from '@docusaurus/Translate';
import {assess} from '@site/src/lib/assessment';
import ClearAnswers from '../ClearAnswers';
import OtherSuggestions from '../OtherSuggestions';
import Reading from '../Reading';
import TopSuggestion from '../TopSuggestion';
import UrgentNote from '../UrgentNote';
import {stepCount, type Assessment} from '../useAssessment';
import styles from './styles.module.css';

/**
 * The summary after the last question: suggestions from src/lib/assessment.ts,
 * the top one first with its booking link, then others and pages worth reading.
 */
export default function Summary({assessment}: {assessment: Assessment}) {
  const {answers, headingRef, go, reset} = assessment;
  const id = useId();
  const result = assess(answers);
  const [top, ...others] = result.suggestions;
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
          It suggests treatments worth asking about, from your answers. Only a dentist who examines
          you, usually with X-rays, can say what your teeth need. Prices are indicative; you get a
          written estimate before any treatment.
        </Translate>
      </p>
      {result.urgent && <UrgentNote />}

      <TopSuggestion suggestion={top} urgent={result.urgent} branchId={answers.branch} />
      {others.length > 0 && <OtherSuggestions suggestions={others} />}
      {result.reading.length > 0 && <Reading reading={result.reading} />}

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
        <ClearAnswers onClear={reset} />
      </div>
    </section>
  );
}
