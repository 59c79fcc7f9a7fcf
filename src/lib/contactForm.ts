/**
 * The contact form's fields, rules and messages: pure functions, so the form
 * component only wires them to the page.
 */
import type {Branch} from '../data/branches';
import {privacy} from '../data/privacy';
import type {Treatment} from '../data/treatments';
import {parseAge, type FieldRule, type Values} from './validation';

export const contactDraftKey = 'draft:contact';

export const timeWindows = [
  {id: 'morning', label: 'Morning (before 12 noon)'},
  {id: 'afternoon', label: 'Afternoon (12 noon to 4 pm)'},
  {id: 'evening', label: 'Evening (after 4 pm)'},
] as const;

/** Who the appointment is for: the person filling in the form, or someone they book for. */
export const appointmentForOptions = [
  {id: 'me', label: 'Me'},
  {id: 'someone-else', label: 'Someone else', hint: 'a child or another adult'},
] as const;
export type AppointmentFor = (typeof appointmentForOptions)[number]['id'];

/** How the parent or guardian of a patient under 18 is related to the patient. */
export const guardianRelationships = [
  {id: 'mother', label: 'Mother'},
  {id: 'father', label: 'Father'},
  {id: 'legal-guardian', label: 'Legal guardian'},
] as const;

/** The appointment is for someone else whose age, as typed, makes them a child (under 18). */
export function isForChild(values: Pick<ContactValues, 'appointmentFor' | 'patientAge'>): boolean {
  const age = parseAge(values.patientAge);
  return values.appointmentFor === 'someone-else' && age !== null && age < privacy.adultAge;
}

const patientRules: Record<string, FieldRule> = {
  patientName: {
    label: 'Patient’s name',
    required: true,
    maxLength: 80,
    requiredMessage: 'Please enter the name of the person the appointment is for.',
  },
  patientAge: {
    label: 'Patient’s age',
    required: true,
    kind: 'age',
    requiredMessage: 'Please enter the age, in years, of the person the appointment is for.',
  },
};

const guardianRules: Record<string, FieldRule> = {
  guardianName: {
    label: 'Parent’s or guardian’s name',
    required: true,
    maxLength: 80,
    requiredMessage: `Please enter the name of the patient’s parent or guardian: a patient under ${privacy.adultAge} needs one.`,
  },
  guardianRelationship: {
    label: 'Relationship to the patient',
    required: true,
    oneOf: guardianRelationships.map((r) => r.id),
    requiredMessage: 'Please choose how the parent or guardian is related to the patient.',
  },
};

const senderRules: Record<string, FieldRule> = {
  name: {label: 'Name', required: true, maxLength: 80},
  mobile: {label: 'Mobile number', required: true, kind: 'mobile', maxLength: 20},
  email: {label: 'E-mail', kind: 'email', maxLength: 120},
  branch: {label: 'Branch', required: true, requiredMessage: 'Please choose a branch.'},
  reason: {label: 'Reason for your visit', maxLength: 80},
  date: {label: 'Preferred date', kind: 'date'},
  time: {label: 'Preferred time', maxLength: 20},
  message: {label: 'Message', maxLength: 1000},
  consent: {
    label: 'The consent box',
    required: true,
    requiredMessage:
      'Please tick the consent box to let us contact you about this request. Nothing is sent without it, and what you typed stays here.',
  },
};

/** The rules for what the form shows now, in the order of its fields. */
export function contactRules(values: Pick<ContactValues, 'appointmentFor' | 'patientAge'>) {
  if (values.appointmentFor !== 'someone-else') return senderRules;
  return isForChild(values)
    ? {...patientRules, ...guardianRules, ...senderRules}
    : {...patientRules, ...senderRules};
}

export interface ContactValues extends Values {
  appointmentFor: AppointmentFor;
  /** The patient, when the appointment is for someone else; the sender stays the contact. */
  patientName: string;
  /** Whole years, as typed. */
  patientAge: string;
  /** The parent or guardian, when the patient is a child; they agree to the child's care. */
  guardianName: string;
  /** An id of `guardianRelationships`. */
  guardianRelationship: string;
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
  appointmentFor: 'me',
  patientName: '',
  patientAge: '',
  guardianName: '',
  guardianRelationship: '',
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
  const age = parseAge(values.patientAge);
  const forSomeoneElse = values.appointmentFor === 'someone-else';
  const relationship = guardianRelationships.find((r) => r.id === values.guardianRelationship);
  return [
    `Hello, I would like an appointment${forSomeoneElse ? ' for someone else' : ''}${branch ? ` at the ${branch.name} branch` : ''}.`,
    forSomeoneElse &&
      `Patient: ${values.patientName.trim()}${age === null ? '' : age === 0 ? ', under 1 year old' : `, ${age} ${age === 1 ? 'year' : 'years'} old`}`,
    isForChild(values) &&
      values.guardianName.trim() &&
      `Parent or guardian: ${values.guardianName.trim()}${relationship ? ` (${relationship.label.toLowerCase()})` : ''}`,
    `${forSomeoneElse ? 'My name' : 'Name'}: ${values.name.trim()}`,
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

/**
 * The JSON sent to the endpoint: what the visitor typed, trimmed, without the
 * honeypot. `name` and `mobile` are always the sender's, the person to call;
 * `patientName` and `patientAge` (whole years, a number) are filled only when
 * the appointment is for someone else, and are "" and null otherwise;
 * `guardianName` and `guardianRelationship` only when that patient is under
 * 18, and "" otherwise. `noticeDate` is the date of the privacy notice the
 * consent was given under, so the clinic can show what was agreed to.
 */
export function contactPayload(values: ContactValues, sentAt: Date) {
  const {
    website: _honeypot,
    patientName,
    patientAge,
    guardianName,
    guardianRelationship,
    ...rest
  } = values;
  const forSomeoneElse = values.appointmentFor === 'someone-else';
  const forChild = isForChild(values);
  return {
    form: 'contact',
    sentAt: sentAt.toISOString(),
    ...Object.fromEntries(
      Object.entries(rest).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
    ),
    patientName: forSomeoneElse ? patientName.trim() : '',
    patientAge: forSomeoneElse ? parseAge(patientAge) : null,
    guardianName: forChild ? guardianName.trim() : '',
    guardianRelationship: forChild ? guardianRelationship : '',
    noticeDate: privacy.noticeUpdated,
  };
}
