/**
 * The contact form's validation rules (src/lib/validation.ts), with the field
 * names and the error messages the visitor reads.
 */
import {translate} from '@docusaurus/Translate';
import {privacy} from '../../data/privacy';
import type {FieldRule} from '../validation';
import {doctors} from '../../data/doctors';
import {guardianOptions, guardianRelationships, type GuardianIs} from './options';
import {isForChild, type ContactValues} from './values';

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

/**
 * Rules for the parent or guardian, when the patient is a child: whether it is
 * the sender, their name only when it is not (the sender's name is theirs
 * otherwise), and how they are related to the patient.
 */
const guardianRules = (guardian: GuardianIs): Record<string, FieldRule> => ({
  guardian: {
    label: translate({
      id: 'contactFormText.guardian.label',
      message: 'Are you the patient’s parent or guardian?',
      description:
        'Name of the yes/no question about the parent or guardian in contact form error messages',
    }),
    required: true,
    oneOf: guardianOptions.map((o) => o.id),
  },
  ...(guardian === 'someone-else' && {
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
  }),
  guardianRelationship: {
    label: translate({
      id: 'contactFormText.guardianRelationship.label',
      message: 'Relationship to the patient',
      description:
        'Name of the guardian relationship select in contact form error messages (e.g. “Relationship to the patient: please choose one of the options.”)',
    }),
    required: true,
    oneOf: guardianRelationships.map((r) => r.id),
    requiredMessage:
      guardian === 'me'
        ? translate({
            id: 'contactFormText.guardianRelationship.requiredForSender',
            message: 'Please choose how you are related to the patient.',
            description:
              'Error under the relationship select when nothing is chosen and the sender is the child patient’s parent or guardian',
          })
        : translate({
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
  dentist: {
    label: translate({
      id: 'contactFormText.dentist.label',
      message: 'Preferred dentist',
      description: 'Name of the preferred dentist select in contact form error messages',
    }),
    oneOf: doctors.map((d) => d.id),
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
export function contactRules(
  values: Pick<ContactValues, 'appointmentFor' | 'patientAge' | 'guardian'>,
) {
  if (values.appointmentFor !== 'someone-else') return senderRules();
  return isForChild(values)
    ? {...patientRules(), ...guardianRules(values.guardian), ...senderRules()}
    : {...patientRules(), ...senderRules()};
}
