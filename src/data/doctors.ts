/**
 * The clinic's dentists. SAMPLE DATA: the names are fictional and the
 * registration numbers are deliberately in a sample form ("SAMPLE-TSDC-…");
 * a clinic replaces them with its dentists' real Telangana State Dental
 * Council numbers. The home page's team section reads this file; profile
 * pages, branch pages and blog authors (blog/authors.yml) use its ids.
 *
 * How to add a doctor:
 *   1. Add an entry with a unique `id`; `slug` is the name in lowercase with
 *      hyphens (the orthodontist's slug ends in "-orthodontist").
 *   2. `schedule` lists the branches and weekdays they work there.
 *   3. `role` names only the qualification their degrees give (the titles
 *      and degrees in dentalSpecialties.ts); work they focus on beyond it
 *      (cosmetic dentistry, implants) goes in `interests`. `treatments`
 *      takes ids from treatments.ts.
 *   4. Add the profile page at src/pages/doctors/<slug>.mdx (copy one and
 *      change the ids). blog/authors.yml is regenerated from this file when
 *      the site starts or builds; commit the refreshed file.
 *   5. Portrait: draw a head-and-shoulders illustration in the house style
 *      (flat shapes, 3 px dark-teal #0b4f4a outlines, the site palette, a
 *      round frame; clearly a drawing, never a photograph or a real person's
 *      likeness), 240 x 240 with width and height set and a <title>, save it
 *      as static/img/doctors/<id>.svg and set `portrait` to
 *      '/img/doctors/<id>.svg'. Copy an existing file and change the hair,
 *      skin tone, glasses and clothes.
 *   6. Run `npm test`: tests/unit/data/doctors.test.ts checks every entry.
 */
import {listWithIds} from './typedList';
import type {BranchId, Weekday} from './branches';
import type {DoctorRole} from './dentalSpecialties';
import type {TreatmentId} from './treatments';

/** A doctor's fields besides the id. */
interface DoctorFields {
  name: string;
  slug: string;
  /**
   * The qualification the Dental Council of India recognises, as a title:
   * a specialty their MDS gives, or general dentist (dentalSpecialties.ts).
   */
  role: DoctorRole;
  /**
   * Kinds of care they focus on beyond their role, in lowercase, shown as
   * "Special interest: …" wherever the role is shown. Never a title.
   */
  interests?: string[];
  degrees: string[];
  registration: string;
  /** Year they started practising, so "years in practice" stays current. */
  practisingSince: number;
  languages: string[];
  schedule: {branch: BranchId; days: Weekday[]}[];
  treatments: TreatmentId[];
  /**
   * The illustrated portrait: a site path under static/ (see "How to add a
   * doctor", step 5). An illustration, never a photograph of a real person.
   */
  portrait: string;
}

export const doctors = listWithIds<DoctorFields>()([
  {
    id: 'ananya-reddy',
    name: 'Dr. Ananya Reddy',
    slug: 'ananya-reddy',
    role: 'Prosthodontist',
    interests: ['dental implants'],
    degrees: ['BDS', 'MDS (Prosthodontics and Crown & Bridge)'],
    registration: 'SAMPLE-TSDC-A-1101',
    practisingSince: 2009,
    languages: ['English', 'Telugu', 'Hindi'],
    schedule: [
      {branch: 'banjara-hills', days: ['monday', 'wednesday']},
      {branch: 'jubilee-hills', days: ['friday']},
      {branch: 'kondapur', days: ['tuesday', 'thursday', 'saturday']},
    ],
    treatments: ['dental-implants', 'bone-grafts', 'crowns-bridges', 'dentures', 'dental-tourism'],
    portrait: '/img/doctors/ananya-reddy.svg',
  },
  {
    id: 'karthik-rao',
    name: 'Dr. Karthik Rao',
    slug: 'karthik-rao-orthodontist',
    role: 'Orthodontist',
    degrees: ['BDS', 'MDS (Orthodontics and Dentofacial Orthopaedics)'],
    registration: 'SAMPLE-TSDC-A-1102',
    practisingSince: 2012,
    languages: ['English', 'Telugu', 'Hindi'],
    schedule: [
      {branch: 'banjara-hills', days: ['monday', 'thursday']},
      {branch: 'jubilee-hills', days: ['tuesday', 'saturday']},
      {branch: 'kondapur', days: ['wednesday', 'friday']},
    ],
    treatments: [
      'invisalign',
      'braces-and-aligners',
      'aligners-adults',
      'aligners-teenagers',
      'aligners-children',
      'jaw-correction',
      'orthognathic-surgery',
    ],
    portrait: '/img/doctors/karthik-rao.svg',
  },
  {
    id: 'farah-siddiqui',
    name: 'Dr. Farah Siddiqui',
    slug: 'farah-siddiqui',
    role: 'Periodontist (gum specialist)',
    degrees: ['BDS', 'MDS (Periodontology)'],
    registration: 'SAMPLE-TSDC-A-1103',
    practisingSince: 2010,
    languages: ['English', 'Hindi', 'Urdu', 'Telugu'],
    schedule: [
      {branch: 'banjara-hills', days: ['monday', 'thursday', 'saturday']},
      {branch: 'jubilee-hills', days: ['wednesday']},
      {branch: 'kondapur', days: ['tuesday', 'friday']},
    ],
    treatments: ['gum-therapy', 'lanap', 'gum-contouring', 'cleaning', 'bone-grafts'],
    portrait: '/img/doctors/farah-siddiqui.svg',
  },
  {
    id: 'vikram-nair',
    name: 'Dr. Vikram Nair',
    slug: 'vikram-nair',
    role: 'Endodontist (root canal specialist)',
    degrees: ['BDS', 'MDS (Conservative Dentistry and Endodontics)'],
    registration: 'SAMPLE-TSDC-A-1104',
    practisingSince: 2014,
    languages: ['English', 'Hindi', 'Telugu', 'Malayalam'],
    schedule: [
      {branch: 'banjara-hills', days: ['tuesday', 'saturday']},
      {branch: 'jubilee-hills', days: ['thursday', 'friday']},
      {branch: 'kondapur', days: ['monday', 'wednesday', 'sunday']},
    ],
    treatments: ['root-canal', 'fillings', 'emergency-care', 'crowns-bridges'],
    portrait: '/img/doctors/vikram-nair.svg',
  },
  {
    id: 'meghana-kulkarni',
    name: 'Dr. Meghana Kulkarni',
    slug: 'meghana-kulkarni',
    role: 'Paediatric dentist',
    degrees: ['BDS', 'MDS (Paediatric and Preventive Dentistry)'],
    registration: 'SAMPLE-TSDC-A-1105',
    practisingSince: 2016,
    languages: ['English', 'Telugu', 'Hindi', 'Marathi'],
    schedule: [
      {branch: 'banjara-hills', days: ['friday', 'sunday']},
      {branch: 'jubilee-hills', days: ['monday', 'wednesday']},
      {branch: 'kondapur', days: ['tuesday', 'thursday', 'saturday']},
    ],
    treatments: ['kids-dentistry', 'sports-dentistry', 'sedation', 'fillings'],
    portrait: '/img/doctors/meghana-kulkarni.svg',
  },
  {
    id: 'imran-ali',
    name: 'Dr. Syed Imran Ali',
    slug: 'syed-imran-ali',
    role: 'Oral and maxillofacial surgeon',
    degrees: ['BDS', 'MDS (Oral and Maxillofacial Surgery)'],
    registration: 'SAMPLE-TSDC-A-1106',
    practisingSince: 2007,
    languages: ['English', 'Urdu', 'Hindi', 'Telugu'],
    schedule: [
      {branch: 'banjara-hills', days: ['tuesday', 'thursday', 'sunday']},
      {branch: 'jubilee-hills', days: ['saturday']},
      {branch: 'kondapur', days: ['monday', 'wednesday']},
    ],
    treatments: [
      'wisdom-tooth-removal',
      'tooth-extraction',
      'dental-implants',
      'orthognathic-surgery',
      'bone-grafts',
      'oral-cancer-tmj',
      'sedation',
      'emergency-care',
    ],
    portrait: '/img/doctors/imran-ali.svg',
  },
  {
    id: 'priya-menon',
    name: 'Dr. Priya Menon',
    slug: 'priya-menon',
    role: 'Conservative dentist and endodontist',
    interests: ['cosmetic dentistry'],
    degrees: [
      'BDS',
      'MDS (Conservative Dentistry and Endodontics)',
      'Fellowship in Aesthetic Dentistry',
    ],
    registration: 'SAMPLE-TSDC-A-1107',
    practisingSince: 2013,
    languages: ['English', 'Hindi', 'Telugu'],
    schedule: [
      {branch: 'banjara-hills', days: ['wednesday']},
      {branch: 'jubilee-hills', days: ['monday', 'tuesday', 'thursday']},
      {branch: 'kondapur', days: ['friday', 'saturday']},
    ],
    treatments: ['veneers', 'teeth-whitening', 'smile-design', 'smile-makeover', 'gum-contouring'],
    portrait: '/img/doctors/priya-menon.svg',
  },
]);

/** The union of the doctors' ids: a typo in a reference does not compile. */
export type DoctorId = (typeof doctors)[number]['id'];
export type Doctor = (typeof doctors)[number];

export function doctorRoute(doctor: Doctor): string {
  return `/doctors/${doctor.slug}`;
}

export function yearsInPractice(doctor: Doctor, today: Date = new Date()): number {
  return today.getFullYear() - doctor.practisingSince;
}

export function getDoctor(id: string): Doctor {
  const doctor = doctors.find((d) => d.id === id);
  if (!doctor) {
    throw new Error(`Unknown doctor id "${id}". Add it to src/data/doctors.ts or fix the id.`);
  }
  return doctor;
}
