import type {RefObject} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {Branch} from '@site/src/data/branches';
import styles from './styles.module.css';

interface SentPanelProps {
  /** The branch the request went to, when one was chosen. */
  branch: Branch | undefined;
  /** Focused when the panel appears. */
  focusRef: RefObject<HTMLDivElement>;
  onStartOver: () => void;
}

/** Shown in place of the form once the request is sent: what happens next. */
export default function SentPanel({branch, focusRef, onStartOver}: SentPanelProps) {
  return (
    <div ref={focusRef} tabIndex={-1} className={styles.success} role="status">
      <p className={styles.resultTitle}>
        <Translate
          id="contactForm.sent.title"
          description="Heading shown after the booking request was sent">
          Thank you, your request has been sent.
        </Translate>
      </p>
      <p>
        {branch
          ? translate(
              {
                id: 'contactForm.sent.nextStepsAtBranch',
                message:
                  'The {branch} team will call or send a WhatsApp message to the number you gave, usually within one working day, to offer you a time. Nothing is booked until you agree a time with them.',
                description:
                  'After the booking request was sent, when a branch was chosen; {branch} is the branch name',
              },
              {branch: branch.name},
            )
          : translate({
              id: 'contactForm.sent.nextSteps',
              message:
                'The team will call or send a WhatsApp message to the number you gave, usually within one working day, to offer you a time. Nothing is booked until you agree a time with them.',
              description: 'After the booking request was sent, when no branch was chosen',
            })}
      </p>
      <button type="button" className="button button--secondary" onClick={onStartOver}>
        <Translate
          id="contactForm.sent.sendAnother"
          description="Button after a sent request that clears the form for a new one">
          Send another request
        </Translate>
      </button>
    </div>
  );
}
