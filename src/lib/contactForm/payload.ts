import {privacy} from '../../data/privacy';
import {parseAge} from '../validation';
import {isForChild, isGuardianSender, type ContactValues} from './values';

/**
 * The JSON sent to the endpoint: what the visitor typed, trimmed, without the
 * honeypot. `name` and `mobile` are always the sender's, the person to call;
 * `patientName` and `patientAge` (whole years, a number) are filled only when
 * the appointment is for someone else, and are "" and null otherwise;
 * `guardian` ("me": the sender is the parent or guardian, or "someone-else"),
 * `guardianName` (the sender's name when it is them) and `guardianRelationship`
 * only when that patient is under 18, and "" otherwise. `dentist` is the id
 * of the preferred dentist in doctors.ts, or "" for no preference. `noticeDate` is the date of the privacy notice the
 * consent was given under, so the clinic can show what was agreed to.
 */
export function contactPayload(values: ContactValues, sentAt: Date) {
  const {
    website: _honeypot,
    patientName,
    patientAge,
    guardian,
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
    guardian: forChild ? guardian : '',
    guardianName: isGuardianSender(values)
      ? values.name.trim()
      : forChild
        ? guardianName.trim()
        : '',
    guardianRelationship: forChild ? guardianRelationship : '',
    noticeDate: privacy.noticeUpdated,
  };
}
