import {privacyMailto} from '@site/src/components/blocks/PrivacyContact';
import {branches} from '@site/src/data/branches';
import {getPrivacyRequest} from '@site/src/data/privacy';
import {whatsappHref} from '@site/src/lib/phone';
import styles from './styles.module.css';

/**
 * Withdrawing consent in one message, as easy as ticking the box was: the
 * message is written out, and opens ready to send by e-mail or by WhatsApp to
 * any branch. The text is the `withdraw-consent` request in src/data/privacy.ts.
 */
export default function ConsentWithdrawal() {
  const request = getPrivacyRequest('withdraw-consent');
  return (
    <div className={styles.panel}>
      <p>The message opens ready to send; add your name and mobile number so we can find you:</p>
      <blockquote className={styles.message}>{request.message}</blockquote>
      <ul className={styles.ways}>
        <li>
          <a className="button button--primary" href={privacyMailto(request)}>
            Send by e-mail<span className="sr-only"> to withdraw your consent</span>
          </a>
        </li>
        {branches.map((b) => (
          <li key={b.id}>
            <a
              className="button button--secondary"
              href={whatsappHref(b.whatsapp, request.message)}
              target="_blank"
              rel="noopener noreferrer">
              WhatsApp {b.name}
              <span className="sr-only"> branch to withdraw your consent (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
