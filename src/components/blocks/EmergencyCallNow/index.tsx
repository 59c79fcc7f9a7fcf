import clsx from 'clsx';
import {clinic} from '@site/src/data/clinic';
import {formatPhone, telHref} from '@site/src/lib/phone';
import {PhoneIcon} from '@site/src/components/ui/ContactIcons';
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
}

/**
 * "Call now": the clinic's emergency line as a danger-styled button
 * (`.button--emergency`, custom.css), with when it is answered, all from
 * src/data/clinic.ts (emergencyPhone, emergencyLineAnswered).
 *
 *     <EmergencyCallNow />
 *     <EmergencyCallNow variant="compact" lead="In severe pain or swelling?" />
 */
export default function EmergencyCallNow({
  variant = 'full',
  lead = variant === 'compact' ? 'In severe pain or swelling?' : 'Need a dentist today?',
}: Props) {
  const {when, by} = clinic.emergencyLineAnswered;
  const compact = variant === 'compact';
  return (
    <div className={clsx(styles.box, compact && styles.compact)} data-emergency-call="">
      <p className={styles.lead}>{lead}</p>
      <a
        className={clsx('button button--emergency', !compact && 'button--lg', styles.button)}
        href={telHref(clinic.emergencyPhone)}>
        <PhoneIcon size={compact ? 18 : 22} />
        <span>
          Call now <span className={styles.number}>{formatPhone(clinic.emergencyPhone)}</span>
        </span>
      </a>
      <p className={styles.answered}>
        {compact ? (
          <>Emergency line, answered {when}.</>
        ) : (
          <>
            The emergency line is answered {when}, by {by}.
          </>
        )}
      </p>
    </div>
  );
}
