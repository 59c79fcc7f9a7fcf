import {clinic} from '@site/src/data/clinic';
import {privacy} from '@site/src/data/privacy';

/** One of the privacy promises in src/data/privacy.ts, as words in a sentence: "12 months", "30 days". */
export function PrivacyTerm({term}: {term: 'enquiryRetention' | 'requestReply'}) {
  return (
    <>
      {term === 'enquiryRetention'
        ? `${privacy.enquiryRetentionMonths} months`
        : `${privacy.requestReplyDays} days`}
    </>
  );
}

/** The clinic's legal name and the e-mail address for privacy requests, from the data. */
export default function PrivacyContact() {
  return (
    <p>
      <strong>{clinic.legalName}</strong>, privacy requests:{' '}
      <a href={`mailto:${clinic.email}?subject=${encodeURIComponent('Privacy request')}`}>
        {clinic.email}
      </a>{' '}
      (subject “Privacy request”), or in writing at any branch.
    </p>
  );
}
