/**
 * The clinic's branches. SAMPLE DATA: addresses are area-level, phone numbers
 * and coordinates are illustrative. The home page, the footer, the booking
 * blocks, the announcement bar and JSON-LD read this file.
 *
 * How to add a branch:
 *   1. Add an entry to `branches` below with a new, unique `id` (lowercase,
 *      hyphens) and a `route` of the form `/dental-clinic-<area>`.
 *   2. Hours are per weekday: a list of sessions `{open, close}` in 24-hour
 *      "HH:MM" Asia/Kolkata time; an empty list means closed that day.
 *   3. Phones are E.164 (`+91…`); `whatsapp` must be a mobile number.
 *   4. `facilities` lists what the branch has beyond everyday care (see
 *      `facilityLabels`). Which treatments the branch offers, and which
 *      steps of a treatment happen here, follow from it: treatments.ts says
 *      what each treatment needs.
 *   5. Run `npm test`: tests/unit/data/branches.test.ts validates every entry.
 *      The branch page (`route`) is made from this entry by plugins/branch-pages.
 */

import {listWithIds} from './typedList';
import type {Weekday} from './weekdays';

export {weekdays, type Weekday} from './weekdays';

export interface Session {
  /** "HH:MM", 24-hour clock, Asia/Kolkata. */
  open: string;
  close: string;
}

export type WeeklyHours = Record<Weekday, Session[]>;

/**
 * Rooms, equipment and services that only some branches have. Every branch
 * does check-ups, cleaning, fillings, root canal treatment, crowns, simple
 * extractions, digital X-rays and emergency visits; those need no entry.
 * Labels are written to sit inside a sentence.
 */
export const facilityLabels = {
  cbct: 'CBCT (3D) scanner',
  'surgical-room': 'surgical room for implants and oral surgery',
  'iv-sedation': 'IV sedation with a visiting anaesthetist',
  'laughing-gas': 'laughing gas (nitrous oxide)',
  'lanap-laser': 'PerioLase MVP-7 (Nd:YAG) laser for LANAP gum treatment',
  'soft-tissue-laser': 'soft-tissue laser for reshaping gums',
  'intraoral-scanner': 'intraoral 3D scanner',
  'smile-design-studio': 'photo studio for smile design',
  'early-orthodontics': 'orthodontist sessions for growing children',
  'childrens-corner': 'a quiet corner for children',
} as const;
export type Facility = keyof typeof facilityLabels;

/** A branch's fields besides its id. */
interface BranchFields {
  /** Area name as patients say it, e.g. "Banjara Hills". */
  name: string;
  route: string;
  flagship: boolean;
  address: {
    street: string;
    area: string;
    city: string;
    state: string;
    postalCode: string;
  };
  /** Landline or mobile for calls, E.164. */
  phone: string;
  /** Mobile number on WhatsApp, E.164. */
  whatsapp: string;
  hours: WeeklyHours;
  treatmentRooms: number;
  /** What this branch has beyond everyday care; decides where each treatment happens. */
  facilities: Facility[];
  geo: {latitude: number; longitude: number};
  parking: string;
  access: string;
  landmarks: string[];
  /** Two or three short paragraphs for the branch page: the area and who comes here. Rooms and equipment come from `treatmentRooms` and `facilities`. */
  about: string[];
  /** How to reach the branch by metro, bus, auto or car; one way per line. */
  gettingThere: string[];
}

const sixDays = (sessions: Session[]): WeeklyHours => ({
  monday: sessions,
  tuesday: sessions,
  wednesday: sessions,
  thursday: sessions,
  friday: sessions,
  saturday: sessions,
  sunday: [],
});

export const branches = listWithIds<BranchFields>()([
  {
    id: 'banjara-hills',
    name: 'Banjara Hills',
    route: '/dental-clinic-banjara-hills',
    flagship: true,
    address: {
      street: 'Road No. 2, near KBR Park main gate',
      area: 'Banjara Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500034',
    },
    phone: '+914040000101',
    whatsapp: '+919876543210',
    hours: {
      ...sixDays([{open: '09:30', close: '20:30'}]),
      sunday: [{open: '10:00', close: '14:00'}],
    },
    treatmentRooms: 5,
    facilities: [
      'cbct',
      'surgical-room',
      'iv-sedation',
      'laughing-gas',
      'lanap-laser',
      'soft-tissue-laser',
      'intraoral-scanner',
      'smile-design-studio',
      'early-orthodontics',
      'childrens-corner',
    ],
    geo: {latitude: 17.4205, longitude: 78.4252},
    parking:
      'Basement parking for about 12 cars and two-wheelers; a valet takes cars at the entrance in the evenings.',
    access:
      'Step-free entrance from the street with a ramp, a lift to every floor and an accessible washroom on the treatment floor.',
    landmarks: [
      'KBR National Park main gate',
      'Jubilee Hills Check Post',
      'Road No. 1 and Road No. 2 junction',
    ],
    about: [
      'The Banjara Hills branch is the clinic’s first and largest, a short walk from the main gate of KBR National Park. Many patients fit a visit around a morning walk in the park or a working day in Banjara Hills and Punjagutta.',
      'It is the one branch with a CBCT scanner and a surgical room, so implant and gum surgery, surgical extractions and IV sedation happen here, whichever branch you see for check-ups and reviews. The sterilisation room has a window, so you can watch instruments being cleaned.',
      'Patients travelling from other cities or from abroad are usually seen here first, because records, scans and treatment planning can all be done in one place.',
    ],
    gettingThere: [
      'Metro: Jubilee Hills Check Post station on the Blue Line is the nearest; from there it is a short auto ride to Road No. 2.',
      'Bus: city buses along Road No. 1 stop at Jubilee Hills Check Post and near KBR Park.',
      'Car or cab: enter Road No. 2 from the KBR Park junction; the entrance to the basement parking is on the left, just past the main gate.',
      'Auto: ask for KBR Park main gate, Road No. 2; the clinic is a two-minute walk from the gate.',
    ],
  },
  {
    id: 'jubilee-hills',
    name: 'Jubilee Hills',
    route: '/dental-clinic-jubilee-hills',
    flagship: false,
    address: {
      street: 'Road No. 36, near Peddamma Gudi metro station',
      area: 'Jubilee Hills',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500033',
    },
    phone: '+914040000202',
    whatsapp: '+919876543211',
    hours: sixDays([{open: '10:00', close: '20:00'}]),
    treatmentRooms: 3,
    facilities: ['laughing-gas', 'soft-tissue-laser', 'intraoral-scanner', 'smile-design-studio'],
    geo: {latitude: 17.4317, longitude: 78.4077},
    parking:
      'Six reserved car spaces in front of the building and two-wheeler parking at the side.',
    access:
      'Ground-floor clinic with a level entrance, wide doors and one treatment room sized for a wheelchair.',
    landmarks: [
      'Peddamma Gudi metro station (Blue Line)',
      'Peddamma Temple',
      'Road No. 36 and Road No. 45 junction',
    ],
    about: [
      'The Jubilee Hills branch is a ground-floor clinic on Road No. 36, close to Peddamma Gudi metro station. It suits patients who work along Road No. 36 and Road No. 45 or travel by metro from Ameerpet and HITEC City.',
      'Cosmetic work such as smile design, veneers and whitening is planned here most often. Check-ups and fillings are done every working day; the dentists’ days below show when to come for root canal treatment or an aligner review.',
      'Being on the ground floor with a level entrance, it is the easiest branch for wheelchair users and for parents with prams.',
    ],
    gettingThere: [
      'Metro: Peddamma Gudi station on the Blue Line; take the exit towards Road No. 36 and walk about five minutes.',
      'Bus: buses along Road No. 36 stop near Peddamma Temple.',
      'Car or cab: the reserved spaces are directly in front of the building on Road No. 36.',
      'Auto: ask for Peddamma Gudi metro, Road No. 36 side.',
    ],
  },
  {
    id: 'kondapur',
    name: 'Kondapur',
    route: '/dental-clinic-kondapur',
    flagship: false,
    address: {
      street: 'Botanical Garden Road, opposite Sarath City Capital Mall',
      area: 'Kondapur',
      city: 'Hyderabad',
      state: 'Telangana',
      postalCode: '500084',
    },
    phone: '+914040000303',
    whatsapp: '+919876543212',
    hours: {
      ...sixDays([
        {open: '10:00', close: '14:00'},
        {open: '16:30', close: '21:00'},
      ]),
      sunday: [{open: '10:00', close: '13:00'}],
    },
    treatmentRooms: 4,
    facilities: ['laughing-gas', 'intraoral-scanner', 'early-orthodontics', 'childrens-corner'],
    geo: {latitude: 17.4583, longitude: 78.3621},
    parking: 'Shared basement parking in the building; the first two hours are free for patients.',
    access:
      'First-floor clinic reached by a lift from the basement and the street level; step-free throughout.',
    landmarks: ['Sarath City Capital Mall', 'Botanical Garden (Kothaguda)', 'Kondapur main road'],
    about: [
      'The Kondapur branch sits on Botanical Garden Road, opposite Sarath City Capital Mall, close to the offices of HITEC City and Gachibowli, and many patients come in the evening after work.',
      'Children’s dentistry, orthodontic reviews and early orthodontic treatment for growing children are done here, as well as check-ups, fillings, root canal treatment and implant reviews. Parents often bring children straight from school for a late-afternoon visit.',
      'It is the branch nearest the western IT corridor, so appointments are often arranged around office hours and aligner reviews are kept short.',
    ],
    gettingThere: [
      'Metro: HITEC City and Raidurg stations on the Blue Line are the nearest; from either, an auto or cab takes about ten minutes, longer at office hours.',
      'Bus: buses along Botanical Garden Road stop near Sarath City Capital Mall.',
      'Car or cab: use the building’s basement entrance on Botanical Garden Road; the first two hours are free for patients.',
      'Auto: ask for Sarath City Capital Mall, opposite side of the road.',
    ],
  },
]);

/** 'banjara-hills' | 'jubilee-hills' | 'kondapur': a typo in a branch id does not compile. */
export type BranchId = (typeof branches)[number]['id'];
export type Branch = (typeof branches)[number];

export function getBranch(id: string): Branch {
  const branch = branches.find((b) => b.id === id);
  if (!branch) {
    throw new Error(
      `Unknown branch id "${id}". Known ids: ${branches.map((b) => b.id).join(', ')}`,
    );
  }
  return branch;
}

/** Every branch id, in the order of the list above. */
export const allBranchIds: BranchId[] = branches.map((b) => b.id);

/** The branches that have every facility listed (every branch, for an empty list). */
export function branchIdsWith(needs: readonly Facility[]): BranchId[] {
  return branches.filter((b) => needs.every((f) => b.facilities.includes(f))).map((b) => b.id);
}

/** True when a list of branch ids names every branch. */
export function coversAllBranches(ids: readonly string[]): boolean {
  return branches.every((b) => ids.includes(b.id));
}

const countWords = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];

/** "three": the number of branches in words, for the English sentences of clinic.ts (pages use countWord, src/lib/where.ts). */
export const branchCountWord = countWords[branches.length] ?? String(branches.length);
