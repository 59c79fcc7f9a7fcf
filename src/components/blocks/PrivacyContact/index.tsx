import Translate, {translate} from '@docusaurus/Translate';
import {clinic} from '@site/src/data/clinic';
import {privacy, type PrivacyRequest} from '@site/src/data/privacy';
import {formatLongDate} from '@site/src/lib/dates';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';

/** The privacy figures of src/data/privacy.ts as words in a sentence: "12 months", "30 days", "18". */
function terms(locale: string) {
  const months = (count: number) =>
    translate(
      {
        id: 'privacyContact.months',
        message: '{count} months',
        description:
          'A period inside a privacy-notice sentence, e.g. "12 months"; {count} is a number',
      },
      {count},
    );
  const years = (count: number) =>
    translate(
      {
        id: 'privacyContact.years',
        message: '{count} years',
        description:
          'A period inside a privacy-notice sentence, e.g. "7 years"; {count} is a number',
      },
      {count},
    );
  const days = (count: number) =>
    translate(
      {
        id: 'privacyContact.days',
        message: '{count} days',
        description:
          'A period inside a privacy-notice sentence, e.g. "30 days"; {count} is a number',
      },
      {count},
    );
  return {
    enquiryRetention: months(privacy.enquiryRetentionMonths),
    processingLogs: months(privacy.processingLogMonths),
    clinicalRecords: years(privacy.clinicalRecordYears),
    requestReply: days(privacy.requestReplyDays),
    grievanceLimit: days(privacy.grievanceLimitDays),
    adultAge: String(privacy.adultAge),
    noticeUpdated: formatLongDate(privacy.noticeUpdated, locale),
  } as const;
}

export type PrivacyTermName = keyof ReturnType<typeof terms>;

/** One of the privacy promises, written once in src/data/privacy.ts, inside a sentence. */
export function PrivacyTerm({term}: {term: PrivacyTermName}) {
  return <>{terms(useIntlLocale())[term]}</>;
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
      <Translate
        id="privacyContact.boardLink"
        description="Link to the Data Protection Board's website; {board} is the board's name, {host} the website's address"
        values={{board: name, host: new URL(url).host.replace(/^www\./, '')}}>
        {'{board}’s website, {host}'}
      </Translate>
    </a>
  );
}

/** Who answers privacy questions and complaints, and how to reach them, from the data. */
export default function PrivacyContact() {
  const subject = translate({
    id: 'privacyContact.subject',
    message: 'Privacy request',
    description:
      'Subject of the e-mail for a privacy request, also quoted in the sentence telling how to write',
  });
  return (
    <p>
      <Translate
        id="privacyContact.sentence"
        description="Who answers privacy questions and how to reach them; {clinic} is the clinic's legal name, {role} the contact's role (e.g. 'Grievance officer'), {email} the e-mail link, {subject} the e-mail subject"
        values={{
          clinic: <strong>{clinic.legalName}</strong>,
          role: privacy.contactRole,
          email: <a href={privacyMailto({subject, message: ''})}>{clinic.email}</a>,
          subject,
        }}>
        {
          '{clinic}. {role}: {email} (subject “{subject}”), or in person or in writing at any branch.'
        }
      </Translate>
    </p>
  );
}
