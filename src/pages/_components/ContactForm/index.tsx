import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {branches, getBranch} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {privacy} from '@site/src/data/privacy';
import {treatments} from '@site/src/data/treatments';
import {
  appointmentForOptions,
  contactDraftKey,
  guardianRelationships,
  isForChild,
  contactPayload,
  contactRules,
  contactText,
  emptyContact,
  isSpam,
  preselection,
  timeWindows,
  type ContactValues,
} from '@site/src/lib/contactForm';
import {kolkataDate} from '@site/src/lib/dates';
import {canRetry, sendJson, type SendOutcome} from '@site/src/lib/send';
import {clearDraft, readDraft, writeDraft} from '@site/src/lib/storage';
import {ageRange, remainingErrors, validate, type Errors} from '@site/src/lib/validation';
import {branchNote, shareAt} from '@site/src/lib/where';
import BranchContactLinks from '@site/src/components/ui/BranchContactLinks';
import styles from './styles.module.css';

type State =
  | {phase: 'editing'}
  | {phase: 'sending'}
  | {phase: 'sent'}
  | {phase: 'failed'; outcome: Extract<SendOutcome, {status: 'failed'}>};

const reasons = treatments.filter((t) => t.schemaType !== 'WebPage');

/**
 * The reasons to offer once a branch is chosen: what that branch does, plus
 * the reason already chosen (it is kept, with a note on where to go).
 */
const reasonsAt = (branchId: string, chosen: string) =>
  branchId ? reasons.filter((t) => t.id === chosen || shareAt(t, branchId) !== 'none') : reasons;

const validateContact = (values: ContactValues) =>
  validate(values, contactRules(values), {
    today: kolkataDate(new Date()),
    abroad: values.abroad,
  });

/** A stored draft with the fields a newer form added, and only answers the form offers. */
function restore(draft: Partial<ContactValues> | null): ContactValues {
  const values = {...emptyContact, ...draft} as ContactValues;
  if (!appointmentForOptions.some((o) => o.id === values.appointmentFor)) {
    values.appointmentFor = emptyContact.appointmentFor;
  }
  return values;
}

/**
 * The booking request form. Drafts live in session storage until a send is
 * confirmed; any failure keeps them and offers WhatsApp, phone and e-mail
 * with the same text. Without JavaScript only the contact options show.
 */
function BookingForm() {
  const isBrowser = useIsBrowser();
  const {siteConfig} = useDocusaurusContext();
  const endpoint =
    (siteConfig.customFields?.contactEndpoint as string | null | undefined) ?? undefined;
  const location = useLocation();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<State>({phase: 'editing'});
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;

  // Restore a draft, then apply the branch and treatment from the link that opened the form.
  useEffect(() => {
    const draft = restore(readDraft<Partial<ContactValues>>(contactDraftKey));
    const chosen = preselection(
      location.search,
      branches.map((b) => b.id),
      reasons.map((t) => t.id),
    );
    // The first render must match the server's HTML, so the stored draft can only be applied after it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues({
      ...draft,
      ...(draft.branch ? {} : chosen.branch ? {branch: chosen.branch} : {}),
      ...(draft.reason ? {} : chosen.reason ? {reason: chosen.reason} : {}),
    });
  }, [location.search]);

  useEffect(() => {
    if (state.phase === 'sent' || state.phase === 'failed') resultRef.current?.focus();
  }, [state.phase]);

  const update =
    (name: keyof ContactValues) =>
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const target = event.target as HTMLInputElement;
      const next = {...values, [name]: target.type === 'checkbox' ? target.checked : target.value};
      setValues(next);
      writeDraft(contactDraftKey, {...next, website: ''});
      // A flagged field loses its error as soon as it is right.
      if (Object.keys(errors).length > 0) setErrors(remainingErrors(errors, validateContact(next)));
    };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setState({phase: 'editing'});
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    if (isSpam(values)) {
      setState({phase: 'sent'});
      return;
    }
    setState({phase: 'sending'});
    const outcome = await sendJson(endpoint, contactPayload(values, new Date()));
    if (outcome.status === 'sent') {
      clearDraft(contactDraftKey);
      setState({phase: 'sent'});
    } else {
      setState({phase: 'failed', outcome});
    }
  }

  const forSomeoneElse = values.appointmentFor === 'someone-else';
  const forChild = isForChild(values);
  const branch = values.branch ? getBranch(values.branch) : undefined;
  const treatment = reasons.find((t) => t.id === values.reason);
  const whereNote = treatment && branch ? branchNote(treatment, branch.id) : null;

  if (state.phase === 'sent') {
    return (
      <div ref={resultRef} tabIndex={-1} className={styles.success} role="status">
        <p className={styles.resultTitle}>Thank you, your request has been sent.</p>
        <p>
          The {branch ? `${branch.name} ` : ''}team will call or send a WhatsApp message to the
          number you gave, usually within one working day, to offer you a time. Nothing is booked
          until you agree a time with them.
        </p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setValues(emptyContact);
            setErrors({});
            setState({phase: 'editing'});
          }}>
          Send another request
        </button>
      </div>
    );
  }

  const errorList = Object.entries(errors);
  const field = (name: string, label: ReactNode, control: ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={fieldId(name)}>{label}</label>
      {hint && (
        <p className={styles.hint} id={`${fieldId(name)}-hint`}>
          {hint}
        </p>
      )}
      {control}
      {errors[name] && (
        <p className={styles.error} id={errorId(name)}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  const describedBy = (name: string, hint = false) =>
    [hint ? `${fieldId(name)}-hint` : '', errors[name] ? errorId(name) : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = (name: string) => (errors[name] ? true : undefined);

  return (
    <form
      className={`site-form ${styles.form}`}
      onSubmit={submit}
      noValidate
      aria-label="Request an appointment">
      {errorList.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          className={styles.summary}
          role="alert"
          aria-labelledby={`${id}-summary`}>
          <p id={`${id}-summary`} className={styles.resultTitle}>
            Please check {errorList.length === 1 ? 'one thing' : `${errorList.length} things`}{' '}
            before sending:
          </p>
          <ul>
            {errorList.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>{message}</a>
              </li>
            ))}
          </ul>
        </div>
      )}

      <fieldset className={styles.who}>
        <legend>Who is the appointment for?</legend>
        <div className={styles.choices}>
          {appointmentForOptions.map((o) => (
            <label key={o.id} className={styles.choice}>
              <input
                type="radio"
                name="appointmentFor"
                value={o.id}
                checked={values.appointmentFor === o.id}
                onChange={update('appointmentFor')}
              />
              <span>
                {o.label}
                {'hint' in o && <span className={styles.choiceHint}> ({o.hint})</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {forSomeoneElse && (
        <div className={styles.patient}>
          {field(
            'patientName',
            'Patient’s name',
            <input
              id={fieldId('patientName')}
              name="patientName"
              autoComplete="off"
              value={values.patientName}
              onChange={update('patientName')}
              maxLength={80}
              aria-invalid={invalid('patientName')}
              aria-describedby={describedBy('patientName')}
              required
            />,
          )}
          {field(
            'patientAge',
            'Patient’s age in years',
            <input
              id={fieldId('patientAge')}
              className={styles.age}
              name="patientAge"
              inputMode="numeric"
              autoComplete="off"
              value={values.patientAge}
              onChange={update('patientAge')}
              maxLength={3}
              aria-invalid={invalid('patientAge')}
              aria-describedby={describedBy('patientAge', true)}
              required
            />,
            `Whole years, from ${ageRange.min} to ${ageRange.max}; ${ageRange.min} for a baby under one.`,
          )}
          {forChild && (
            <fieldset className={styles.guardian} aria-describedby={`${id}-guardian-hint`}>
              <legend>The patient’s parent or guardian</legend>
              <p className={styles.hint} id={`${id}-guardian-hint`}>
                For a patient under {privacy.adultAge}, a parent or guardian agrees to their care.
                This can be you.
              </p>
              {field(
                'guardianName',
                'Parent’s or guardian’s name',
                <input
                  id={fieldId('guardianName')}
                  name="guardianName"
                  autoComplete="off"
                  value={values.guardianName}
                  onChange={update('guardianName')}
                  maxLength={80}
                  aria-invalid={invalid('guardianName')}
                  aria-describedby={describedBy('guardianName')}
                  required
                />,
              )}
              {field(
                'guardianRelationship',
                'Their relationship to the patient',
                <select
                  id={fieldId('guardianRelationship')}
                  name="guardianRelationship"
                  value={values.guardianRelationship}
                  onChange={update('guardianRelationship')}
                  aria-invalid={invalid('guardianRelationship')}
                  aria-describedby={describedBy('guardianRelationship')}
                  required>
                  <option value="">Choose</option>
                  {guardianRelationships.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.label}
                    </option>
                  ))}
                </select>,
              )}
            </fieldset>
          )}
        </div>
      )}
      {field(
        'name',
        'Your name',
        <input
          id={fieldId('name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={update('name')}
          maxLength={80}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name', forSomeoneElse)}
          required
        />,
        forSomeoneElse
          ? 'You are our contact: we will call or message you about the appointment.'
          : undefined,
      )}
      {field(
        'mobile',
        'Mobile number',
        <input
          id={fieldId('mobile')}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.mobile}
          onChange={update('mobile')}
          maxLength={20}
          aria-invalid={invalid('mobile')}
          aria-describedby={describedBy('mobile', true)}
          required
        />,
        values.abroad
          ? 'With your country code, for example +971 50 123 4567.'
          : 'A 10-digit Indian mobile, for example 98765 43210.',
      )}
      <div className={styles.check}>
        <input
          id={fieldId('abroad')}
          type="checkbox"
          checked={values.abroad}
          onChange={update('abroad')}
        />
        <label htmlFor={fieldId('abroad')}>
          I live outside India (use an international number)
        </label>
      </div>
      {field(
        'email',
        'E-mail (optional)',
        <input
          id={fieldId('email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          maxLength={120}
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email')}
        />,
      )}
      {field(
        'branch',
        'Branch',
        <select
          id={fieldId('branch')}
          name="branch"
          value={values.branch}
          onChange={update('branch')}
          aria-invalid={invalid('branch')}
          aria-describedby={describedBy('branch')}
          required>
          <option value="">Choose a branch</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        'reason',
        'What is the visit about? (optional)',
        <select
          id={fieldId('reason')}
          name="reason"
          value={values.reason}
          onChange={update('reason')}
          aria-describedby={
            [describedBy('reason'), whereNote ? `${fieldId('reason')}-where` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }>
          <option value="">A check-up, or I am not sure</option>
          {reasonsAt(values.branch, values.reason).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>,
      )}
      <p className={styles.whereNote} id={`${fieldId('reason')}-where`} aria-live="polite">
        {whereNote}
      </p>
      <div className={styles.row}>
        {field(
          'date',
          'Preferred date (optional)',
          <input
            id={fieldId('date')}
            name="date"
            type="date"
            min={kolkataDate(new Date())}
            value={values.date}
            onChange={update('date')}
            aria-invalid={invalid('date')}
            aria-describedby={describedBy('date')}
          />,
        )}
        {field(
          'time',
          'Preferred time (optional)',
          <select id={fieldId('time')} name="time" value={values.time} onChange={update('time')}>
            <option value="">Any time</option>
            {timeWindows.map((w) => (
              <option key={w.id} value={w.id}>
                {w.label}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        'message',
        'Anything we should know? (optional)',
        <textarea
          id={fieldId('message')}
          name="message"
          rows={4}
          value={values.message}
          onChange={update('message')}
          maxLength={1000}
          aria-invalid={invalid('message')}
          aria-describedby={describedBy('message', true)}
        />,
        'Please do not include medical reports here; bring them to your visit.',
      )}

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId('website')}>Leave this empty</label>
        <input
          id={fieldId('website')}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={update('website')}
        />
      </div>

      <div className={styles.consent}>
        <div className={styles.check}>
          <input
            id={fieldId('consent')}
            type="checkbox"
            checked={values.consent}
            onChange={update('consent')}
            aria-invalid={invalid('consent')}
            aria-describedby={[`${id}-notice`, errors.consent ? errorId('consent') : '']
              .filter(Boolean)
              .join(' ')}
          />
          <label htmlFor={fieldId('consent')}>
            I agree that {clinic.name} may use these details to contact me by phone, SMS, WhatsApp
            or e-mail about this appointment request, and to remind me of the appointment if one is
            booked.
          </label>
        </div>
        <div id={`${id}-notice`} className={styles.notice}>
          <p>
            That is all the tick allows: no offers, no newsletters. We keep the request for{' '}
            {privacy.enquiryRetentionMonths} months after your last message, as the law requires,
            and then delete it. Records of any treatment are kept because the law requires them, not
            because of this tick.
          </p>
          <p>
            Please send this form only if you are {privacy.adultAge} or over; if you book for
            someone else, let them know. You can{' '}
            <Link to="/privacy-policy#withdraw-your-consent">withdraw your consent</Link> at any
            time with one message. How we handle your details: the{' '}
            <Link to="/privacy-policy">privacy policy</Link>.
          </p>
        </div>
        {errors.consent && (
          <p className={styles.error} id={errorId('consent')}>
            {errors.consent}
          </p>
        )}
      </div>

      <button
        type="submit"
        className="button button--primary button--lg"
        disabled={!isBrowser || state.phase === 'sending'}>
        {state.phase === 'sending' ? 'Sending…' : 'Send request'}
      </button>

      {state.phase === 'failed' && (
        <div ref={resultRef} tabIndex={-1} className={styles.failed} role="alert">
          <p className={styles.resultTitle}>
            {state.outcome.reason === 'timeout'
              ? 'We cannot be sure your request was sent.'
              : 'Your request was not sent.'}
          </p>
          <p>{state.outcome.message}</p>
          <p>
            Your details are still here. Send the same request another way
            {branch ? ` to the ${branch.name} branch` : ''}:
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
                    messageNote="with your request">
                    <a
                      className="button button--secondary button--lg"
                      href={`mailto:${clinic.email}?subject=${encodeURIComponent(`Appointment request, ${b.name}`)}&body=${encodeURIComponent(text)}`}>
                      E-mail<span className="sr-only"> your request</span>
                    </a>
                  </BranchContactLinks>
                </li>
              );
            })}
          </ul>
          {canRetry(state.outcome.reason) && (
            <button
              type="button"
              className={`button button--secondary ${styles.retry}`}
              onClick={() => void submit()}>
              Try sending again
            </button>
          )}
        </div>
      )}
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
        The booking form needs JavaScript. You can book just as well by phone or WhatsApp with the
        branch details below.
      </p>
      <div className={styles.scripted}>
        <BookingForm />
      </div>
    </>
  );
}
