/**
 * Who else receives a visitor's or patient's personal data, by category:
 * what each receives and when. The privacy notice lists them, group by group
 * (the answer to "with whom was my data shared" starts here).
 *
 * SAMPLE DATA: categories, not company names; a clinic names its own
 * providers to a patient who asks (the right of access), and checks each
 * entry with its counsel.
 *
 * How to add a recipient: an entry in `dataRecipients` with a unique id, in
 * the group it belongs to; say what it receives and when, in plain words. A
 * service that only works on the clinic's instructions is a `processor`; one
 * that decides for itself, under its own terms, is `independent`.
 * tests/unit/data/dataRecipients.test.ts checks the entries.
 */
import {privacy} from './privacy';

export const recipientGroups = [
  {id: 'website', title: 'When you use this website'},
  {id: 'your-choice', title: 'When you choose another service'},
  {id: 'clinic', title: 'Services that work for the clinic'},
  {id: 'emi', title: 'When you pay by EMI'},
  {id: 'law', title: 'When the law requires it'},
] as const;

export type RecipientGroup = (typeof recipientGroups)[number]['id'];

export const recipientRoles = {
  processor: 'Works for the clinic, under contract',
  independent: 'Under its own privacy terms',
  authority: 'Public authority',
} as const;

export interface DataRecipient {
  id: string;
  group: RecipientGroup;
  /** The kind of organisation. */
  name: string;
  /**
   * `processor`: handles the data only on the clinic's instructions, under a
   * contract that forbids any other use; `independent`: decides for itself,
   * under its own privacy terms and rules; `authority`: a court or regulator.
   */
  role: keyof typeof recipientRoles;
  receives: string;
  when: string;
  /** Anything else worth knowing: how long it keeps the data, what it never gets. */
  note?: string;
  /** A page of this site that says more. */
  more?: {to: string; label: string};
}

export const dataRecipients: DataRecipient[] = [
  {
    id: 'web-host',
    group: 'website',
    name: 'The web host that serves this website',
    role: 'processor',
    receives:
      'Your IP address, the page asked for, the time, and the name and version of your browser, as any website’s host does.',
    when: 'Each time your browser loads a page.',
    note: `These logs are kept for ${privacy.processingLogMonths} months, as the DPDP Rules require, then deleted. They are used only to keep the website running and safe.`,
  },
  {
    id: 'form-service',
    group: 'website',
    name: 'The form service that delivers booking requests',
    role: 'processor',
    receives:
      'What you typed in the booking form, that you ticked the consent box and the date of the notice you agreed to, and your IP address.',
    when: 'Only when you press “Send request” with the consent box ticked.',
    note: `It passes the request to the clinic and keeps a log of it for ${privacy.processingLogMonths} months; it may not use it for anything else.`,
  },
  {
    id: 'openstreetmap',
    group: 'your-choice',
    name: 'OpenStreetMap (the branch map)',
    role: 'independent',
    receives:
      'Your IP address, the name of your browser and the place on the map. Not the page you were on.',
    when: 'Only after you press “Show the map” on a branch page, or open a branch on OpenStreetMap.',
    note: 'Until you ask, the page shows a drawing of the map and contacts no map service.',
  },
  {
    id: 'directions',
    group: 'your-choice',
    name: 'Google Maps (directions)',
    role: 'independent',
    receives:
      'Your IP address and the branch’s location; your own location too, if you allow Google Maps to use it.',
    when: 'Only when you follow a “Get directions” link.',
  },
  {
    id: 'whatsapp',
    group: 'your-choice',
    name: 'WhatsApp',
    role: 'independent',
    receives:
      'Your WhatsApp number and profile, and the message you send. Where the website fills in a message for you, you see it and can change it before sending.',
    when: 'Only when you choose a WhatsApp link and send the message.',
  },
  {
    id: 'your-email',
    group: 'your-choice',
    name: 'Your e-mail provider',
    role: 'independent',
    receives: 'Your e-mail address and your message to us.',
    when: 'Only when you choose an e-mail link and send the e-mail.',
  },
  {
    id: 'records-software',
    group: 'clinic',
    name: 'Patient records and appointment software',
    role: 'processor',
    receives:
      'Your name, contact details, appointments, dental records, X-rays, consent forms and bills.',
    when: 'From your first booking or visit.',
  },
  {
    id: 'mail-host',
    group: 'clinic',
    name: 'The clinic’s e-mail and office software',
    role: 'processor',
    receives: 'The e-mails and booking requests you send us, and our replies.',
    when: 'When you write to us or send a request.',
  },
  {
    id: 'reminders',
    group: 'clinic',
    name: 'The appointment-reminder service (SMS and WhatsApp)',
    role: 'processor',
    receives:
      'Your name, mobile number, the branch, and the date and time of your appointment. Never your dental details.',
    when: 'When an appointment is booked: to confirm it and remind you of it.',
    note: 'Reminders sent by WhatsApp also pass through WhatsApp.',
  },
  {
    id: 'payment-links',
    group: 'clinic',
    name: 'The payment-link provider (an RBI-authorised payment company)',
    role: 'processor',
    receives: 'Your name, mobile number or e-mail address, the amount and the bill number.',
    when: 'Only when you ask for a payment link.',
    note: 'The card, UPI or bank details you enter go to the payment company and your bank, never to the clinic.',
  },
  {
    id: 'patient-portal',
    group: 'clinic',
    name: 'The patient portal provider, where the clinic runs one',
    role: 'processor',
    receives:
      'Your name, contact details, appointments, receipts and the records the portal shows you.',
    when: 'Only if the clinic runs a patient portal and you use it.',
    more: {to: '/login', label: 'Patient login: whether there is a portal'},
  },
  {
    id: 'laboratories',
    group: 'clinic',
    name: 'Dental laboratories and aligner makers',
    role: 'processor',
    receives:
      'Your name or a case number, your age, impressions, scans and photos of your teeth, and the dentist’s prescription.',
    when: 'Only when your treatment needs a crown, denture, aligners or other work made outside the clinic.',
    note: 'Some aligner makers work on scans outside India; your dentist tells you which one before anything is sent.',
  },
  {
    id: 'referrals',
    group: 'clinic',
    name: 'Specialists, hospitals and scan centres you are referred to',
    role: 'independent',
    receives: 'A referral letter: your name, age, contact details and the findings they need.',
    when: 'Only when you agree to the referral.',
  },
  {
    id: 'lenders',
    group: 'emi',
    name: 'EMI lenders: banks and NBFCs regulated by the Reserve Bank of India',
    role: 'independent',
    receives:
      'From the clinic: your name, mobile number and the treatment estimate. From you, in the lender’s own application: your PAN, an Aadhaar-based KYC check, bank details for the auto-debit and any income papers the lender asks for.',
    when: 'Only when you choose to pay by EMI and apply.',
    note: 'The lender does the KYC check and keeps these details under RBI rules and its own privacy terms, and checks your credit report with a credit bureau. The clinic does not ask for, copy or keep your Aadhaar or PAN; it learns only whether the loan is approved and the amount the lender pays.',
    more: {to: '/pricing/financing', label: 'Financing and EMI'},
  },
  {
    id: 'authorities',
    group: 'law',
    name: 'Courts, the police and regulators (such as the Dental Council or the Data Protection Board)',
    role: 'authority',
    receives: 'Only what the law or the order requires.',
    when: 'When a law or a court order requires it.',
  },
];
