import Translate, {translate} from '@docusaurus/Translate';
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
      <p>
        <Translate
          id="consentWithdrawal.intro"
          description="Privacy page, above the prewritten consent withdrawal message">
          The message opens ready to send; add your name and mobile number so we can find you:
        </Translate>
      </p>
      <blockquote className={styles.message}>{request.message}</blockquote>
      <ul className={styles.ways}>
        <li>
          <a className="button button--primary" href={privacyMailto(request)}>
            <Translate
              id="consentWithdrawal.email"
              description="Button opening an e-mail to withdraw consent; {purpose} is a phrase read only by screen readers"
              values={{
                purpose: (
                  <span className="sr-only">
                    {' '}
                    {translate({
                      id: 'consentWithdrawal.email.purpose',
                      message: 'to withdraw your consent',
                      description: 'Screen-reader-only end of the button "Send by e-mail"',
                    })}
                  </span>
                ),
              }}>
              {'Send by e-mail{purpose}'}
            </Translate>
          </a>
        </li>
        {branches.map((b) => (
          <li key={b.id}>
            <a
              className="button button--secondary"
              href={whatsappHref(b.whatsapp, request.message)}
              target="_blank"
              rel="noopener noreferrer">
              <Translate
                id="consentWithdrawal.whatsapp"
                description="Button opening WhatsApp to a branch to withdraw consent; {branch} is the branch name, {purpose} a phrase read only by screen readers"
                values={{
                  branch: b.name,
                  purpose: (
                    <span className="sr-only">
                      {' '}
                      {translate({
                        id: 'consentWithdrawal.whatsapp.purpose',
                        message: 'branch to withdraw your consent (opens in a new tab)',
                        description:
                          'Screen-reader-only end of the button "WhatsApp <branch name>"',
                      })}
                    </span>
                  ),
                }}>
                {'WhatsApp {branch}{purpose}'}
              </Translate>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
