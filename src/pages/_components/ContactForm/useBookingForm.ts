import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {branches, getBranch, type Branch} from '@site/src/data/branches';
import {getDoctor} from '@site/src/data/doctors';
import {treatments, type Treatment} from '@site/src/data/treatments';
import {chooseBranch, readBranchChoice} from '@site/src/lib/branchChoice';
import {fittingDentist} from '@site/src/lib/contactForm/dentists';
import {appointmentForOptions, guardianOptions} from '@site/src/lib/contactForm/options';
import {contactPayload} from '@site/src/lib/contactForm/payload';
import {contactRules} from '@site/src/lib/contactForm/rules';
import {
  contactDraftKey,
  emptyContact,
  isSpam,
  preselection,
  type ContactValues,
} from '@site/src/lib/contactForm/values';
import {kolkataDate} from '@site/src/lib/dates';
import {sendJson, type SendOutcome} from '@site/src/lib/send';
import {clearDraft, readDraft, writeDraft} from '@site/src/lib/storage';
import {remainingErrors, validate, type Errors} from '@site/src/lib/validation';
import {shareAt} from '@site/src/lib/where';

export type BookingState =
  | {phase: 'editing'}
  | {phase: 'sending'}
  | {phase: 'sent'}
  | {phase: 'failed'; outcome: Extract<SendOutcome, {status: 'failed'}>}
  /** WhatsApp was opened with the request; the draft stays until the visitor says it went. */
  | {phase: 'handedOff'; notOpened: boolean};

type FieldEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/** The booking form's state and what its fields need to show it and change it. */
export interface BookingForm {
  /** The form's unique prefix for element ids. */
  id: string;
  values: ContactValues;
  errors: Errors;
  state: BookingState;
  /**
   * How the request goes: to the endpoint set at build time, or, without one,
   * by WhatsApp to the chosen branch (the main action is a wa.me link).
   */
  channel: 'endpoint' | 'whatsapp';
  /** The name of a preferred dentist just dropped because they do not fit the new branch or reason. */
  droppedDentist: string | null;
  /** The chosen branch and reason, when there are. */
  branch: Branch | undefined;
  treatment: Treatment | undefined;
  /** The error summary, focused when a send is refused. */
  summaryRef: RefObject<HTMLDivElement>;
  /** The sent or failed panel, focused when it appears. */
  resultRef: RefObject<HTMLDivElement>;
  /** The change handler of a field, which also keeps the draft. */
  update: (name: keyof ContactValues) => (event: FieldEvent) => void;
  submit: (event?: FormEvent) => Promise<void>;
  /** The WhatsApp link's click: checks the form first and keeps WhatsApp closed until it is right. */
  handOff: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The visitor says the request went (by WhatsApp or e-mail): the draft can go. */
  confirmSent: () => void;
  /** The visitor says WhatsApp did not open: the other ways are offered. */
  reportNotOpened: () => void;
  /** An empty form again, after a request was sent. */
  startOver: () => void;
  fieldId: (name: string) => string;
  errorId: (name: string) => string;
  /** The ids that describe a field: its hint when it shows one, its error when it has one. */
  describedBy: (name: string, hint?: boolean) => string | undefined;
  /** `aria-invalid` of a field: true while it has an error. */
  invalid: (name: string) => true | undefined;
}

/** The treatments a visit can be about (pages about more than one treatment are not). */
const reasons = treatments.filter((t) => t.schemaType !== 'WebPage');

/**
 * The reasons to offer once a branch is chosen: what that branch does, plus
 * the reason already chosen (it is kept, with a note on where to go).
 */
export const reasonsAt = (branchId: string, chosen: string) =>
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
  if (!guardianOptions.some((o) => o.id === values.guardian)) {
    values.guardian = emptyContact.guardian;
  }
  values.dentist = fittingDentist(values.dentist, values.reason, values.branch);
  return values;
}

/**
 * The booking request form's state. Drafts live in session storage until a
 * send is confirmed; a field's error goes as soon as it is right; any failure
 * keeps the draft.
 */
export function useBookingForm(): BookingForm {
  const {siteConfig} = useDocusaurusContext();
  const endpoint =
    (siteConfig.customFields?.contactEndpoint as string | null | undefined) ?? undefined;
  const location = useLocation();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<BookingState>({phase: 'editing'});
  const [droppedDentist, setDroppedDentist] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;

  // Restore a draft, then apply the branch and treatment from the link that opened the form;
  // without a branch in either, the branch the visitor chose before (src/lib/branchChoice.ts).
  useEffect(() => {
    const draft = restore(readDraft<Partial<ContactValues>>(contactDraftKey));
    const branchIds = branches.map((b) => b.id);
    const fromLink = preselection(
      location.search,
      branchIds,
      reasons.map((t) => t.id),
    );
    const remembered = readBranchChoice(branchIds);
    const chosen = {...fromLink, branch: fromLink.branch ?? remembered ?? undefined};
    // The first render must match the server's HTML, so the stored draft can only be applied after it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues({
      ...draft,
      ...(draft.branch ? {} : chosen.branch ? {branch: chosen.branch} : {}),
      ...(draft.reason ? {} : chosen.reason ? {reason: chosen.reason} : {}),
    });
  }, [location.search]);

  useEffect(() => {
    if (state.phase !== 'editing' && state.phase !== 'sending') resultRef.current?.focus();
  }, [state.phase]);

  const update = (name: keyof ContactValues) => (event: FieldEvent) => {
    const target = event.target as HTMLInputElement;
    const next = {...values, [name]: target.type === 'checkbox' ? target.checked : target.value};
    // The dentists on offer follow the branch and reason; one who no longer fits is dropped, with a note.
    if (name === 'branch' || name === 'reason') {
      next.dentist = fittingDentist(next.dentist, next.reason, next.branch);
      setDroppedDentist(values.dentist && !next.dentist ? getDoctor(values.dentist).name : null);
    } else if (name === 'dentist') {
      setDroppedDentist(null);
    }
    setValues(next);
    writeDraft(contactDraftKey, {...next, website: ''});
    // Choosing a branch here makes it lead the site's Call, WhatsApp and Book buttons too.
    if (name === 'branch' && next.branch) chooseBranch(next.branch);
    // A flagged field loses its error as soon as it is right.
    if (Object.keys(errors).length > 0) setErrors(remainingErrors(errors, validateContact(next)));
  };

  /** Runs the checks both ways of sending share: false (with the errors shown) when something is wrong. */
  function readyToSend(): boolean {
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    setState({phase: 'editing'});
    requestAnimationFrame(() => summaryRef.current?.focus());
    return false;
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    // Without an endpoint the main action is the WhatsApp link; Enter in a field does not send.
    if (!endpoint || !readyToSend()) return;
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

  const handOff = (event: MouseEvent<HTMLAnchorElement>) => {
    const ready = readyToSend();
    if (ready && !isSpam(values)) {
      setState({phase: 'handedOff', notOpened: false});
      return;
    }
    event.preventDefault();
    if (ready) setState({phase: 'sent'});
  };

  const confirmSent = () => {
    clearDraft(contactDraftKey);
    setState({phase: 'sent'});
  };

  const startOver = () => {
    setValues(emptyContact);
    setErrors({});
    setDroppedDentist(null);
    setState({phase: 'editing'});
  };

  return {
    id,
    values,
    errors,
    state,
    channel: endpoint ? 'endpoint' : 'whatsapp',
    droppedDentist,
    branch: values.branch ? getBranch(values.branch) : undefined,
    treatment: reasons.find((t) => t.id === values.reason),
    summaryRef,
    resultRef,
    update,
    submit,
    handOff,
    confirmSent,
    reportNotOpened: () => setState({phase: 'handedOff', notOpened: true}),
    startOver,
    fieldId,
    errorId,
    describedBy: (name, hint = false) =>
      [hint ? `${fieldId(name)}-hint` : '', errors[name] ? errorId(name) : '']
        .filter(Boolean)
        .join(' ') || undefined,
    invalid: (name) => (errors[name] ? true : undefined),
  };
}
