import {clinic} from '@site/src/data/clinic';
import {privacy, type PrivacyRequest} from '@site/src/data/privacy';
import {formatLongDate} from '@site/src/lib/dates';

/** The privacy figures of src/data/privacy.ts as words in a sentence: "12 months", "30 days", "18". */
const terms = {
  enquiryRetention: `${privacy.enquiryRetentionMonths} months`,
  processingLogs: `${privacy.processingLogMonths} months`,
  clinicalRecords: `${privacy.clinicalRecordYears} years`,
  requestReply: `${privacy.requestReplyDays} days`,
  grievanceLimit: `${privacy.grievanceLimitDays} days`,
  adultAge: String(privacy.adultAge),
  noticeUpdated: formatLongDate(privacy.noticeUpdated),
} as const;

export type PrivacyTermName = keyof typeof terms;

/** One of the privacy promises, written once in src/data/privacy.ts, inside a sentence. */
export function PrivacyTerm({term}: {term: PrivacyTermName}) {
  return <>{terms[term]}</>;
}

/** An e-mail to the clinic with the request's subject and message filled in, for the visitor to complete and send. */
export function privacyMailto({subject, message}: Pick<PrivacyRequest, 'subject' | 'message'>) {
  const body = message ? `&body=${encodeURIComponent(message)}` : '';
  return `mailto:${clinic.email}?subject=${encodeURIComponent(subject)}${body}`;
}

/** A link to the Data Protection Board of India's website, where complaints are made online. */
export function DataProtectionBoardLink() {
  const {name, url} = privacy.board;
  return (
    <a href={url}>
      {name}’s website, {new URL(url).host.replace(/^www\./, '')}
    </a>
  );
}

/** Who answers privacy questions and complaints, and how to reach them, from the data. */
export default function PrivacyContact() {
  return (
    <p>
      <strong>{clinic.legalName}</strong>. {privacy.contactRole}:{' '}
      <a href={privacyMailto({subject: 'Privacy request', message: ''})}>{clinic.email}</a> (subject
      “Privacy request”), or in person or in writing at any branch.
    </p>
  );
}
