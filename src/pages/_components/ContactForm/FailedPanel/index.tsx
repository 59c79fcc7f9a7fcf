import type {RefObject} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {branches, type Branch} from '@site/src/data/branches';
import type {Treatment} from '@site/src/data/treatments';
import {contactText} from '@site/src/lib/contactForm/requestText';
import type {ContactValues} from '@site/src/lib/contactForm/values';
import type {SendOutcome} from '@site/src/lib/send';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import RequestEmailLink from '../RequestEmailLink';
import styles from './styles.module.css';

interface FailedPanelProps {
  outcome: Extract<SendOutcome, {status: 'failed'}>;
  values: ContactValues;
  /** The chosen branch; without one, every branch is offered. */
  branch: Branch | undefined;
  treatment: Treatment | undefined;
  /** Focused when the panel appears. */
  focusRef: RefObject<HTMLDivElement>;
  onRetry: () => void;
}

/**
 * Under the form when a send failed: why, then the same request by WhatsApp,
 * phone or e-mail, and a retry.
 */
export default function FailedPanel({
  outcome,
  values,
  branch,
  treatment,
  focusRef,
  onRetry,
}: FailedPanelProps) {
  return (
    <div ref={focusRef} tabIndex={-1} className={styles.failed} role="alert">
      <p className={styles.resultTitle}>
        {outcome.reason === 'timeout'
          ? translate({
              id: 'contactForm.failed.titleTimeout',
              message: 'We cannot be sure your request was sent.',
              description: 'Heading when sending the request timed out',
            })
          : translate({
              id: 'contactForm.failed.title',
              message: 'Your request was not sent.',
              description: 'Heading when sending the request failed',
            })}
      </p>
      <p>{outcome.message}</p>
      <p>
        {branch
          ? translate(
              {
                id: 'contactForm.failed.otherWaysToBranch',
                message:
                  'Your details are still here. Send the same request another way to the {branch} branch:',
                description:
                  'Above the WhatsApp, call and e-mail links after a failed send; {branch} is the branch name',
              },
              {branch: branch.name},
            )
          : translate({
              id: 'contactForm.failed.otherWays',
              message: 'Your details are still here. Send the same request another way:',
              description:
                'Above the WhatsApp, call and e-mail links for every branch after a failed send',
            })}
      </p>
      <ul className={styles.fallbacks}>
        {(branch ? [branch] : branches).map((b) => {
          const text = contactText(values, b, treatment);
          return (
            <li key={b.id}>
              {!branch && <strong>{b.name}: </strong>}
              <BranchContactLinks
                branch={b}
                links={['whatsapp', 'call']}
                variant="buttons"
                size="lg"
                className={styles.fallbackLinks}
                nameBranch="whatsapp"
                message={text}
                messageNote={translate({
                  id: 'contactForm.failed.whatsappMessageNote',
                  message: 'with your request',
                  description:
                    'Screen-reader text after the branch name in the WhatsApp link: the message holds the request',
                })}>
                <RequestEmailLink branch={b} text={text} />
              </BranchContactLinks>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`button button--secondary ${styles.retry}`}
        onClick={onRetry}>
        <Translate
          id="contactForm.failed.retry"
          description="Button to try sending the request again after a failure">
          Try sending again
        </Translate>
      </button>
    </div>
  );
}
