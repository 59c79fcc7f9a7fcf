import {clinic} from '@site/src/data/clinic';

/** The clinic's legal name and the e-mail address for privacy requests, from the data. */
export default function PrivacyContact() {
  return (
    <p>
      <strong>{clinic.legalName}</strong>, privacy requests:{' '}
      <a href={`mailto:${clinic.email}?subject=${encodeURIComponent('Privacy request')}`}>{clinic.email}</a> (subject
      “Privacy request”), or in writing at any branch.
    </p>
  );
}
