import Translate from '@docusaurus/Translate';
import Questions from './Questions';
import Summary from './Summary';
import {stepCount, useAssessment} from './useAssessment';
import styles from './styles.module.css';

/**
 * The smile assessment: five short steps, then suggestions from
 * src/lib/assessment.ts. Answers stay in session storage on the visitor's
 * device and never go into a URL; only the chosen branch and the top
 * recommendation's id are passed to the booking form.
 */
function Assessment() {
  const assessment = useAssessment();
  return assessment.step >= stepCount ? (
    <Summary assessment={assessment} />
  ) : (
    <Questions assessment={assessment} />
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
        <Assessment />
      </div>
    </>
  );
}
