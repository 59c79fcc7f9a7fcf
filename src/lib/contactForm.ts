/**
 * The contact form's fields, rules and messages: pure functions, so the form
 * component only wires them to the page.
 */
import {translate} from '@docusaurus/Translate';
import type {Branch} from '../data/branches';
import {privacy} from '../data/privacy';
import type {Treatment} from '../data/treatments';
import {parseAge, type FieldRule, type Values} from './validation';

export const contactDraftKey = 'draft:contact';

/*
 * The option lists below keep their ids as constants; each label is a getter,
 * so it is translated when the form reads it, not when this module loads.
 */

export const timeWindows = [
  {
    id: 'morning',
    get label() {
      return translate({
        id: 'contactFormText.time.morning',
        message: 'Morning (before 12 noon)',
        description:
          'Option of the preferred time select on the contact form; also used, in lower case, in the request text',
      });
    },
  },
  {
    id: 'afternoon',
    get label() {
      return translate({
        id: 'contactFormText.time.afternoon',
        message: 'Afternoon (12 noon to 4 pm)',
        description:
          'Option of the preferred time select on the contact form; also used, in lower case, in the request text',
      });
    },
  },
  {
    id: 'evening',
    get label() {
      return translate({
        id: 'contactFormText.time.evening',
        message: 'Evening (after 4 pm)',
        description:
          'Option of the preferred time select on the contact form; also used, in lower case, in the request text',
      });
    },
  },
] as const;

/** Who the appointment is for: the person filling in the form, or someone they book for. */
export const appointmentForOptions = [
  {
    id: 'me',
    get label() {
      return translate({
        id: 'contactFormText.appointmentFor.me',
        message: 'Me',
        description:
          'Answer to “Who is the appointment for?” on the contact form: the person filling it in',
      });
    },
  },
  {
    id: 'someone-else',
    get label() {
      return translate({
        id: 'contactFormText.appointmentFor.someoneElse',
        message: 'Someone else',
        description:
          'Answer to “Who is the appointment for?” on the contact form: booking for another person',
      });
    },
    get hint() {
      return translate({
        id: 'contactFormText.appointmentFor.someoneElseHint',
        message: 'a child or another adult',
        description:
          'Hint in brackets after the “Someone else” answer on the contact form, in lower case',
      });
    },
  },
] as const;
export type AppointmentFor = (typeof appointmentForOptions)[number]['id'];

/** How the parent or guardian of a patient under 18 is related to the patient. */
export const guardianRelationships = [
  {
    id: 'mother',
    get label() {
      return translate({
        id: 'contactFormText.relationship.mother',
        message: 'Mother',
        description:
          'Option of the “Relationship to the patient” select for a child’s parent or guardian; also used, in lower case, in the request text',
      });
    },
  },
  {
    id: 'father',
    get label() {
      return translate({
        id: 'contactFormText.relationship.father',
        message: 'Father',
        description:
          'Option of the “Relationship to the patient” select for a child’s parent or guardian; also used, in lower case, in the request text',
      });
    },
  },
  {
    id: 'legal-guardian',
    get label() {
      return translate({
        id: 'contactFormText.relationship.legalGuardian',
        message: 'Legal guardian',
        description:
          'Option of the “Relationship to the patient” select for a child’s parent or guardian; also used, in lower case, in the request text',
      });
    },
  },
] as const;

/** The appointment is for someone else whose age, as typed, makes them a child (under 18). */
export function isForChild(values: Pick<ContactValues, 'appointmentFor' | 'patientAge'>): boolean {
  const age = parseAge(values.patientAge);
  return values.appointmentFor === 'someone-else' && age !== null && age < privacy.adultAge;
}

/** Rules for the patient, when the appointment is for someone else. */
const patientRules = (): Record<string, FieldRule> => ({
  patientName: {
    label: translate({
      id: 'contactFormText.patientName.label',
      message: 'Patient’s name',
      description:
        'Name of the patient name field in contact form error messages (e.g. “Patient’s name can be at most 80 characters”)',
    }),
    required: true,
    maxLength: 80,
    requiredMessage: translate({
      id: 'contactFormText.patientName.required',
      message: 'Please enter the name of the person the appointment is for.',
      description: 'Error under the empty patient name field, when booking for someone else',
    }),
  },
  patientAge: {
    label: translate({
      id: 'contactFormText.patientAge.label',
      message: 'Patient’s age',
      description: 'Name of the patient age field in contact form error messages',
    }),
    required: true,
    kind: 'age',
    requiredMessage: translate({
      id: 'contactFormText.patientAge.required',
      message: 'Please enter the age, in years, of the person the appointment is for.',
      description: 'Error under the empty patient age field, when booking for someone else',
    }),
  },
});

/** Rules for the parent or guardian, when the patient is a child. */
const guardianRules = (): Record<string, FieldRule> => ({
  guardianName: {
    label: translate({
      id: 'contactFormText.guardianName.label',
      message: 'Parent’s or guardian’s name',
      description: 'Name of the guardian name field in contact form error messages',
    }),
    required: true,
    maxLength: 80,
    requiredMessage: translate(
      {
        id: 'contactFormText.guardianName.required',
        message:
          'Please enter the name of the patient’s parent or guardian: a patient under {adultAge} needs one.',
        description:
          'Error under the empty parent or guardian name field, when the patient is a child; {adultAge} is the age of adulthood (18)',
      },
      {adultAge: privacy.adultAge},
    ),
  },
  guardianRelationship: {
    label: translate({
      id: 'contactFormText.guardianRelationship.label',
      message: 'Relationship to the patient',
      description:
        'Name of the guardian relationship select in contact form error messages (e.g. “Relationship to the patient: please choose one of the options.”)',
    }),
    required: true,
    oneOf: guardianRelationships.map((r) => r.id),
    requiredMessage: translate({
      id: 'contactFormText.guardianRelationship.required',
      message: 'Please choose how the parent or guardian is related to the patient.',
      description: 'Error under the guardian relationship select when nothing is chosen',
    }),
  },
});

/** Rules for the sender, the person the clinic calls back. */
const senderRules = (): Record<string, FieldRule> => ({
  name: {
    label: translate({
      id: 'contactFormText.name.label',
      message: 'Name',
      description:
        'Name of the name field in contact form error messages (“Please enter your name.”; lower-cased there)',
    }),
    required: true,
    maxLength: 80,
  },
  mobile: {
    label: translate({
      id: 'contactFormText.mobile.label',
      message: 'Mobile number',
      description:
        'Name of the mobile number field in contact form error messages (“Please enter your mobile number.”; lower-cased there)',
    }),
    required: true,
    kind: 'mobile',
    maxLength: 20,
  },
  email: {
    label: translate({
      id: 'contactFormText.email.label',
      message: 'E-mail',
      description: 'Name of the e-mail field in contact form error messages',
    }),
    kind: 'email',
    maxLength: 120,
  },
  branch: {
    label: translate({
      id: 'contactFormText.branch.label',
      message: 'Branch',
      description: 'Name of the branch select in contact form error messages',
    }),
    required: true,
    requiredMessage: translate({
      id: 'contactFormText.branch.required',
      message: 'Please choose a branch.',
      description: 'Error under the branch select of the contact form when no branch is chosen',
    }),
  },
  reason: {
    label: translate({
      id: 'contactFormText.reason.label',
      message: 'Reason for your visit',
      description: 'Name of the reason select in contact form error messages',
    }),
    maxLength: 80,
  },
  date: {
    label: translate({
      id: 'contactFormText.date.label',
      message: 'Preferred date',
      description: 'Name of the preferred date field in contact form error messages',
    }),
    kind: 'date',
  },
  time: {
    label: translate({
      id: 'contactFormText.time.label',
      message: 'Preferred time',
      description: 'Name of the preferred time select in contact form error messages',
    }),
    maxLength: 20,
  },
  message: {
    label: translate({
      id: 'contactFormText.message.label',
      message: 'Message',
      description:
        'Name of the message field in contact form error messages (e.g. “Message can be at most 1000 characters”)',
    }),
    maxLength: 1000,
  },
  consent: {
    label: translate({
      id: 'contactFormText.consent.label',
      message: 'The consent box',
      description: 'Name of the consent tick box in contact form error messages',
    }),
    required: true,
    requiredMessage: translate({
      id: 'contactFormText.consent.required',
      message:
        'Please tick the consent box to let us contact you about this request. Nothing is sent without it, and what you typed stays here.',
      description: 'Error under the unticked consent box of the contact form',
    }),
  },
});

/** The rules for what the form shows now, in the order of its fields. */
export function contactRules(values: Pick<ContactValues, 'appointmentFor' | 'patientAge'>) {
  if (values.appointmentFor !== 'someone-else') return senderRules();
  return isForChild(values)
    ? {...patientRules(), ...guardianRules(), ...senderRules()}
    : {...patientRules(), ...senderRules()};
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

/**
 * The request as plain text, for WhatsApp and e-mail when online sending is not
 * possible. It is written in the visitor's language (the branch team reads it);
 * each line is one message, with its field label in it.
 */
export function contactText(
  values: ContactValues,
  branch: Branch | undefined,
  treatment: Treatment | undefined,
): string {
  const window = timeWindows.find((w) => w.id === values.time);
  const age = parseAge(values.patientAge);
  const forSomeoneElse = values.appointmentFor === 'someone-else';
  const relationship = guardianRelationships.find((r) => r.id === values.guardianRelationship);
  const patientName = values.patientName.trim();
  const guardianName = values.guardianName.trim();
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  const time = window?.label.toLowerCase();
  return [
    greeting(forSomeoneElse, branch?.name),
    forSomeoneElse && patientLine(patientName, age),
    isForChild(values) &&
      guardianName &&
      (relationship
        ? translate(
            {
              id: 'contactFormText.text.guardianWithRelationship',
              message: 'Parent or guardian: {name} ({relationship})',
              description:
                'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {name} is the child patient’s parent or guardian, {relationship} how they are related (e.g. “mother”, lower case)',
            },
            {name: guardianName, relationship: relationship.label.toLowerCase()},
          )
        : translate(
            {
              id: 'contactFormText.text.guardian',
              message: 'Parent or guardian: {name}',
              description:
                'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {name} is the child patient’s parent or guardian',
            },
            {name: guardianName},
          )),
    forSomeoneElse
      ? translate(
          {
            id: 'contactFormText.text.senderName',
            message: 'My name: {name}',
            description:
              'Line of the booking request text sent by WhatsApp or e-mail to the clinic, when booking for someone else; {name} is the sender’s name',
          },
          {name},
        )
      : translate(
          {
            id: 'contactFormText.text.name',
            message: 'Name: {name}',
            description:
              'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {name} is the patient’s name',
          },
          {name},
        ),
    translate(
      {
        id: 'contactFormText.text.mobile',
        message: 'Mobile: {mobile}',
        description:
          'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {mobile} is the mobile number as typed',
      },
      {mobile: values.mobile.trim()},
    ),
    email &&
      translate(
        {
          id: 'contactFormText.text.email',
          message: 'E-mail: {email}',
          description:
            'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {email} is the e-mail address as typed',
        },
        {email},
      ),
    treatment &&
      translate(
        {
          id: 'contactFormText.text.about',
          message: 'About: {treatment}',
          description:
            'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {treatment} is the name of the chosen treatment or reason for the visit',
        },
        {treatment: treatment.name},
      ),
    values.date &&
      (time
        ? translate(
            {
              id: 'contactFormText.text.dateAndTime',
              message: 'Preferred date: {date}, {time}',
              description:
                'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {date} is the date as YYYY-MM-DD, {time} the preferred time of day in lower case (e.g. “morning (before 12 noon)”)',
            },
            {date: values.date, time},
          )
        : translate(
            {
              id: 'contactFormText.text.date',
              message: 'Preferred date: {date}',
              description:
                'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {date} is the date as YYYY-MM-DD',
            },
            {date: values.date},
          )),
    !values.date &&
      time &&
      translate(
        {
          id: 'contactFormText.text.time',
          message: 'Preferred time: {time}',
          description:
            'Line of the booking request text sent by WhatsApp or e-mail to the clinic, when no date is chosen; {time} is the preferred time of day in lower case (e.g. “morning (before 12 noon)”)',
        },
        {time},
      ),
    message &&
      translate(
        {
          id: 'contactFormText.text.message',
          message: 'Message: {message}',
          description:
            'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {message} is what the visitor wrote',
        },
        {message},
      ),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The first line of the request text: who it is for, and at which branch if chosen. */
function greeting(forSomeoneElse: boolean, branch: string | undefined): string {
  if (forSomeoneElse) {
    return branch
      ? translate(
          {
            id: 'contactFormText.text.greetingForSomeoneElseAtBranch',
            message: 'Hello, I would like an appointment for someone else at the {branch} branch.',
            description:
              'First line of the booking request text sent by WhatsApp or e-mail to the clinic, when booking for someone else; {branch} is the branch name',
          },
          {branch},
        )
      : translate({
          id: 'contactFormText.text.greetingForSomeoneElse',
          message: 'Hello, I would like an appointment for someone else.',
          description:
            'First line of the booking request text sent by WhatsApp or e-mail to the clinic, when booking for someone else and no branch is chosen',
        });
  }
  return branch
    ? translate(
        {
          id: 'contactFormText.text.greetingAtBranch',
          message: 'Hello, I would like an appointment at the {branch} branch.',
          description:
            'First line of the booking request text sent by WhatsApp or e-mail to the clinic; {branch} is the branch name',
        },
        {branch},
      )
    : translate({
        id: 'contactFormText.text.greeting',
        message: 'Hello, I would like an appointment.',
        description:
          'First line of the booking request text sent by WhatsApp or e-mail to the clinic, when no branch is chosen',
      });
}

/** The request text's line about the patient, when booking for someone else. */
function patientLine(name: string, age: number | null): string {
  if (age === null) {
    return translate(
      {
        id: 'contactFormText.text.patient',
        message: 'Patient: {name}',
        description:
          'Line of the booking request text sent by WhatsApp or e-mail to the clinic, when booking for someone else; {name} is the patient’s name',
      },
      {name},
    );
  }
  if (age === 0) {
    return translate(
      {
        id: 'contactFormText.text.patientBaby',
        message: 'Patient: {name}, under 1 year old',
        description:
          'Line of the booking request text sent by WhatsApp or e-mail to the clinic, for a patient under one year old; {name} is the patient’s name',
      },
      {name},
    );
  }
  return age === 1
    ? translate(
        {
          id: 'contactFormText.text.patientOneYear',
          message: 'Patient: {name}, {age} year old',
          description:
            'Line of the booking request text sent by WhatsApp or e-mail to the clinic, for a patient aged exactly one; {name} is the patient’s name, {age} is 1',
        },
        {name, age},
      )
    : translate(
        {
          id: 'contactFormText.text.patientYears',
          message: 'Patient: {name}, {age} years old',
          description:
            'Line of the booking request text sent by WhatsApp or e-mail to the clinic, for a patient aged two or more; {name} is the patient’s name, {age} the age in whole years',
        },
        {name, age},
      );
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
