import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {branches} from '@site/src/data/branches';
import {appointmentForOptions, timeWindows} from '@site/src/lib/contactForm/options';
import {isForChild} from '@site/src/lib/contactForm/values';
import {kolkataDate} from '@site/src/lib/dates';
import {branchNote} from '@site/src/lib/where';
import Consent from './Consent';
import ChoiceFieldset from './ChoiceFieldset';
import ContactDetails from './ContactDetails';
import DentistField from './DentistField';
import ErrorSummary from './ErrorSummary';
import FailedPanel from './FailedPanel';
import Field from './Field';
import GuardianFieldset from './GuardianFieldset';
import HowItTravels from './HowItTravels';
import PatientFields from './PatientFields';
import SelectField from './SelectField';
import SentPanel from './SentPanel';
import TextField from './TextField';
import {reasonsAt, useBookingForm} from './useBookingForm';
import WhatsAppSend from './WhatsAppSend';
import styles from './styles.module.css';

/**
 * The booking request form. With an endpoint it sends there, and any failure
 * offers WhatsApp, phone and e-mail with the same text; without one, its main
 * action opens WhatsApp with that text, and says so before the first field.
 * Drafts live in session storage until a send is confirmed. Without
 * JavaScript only the contact options show.
 */
function BookingForm() {
  const isBrowser = useIsBrowser();
  const form = useBookingForm();
  const {values, state, branch, treatment} = form;
  const forSomeoneElse = values.appointmentFor === 'someone-else';
  const whereNote = treatment && branch ? branchNote(treatment, branch.id) : null;
  const whereNoteId = `${form.fieldId('reason')}-where`;
  const travelNoteId = `${form.id}-travel`;
  const byWhatsApp = form.channel === 'whatsapp';

  if (state.phase === 'sent') {
    return <SentPanel branch={branch} focusRef={form.resultRef} onStartOver={form.startOver} />;
  }

  const formName = translate({
    id: 'contactForm.form.ariaLabel',
    message: 'Request an appointment',
    description: 'Accessible name of the booking request form',
  });
  const fields = (
    <>
      <ErrorSummary form={form} focusRef={form.summaryRef} />
      {byWhatsApp && <HowItTravels id={travelNoteId} />}

      <ChoiceFieldset
        form={form}
        name="appointmentFor"
        legend={
          <Translate
            id="contactForm.appointmentFor.legend"
            description="Question above the choice of who the appointment is for (me / someone else)">
            Who is the appointment for?
          </Translate>
        }
        options={appointmentForOptions}
      />
      {forSomeoneElse && (
        <PatientFields form={form}>
          {isForChild(values) && <GuardianFieldset form={form} />}
        </PatientFields>
      )}
      <ContactDetails form={form} />
      <SelectField
        form={form}
        name="branch"
        label={translate({
          id: 'contactForm.branch.label',
          message: 'Branch',
          description: 'Label of the branch select',
        })}
        placeholder={translate({
          id: 'contactForm.branch.placeholder',
          message: 'Choose a branch',
          description: 'First, empty option of the branch select',
        })}
        options={branches.map((b) => ({id: b.id, label: b.name}))}
        required
      />
      <SelectField
        form={form}
        name="reason"
        label={translate({
          id: 'contactForm.reason.label',
          message: 'What is the visit about? (optional)',
          description: 'Label of the optional select of the treatment the visit is about',
        })}
        placeholder={translate({
          id: 'contactForm.reason.placeholder',
          message: 'A check-up, or I am not sure',
          description: 'First, empty option of the visit reason select',
        })}
        options={reasonsAt(values.branch, values.reason).map((t) => ({id: t.id, label: t.name}))}
        describedBy={whereNote ? whereNoteId : undefined}
      />
      <p className={styles.whereNote} id={whereNoteId} aria-live="polite">
        {whereNote}
      </p>
      <DentistField form={form} />
      <div className={styles.row}>
        <TextField
          form={form}
          name="date"
          label={translate({
            id: 'contactForm.date.label',
            message: 'Preferred date (optional)',
            description: 'Label of the optional preferred date field',
          })}
          type="date"
          min={kolkataDate(new Date())}
        />
        <SelectField
          form={form}
          name="time"
          label={translate({
            id: 'contactForm.time.label',
            message: 'Preferred time (optional)',
            description: 'Label of the optional preferred time select',
          })}
          placeholder={translate({
            id: 'contactForm.time.placeholder',
            message: 'Any time',
            description: 'First, empty option of the preferred time select',
          })}
          options={timeWindows}
        />
      </div>
      <Field
        form={form}
        name="message"
        label={translate({
          id: 'contactForm.message.label',
          message: 'Anything we should know? (optional)',
          description: 'Label of the optional free-text message field',
        })}
        hint={translate({
          id: 'contactForm.message.hint',
          message: 'Please do not include medical reports here; bring them to your visit.',
          description: 'Hint under the free-text message field',
        })}>
        <textarea
          id={form.fieldId('message')}
          name="message"
          rows={4}
          value={values.message}
          onChange={form.update('message')}
          maxLength={1000}
          aria-invalid={form.invalid('message')}
          aria-describedby={form.describedBy('message', true)}
        />
      </Field>

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={form.fieldId('website')}>
          <Translate
            id="contactForm.honeypot.label"
            description="Label of a hidden anti-spam field that people should leave empty">
            Leave this empty
          </Translate>
        </label>
        <input
          id={form.fieldId('website')}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={form.update('website')}
        />
      </div>

      <Consent form={form} />

      {byWhatsApp ? (
        <WhatsAppSend form={form} />
      ) : (
        <>
          <button
            type="submit"
            className="button button--primary button--lg"
            disabled={!isBrowser || state.phase === 'sending'}>
            {state.phase === 'sending'
              ? translate({
                  id: 'contactForm.submit.sending',
                  message: 'Sending…',
                  description: 'Submit button text while the request is being sent',
                })
              : translate({
                  id: 'contactForm.submit.label',
                  message: 'Send request',
                  description: 'Submit button of the booking request form',
                })}
          </button>
          {state.phase === 'failed' && (
            <FailedPanel
              outcome={state.outcome}
              values={values}
              branch={branch}
              treatment={treatment}
              focusRef={form.resultRef}
              onRetry={() => void form.submit()}
            />
          )}
        </>
      )}
    </>
  );

  // Without an endpoint nothing is submitted: the main action is a link to WhatsApp, so the
  // fields sit in a form landmark, not in a <form> that Enter would submit to nowhere.
  return byWhatsApp ? (
    <div
      role="form"
      className={`site-form ${styles.form}`}
      aria-label={formName}
      aria-describedby={travelNoteId}>
      {fields}
    </div>
  ) : (
    <form
      className={`site-form ${styles.form}`}
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-label={formName}>
      {fields}
    </form>
  );
}

/**
 * Rendered on the server as it first appears in the browser, so nothing moves
 * when the page hydrates; where scripts cannot run, CSS shows the note instead.
 */
export default function ContactForm() {
  return (
    <>
      <p className={styles.noscript}>
        <Translate
          id="contactForm.noscript"
          description="Shown instead of the booking form when JavaScript cannot run">
          The booking form needs JavaScript. You can book just as well by phone or WhatsApp with the
          branch details below.
        </Translate>
      </p>
      <div className={styles.scripted}>
        <BookingForm />
      </div>
    </>
  );
}
