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
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {branches, getBranch} from '@site/src/data/branches';
import {clinic} from '@site/src/data/clinic';
import {privacy} from '@site/src/data/privacy';
import {treatments} from '@site/src/data/treatments';
import {
  appointmentForOptions,
  guardianRelationships,
  timeWindows,
} from '@site/src/lib/contactForm/options';
import {contactPayload} from '@site/src/lib/contactForm/payload';
import {contactText} from '@site/src/lib/contactForm/requestText';
import {contactRules} from '@site/src/lib/contactForm/rules';
import {
  contactDraftKey,
  emptyContact,
  isForChild,
  isSpam,
  preselection,
  type ContactValues,
} from '@site/src/lib/contactForm/values';
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
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setValues(emptyContact);
            setErrors({});
            setState({phase: 'editing'});
          }}>
          <Translate
            id="contactForm.sent.sendAnother"
            description="Button after a sent request that clears the form for a new one">
            Send another request
          </Translate>
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
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={translate({
        id: 'contactForm.form.ariaLabel',
        message: 'Request an appointment',
        description: 'Accessible name of the booking request form',
      })}>
      {errorList.length > 0 && (
        <div
          ref={summaryRef}
          tabIndex={-1}
          className={styles.summary}
          role="alert"
          aria-labelledby={`${id}-summary`}>
          <p id={`${id}-summary`} className={styles.resultTitle}>
            {errorList.length === 1
              ? translate({
                  id: 'contactForm.errorSummary.titleOne',
                  message: 'Please check one thing before sending:',
                  description: 'Heading of the error list when one field needs fixing',
                })
              : translate(
                  {
                    id: 'contactForm.errorSummary.titleMany',
                    message: 'Please check {count} things before sending:',
                    description:
                      'Heading of the error list when several fields need fixing; {count} is their number (2 or more)',
                  },
                  {count: errorList.length},
                )}
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
        <legend>
          <Translate
            id="contactForm.appointmentFor.legend"
            description="Question above the choice of who the appointment is for (me / someone else)">
            Who is the appointment for?
          </Translate>
        </legend>
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
            translate({
              id: 'contactForm.patientName.label',
              message: 'Patient’s name',
              description: 'Label of the patient name field, when booking for someone else',
            }),
            <input
              id={fieldId('patientName')}
              type="text"
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
            translate({
              id: 'contactForm.patientAge.label',
              message: 'Patient’s age in years',
              description: 'Label of the patient age field, when booking for someone else',
            }),
            <input
              id={fieldId('patientAge')}
              type="text"
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
            translate(
              {
                id: 'contactForm.patientAge.hint',
                message: 'Whole years, from {min} to {max}; {min} for a baby under one.',
                description:
                  'Hint under the patient age field; {min} and {max} are the youngest and oldest allowed ages',
              },
              {min: ageRange.min, max: ageRange.max},
            ),
          )}
          {forChild && (
            <fieldset className={styles.guardian} aria-describedby={`${id}-guardian-hint`}>
              <legend>
                <Translate
                  id="contactForm.guardian.legend"
                  description="Heading of the parent or guardian fields, shown when the patient is a child">
                  The patient’s parent or guardian
                </Translate>
              </legend>
              <p className={styles.hint} id={`${id}-guardian-hint`}>
                <Translate
                  id="contactForm.guardian.hint"
                  description="Hint in the parent or guardian fields; {age} is the age of adulthood (18)"
                  values={{age: privacy.adultAge}}>
                  {
                    'For a patient under {age}, a parent or guardian agrees to their care. This can be you.'
                  }
                </Translate>
              </p>
              {field(
                'guardianName',
                translate({
                  id: 'contactForm.guardianName.label',
                  message: 'Parent’s or guardian’s name',
                  description: 'Label of the parent or guardian name field',
                }),
                <input
                  id={fieldId('guardianName')}
                  type="text"
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
                translate({
                  id: 'contactForm.guardianRelationship.label',
                  message: 'Their relationship to the patient',
                  description:
                    'Label of the select for how the parent or guardian is related to the patient',
                }),
                <select
                  id={fieldId('guardianRelationship')}
                  name="guardianRelationship"
                  value={values.guardianRelationship}
                  onChange={update('guardianRelationship')}
                  aria-invalid={invalid('guardianRelationship')}
                  aria-describedby={describedBy('guardianRelationship')}
                  required>
                  <option value="">
                    {translate({
                      id: 'contactForm.guardianRelationship.placeholder',
                      message: 'Choose',
                      description: 'First, empty option of the guardian relationship select',
                    })}
                  </option>
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
        translate({
          id: 'contactForm.name.label',
          message: 'Your name',
          description: 'Label of the name field of the person sending the request',
        }),
        <input
          id={fieldId('name')}
          type="text"
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
          ? translate({
              id: 'contactForm.name.hintForSomeoneElse',
              message: 'You are our contact: we will call or message you about the appointment.',
              description: 'Hint under the name field when booking for someone else',
            })
          : undefined,
      )}
      {field(
        'mobile',
        translate({
          id: 'contactForm.mobile.label',
          message: 'Mobile number',
          description: 'Label of the mobile number field',
        }),
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
          ? translate({
              id: 'contactForm.mobile.hintAbroad',
              message: 'With your country code, for example +971 50 123 4567.',
              description: 'Hint under the mobile field when the person lives outside India',
            })
          : translate({
              id: 'contactForm.mobile.hintIndia',
              message: 'A 10-digit Indian mobile, for example 98765 43210.',
              description: 'Hint under the mobile field for an Indian number',
            }),
      )}
      <div className={styles.check}>
        <input
          id={fieldId('abroad')}
          type="checkbox"
          checked={values.abroad}
          onChange={update('abroad')}
        />
        <label htmlFor={fieldId('abroad')}>
          <Translate
            id="contactForm.abroad.label"
            description="Checkbox label: the person lives abroad and gives a foreign number">
            I live outside India (use an international number)
          </Translate>
        </label>
      </div>
      {field(
        'email',
        translate({
          id: 'contactForm.email.label',
          message: 'E-mail (optional)',
          description: 'Label of the optional e-mail field',
        }),
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
        translate({
          id: 'contactForm.branch.label',
          message: 'Branch',
          description: 'Label of the branch select',
        }),
        <select
          id={fieldId('branch')}
          name="branch"
          value={values.branch}
          onChange={update('branch')}
          aria-invalid={invalid('branch')}
          aria-describedby={describedBy('branch')}
          required>
          <option value="">
            {translate({
              id: 'contactForm.branch.placeholder',
              message: 'Choose a branch',
              description: 'First, empty option of the branch select',
            })}
          </option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>,
      )}
      {field(
        'reason',
        translate({
          id: 'contactForm.reason.label',
          message: 'What is the visit about? (optional)',
          description: 'Label of the optional select of the treatment the visit is about',
        }),
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
          <option value="">
            {translate({
              id: 'contactForm.reason.placeholder',
              message: 'A check-up, or I am not sure',
              description: 'First, empty option of the visit reason select',
            })}
          </option>
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
          translate({
            id: 'contactForm.date.label',
            message: 'Preferred date (optional)',
            description: 'Label of the optional preferred date field',
          }),
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
          translate({
            id: 'contactForm.time.label',
            message: 'Preferred time (optional)',
            description: 'Label of the optional preferred time select',
          }),
          <select id={fieldId('time')} name="time" value={values.time} onChange={update('time')}>
            <option value="">
              {translate({
                id: 'contactForm.time.placeholder',
                message: 'Any time',
                description: 'First, empty option of the preferred time select',
              })}
            </option>
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
        translate({
          id: 'contactForm.message.label',
          message: 'Anything we should know? (optional)',
          description: 'Label of the optional free-text message field',
        }),
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
        translate({
          id: 'contactForm.message.hint',
          message: 'Please do not include medical reports here; bring them to your visit.',
          description: 'Hint under the free-text message field',
        }),
      )}

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId('website')}>
          <Translate
            id="contactForm.honeypot.label"
            description="Label of a hidden anti-spam field that people should leave empty">
            Leave this empty
          </Translate>
        </label>
        <input
          id={fieldId('website')}
          type="text"
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
            <Translate
              id="contactForm.consent.label"
              description="Consent checkbox label; {clinic} is the clinic name"
              values={{clinic: clinic.name}}>
              {
                'I agree that {clinic} may use these details to contact me by phone, SMS, WhatsApp or e-mail about this appointment request, and to remind me of the appointment if one is booked.'
              }
            </Translate>
          </label>
        </div>
        <div id={`${id}-notice`} className={styles.notice}>
          <p>
            <Translate
              id="contactForm.consent.retention"
              description="Note under the consent checkbox; {months} is how many months the request is kept"
              values={{months: privacy.enquiryRetentionMonths}}>
              {
                'That is all the tick allows: no offers, no newsletters. We keep the request for {months} months after your last message, as the law requires, and then delete it. Records of any treatment are kept because your care needs them, for the period our records policy sets, not because of this tick.'
              }
            </Translate>
          </p>
          <p>
            <Translate
              id="contactForm.consent.ageAndRights"
              description="Note under the consent checkbox; {age} is the age of adulthood (18), {withdrawLink} and {privacyLink} are links"
              values={{
                age: privacy.adultAge,
                withdrawLink: (
                  <Link to="/privacy-policy#withdraw-your-consent">
                    <Translate
                      id="contactForm.consent.withdrawLink"
                      description="Link text to how to withdraw consent, inside the note under the consent checkbox">
                      withdraw your consent
                    </Translate>
                  </Link>
                ),
                privacyLink: (
                  <Link to="/privacy-policy">
                    <Translate
                      id="contactForm.consent.privacyLink"
                      description="Link text to the privacy policy, inside the note under the consent checkbox">
                      privacy policy
                    </Translate>
                  </Link>
                ),
              }}>
              {
                'Please send this form only if you are {age} or over; if you book for someone else, let them know. You can {withdrawLink} at any time with one message. How we handle your details: the {privacyLink}.'
              }
            </Translate>
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
        <div ref={resultRef} tabIndex={-1} className={styles.failed} role="alert">
          <p className={styles.resultTitle}>
            {state.outcome.reason === 'timeout'
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
          <p>{state.outcome.message}</p>
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
                    <a
                      className="button button--secondary button--lg"
                      href={`mailto:${clinic.email}?subject=${encodeURIComponent(`Appointment request, ${b.name}`)}&body=${encodeURIComponent(text)}`}>
                      <Translate
                        id="contactForm.failed.emailLink"
                        description="Button that opens an e-mail with the request; {hidden} is screen-reader-only text (your request)"
                        values={{
                          hidden: (
                            <span className="sr-only">
                              {' '}
                              <Translate
                                id="contactForm.failed.emailLinkHidden"
                                description="Screen-reader-only end of the e-mail button after a failed send">
                                your request
                              </Translate>
                            </span>
                          ),
                        }}>
                        {'E-mail{hidden}'}
                      </Translate>
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
              <Translate
                id="contactForm.failed.retry"
                description="Button to try sending the request again after a failure">
                Try sending again
              </Translate>
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
