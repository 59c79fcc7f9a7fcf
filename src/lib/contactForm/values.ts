/**
 * What the contact form holds: its values, the empty form, the key of the
 * draft kept in session storage, and what can be read from them.
 */
import {privacy} from '../../data/privacy';
import {parseAge, type Values} from '../validation';
import type {AppointmentFor, GuardianIs} from './options';

export const contactDraftKey = 'draft:contact';

/** The form's fields, by name. */
interface ContactFields {
  appointmentFor: AppointmentFor;
  /** The patient, when the appointment is for someone else; the sender stays the contact. */
  patientName: string;
  /** Whole years, as typed. */
  patientAge: string;
  /** Whether the sender is the child patient's parent or guardian, or someone else is. */
  guardian: GuardianIs;
  /** The parent or guardian, when the patient is a child and that is not the sender. */
  guardianName: string;
  /** An id of `guardianRelationships`. */
  guardianRelationship: string;
  name: string;
  mobile: string;
  abroad: boolean;
  email: string;
  branch: string;
  reason: string;
  /** A doctor's id, or "" for no preference. */
  dentist: string;
  date: string;
  time: string;
  message: string;
  consent: boolean;
  /** Honeypot: hidden from people; anything in it marks the submission as spam. */
  website: string;
}

export interface ContactValues extends Values, ContactFields {}

/** The fields that hold text: every field but the tick boxes. */
export type ContactTextField = {
  [K in keyof ContactFields]: ContactFields[K] extends string ? K : never;
}[keyof ContactFields];

export const emptyContact: ContactValues = {
  appointmentFor: 'me',
  patientName: '',
  patientAge: '',
  guardian: 'me',
  guardianName: '',
  guardianRelationship: '',
  name: '',
  mobile: '',
  abroad: false,
  email: '',
  branch: '',
  reason: '',
  dentist: '',
  date: '',
  time: '',
  message: '',
  consent: false,
  website: '',
};

/** The appointment is for someone else whose age, as typed, makes them a child (under 18). */
export function isForChild(values: Pick<ContactValues, 'appointmentFor' | 'patientAge'>): boolean {
  const age = parseAge(values.patientAge);
  return values.appointmentFor === 'someone-else' && age !== null && age < privacy.adultAge;
}

/** The patient is a child and the sender is their parent or guardian (so their name is the sender's). */
export function isGuardianSender(
  values: Pick<ContactValues, 'appointmentFor' | 'patientAge' | 'guardian'>,
): boolean {
  return isForChild(values) && values.guardian === 'me';
}

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
