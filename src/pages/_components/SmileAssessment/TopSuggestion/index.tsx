import {useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {getTreatment} from '@site/src/data/treatments';
import type {Suggestion} from '@site/src/lib/assessment';
import {formatPhone, telHref} from '@site/src/lib/phone';
import {branchNote, shareAt} from '@site/src/lib/where';
import HospitalSigns from '@site/src/components/ui/HospitalSigns';
import Icon from '@site/src/components/ui/Icon';
import {CalendarCheckIcon, PhoneIcon} from '@site/src/components/ui/Icon/icons';
import StartingPrice from '../StartingPrice';
import styles from './styles.module.css';

interface TopSuggestionProps {
  suggestion: Suggestion;
  /** The visitor reported swelling or pain now: the emergency line comes first. */
  urgent: boolean;
  /** The branch the visitor chose, if any. */
  branchId: string | undefined;
}

/**
 * The top recommendation: why, where its prices start, and a booking link.
 * Only two ids ever leave this page: the branch and this treatment.
 */
export default function TopSuggestion({suggestion, urgent, branchId}: TopSuggestionProps) {
  const id = useId();
  const treatment = getTreatment(suggestion.treatment);
  const chosenBranch = branches.find((b) => b.id === branchId);
  const whereNote = chosenBranch ? branchNote(treatment, chosenBranch.id) : null;
  // A branch that does not offer the treatment is not carried into the booking form.
  const branch =
    chosenBranch && shareAt(treatment, chosenBranch.id) !== 'none' ? chosenBranch : undefined;
  const query = new URLSearchParams({
    ...(branch ? {branch: branch.id} : {}),
    treatment: treatment.id,
  }).toString();
  return (
    <article className={clsx(styles.top, urgent && styles.topUrgent)} aria-labelledby={`${id}-top`}>
      <div className={styles.topText}>
        <p className={styles.eyebrow}>
          {urgent
            ? translate({
                id: 'smileAssessment.result.topEyebrowUrgent',
                message: 'First, and soon',
                description:
                  'Small label above the top suggested treatment when the visitor reported pain or swelling',
              })
            : translate({
                id: 'smileAssessment.result.topEyebrow',
                message: 'Where to start',
                description: 'Small label above the top suggested treatment',
              })}
        </p>
        <Heading as="h3" id={`${id}-top`} className={styles.topTitle}>
          <Link to={treatment.route}>{treatment.name}</Link>
        </Heading>
        <p>{suggestion.why}</p>
        <p className={styles.muted}>{treatment.summary}</p>
      </div>
      <div className={styles.topActions}>
        <StartingPrice lines={treatment.pricing?.lines ?? []} large />
        {urgent && <HospitalSigns />}
        {urgent && (
          <a
            className={`button button--lg button--emergency ${styles.noPrint}`}
            href={telHref(clinic.emergencyPhone)}>
            <Icon icon={PhoneIcon} />
            {/* One span, so the words flow as a line even where buttons lay out their children as flex items. */}
            <span>
              <Translate
                id="smileAssessment.result.callEmergency"
                description="Button in the smile assessment summary that calls the emergency line; {phone} is the phone number"
                values={{
                  phone: (
                    <span className={styles.nowrap} dir="ltr">
                      {formatPhone(clinic.emergencyPhone)}
                    </span>
                  ),
                }}>
                {'Call the emergency line {phone}'}
              </Translate>
            </span>
          </a>
        )}
        <Link
          className={clsx(
            'button button--lg',
            urgent ? 'button--secondary' : 'button--primary',
            styles.noPrint,
          )}
          to={`/contact?${query}`}>
          <Icon icon={CalendarCheckIcon} className={styles.buttonIcon} />
          <Translate
            id="smileAssessment.result.book"
            description="Button under the smile assessment summary that opens the booking form">
            Book a consultation
          </Translate>
        </Link>
        <p className={`${styles.bookNote} ${styles.noPrint}`}>
          {branch
            ? translate(
                {
                  id: 'smileAssessment.result.bookNoteBranch',
                  message:
                    'The booking form opens for the {branch} branch with {treatment} chosen.',
                  description:
                    'Note under the booking button of the smile assessment summary; {branch} is a branch name, {treatment} a treatment name',
                },
                {branch: branch.name, treatment: treatment.shortName ?? treatment.name},
              )
            : translate(
                {
                  id: 'smileAssessment.result.bookNote',
                  message: 'The booking form opens with {treatment} chosen; pick a branch there.',
                  description:
                    'Note under the booking button of the smile assessment summary; {treatment} is a treatment name',
                },
                {treatment: treatment.shortName ?? treatment.name},
              )}{' '}
          {whereNote && `${whereNote} `}
          <Translate
            id="smileAssessment.result.notSent"
            description="End of the note under the booking button: the answers stay on the visitor's device">
            Your answers are not sent.
          </Translate>
        </p>
      </div>
    </article>
  );
}
