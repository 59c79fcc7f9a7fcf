/**
 * The contact form's choices, each with the words the visitor reads: an id
 * that the form stores and sends, and a label that is translated when the
 * form reads it, not when this module loads (each label is a getter).
 */
import {translate} from '@docusaurus/Translate';

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

/** Who the parent or guardian of a patient under 18 is: the sender, or someone else. */
export const guardianOptions = [
  {
    id: 'me',
    get label() {
      return translate({
        id: 'contactFormText.guardian.me',
        message: 'Yes, I am',
        description:
          'Answer to “Are you the patient’s parent or guardian?” on the contact form, when the patient is a child',
      });
    },
  },
  {
    id: 'someone-else',
    get label() {
      return translate({
        id: 'contactFormText.guardian.someoneElse',
        message: 'No, someone else is',
        description:
          'Answer to “Are you the patient’s parent or guardian?” on the contact form: another person is',
      });
    },
  },
] as const;
export type GuardianIs = (typeof guardianOptions)[number]['id'];

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
