import Link from '@docusaurus/Link';
import {clinic} from '@site/src/data/clinic';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {formatPhone, telHref} from '@site/src/lib/phone';
import {PhoneIcon} from '@site/src/components/ui/ContactIcons';
import styles from './styles.module.css';

/**
 * The "when it is urgent" box of a dental-problem page: the problem's urgent
 * signs from the data, the clinic's emergency line as a call button (with when
 * it is answered) and the public emergency numbers.
 */
export default function UrgentSigns({id}: {id: string}) {
  const problem = getProblem(id);
  const emergencyPage = getTreatment('emergency-care').route;
  const titleId = `urgent-${problem.id}`;
  return (
    <aside className={styles.box} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        Call us today if you have:
      </p>
      <ul className={styles.signs}>
        {problem.urgentSigns.map((sign) => (
          <li key={sign}>{sign}</li>
        ))}
      </ul>
      <p className={styles.call}>
        <a className="button button--emergency" href={telHref(clinic.emergencyPhone)}>
          <PhoneIcon size={20} />
          <span>
            Call the emergency line{' '}
            <span className={styles.number}>{formatPhone(clinic.emergencyPhone)}</span>
          </span>
        </a>
        <span className={styles.answered}>Answered {clinic.emergencyLineAnswered.when}.</span>
      </p>
      <p>
        Trouble breathing or swallowing, swelling spreading to the eye or neck, or bleeding that
        will not stop: go to a hospital emergency department now or call{' '}
        {clinic.publicEmergencyNumbers.map((n, i) => (
          <span key={n.number}>
            {i > 0 && ' or '}
            <a href={`tel:${n.number}`}>{n.number}</a>
          </span>
        ))}
        .
      </p>
      <p>
        <Link to={emergencyPage}>What to do in the first hour of a dental emergency</Link>
      </p>
    </aside>
  );
}
