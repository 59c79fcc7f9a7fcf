import Translate, {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {clinic} from '@site/src/data/clinic';
import {getProblem} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {
  signsFor,
  situations,
  triageLevels,
  type SituationId,
  type TriageLevel,
} from '@site/src/data/triage';
import {formatPhone, telHref} from '@site/src/lib/phone';
import {PhoneIcon} from '@site/src/components/ui/ContactIcons';
import HospitalSigns, {PublicNumbers} from '@site/src/components/ui/HospitalSigns';
import styles from './styles.module.css';

interface Props {
  /** A problem's id: its signs from problems.ts. */
  problem?: string;
  /** A situation's id from triage.ts (aftercare, sport, jaw pain …). */
  situation?: SituationId;
  /** Only these levels (the contact page shows the hospital level alone). */
  levels?: readonly TriageLevel[];
  /** For readers who may be outside India: the local emergency number first. */
  abroad?: boolean;
}

function titles(): Record<TriageLevel, ReactNode> {
  return {
    hospital: (
      <Translate
        id="whenToGetHelp.hospital"
        description="Title of the signs that need a hospital; {numbers} is the public emergency numbers (108 or 112) as phone links"
        values={{numbers: <PublicNumbers />}}>
        {'Go to a hospital emergency department now, or call {numbers}, if you have:'}
      </Translate>
    ),
    'doctor-today': translate({
      id: 'whenToGetHelp.doctorToday',
      message: 'See a doctor today, not only a dentist, if you have:',
      description:
        'Title of the signs that need a medical doctor the same day (for example for a blood test), not the dental emergency line',
    }),
    'emergency-line': translate({
      id: 'whenToGetHelp.emergencyLine',
      message: 'Call our emergency line now if you have:',
      description: "Title of the signs that need the clinic's emergency line",
    }),
    'book-soon': translate({
      id: 'whenToGetHelp.bookSoon',
      message: 'Book a visit soon if you have:',
      description: 'Title of the signs that need a visit soon',
    }),
  };
}

/**
 * When to get help, at three levels, from src/data/triage.ts: go to hospital
 * or call 108/112; call our emergency line; book a visit. With a problem or a
 * situation it shows their signs (and the hospital signs every page shows);
 * with neither, every sign (the emergency page). Where the hospital level is
 * left out, the emergency-line card still names the hospital signs in a line.
 *
 *     <WhenToGetHelp problem="tooth-pain" />
 *     <WhenToGetHelp situation="after-surgery" />
 *     <WhenToGetHelp levels={['hospital']} />
 *     <WhenToGetHelp situation="after-surgery" abroad />  (posts for visitors)
 */
export default function WhenToGetHelp({
  problem,
  situation,
  levels = triageLevels,
  abroad = false,
}: Props) {
  const listed = problem
    ? getProblem(problem).signs
    : situation
      ? situations[situation].signs
      : undefined;
  const shown = signsFor(listed);
  const emergencyPage = getTreatment('emergency-care').route;
  return (
    <div
      className={styles.levels}
      data-when-to-get-help=""
      // The emergency page's full list is what search should find; elsewhere it repeats.
      data-search-ignore={listed ? '' : undefined}>
      {levels.map((level) => {
        const atLevel = shown.filter((s) => s.level === level);
        if (atLevel.length === 0) return null;
        return (
          <div key={level} className={clsx(styles.level, styles[level])} data-level={level}>
            <p className={styles.title}>
              {level === 'hospital' && abroad ? (
                <Translate
                  id="whenToGetHelp.hospitalAbroad"
                  description="Title of the signs that need a hospital, for readers who may be outside India; {numbers} is India's public emergency numbers (108 or 112) as phone links"
                  values={{numbers: <PublicNumbers />}}>
                  {
                    'Go to a hospital emergency department now, or call your local emergency number (in India, {numbers}), if you have:'
                  }
                </Translate>
              ) : (
                titles()[level]
              )}
            </p>
            <ul>
              {atLevel.map((s) => (
                <li key={s.id}>{s.text}</li>
              ))}
            </ul>
            {level === 'emergency-line' && !levels.includes('hospital') && <HospitalSigns />}
            {level === 'emergency-line' && (
              <p className={styles.action}>
                <a className="button button--emergency" href={telHref(clinic.emergencyPhone)}>
                  <PhoneIcon size={20} />
                  <span>
                    <Translate
                      id="whenToGetHelp.callButton"
                      description="Button calling the clinic's emergency line, followed by the number">
                      Call the emergency line
                    </Translate>{' '}
                    <span className={styles.number} dir="ltr">
                      {formatPhone(clinic.emergencyPhone)}
                    </span>
                  </span>
                </a>
                <span>
                  <Translate
                    id="whenToGetHelp.answered"
                    description="Beside the emergency call button; {when} is when the line is answered, {by} who answers it"
                    values={{
                      when: clinic.emergencyLineAnswered.when,
                      by: clinic.emergencyLineAnswered.by,
                    }}>
                    {'Answered {when}, by {by}.'}
                  </Translate>
                </span>
              </p>
            )}
            {level === 'book-soon' && (
              <p className={styles.action}>
                <Link className="button button--primary" to="/contact">
                  <Translate
                    id="whenToGetHelp.book"
                    description="Button under the signs that need a visit soon, to the booking form">
                    Book an appointment
                  </Translate>
                </Link>
              </p>
            )}
          </div>
        );
      })}
      {listed && levels.includes('emergency-line') && (
        <p>
          <Link to={`${emergencyPage}#first-aid`}>
            <Translate
              id="whenToGetHelp.firstAidLink"
              description="Link to the first-aid section of the emergency page">
              First aid for a knocked-out or broken tooth, bleeding and swelling
            </Translate>
          </Link>
        </p>
      )}
    </div>
  );
}
