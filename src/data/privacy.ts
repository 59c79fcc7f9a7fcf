/**
 * The clinic's privacy promises, written once: how long personal data is
 * kept, how fast requests are answered, who answers them, and each right with
 * the message that uses it. /privacy-policy and the consent notice beside the
 * booking form read these. What the browser stores is in browserStorage.ts,
 * who else receives data in dataRecipients.ts.
 *
 * SAMPLE DATA, to be checked by the clinic's counsel: the enquiry and log
 * periods follow the DPDP Rules 2025; the clinical-records period is the
 * clinic's own policy (a sample figure), and the notice says so.
 *
 * How to change a period or a promise: change the figure here and update
 * `noticeUpdated`; the notice and the form follow. How to add a right: an
 * entry in `privacyRequests` (the notice lists them in this order).
 */

export const privacy = {
  /** The day the notice last changed, "YYYY-MM-DD"; the booking form sends it with each consent. */
  noticeUpdated: '2026-11-27',
  /**
   * Under this age a person is a child (DPDP Act, section 2(f)): a parent or
   * guardian books and agrees. The notice says how the clinic checks who that
   * adult is and that they are an adult (DPDP Rules, rule 10: an identity
   * document with a date of birth, or DigiLocker, at the first visit), and that
   * giving a child health care does not wait for that check (the Rules' Fourth
   * Schedule, Part A).
   */
  adultAge: 18,
  /**
   * Enquiries that do not lead to a visit are kept this many months after the
   * last message, then deleted. The DPDP Rules (rule 8(3)) require personal
   * data and the logs of its processing to be kept for at least one year.
   */
  enquiryRetentionMonths: 12,
  /** Logs of processing (the web host's access logs, the form service's log) are kept this many months: the Rules' minimum. */
  processingLogMonths: 12,
  /**
   * Clinical records (notes, X-rays, consent forms) are kept this many years
   * after the last visit: the clinic's own records policy, and the notice calls
   * it that, not a period the law sets. SAMPLE FIGURE, which the clinic sets
   * with its counsel; if counsel names a law or a Dental Council of India rule
   * that sets a period, the notice may then name it as the source.
   */
  clinicalRecordYears: 5,
  /** Requests to see, correct or erase data, and complaints, are answered within this many days. */
  requestReplyDays: 30,
  /** The longest the DPDP Rules (rule 14) allow for answering a grievance, in days. */
  grievanceLimitDays: 90,
  /** Who answers questions about personal data and handles complaints (DPDP Rules, rule 9), as a role. */
  contactRole: 'Privacy and grievance officer (the practice manager)',
  /**
   * Where a complaint goes after the clinic's own grievance route. The Board
   * works as a digital office (DPDP Act, section 28): complaints are made
   * online. Check the address before publishing.
   */
  board: {name: 'Data Protection Board of India', url: 'https://www.dpb.gov.in'},
} as const;

export type PrivacyRequestId =
  'access' | 'correction' | 'erasure' | 'withdraw-consent' | 'nomination' | 'grievance';

export interface PrivacyRequest {
  id: PrivacyRequestId;
  /** The right, as the visitor would name it. */
  right: string;
  /** What the clinic does on this request, in plain words. */
  what: string;
  /** The subject line of the pre-filled message. */
  subject: string;
  /** The pre-filled message, with blanks for the visitor to complete. */
  message: string;
}

const whoYouAre = '\n\nMy name:\nMy mobile number:\nBranch (if I have visited):';

/** Each right under the DPDP Act (sections 6(4) and 11 to 14), with the message that uses it. */
export const privacyRequests: PrivacyRequest[] = [
  {
    id: 'access',
    right: 'See what we hold, and who received it',
    what: 'A summary of the personal data we hold about you and what we do with it, and the name of every organisation we shared it with, with what each received.',
    subject: 'Privacy request: what you hold about me',
    message: `Please send me a summary of the personal data you hold about me, what you use it for, and who you have shared it with.${whoYouAre}`,
  },
  {
    id: 'correction',
    right: 'Correct, complete or update it',
    what: 'We correct what is wrong, add what is missing and update what has changed, and tell you when it is done.',
    subject: 'Privacy request: please correct my details',
    message: `Please correct or update these details:\n\nWhat is wrong or missing:\nWhat it should say:${whoYouAre}`,
  },
  {
    id: 'erasure',
    right: 'Erase it',
    what: 'We stop using what we no longer need, and delete it once any period the law sets has passed. We tell you what we must keep, why and until when.',
    subject: 'Privacy request: please erase my data',
    message: `Please erase the personal data you hold about me.${whoYouAre}`,
  },
  {
    id: 'withdraw-consent',
    right: 'Withdraw your consent',
    what: 'We stop using your data for what you agreed to, such as contacting you about a request. What was done before stays lawful, and records the law makes us keep are kept.',
    subject: 'Privacy request: I withdraw my consent',
    message: `I withdraw my consent. Please stop contacting me about my appointment request and stop using my details for it.${whoYouAre}`,
  },
  {
    id: 'nomination',
    right: 'Name someone to act for you',
    what: 'A person you name can use these rights for you if you die or can no longer act yourself.',
    subject: 'Privacy request: my nominee',
    message: `I would like to name a person who can use my privacy rights if I die or cannot act myself.\n\nTheir name:\nTheir mobile number:\nTheir relationship to me:${whoYouAre}`,
  },
  {
    id: 'grievance',
    right: 'Complain to us',
    what: 'Tell us what went wrong with your data or with a request. The privacy and grievance officer looks into it and answers you in writing.',
    subject: 'Privacy complaint',
    message: `My complaint about how my personal data was handled:\n\nWhat happened, and when:${whoYouAre}`,
  },
];

export function getPrivacyRequest(id: PrivacyRequestId): PrivacyRequest {
  const request = privacyRequests.find((r) => r.id === id);
  if (!request) throw new Error(`No privacy request "${id}" in src/data/privacy.ts`);
  return request;
}
