import Translate, {translate} from '@docusaurus/Translate';
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
            <Translate
              id="loginOptions.portal.heading"
              description="Heading on the login page when a patient portal exists">
              The patient portal
            </Translate>
          </Heading>
          <p>
            <Translate
              id="loginOptions.portal.text"
              description="Explains the external patient portal on the login page">
              Appointments, receipts and records are kept in a separate patient portal run for the
              clinic. Sign in there with the mobile number or e-mail address you gave us. This
              website itself never asks for a password.
            </Translate>
          </p>
          <p>
            <a className="button button--primary button--lg" href={portal} rel="noopener">
              <Translate
                id="loginOptions.portal.link"
                description="Button to the external patient portal; its web address follows for screen readers">
                Go to the patient portal
              </Translate>
              <span className="sr-only"> ({new URL(portal).host})</span>
            </a>
          </p>
          <p className={styles.host}>
            <Translate
              id="loginOptions.portal.leaveSite"
              description="Under the patient portal button; {host} is the portal's web address"
              values={{host: new URL(portal).host}}>
              {'You will leave this site for {host}.'}
            </Translate>
          </p>
        </section>
      ) : (
        <section aria-labelledby="no-accounts">
          <Heading as="h2" id="no-accounts">
            <Translate
              id="loginOptions.noAccounts.heading"
              description="Heading on the login page when there is no patient portal">
              We do not offer online accounts
            </Translate>
          </Heading>
          <p>
            <Translate
              id="loginOptions.noAccounts.text"
              description="Explains on the login page that the site has no patient accounts">
              There is no patient login on this website, and we will never ask you for a password
              here. Your records stay with the clinic. To see them, change an appointment or pay a
              bill, contact the branch you visit.
            </Translate>
          </p>
        </section>
      )}
      <section aria-labelledby="without-login">
        <Heading as="h2" id="without-login">
          {portal
            ? translate({
                id: 'loginOptions.tasks.headingWithPortal',
                message: 'Or ask your branch',
                description:
                  'Heading of the list of things to ask a branch, after the patient portal',
              })
            : translate({
                id: 'loginOptions.tasks.heading',
                message: 'How to get records, reschedule or pay',
                description:
                  'Heading of the list of things to ask a branch, when there is no portal',
              })}
        </Heading>
        <ul className={styles.tasks}>
          <li>
            <Translate
              id="loginOptions.tasks.records"
              description="List item on the login page; {task} is the bold lead-in (Copies of your records or X-rays:)"
              values={{
                task: (
                  <strong>
                    <Translate
                      id="loginOptions.tasks.recordsLead"
                      description="Bold lead-in of the records item on the login page">
                      Copies of your records or X-rays:
                    </Translate>
                  </strong>
                ),
              }}>
              {
                '{task} ask at your branch or e-mail us; we send them to the mobile number or e-mail address in your file, or hand them over at the desk.'
              }
            </Translate>
          </li>
          <li>
            <Translate
              id="loginOptions.tasks.reschedule"
              description="List item on the login page; {task} is the bold lead-in (Changing an appointment:)"
              values={{
                task: (
                  <strong>
                    <Translate
                      id="loginOptions.tasks.rescheduleLead"
                      description="Bold lead-in of the rescheduling item on the login page">
                      Changing an appointment:
                    </Translate>
                  </strong>
                ),
              }}>
              {
                '{task} call or send a WhatsApp message to the branch, with your name and the current date and time.'
              }
            </Translate>
          </li>
          <li>
            <Translate
              id="loginOptions.tasks.pay"
              description="List item on the login page; {task} is the bold lead-in (Paying a bill:)"
              values={{
                task: (
                  <strong>
                    <Translate
                      id="loginOptions.tasks.payLead"
                      description="Bold lead-in of the payment item on the login page">
                      Paying a bill:
                    </Translate>
                  </strong>
                ),
              }}>
              {'{task} pay at the branch, or ask the branch for a payment link by SMS or e-mail.'}
            </Translate>
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
          <Translate
            id="loginOptions.email"
            description="Clinic e-mail line on the login page; {email} is the linked address"
            values={{email: <a href={`mailto:${clinic.email}`}>{clinic.email}</a>}}>
            {'E-mail: {email}'}
          </Translate>
        </p>
      </section>
    </>
  );
}
