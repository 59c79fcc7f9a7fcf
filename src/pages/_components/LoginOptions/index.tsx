import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {branches} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import styles from './styles.module.css';

/**
 * What /login offers. The site is static and holds no accounts: with a patient
 * portal configured at build time it sends patients there; without one it
 * says so and lists the ways to get records, reschedule or pay.
 */
export default function LoginOptions() {
  const {siteConfig} = useDocusaurusContext();
  const portal = (siteConfig.customFields?.patientPortalUrl as string | null | undefined) ?? null;
  return (
    <>
      {portal ? (
        <section aria-labelledby="portal">
          <Heading as="h2" id="portal">
            The patient portal
          </Heading>
          <p>
            Appointments, receipts and records are kept in a separate patient portal run for the
            clinic. Sign in there with the mobile number or e-mail address you gave us. This website
            itself never asks for a password.
          </p>
          <p>
            <a className="button button--primary button--lg" href={portal} rel="noopener">
              Go to the patient portal<span className="sr-only"> ({new URL(portal).host})</span>
            </a>
          </p>
          <p className={styles.host}>You will leave this site for {new URL(portal).host}.</p>
        </section>
      ) : (
        <section aria-labelledby="no-accounts">
          <Heading as="h2" id="no-accounts">
            We do not offer online accounts
          </Heading>
          <p>
            There is no patient login on this website, and we will never ask you for a password
            here. Your records stay with the clinic. To see them, change an appointment or pay a
            bill, contact the branch you visit.
          </p>
        </section>
      )}
      <section aria-labelledby="without-login">
        <Heading as="h2" id="without-login">
          {portal ? 'Or ask your branch' : 'How to get records, reschedule or pay'}
        </Heading>
        <ul className={styles.tasks}>
          <li>
            <strong>Copies of your records or X-rays:</strong> ask at your branch or e-mail us; we
            send them to the mobile number or e-mail address in your file, or hand them over at the
            desk.
          </li>
          <li>
            <strong>Changing an appointment:</strong> call or send a WhatsApp message to the branch,
            with your name and the current date and time.
          </li>
          <li>
            <strong>Paying a bill:</strong> pay at the branch, or ask the branch for a payment link
            by SMS or e-mail.
          </li>
        </ul>
        <ul className={styles.branches}>
          {branches.map((b) => (
            <li key={b.id}>
              <strong>{b.name}</strong>:{' '}
              <BranchContactLinks branch={b} variant="inline" callWord="call" />
            </li>
          ))}
        </ul>
        <p>
          E-mail: <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
        </p>
      </section>
    </>
  );
}
