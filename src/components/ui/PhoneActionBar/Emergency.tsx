import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import {useQuickContacts} from '@site/src/hooks/useQuickContacts';
import {EmergencyIcon} from '@site/src/components/ui/ContactIcons';
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import {formatPhone, telHref} from '@site/src/lib/phone';
import styles from './styles.module.css';

/** "Call +91 …": the emergency line's button inside the bar's panels. */
function EmergencyCallButton() {
  const {emergencyPhone} = useQuickContacts();
  return (
    <a className="button button--emergency" href={telHref(emergencyPhone)}>
      <span>
        <Translate
          id="phoneActionBar.chooser.emergencyCall"
          description="Button that calls the emergency line, before the number; followed by phoneActionBar.chooser.emergencyCallSr for screen readers">
          Call
        </Translate>
        <span className="sr-only">
          {' '}
          <Translate
            id="phoneActionBar.chooser.emergencyCallSr"
            description="Read by screen readers between 'Call' and the emergency number">
            the emergency line on
          </Translate>
        </span>{' '}
        <span dir="ltr">{formatPhone(emergencyPhone)}</span>
      </span>
    </a>
  );
}

/** The emergency line's name and when it is answered, the hospital signs, then its button. */
function EmergencyLine() {
  const {emergencyAnswered} = useQuickContacts();
  return (
    <>
      <span className={styles.choiceName}>
        <Translate
          id="phoneActionBar.chooser.emergencyLine"
          description="Name of the emergency line in the list of numbers to call">
          Emergency line
        </Translate>
        <span className={styles.choiceNote}>
          <Translate
            id="phoneActionBar.chooser.emergencyAnswered"
            description="Note under 'Emergency line'; {answered} says when it is answered (e.g. 'every day, 24 hours')"
            values={{answered: emergencyAnswered}}>
            {'answered {answered}'}
          </Translate>
        </span>
      </span>
      <HospitalSigns className={styles.hospital} />
      <EmergencyCallButton />
    </>
  );
}

/** The emergency line as the last row of the Call chooser. */
export function EmergencyChoice() {
  return (
    <li className={clsx(styles.choice, styles.emergencyChoice)}>
      <EmergencyLine />
    </li>
  );
}

/**
 * The bar's "Emergency" action: a panel with the hospital signs beside the
 * emergency line's button, so a spreading swelling goes to a hospital, not to
 * a dentist's phone. Works without JavaScript (a details element).
 */
export function EmergencyAction() {
  const {emergencyPhone, emergencyAnswered} = useQuickContacts();
  return (
    <details name="phone-action-bar" className={styles.chooser}>
      <summary className={clsx(styles.action, styles.emergency)}>
        <EmergencyIcon />
        <span>
          <Translate
            id="phoneActionBar.emergency.label"
            description="Label of the phone action bar's button that calls the emergency line; followed by phoneActionBar.emergency.srDetail for screen readers">
            Emergency
          </Translate>
          <span className="sr-only">
            {' '}
            <Translate
              id="phoneActionBar.emergency.srDetail"
              description="Read by screen readers after 'Emergency'; {answered} says when the line is answered (e.g. 'every day, 24 hours'), {phone} is the number"
              values={{answered: emergencyAnswered, phone: formatPhone(emergencyPhone)}}>
              {'line, answered {answered}: {phone}'}
            </Translate>
          </span>
        </span>
      </summary>
      <div className={styles.panel}>
        <div className={clsx(styles.choice, styles.emergencyChoice)}>
          <EmergencyLine />
        </div>
      </div>
    </details>
  );
}
