/**
 * Time-bound packages shown on /pricing/special-offers. SAMPLE DATA. Each is a
 * plain, factual package with a fixed price, what it includes, its terms and
 * the dates it runs; nothing here may promise results or push treatment
 * (Dental Council of India code). The page shows only offers running on the
 * day the site is built, so an expired offer disappears at the next build.
 *
 * How to add an offer:
 *   1. Add an entry with a unique `id`, `validFrom` and `validUntil`
 *      (inclusive dates, "YYYY-MM-DD", Asia/Kolkata).
 *   2. `treatments` takes ids from treatments.ts; `price` is the whole package
 *      in rupees. State it plainly: no "save ₹…", no countdowns, no gifts.
 *   3. Run `npm test`: tests/unit/data/offers.test.ts checks every entry.
 */
import {allBranchIds, type BranchId} from './branches';
import type {TreatmentId} from './treatments';

export interface Offer {
  id: string;
  title: string;
  /** Who it is for and what it is, in one sentence. */
  summary: string;
  includes: string[];
  /** Whole package, rupees. */
  price: number;
  treatments: TreatmentId[];
  branches: BranchId[];
  validFrom: string;
  validUntil: string;
  terms: string[];
}

export const offers: Offer[] = [
  {
    id: 'school-holiday-check-up-2027',
    title: 'Summer holiday check-up for children',
    summary:
      'A check-up, a clean and fluoride varnish for children aged 3 to 14, booked during the school summer holidays.',
    includes: [
      'child check-up with a paediatric dentist',
      'gentle scaling and polishing where needed',
      'fluoride varnish',
      'written advice for parents on brushing and diet',
    ],
    price: 1500,
    treatments: ['kids-dentistry', 'cleaning'],
    branches: allBranchIds,
    validFrom: '2027-04-24',
    validUntil: '2027-06-10',
    terms: [
      'For children aged 3 to 14 on the day of the visit.',
      'Any treatment found to be needed is explained and priced separately; you decide whether and when to go ahead.',
      'One package per child.',
    ],
  },
  {
    id: 'cleaning-and-whitening-winter-2026',
    title: 'Cleaning with take-home whitening',
    summary:
      'A scaling and polishing visit followed by custom take-home whitening trays and gel, for adults whose teeth and gums are healthy.',
    includes: [
      'check-up and scaling and polishing',
      'scan for custom whitening trays',
      'take-home trays and gel for one course',
      'a review visit with a shade record',
    ],
    price: 8500,
    treatments: ['cleaning', 'teeth-whitening'],
    branches: allBranchIds,
    validFrom: '2026-11-01',
    validUntil: '2027-01-31',
    terms: [
      'Whitening is done only if the check-up finds no untreated decay or gum disease; if it does, you pay the usual indicative price of the check-up and cleaning instead of the package.',
      'Not suitable under 18, or during pregnancy or breastfeeding.',
      'Whitening does not change the colour of crowns, veneers or fillings.',
    ],
  },
  {
    id: 'gum-check-diabetes-2026',
    title: 'Gum check for people with diabetes',
    summary:
      'A full gum assessment with charting and X-rays for adults with diabetes, whose gums are at higher risk.',
    includes: [
      'gum charting at six points around every tooth',
      'X-rays needed to see bone levels',
      'a written report you can share with your physician',
    ],
    price: 1200,
    treatments: ['gum-therapy'],
    branches: allBranchIds,
    validFrom: '2026-11-01',
    validUntil: '2026-12-31',
    terms: [
      'Bring your latest HbA1c report if you have one.',
      'Any treatment is explained and priced separately before it starts.',
    ],
  },
  {
    id: 'diwali-check-up-2026',
    title: 'Festival season check-up',
    summary: 'A check-up and clean during the festival season.',
    includes: ['check-up', 'scaling and polishing'],
    price: 1200,
    treatments: ['cleaning'],
    branches: allBranchIds,
    validFrom: '2026-10-15',
    validUntil: '2026-11-15',
    terms: ['One package per person.'],
  },
];

/** Offers running on `date` ("YYYY-MM-DD"), soonest ending first. */
export function activeOffers(date: string, list: Offer[] = offers): Offer[] {
  return list
    .filter((o) => o.validFrom <= date && date <= o.validUntil)
    .sort((a, b) => a.validUntil.localeCompare(b.validUntil));
}
