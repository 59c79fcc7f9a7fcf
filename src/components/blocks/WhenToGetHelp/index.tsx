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

function PublicNumbers() {
  return clinic.publicEmergencyNumbers.map((n, i) => (
    <span key={n.number}>
      {i > 0 && ' or '}
      <a href={`tel:${n.number}`}>{n.number}</a>
    </span>
  ));
}

const titles: Record<TriageLevel, ReactNode> = {
  hospital: (
    <>
      Go to a hospital emergency department now, or call <PublicNumbers />, if you have:
    </>
  ),
  'emergency-line': 'Call our emergency line now if you have:',
  'book-soon': 'Book a visit soon if you have:',
};

/**
 * When to get help, at three levels, from src/data/triage.ts: go to hospital
 * or call 108/112; call our emergency line; book a visit. With a problem or a
 * situation it shows their signs (and the hospital signs every page shows);
 * with neither, every sign (the emergency page).
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
                <>
                  Go to a hospital emergency department now, or call your local emergency number (in
                  India, <PublicNumbers />
                  ), if you have:
                </>
              ) : (
                titles[level]
              )}
            </p>
            <ul>
              {atLevel.map((s) => (
                <li key={s.id}>{s.text}</li>
              ))}
            </ul>
            {level === 'emergency-line' && (
              <p className={styles.action}>
                <a className="button button--emergency" href={telHref(clinic.emergencyPhone)}>
                  <PhoneIcon size={20} />
                  <span>
                    Call the emergency line{' '}
                    <span className={styles.number}>{formatPhone(clinic.emergencyPhone)}</span>
                  </span>
                </a>
                <span>
                  Answered {clinic.emergencyLineAnswered.when}, by {clinic.emergencyLineAnswered.by}
                  .
                </span>
              </p>
            )}
            {level === 'book-soon' && (
              <p className={styles.action}>
                <Link className="button button--primary" to="/contact">
                  Book an appointment
                </Link>
              </p>
            )}
          </div>
        );
      })}
      {listed && levels.includes('emergency-line') && (
        <p>
          <Link to={`${emergencyPage}#first-aid`}>
            First aid for a knocked-out or broken tooth, bleeding and swelling
          </Link>
        </p>
      )}
    </div>
  );
}
