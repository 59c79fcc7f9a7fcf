import type {RefObject} from 'react';
import Translate from '@docusaurus/Translate';
import type {Branch} from '@site/src/data/branches';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import RequestEmailLink from '../RequestEmailLink';
import styles from './styles.module.css';

interface HandOffPanelProps {
  branch: Branch;
  /** The request as text, for the e-mail. */
  text: string;
  /** The visitor said WhatsApp did not open: show the other ways. */
  notOpened: boolean;
  /** Focused when the panel appears. */
  focusRef: RefObject<HTMLDivElement>;
  onSent: () => void;
  onNotOpened: () => void;
}

/**
 * Under the WhatsApp button once it opened WhatsApp: the draft stays until
 * the visitor says the request went; if WhatsApp did not open, the same
 * request by e-mail, or a call to the branch.
 */
export default function HandOffPanel({
  branch,
  text,
  notOpened,
  focusRef,
  onSent,
  onNotOpened,
}: HandOffPanelProps) {
  return (
    <div ref={focusRef} tabIndex={-1} className={styles.panel} role="status">
      <p className={styles.title}>
        <Translate
          id="contactForm.handOff.title"
          description="Heading under the booking form after its WhatsApp button opened WhatsApp with the request">
          Did WhatsApp open with your request?
        </Translate>
      </p>
      <p>
        <Translate
          id="contactForm.handOff.text"
          description="Under the booking form after its WhatsApp button opened WhatsApp; the buttons “I have sent it” and “It did not open” follow">
          Press Send in WhatsApp, then come back here. Your details stay on this page until you tell
          us the request went.
        </Translate>
      </p>
      {notOpened && (
        <>
          <p>
            <Translate
              id="contactForm.handOff.otherWays"
              description="Above the e-mail and call buttons when WhatsApp did not open; {branch} is the branch name"
              values={{branch: branch.name}}>
              {'Send the same request to the {branch} branch another way:'}
            </Translate>
          </p>
          <BranchContactLinks
            branch={branch}
            links={['call']}
            variant="buttons"
            size="lg"
            className={styles.actions}>
            <RequestEmailLink branch={branch} text={text} />
          </BranchContactLinks>
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button--primary button--lg" onClick={onSent}>
          <Translate
            id="contactForm.handOff.sent"
            description="Button after WhatsApp (or e-mail) opened with the request: the visitor sent it, so the form can clear">
            I have sent it
          </Translate>
        </button>
        {!notOpened && (
          <button
            type="button"
            className="button button--secondary button--lg"
            onClick={onNotOpened}>
            <Translate
              id="contactForm.handOff.notOpened"
              description="Button after the WhatsApp button was pressed: WhatsApp did not open, so show the e-mail and call options">
              It did not open
            </Translate>
          </button>
        )}
      </div>
    </div>
  );
}
