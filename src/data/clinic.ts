/**
 * The clinic's identity: the one place its name, contact details and standing
 * claims live. Everything here is SAMPLE DATA (the real clinic's facts are not
 * known to us); a clinic adopting this site replaces the values below and
 * `branches.ts`, and every page, JSON-LD block and footer follows.
 *
 * How to edit: change a value, run `npm test`. The unit test in
 * tests/unit/data/clinic.test.ts checks the formats (phone, e-mail, URL).
 */

import {listWithIds} from './typedList';
import {branchCountWord, branches} from './branches';

/** "A, B and C", in English. */
function joinNames(names: readonly string[]): string {
  return new Intl.ListFormat('en-IN', {type: 'conjunction'}).format(names);
}

/**
 * Every branch's name, "Banjara Hills, Jubilee Hills and Kondapur", for the
 * English description below (pages use allOf, src/lib/where.ts). It lives here
 * and is not exported: a translated build writes the branch names into
 * branches.ts, and an export of branches.ts computed from them would change with
 * them, which keeps the names out of that (plugins/data-words/inlineWords.ts).
 */
const allBranchNames = joinNames(branches.map((b) => b.name));

export interface Clinic {
  /** Short name, shown in the navbar and used in page titles. */
  name: string;
  /** Registered legal name, used in the footer copyright and JSON-LD. */
  legalName: string;
  /** One line under the name: what the clinic is, in plain words. */
  tagline: string;
  /** The full site title the clinic asked for (browser tab of the home page). */
  siteTitle: string;
  /** Home-page description, also the default meta description. */
  description: string;
  keywords: string[];
  /** Production address of the site, without a trailing slash. */
  url: string;
  email: string;
  /** The number answered for dental emergencies, in E.164 form. */
  emergencyPhone: string;
  /**
   * When the emergency line is answered, and by whom, completing "The emergency
   * line is answered …": pages say it near the top, so a patient at night knows
   * whether anyone will pick up.
   */
  emergencyLineAnswered: {when: string; by: string};
  /** Year the first branch opened. */
  foundedYear: number;
  /** Smiles treated since opening: the figure behind "over 10,000 smiles". */
  smilesTransformed: number;
  /** The park the flagship branch sits beside. */
  landmarkPark: string;
  /** Public emergency numbers, for what a dental clinic cannot handle. */
  publicEmergencyNumbers: {label: string; number: string}[];
  /** Plain, checkable statements for "why patients choose us"; no superlatives. */
  commitments: readonly Commitment[];
}

interface CommitmentFields {
  title: string;
  detail: string;
}

/**
 * Pages name a commitment by its `id` (the home page gives three of them a
 * column each), never by its title, which a translated build replaces.
 */
const commitments = listWithIds<CommitmentFields>()([
  {
    id: 'written-estimate',
    title: 'A written estimate before treatment',
    detail:
      'You get the plan and its cost in rupees in writing, with the options, before anything is started.',
  },
  {
    id: 'specialists',
    title: 'Specialists for specialist work',
    detail:
      'Implants, root canals, gum surgery, braces and children’s care are done by dentists with a master’s degree (MDS) in that field.',
  },
  {
    id: 'visible-sterilisation',
    title: 'Sterilisation you can see',
    detail:
      'Instruments are sterilised in Class B autoclaves and opened from sealed pouches in front of you.',
  },
  {
    id: 'step-free-access',
    title: 'Step-free access',
    detail:
      'Every branch can be reached without steps, and each has a treatment room with space for a wheelchair.',
  },
  {
    id: 'records-on-request',
    title: 'Your records are yours',
    detail:
      'Copies of X-rays and treatment notes on request, by e-mail or on paper, for a second opinion or another dentist.',
  },
]);

export type CommitmentId = (typeof commitments)[number]['id'];
type Commitment = (typeof commitments)[number];

export const clinic: Clinic = {
  name: 'Parkview Dental Care',
  legalName: 'Parkview Dental Care LLP',
  tagline: `A trusted dental clinic near KBR Park, Hyderabad: over 10,000 smiles transformed across ${branchCountWord} branches.`,
  siteTitle:
    'Parkview Dental Care: trusted dental clinic near KBR Park, over 10,000 smiles transformed',
  description: `Dental care in Hyderabad at ${allBranchNames}: implants, aligners, root canal, whitening, children’s dentistry and emergency care, with clear prices in ₹ and easy booking.`,
  keywords: [
    'dentist Hyderabad',
    ...branches.map((b) => `dental clinic ${b.name}`),
    'dental implants Hyderabad',
    'Invisalign Hyderabad',
    'root canal Hyderabad',
    'teeth whitening Hyderabad',
  ],
  url: 'https://www.parkviewdental.example',
  email: 'care@parkviewdental.example',
  emergencyPhone: '+919876543200',
  emergencyLineAnswered: {when: 'every day, 24 hours', by: 'a dentist on call'},
  foundedYear: 2011,
  smilesTransformed: 10000,
  landmarkPark: 'KBR National Park',
  publicEmergencyNumbers: [
    {label: 'Ambulance (Telangana)', number: '108'},
    {label: 'National emergency number', number: '112'},
  ],
  commitments,
};

/** The commitment with this id. */
export function getCommitment(id: CommitmentId): Commitment {
  const found = commitments.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown commitment id "${id}" in src/data/clinic.ts.`);
  return found;
}
