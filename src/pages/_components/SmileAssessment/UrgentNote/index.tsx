import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {getTreatment} from '@site/src/data/treatments';
import WhenToGetHelp from '@site/src/components/blocks/WhenToGetHelp';
import styles from './styles.module.css';

/** At the top of the summary when the visitor reported swelling or pain now: do not wait. */
export default function UrgentNote() {
  return (
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
  );
}
