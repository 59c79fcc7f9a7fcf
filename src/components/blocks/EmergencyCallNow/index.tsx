import Translate, {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {clinic} from '@site/src/data/clinic';
import {formatPhone, telHref} from '@site/src/lib/phone';
import {PhoneIcon} from '@site/src/components/ui/ContactIcons';
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import FirstAidNow from '@site/src/components/blocks/FirstAidNow';
import styles from './styles.module.css';

interface Props {
  /**
   * - `full` (default): a box for directly under a page's heading (the
   *   emergency page): a question, the call button and who answers when;
   * - `compact`: one row for a page's header band (the problem pages): the
   *   question, the call button and when the line is answered, in small print.
   */
  variant?: 'full' | 'compact';
  /** The question before the button. */
  lead?: string;
  /**
   * The "What to do now" links to the page's first-aid steps, right under the
   * hospital signs, so they share the first screen of a small phone (the
   * emergency page).
   */
  firstAid?: boolean;
}

/**
 * "Call now": the hospital signs in one line first (a spreading swelling needs
 * a hospital, not a dentist), then the clinic's emergency line as a
 * danger-styled button (`.button--emergency`, custom.css), with when it is
 * answered, all from src/data (triage.ts, clinic.ts).
 *
 *     <EmergencyCallNow firstAid />
 *     <EmergencyCallNow variant="compact" lead="In severe pain or swelling?" />
 */
export default function EmergencyCallNow({variant = 'full', lead, firstAid = false}: Props) {
  const question =
    lead ??
    (variant === 'compact'
      ? translate({
          id: 'emergencyCallNow.leadCompact',
          message: 'In severe pain or swelling?',
          description: 'Question before the emergency call button in a page header band',
        })
      : translate({
          id: 'emergencyCallNow.lead',
          message: 'Need a dentist today?',
          description: 'Question before the emergency call button on the emergency page',
        }));
  const {when, by} = clinic.emergencyLineAnswered;
  const compact = variant === 'compact';
  return (
    <div className={clsx(styles.box, compact && styles.compact)} data-emergency-call="">
      <HospitalSigns className={styles.hospital} />
      {firstAid && <FirstAidNow className={styles.firstAid} />}
      <p className={styles.lead}>{question}</p>
      <a
        className={clsx('button button--emergency', !compact && 'button--lg', styles.button)}
        href={telHref(clinic.emergencyPhone)}>
        <PhoneIcon size={compact ? 18 : 22} />
        <span>
          <Translate
            id="emergencyCallNow.button"
            description="Emergency call button; {number} is the emergency phone number"
            values={{
              number: (
                <span className={styles.number} dir="ltr">
                  {formatPhone(clinic.emergencyPhone)}
                </span>
              ),
            }}>
            {'Call now {number}'}
          </Translate>
        </span>
      </a>
      <p className={styles.answered}>
        {compact ? (
          <Translate
            id="emergencyCallNow.answeredCompact"
            description="Small print under the emergency call button; {when} is when the line is answered, e.g. 'every day, 8 am to 10 pm'"
            values={{when}}>
            {'Emergency line, answered {when}.'}
          </Translate>
        ) : (
          <Translate
            id="emergencyCallNow.answered"
            description="Under the emergency call button; {when} is when the line is answered, {by} who answers it"
            values={{when, by}}>
            {'The emergency line is answered {when}, by {by}.'}
          </Translate>
        )}
      </p>
    </div>
  );
}
