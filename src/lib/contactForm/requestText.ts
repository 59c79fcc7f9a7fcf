import {translate} from '@docusaurus/Translate';
import type {Branch} from '../../data/branches';
import {doctors} from '../../data/doctors';
import type {Treatment} from '../../data/treatments';
import {parseAge} from '../validation';
import {guardianRelationships, timeWindows} from './options';
import {isForChild, isGuardianSender, type ContactValues} from './values';

/**
 * The request as plain text, for WhatsApp and e-mail: the way a request goes
 * when the site has no endpoint, and the way out when sending to it fails. It is written in the visitor's language (the branch team reads it);
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
  const dentist = doctors.find((d) => d.id === values.dentist);
  return [
    greeting(forSomeoneElse, branch?.name),
    forSomeoneElse && patientLine(patientName, age),
    isGuardianSender(values) &&
      relationship &&
      translate(
        {
          id: 'contactFormText.text.senderIsGuardian',
          message: 'I am the patient’s {relationship}.',
          description:
            'Line of the booking request text sent by WhatsApp or e-mail to the clinic, when the sender is the child patient’s parent or guardian; {relationship} is how they are related (“mother”, “father” or “legal guardian”, lower case)',
        },
        {relationship: relationship.label.toLowerCase()},
      ),
    isForChild(values) &&
      !isGuardianSender(values) &&
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
    dentist &&
      translate(
        {
          id: 'contactFormText.text.dentist',
          message: 'Preferred dentist: {dentist}',
          description:
            'Line of the booking request text sent by WhatsApp or e-mail to the clinic; {dentist} is the name of the dentist the visitor would like to see',
        },
        {dentist: dentist.name},
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
