/**
 * The contact form's fields, rules and messages: pure functions, so the form
 * component only wires them to the page.
 */
import type {Branch} from '../data/branches';
import type {Treatment} from '../data/treatments';
import type {FieldRule, Values} from './validation';

export const contactDraftKey = 'draft:contact';

export const timeWindows = [
  {id: 'morning', label: 'Morning (before 12 noon)'},
  {id: 'afternoon', label: 'Afternoon (12 noon to 4 pm)'},
  {id: 'evening', label: 'Evening (after 4 pm)'},
] as const;

export const contactRules: Record<string, FieldRule> = {
  name: {label: 'Name', required: true, maxLength: 80},
  mobile: {label: 'Mobile number', required: true, kind: 'mobile', maxLength: 20},
  email: {label: 'E-mail', kind: 'email', maxLength: 120},
  branch: {label: 'Branch', required: true},
  reason: {label: 'Reason for your visit', maxLength: 80},
  date: {label: 'Preferred date', kind: 'date'},
  time: {label: 'Preferred time', maxLength: 20},
  message: {label: 'Message', maxLength: 1000},
  consent: {label: 'The consent box', required: true},
};

export interface ContactValues extends Values {
  name: string;
  mobile: string;
  abroad: boolean;
  email: string;
  branch: string;
  reason: string;
  date: string;
  time: string;
  message: string;
  consent: boolean;
  /** Honeypot: hidden from people; anything in it marks the submission as spam. */
  website: string;
}

export const emptyContact: ContactValues = {
  name: '',
  mobile: '',
  abroad: false,
  email: '',
  branch: '',
  reason: '',
  date: '',
  time: '',
  message: '',
  consent: false,
  website: '',
};

/** Branch and treatment ids from "?branch=…&treatment=…", kept only when they exist in the data. */
export function preselection(
  search: string,
  branchIds: string[],
  treatmentIds: string[],
): Partial<ContactValues> {
  const params = new URLSearchParams(search);
  const branch = params.get('branch') ?? '';
  const reason = params.get('treatment') ?? '';
  return {
    ...(branchIds.includes(branch) ? {branch} : {}),
    ...(treatmentIds.includes(reason) ? {reason} : {}),
  };
}

export function isSpam(values: ContactValues): boolean {
  return values.website.trim() !== '';
}

/** The request as plain text, for WhatsApp and e-mail when online sending is not possible. */
export function contactText(
  values: ContactValues,
  branch: Branch | undefined,
  treatment: Treatment | undefined,
): string {
  const window = timeWindows.find((w) => w.id === values.time);
  return [
    `Hello, I would like an appointment${branch ? ` at the ${branch.name} branch` : ''}.`,
    `Name: ${values.name.trim()}`,
    `Mobile: ${values.mobile.trim()}`,
    values.email.trim() && `E-mail: ${values.email.trim()}`,
    treatment && `About: ${treatment.name}`,
    values.date &&
      `Preferred date: ${values.date}${window ? `, ${window.label.toLowerCase()}` : ''}`,
    !values.date && window && `Preferred time: ${window.label.toLowerCase()}`,
    values.message.trim() && `Message: ${values.message.trim()}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The JSON sent to the endpoint: what the visitor typed, trimmed, without the honeypot. */
export function contactPayload(values: ContactValues, sentAt: Date) {
  const {website: _honeypot, ...rest} = values;
  return {
    form: 'contact',
    sentAt: sentAt.toISOString(),
    ...Object.fromEntries(
      Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ),
  };
}
