import {privacy} from '../../data/privacy';
import {parseAge} from '../validation';
import {isForChild, type ContactValues} from './values';

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
