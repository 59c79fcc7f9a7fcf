/**
 * Every treatment the clinic offers, one typed entry each. Treatment pages,
 * price tables, the navbar, JSON-LD, the HTML sitemap and the smile assessment
 * read this file. Prices are SAMPLE, indicative figures in ₹ for a private
 * clinic in Hyderabad.
 *
 * How to add a treatment:
 *   1. Add an entry below with a unique `id` and the page's `route`.
 *   2. Create the page at `src/pages<route>.mdx` and start it with
 *      `<TreatmentFacts id="<id>" />` (see docs/editing-basics/add-a-page.md).
 *   3. Prices: one line per option, with an `id` of its own (pages and problems.ts
 *      name the line by it), `from` (and `to` for a range) in whole rupees;
 *      `unit` says what the price is for. Never type a price into a page.
 *   4. `related` takes ids from this file. Which problems it treats is set
 *      once, in problems.ts (each problem lists its treatments).
 *   5. Run `npm test`: tests/unit/data/treatments.test.ts checks every entry
 *      and every cross-reference.
 */

import {branchIdsWith, type BranchId, type Facility} from './branches';

export type TreatmentCategory =
  | 'general'
  | 'cosmetic'
  | 'orthodontics'
  | 'replacement'
  | 'gums'
  | 'surgery'
  | 'children'
  | 'urgent'
  | 'planning';

export const categoryLabels: Record<TreatmentCategory, string> = {
  general: 'Everyday dentistry',
  cosmetic: 'Cosmetic dentistry',
  orthodontics: 'Straightening teeth and jaws',
  replacement: 'Replacing teeth',
  gums: 'Gum care',
  surgery: 'Oral surgery',
  children: 'Children',
  urgent: 'Urgent care',
  planning: 'Planning your care',
};

export type PriceUnit =
  | 'per tooth'
  | 'per jaw'
  | 'per arch'
  | 'per quadrant'
  | 'per site'
  | 'per visit'
  | 'per session'
  | 'per course'
  | 'per treatment'
  | 'per appliance';

export interface PriceLine {
  /**
   * Names the line for pages (`<Price treatment="veneers" line="composite-veneer" />`)
   * and problems.ts: short kebab-case, unique within its treatment. A new line needs a
   * new id; rewording `item` keeps it.
   * Not a union per treatment (the list infers one type for all its entries), so
   * tests/unit/data/priceLines.test.ts checks every `<Price>` names an id its treatment has.
   */
  id: string;
  /** What the line is for, in words patients read (translated in /te/, /hi/ and /ur/). */
  item: string;
  /** Whole rupees. */
  from: number;
  /** Upper end of the usual range, whole rupees; omit for a "from" price. */
  to?: number;
  unit: PriceUnit;
  /**
   * Set when the line is not the treatment itself: an `add-on` (a replacement
   * aligner) or an `alternative` offered instead (an expander instead of
   * aligners). Such lines are listed with the prices but never give the
   * treatment's "from" price (src/lib/money.ts, startingLine).
   */
  role?: 'add-on' | 'alternative';
}

export interface Pricing {
  lines: PriceLine[];
  /** What the quoted price covers. */
  includes: string[];
  /** What moves a patient's price within or beyond the range. */
  changesWith: string[];
}

/**
 * A treatment's entry. `Id` is the union of every treatment's id (inferred
 * from the list below), so `related` can only name treatments that exist.
 */
interface TreatmentEntry<Id extends string> {
  id: Id;
  route: string;
  /** Name as a heading and link text. */
  name: string;
  /** Shorter label for menus; defaults to `name`. */
  shortName?: string;
  /** One plain sentence: what it is and who it helps. */
  summary: string;
  category: TreatmentCategory;
  /** schema.org type for the page's JSON-LD. */
  schemaType: 'MedicalProcedure' | 'MedicalTherapy' | 'WebPage';
  /** Absent for information pages that have no fee of their own. */
  pricing?: Pricing;
  visits: string;
  duration: string;
  recovery: string;
  /**
   * Facilities (branches.ts) the whole treatment needs: it is offered at the
   * branches that have them all. Omit when every branch can do it.
   */
  needs?: Facility[];
  /**
   * A step that needs more than the rest (the scan and surgery of an
   * implant): done only at branches with these facilities, while
   * consultations and follow-ups can be at any branch offering the treatment.
   */
  partNeeds?: {steps: string; facilities: Facility[]};
  /**
   * Steps done away from every branch (jaw surgery's operation, at the partner
   * hospital), so no branch seems to do them: shown wherever the treatment's
   * branches are named. `steps` fits in "…at {place}"; `place` after "at".
   */
  awayFromBranches?: {steps: string; place: string};
  /** Ids of other treatments in this file. */
  related: NoInfer<Id>[];
  /** Listed in the navbar's Treatments menu. */
  inNavbar?: boolean;
  /** Other published routes that show this treatment (canonical points here). */
  aliases?: string[];
}

/** Clear aligner prices, shared by the Invisalign page and the page for adults. */
const clearAlignerPricing: Pricing = {
  lines: [
    {
      id: 'invisalign-minor',
      item: 'Invisalign, minor corrections (up to about 14 aligners per arch)',
      from: 120000,
      to: 200000,
      unit: 'per course',
    },
    {
      id: 'invisalign-comprehensive',
      item: 'Invisalign, comprehensive treatment',
      from: 250000,
      to: 450000,
      unit: 'per course',
    },
    {
      id: 'other-brands',
      item: 'Other clear aligner brands',
      from: 80000,
      to: 200000,
      unit: 'per course',
      role: 'alternative',
    },
  ],
  includes: [
    '3D scan and digital treatment plan',
    'all aligners in the plan',
    'review visits',
    'the first set of retainers',
  ],
  changesWith: [
    'how complex the tooth movement is',
    'the aligner brand',
    'extra refinement rounds',
  ],
};

/** Where a treatment happens, derived from what each branch has (branches.ts). */
interface Where {
  /** The branches that offer it: those with every facility in `needs`. */
  branches: BranchId[];
  /** Set when `partNeeds.steps` happen at fewer branches than the rest. */
  partAt?: {steps: string; branches: BranchId[]};
}

function where({
  needs = [],
  partNeeds,
}: {
  needs?: Facility[];
  partNeeds?: {steps: string; facilities: Facility[]};
}): Where {
  const offering = branchIdsWith(needs);
  if (!partNeeds) return {branches: offering};
  const partBranches = branchIdsWith([...needs, ...partNeeds.facilities]);
  return partBranches.length === offering.length
    ? {branches: offering}
    : {branches: offering, partAt: {steps: partNeeds.steps, branches: partBranches}};
}

/**
 * The ids come from the entries' `id`s only; `related` is checked against
 * them. Each entry gains its `branches` (and `partAt`) from `needs`.
 */
function defineTreatments<Id extends string>(list: readonly TreatmentEntry<Id>[]) {
  return list.map((entry): TreatmentEntry<Id> & Where => ({...entry, ...where(entry)}));
}

export const treatments = defineTreatments([
  {
    id: 'dental-implants',
    route: '/services/dental-implants-hyderabad',
    name: 'Dental implants',
    summary:
      'A titanium or zirconia post placed in the jawbone that carries a crown, bridge or denture in place of missing teeth.',
    category: 'replacement',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'metal-ceramic-crown',
          item: 'Single implant with metal-ceramic crown',
          from: 30000,
          to: 45000,
          unit: 'per tooth',
        },
        {
          id: 'zirconia-crown',
          item: 'Single implant with zirconia crown (premium implant system)',
          from: 45000,
          to: 65000,
          unit: 'per tooth',
        },
        {
          id: 'implant-denture',
          item: 'Implant-retained denture on two to four implants',
          from: 120000,
          to: 250000,
          unit: 'per jaw',
        },
        {
          id: 'full-arch',
          item: 'Full-arch fixed teeth on four to six implants',
          from: 250000,
          to: 450000,
          unit: 'per jaw',
        },
      ],
      includes: [
        '3D CBCT scan and planning',
        'implant and abutment',
        'the final crown',
        'review visits for a year',
      ],
      changesWith: [
        'the implant system chosen',
        'whether bone grafting or a sinus lift is needed first',
        'the crown material',
        'the number of implants',
      ],
    },
    visits: '3 to 6 visits',
    duration: '3 to 6 months from placement to final crown',
    recovery: 'Most people return to work the next day; mild soreness for 2 to 4 days.',
    partNeeds: {
      steps: 'the CBCT scan and the implant surgery',
      facilities: ['cbct', 'surgical-room'],
    },
    related: ['bone-grafts', 'crowns-bridges', 'dentures', 'tooth-extraction'],
    inNavbar: true,
  },
  {
    id: 'bone-grafts',
    route: '/services/dental-bone-grafts-hyderabad',
    name: 'Dental bone grafts',
    summary:
      'Rebuilding lost jawbone with graft material so that an implant has enough bone to hold it.',
    category: 'surgery',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'socket-preservation',
          item: 'Socket preservation after an extraction',
          from: 12000,
          to: 25000,
          unit: 'per site',
        },
        {
          id: 'guided-bone-regeneration',
          item: 'Guided bone regeneration with membrane',
          from: 20000,
          to: 45000,
          unit: 'per site',
        },
        {
          id: 'sinus-lift',
          item: 'Sinus lift (lateral window)',
          from: 35000,
          to: 80000,
          unit: 'per site',
        },
      ],
      includes: ['graft material and membrane', 'local anaesthesia', 'stitch removal and review'],
      changesWith: [
        'the amount of bone missing',
        'graft material (synthetic, animal-derived or your own bone)',
        'sedation if chosen',
      ],
    },
    visits: '1 surgical visit and 1 to 2 reviews',
    duration: '3 to 9 months of healing before an implant',
    recovery: 'Swelling and soreness for 3 to 5 days; soft food for a week.',
    needs: ['cbct', 'surgical-room'],
    related: ['dental-implants', 'tooth-extraction', 'sedation'],
  },
  {
    id: 'crowns-bridges',
    route: '/services/dental-crowns-bridges-hyderabad',
    name: 'Dental crowns and bridges',
    shortName: 'Crowns and bridges',
    summary:
      'A crown caps a weak or broken tooth; a bridge replaces a missing tooth by anchoring to the teeth beside the gap.',
    category: 'replacement',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'metal-ceramic-crown',
          item: 'Metal-ceramic (PFM) crown',
          from: 6000,
          to: 9000,
          unit: 'per tooth',
        },
        {id: 'zirconia-crown', item: 'Zirconia crown', from: 12000, to: 20000, unit: 'per tooth'},
        {
          id: 'emax-crown',
          item: 'Lithium disilicate (E.max) crown',
          from: 15000,
          to: 25000,
          unit: 'per tooth',
        },
        {
          id: 'three-unit-bridge',
          item: 'Three-unit bridge',
          from: 18000,
          to: 60000,
          unit: 'per treatment',
        },
      ],
      includes: [
        'tooth preparation',
        'digital or conventional impression',
        'temporary crown',
        'fitting and bite check',
      ],
      changesWith: [
        'the material',
        'whether a root canal or core build-up is needed first',
        'the number of units',
      ],
    },
    visits: '2 to 3 visits',
    duration: '5 to 10 days between preparation and fitting',
    recovery: 'No downtime; some sensitivity for a few days is common.',
    related: ['root-canal', 'dental-implants', 'veneers', 'fillings'],
    inNavbar: true,
  },
  {
    id: 'fillings',
    route: '/services/dental-fillings-hyderabad',
    name: 'Dental fillings',
    summary:
      'Removing decay and rebuilding the tooth with tooth-coloured composite, glass ionomer or a ceramic inlay.',
    category: 'general',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'glass-ionomer',
          item: 'Glass ionomer filling',
          from: 1000,
          to: 2000,
          unit: 'per tooth',
        },
        {
          id: 'composite',
          item: 'Composite (tooth-coloured) filling',
          from: 1500,
          to: 3500,
          unit: 'per tooth',
        },
        {
          id: 'ceramic-inlay-onlay',
          item: 'Ceramic inlay or onlay',
          from: 10000,
          to: 18000,
          unit: 'per tooth',
        },
      ],
      includes: ['local anaesthesia when needed', 'the filling', 'bite adjustment and polish'],
      changesWith: [
        'the size and number of surfaces',
        'the material',
        'whether the decay is close to the nerve',
      ],
    },
    visits: '1 visit (2 for inlays)',
    duration: '30 to 60 minutes per tooth',
    recovery: 'Eat once the numbness wears off; mild sensitivity may last a few days.',
    related: ['root-canal', 'crowns-bridges', 'cleaning'],
    inNavbar: true,
  },
  {
    id: 'sedation',
    route: '/services/dental-sedation-hyderabad',
    name: 'Dental sedation',
    summary:
      'Medicines that calm you during treatment: laughing gas, a tablet, or intravenous sedation given by an anaesthetist.',
    category: 'general',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {
          id: 'nitrous-oxide',
          item: 'Nitrous oxide (laughing gas)',
          from: 2000,
          to: 3500,
          unit: 'per visit',
        },
        {id: 'oral', item: 'Oral sedation', from: 3000, to: 5000, unit: 'per visit'},
        {
          id: 'intravenous',
          item: 'Intravenous sedation with an anaesthetist',
          from: 10000,
          to: 20000,
          unit: 'per session',
        },
      ],
      includes: [
        'pre-sedation health check',
        'monitoring of oxygen and pulse',
        'recovery time in the clinic',
      ],
      changesWith: ['the type of sedation', 'the length of the session'],
    },
    visits: 'Given at the treatment visit',
    duration: 'The length of the treatment, plus 30 to 60 minutes of recovery',
    recovery: 'After oral or IV sedation an adult must take you home; no driving for 24 hours.',
    needs: ['laughing-gas'],
    partNeeds: {steps: 'IV sedation', facilities: ['iv-sedation']},
    related: ['wisdom-tooth-removal', 'dental-implants', 'kids-dentistry'],
  },
  {
    id: 'veneers',
    route: '/services/dental-veneers-hyderabad',
    name: 'Dental veneers',
    shortName: 'Veneers',
    summary:
      'Thin shells of composite or porcelain bonded to the front of teeth to change their shape, colour or size.',
    category: 'cosmetic',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {id: 'composite-veneer', item: 'Composite veneer', from: 5000, to: 9000, unit: 'per tooth'},
        {
          id: 'porcelain-veneer',
          item: 'Porcelain (E.max) veneer',
          from: 14000,
          to: 25000,
          unit: 'per tooth',
        },
      ],
      includes: [
        'shade and shape planning',
        'trial smile (mock-up) for porcelain',
        'bonding and polish',
      ],
      changesWith: [
        'composite or porcelain',
        'the number of teeth',
        'whether whitening or gum contouring is done first',
      ],
    },
    visits: '1 visit for composite; 2 to 3 for porcelain',
    duration: '1 day for composite; 1 to 2 weeks for porcelain',
    recovery: 'No downtime; a few days to get used to the new shape.',
    related: ['smile-design', 'teeth-whitening', 'crowns-bridges', 'smile-makeover'],
    inNavbar: true,
  },
  {
    id: 'kids-dentistry',
    route: '/services/dentistry-for-kids',
    name: 'Dentistry for children',
    shortName: 'Children’s dentistry',
    summary: 'Check-ups, prevention and gentle treatment for babies, children and young teenagers.',
    category: 'children',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {id: 'check-up', item: 'Child check-up', from: 500, to: 800, unit: 'per visit'},
        {id: 'fluoride-varnish', item: 'Fluoride varnish', from: 800, to: 1500, unit: 'per visit'},
        {id: 'sealant', item: 'Pit and fissure sealant', from: 800, to: 1200, unit: 'per tooth'},
        {
          id: 'pulpotomy',
          item: 'Pulpotomy (milk-tooth nerve treatment)',
          from: 2500,
          to: 4500,
          unit: 'per tooth',
        },
        {id: 'steel-crown', item: 'Stainless steel crown', from: 3000, to: 5000, unit: 'per tooth'},
        {
          id: 'space-maintainer',
          item: 'Space maintainer',
          from: 3000,
          to: 6000,
          unit: 'per appliance',
        },
      ],
      includes: ['a paediatric dentist', 'advice for parents on brushing and diet'],
      changesWith: ['the number of teeth treated', 'whether sedation is needed'],
    },
    visits: 'A check-up every 6 months; treatment visits as needed',
    duration: '20 to 45 minutes a visit',
    recovery: 'Back to school the same or next day.',
    related: ['fillings', 'sedation', 'sports-dentistry', 'jaw-correction'],
    inNavbar: true,
  },
  {
    id: 'dentures',
    route: '/services/dentures-hyderabad',
    name: 'Dentures',
    summary:
      'Removable teeth that replace some (partial denture) or all (complete denture) of the teeth in a jaw.',
    category: 'replacement',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'acrylic-partial',
          item: 'Acrylic partial denture',
          from: 6000,
          to: 15000,
          unit: 'per jaw',
        },
        {
          id: 'flexible-partial',
          item: 'Flexible partial denture',
          from: 15000,
          to: 30000,
          unit: 'per jaw',
        },
        {
          id: 'cast-metal-partial',
          item: 'Cast metal partial denture',
          from: 18000,
          to: 35000,
          unit: 'per jaw',
        },
        {id: 'complete', item: 'Complete denture', from: 15000, to: 45000, unit: 'per jaw'},
      ],
      includes: ['impressions and bite records', 'a try-in', 'fitting and two adjustment visits'],
      changesWith: [
        'the type of denture',
        'the teeth and base material',
        'whether implants are added for grip',
      ],
    },
    visits: '4 to 5 visits, plus 2 adjustment visits',
    duration: '3 to 4 weeks once the gums have healed',
    recovery: 'Expect 2 to 6 weeks to get used to eating and speaking with them.',
    related: ['dental-implants', 'crowns-bridges', 'tooth-extraction'],
  },
  {
    id: 'emergency-care',
    route: '/services/emergency-dental-care-hyderabad',
    name: 'Emergency dental care',
    shortName: 'Emergency care',
    summary:
      'Help now, day or night, for a knocked-out or broken tooth, severe toothache or swelling. Swelling that spreads or heavy bleeding needs a hospital.',
    category: 'urgent',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {
          id: 'consultation',
          item: 'Emergency consultation with X-ray',
          from: 600,
          to: 1200,
          unit: 'per visit',
        },
        {
          id: 'pain-relief',
          item: 'Pain relief: opening and dressing a tooth',
          from: 1500,
          to: 3500,
          unit: 'per tooth',
        },
        {
          id: 'reimplant-and-splint',
          item: 'Re-implanting and splinting a knocked-out tooth',
          from: 4000,
          to: 8000,
          unit: 'per tooth',
        },
      ],
      includes: ['examination', 'the X-ray needed to decide', 'first-aid treatment'],
      changesWith: ['the treatment needed after the first visit', 'visits outside opening hours'],
    },
    visits: '1 urgent visit, then planned follow-up',
    duration: '30 to 60 minutes',
    recovery: 'Depends on the cause; pain usually eases within a day of the first treatment.',
    related: ['root-canal', 'tooth-extraction', 'sports-dentistry'],
    inNavbar: true,
  },
  {
    id: 'gum-contouring',
    route: '/services/gum-lift-contouring-hyderabad',
    name: 'Gum lift and contouring',
    shortName: 'Gum contouring',
    summary: 'Reshaping the gum line with a laser or scalpel to even out a gummy or uneven smile.',
    category: 'cosmetic',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'laser-contouring',
          item: 'Laser gum contouring, front teeth',
          from: 8000,
          to: 25000,
          unit: 'per arch',
        },
        {
          id: 'crown-lengthening',
          item: 'Crown lengthening with bone reshaping',
          from: 6000,
          to: 12000,
          unit: 'per tooth',
          role: 'alternative',
        },
      ],
      includes: ['smile analysis', 'local anaesthesia', 'review at one and four weeks'],
      changesWith: ['the number of teeth', 'whether bone must be reshaped as well'],
    },
    visits: '1 treatment visit and 2 reviews',
    duration: '45 to 90 minutes',
    recovery: 'Tender gums for 3 to 7 days; final gum shape settles over 6 to 12 weeks.',
    needs: ['soft-tissue-laser'],
    partNeeds: {steps: 'crown lengthening with bone reshaping', facilities: ['surgical-room']},
    related: ['smile-design', 'veneers', 'gum-therapy'],
  },
  {
    id: 'gum-therapy',
    route: '/services/gum-theraphy-hyderabad',
    name: 'Gum disease treatment',
    shortName: 'Gum treatment',
    summary:
      'Deep cleaning and, where needed, surgery to control gingivitis and periodontitis and keep teeth firm.',
    category: 'gums',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {
          id: 'scaling-root-planing',
          item: 'Scaling and root planing (deep cleaning)',
          from: 1500,
          to: 3000,
          unit: 'per quadrant',
        },
        {id: 'flap-surgery', item: 'Flap surgery', from: 6000, to: 12000, unit: 'per quadrant'},
        {
          id: 'gum-graft',
          item: 'Gum graft for recession',
          from: 12000,
          to: 25000,
          unit: 'per site',
        },
      ],
      includes: ['gum charting', 'local anaesthesia', 'a review after 6 to 8 weeks'],
      changesWith: [
        'how many areas are affected',
        'how deep the gum pockets are',
        'whether surgery is needed',
      ],
    },
    visits: '2 to 4 visits, then maintenance every 3 to 6 months',
    duration: '4 to 12 weeks for the active phase',
    recovery: 'Tender gums for a few days; sensitivity can last a few weeks.',
    partNeeds: {steps: 'gum flap surgery and gum grafts', facilities: ['surgical-room']},
    related: ['lanap', 'cleaning', 'gum-contouring'],
    inNavbar: true,
  },
  {
    id: 'invisalign',
    route: '/services/invisalign-hyderabad',
    name: 'Invisalign and clear aligners',
    shortName: 'Invisalign',
    summary:
      'A series of clear, removable trays that move teeth gradually, as an alternative to fixed braces.',
    category: 'orthodontics',
    schemaType: 'MedicalTherapy',
    pricing: clearAlignerPricing,
    visits: 'A review every 6 to 10 weeks',
    duration: '6 to 24 months',
    recovery: 'Pressure for 1 to 2 days with each new aligner.',
    related: [
      'braces-and-aligners',
      'aligners-adults',
      'aligners-teenagers',
      'aligners-children',
      'jaw-correction',
      'smile-makeover',
    ],
    inNavbar: true,
  },
  {
    id: 'braces-and-aligners',
    route: '/braces-and-invisalign/Invisalign',
    name: 'Invisalign or braces: choosing a way to straighten teeth',
    shortName: 'Aligners or braces?',
    summary:
      'How clear aligners compare with metal, ceramic and lingual braces, and how to choose between them.',
    category: 'orthodontics',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {id: 'metal', item: 'Metal braces', from: 35000, to: 60000, unit: 'per course'},
        {
          id: 'self-ligating',
          item: 'Self-ligating metal braces',
          from: 50000,
          to: 80000,
          unit: 'per course',
        },
        {
          id: 'ceramic',
          item: 'Ceramic (tooth-coloured) braces',
          from: 55000,
          to: 95000,
          unit: 'per course',
        },
        {
          id: 'lingual',
          item: 'Lingual braces (behind the teeth)',
          from: 150000,
          to: 300000,
          unit: 'per course',
        },
      ],
      includes: [
        'records: photographs, X-rays and scans',
        'the braces and all adjustment visits',
        'removal of the braces',
        'the first set of retainers',
      ],
      changesWith: [
        'how complex the tooth movement is',
        'the type of bracket',
        'whether both jaws are treated',
        'whether extractions or other treatment are needed first',
      ],
    },
    visits: 'A review every 4 to 8 weeks with braces, every 6 to 10 weeks with aligners',
    duration: '12 to 30 months with braces; 6 to 24 months with aligners',
    recovery: 'Soreness for 2 to 4 days after fitting and after each adjustment.',
    related: [
      'invisalign',
      'aligners-adults',
      'aligners-teenagers',
      'aligners-children',
      'jaw-correction',
    ],
  },
  {
    id: 'aligners-adults',
    route: '/braces-and-invisalign/Invisalign-for-adults',
    name: 'Invisalign for adults',
    summary:
      'Clear aligners for adults: gum health, crowns and fillings, and straightening teeth before other dental work.',
    category: 'orthodontics',
    schemaType: 'MedicalTherapy',
    pricing: clearAlignerPricing,
    visits: 'A review every 6 to 10 weeks',
    duration: '6 to 24 months',
    recovery: 'Pressure for 1 to 2 days with each new aligner.',
    related: [
      'invisalign',
      'braces-and-aligners',
      'gum-therapy',
      'crowns-bridges',
      'dental-implants',
    ],
  },
  {
    id: 'aligners-teenagers',
    route: '/braces-and-invisalign/invisalign-for-teenagers',
    name: 'Invisalign for teenagers',
    summary:
      'Clear aligners for teenagers whose adult teeth have come through: wear time, wear indicators, sport and school.',
    category: 'orthodontics',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {
          id: 'teen-aligners',
          item: 'Clear aligners for teenagers, comprehensive (such as Invisalign Teen)',
          from: 220000,
          to: 400000,
          unit: 'per course',
        },
        {
          id: 'replacement-aligner',
          item: 'Replacement aligner after a loss or break',
          from: 4000,
          to: 8000,
          unit: 'per appliance',
          role: 'add-on',
        },
      ],
      includes: [
        '3D scan and digital treatment plan',
        'all aligners in the plan',
        'review visits',
        'the first set of retainers',
      ],
      changesWith: [
        'how complex the tooth movement is',
        'whether growth still needs guiding',
        'lost or broken aligners',
        'extra refinement rounds',
      ],
    },
    visits: 'A review every 6 to 8 weeks',
    duration: '12 to 24 months',
    recovery: 'Pressure for 1 to 2 days with each new aligner.',
    related: ['invisalign', 'braces-and-aligners', 'aligners-children', 'sports-dentistry'],
  },
  {
    id: 'aligners-children',
    route: '/braces-and-invisalign/invisalign-for-children',
    name: 'Invisalign for children',
    summary:
      'Early (phase 1) treatment with clear aligners or other appliances for children aged about 6 to 10 with milk and adult teeth.',
    category: 'orthodontics',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {
          id: 'phase-1-aligners',
          item: 'Phase 1 clear aligners for mixed teeth (such as Invisalign First)',
          from: 120000,
          to: 220000,
          unit: 'per course',
        },
        {
          id: 'expander',
          item: 'Fixed or removable expander (an alternative)',
          from: 20000,
          to: 45000,
          unit: 'per appliance',
          role: 'alternative',
        },
      ],
      includes: [
        'orthodontic assessment and records',
        'the aligners or appliance',
        'review visits during phase 1',
        'a retainer to hold the phase 1 result',
      ],
      changesWith: [
        'what needs correcting',
        'how cooperative your child is with wear time',
        'whether a second phase is needed later',
      ],
    },
    visits: 'A review every 6 to 8 weeks',
    duration: '9 to 18 months for phase 1',
    recovery: 'Pressure for 1 to 2 days with each new aligner.',
    needs: ['early-orthodontics'],
    related: ['kids-dentistry', 'jaw-correction', 'aligners-teenagers', 'braces-and-aligners'],
  },
  {
    id: 'jaw-correction',
    route: '/services/jaw-correction-hyderabad',
    name: 'Jaw correction',
    summary:
      'Guiding jaw growth in children, and correcting bite problems in adults with braces, aligners or surgery.',
    category: 'orthodontics',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {
          id: 'growth-appliance',
          item: 'Functional or growth-modification appliance (children)',
          from: 25000,
          to: 60000,
          unit: 'per appliance',
        },
        {
          id: 'camouflage',
          item: 'Orthodontic camouflage with fixed braces',
          from: 45000,
          to: 120000,
          unit: 'per course',
        },
      ],
      includes: [
        'records: photographs, X-rays and scans',
        'the appliance or braces',
        'adjustment visits',
      ],
      changesWith: [
        'age and growth stage',
        'the severity of the bite problem',
        'whether surgery is needed',
      ],
    },
    visits: 'A review every 4 to 8 weeks',
    duration: '9 months to 2½ years per course',
    recovery: 'Soreness for a few days after each adjustment.',
    partNeeds: {
      steps: 'growth appliances for growing children',
      facilities: ['early-orthodontics'],
    },
    related: ['orthognathic-surgery', 'invisalign', 'kids-dentistry'],
  },
  {
    id: 'lanap',
    route: '/services/LANAP-Hyderabad',
    name: 'LANAP laser gum treatment',
    shortName: 'LANAP laser gum care',
    summary:
      'A laser protocol for moderate to severe gum disease that cleans infected pockets without cutting and stitching the gum.',
    category: 'gums',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'one-quadrant',
          item: 'LANAP, one quadrant',
          from: 15000,
          to: 30000,
          unit: 'per quadrant',
        },
        {
          id: 'full-mouth',
          item: 'LANAP, full mouth',
          from: 60000,
          to: 120000,
          unit: 'per treatment',
        },
      ],
      includes: [
        'gum charting and X-rays',
        'the laser treatment under local anaesthesia',
        'bite adjustment',
        'reviews for a year',
      ],
      changesWith: ['the number of quadrants treated', 'pocket depth and bone loss'],
    },
    visits: '1 to 2 treatment visits, then reviews',
    duration: '2 hours per half mouth',
    recovery: 'Soft diet for about a week; most people work the next day.',
    needs: ['lanap-laser'],
    related: ['gum-therapy', 'cleaning', 'dental-implants'],
    inNavbar: true,
  },
  {
    id: 'oral-cancer-tmj',
    route: '/services/oral-cancer-screening-tmj-tmd-hyderabad',
    name: 'Oral cancer screening and jaw joint (TMJ/TMD) care',
    shortName: 'Oral cancer screening and TMJ care',
    summary:
      'A check of the mouth for early signs of cancer, and diagnosis and treatment of jaw joint pain and clicking.',
    category: 'general',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {
          id: 'cancer-screening',
          item: 'Oral cancer screening examination',
          from: 500,
          to: 1000,
          unit: 'per visit',
        },
        {
          id: 'biopsy',
          item: 'Biopsy of a suspicious area (lab fee extra)',
          from: 3000,
          to: 6000,
          unit: 'per site',
        },
        {
          id: 'tmj-assessment',
          item: 'Jaw joint (TMJ) assessment',
          from: 1000,
          to: 1500,
          unit: 'per visit',
        },
        {
          id: 'night-guard',
          item: 'Occlusal splint (night guard)',
          from: 6000,
          to: 15000,
          unit: 'per appliance',
        },
      ],
      includes: ['a visual and touch examination of mouth, jaw and neck', 'written findings'],
      changesWith: ['tests or scans needed', 'the splint type'],
    },
    visits: '1 screening visit; 2 to 4 visits for jaw joint care',
    duration: '20 minutes for a screening',
    recovery: 'None for screening; a biopsy site is sore for a few days and heals in 1 to 2 weeks.',
    related: ['cleaning', 'orthognathic-surgery', 'sports-dentistry'],
  },
  {
    id: 'cleaning',
    route: '/services/oral-prophylaxis-hyderabad',
    name: 'Teeth cleaning (oral prophylaxis)',
    shortName: 'Teeth cleaning',
    summary:
      'Professional scaling and polishing that removes tartar and stains your brush cannot reach.',
    category: 'general',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'scaling-polishing',
          item: 'Scaling and polishing',
          from: 1000,
          to: 2500,
          unit: 'per visit',
        },
        {
          id: 'air-polishing',
          item: 'Air-polishing for stains',
          from: 2000,
          to: 3500,
          unit: 'per visit',
        },
      ],
      includes: ['a check-up', 'ultrasonic scaling', 'polishing', 'home-care advice'],
      changesWith: ['the amount of tartar', 'whether deep cleaning under the gums is needed'],
    },
    visits:
      '1 visit (2 for very heavy tartar), usually every 6 months; your dentist sets the interval by your risk',
    duration: '30 to 45 minutes',
    recovery: 'None; gums may feel tender for a day or two.',
    related: ['gum-therapy', 'teeth-whitening', 'fillings'],
    inNavbar: true,
  },
  {
    id: 'orthognathic-surgery',
    route: '/services/orthognathic-surgeries-hyderabad',
    name: 'Orthognathic (corrective jaw) surgery',
    shortName: 'Jaw surgery',
    summary:
      'Surgery that moves the upper or lower jaw, done with braces, for bite and facial problems braces alone cannot fix.',
    category: 'surgery',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'single-jaw',
          item: 'Single-jaw surgery',
          from: 150000,
          to: 300000,
          unit: 'per treatment',
        },
        {id: 'two-jaw', item: 'Two-jaw surgery', from: 300000, to: 550000, unit: 'per treatment'},
      ],
      includes: [
        'surgical planning with 3D scans',
        'the surgeon and anaesthetist',
        'plates and screws',
        'hospital stay at the partner hospital',
      ],
      changesWith: ['one jaw or both', 'chin surgery added', 'length of hospital stay'],
    },
    visits: 'Planning visits, 1 surgery, then weekly reviews for 6 weeks',
    duration: '18 to 30 months including braces before and after',
    recovery: '2 to 3 days in hospital; 2 to 3 weeks off work; soft diet for about 6 weeks.',
    partNeeds: {steps: 'surgical planning with 3D scans', facilities: ['cbct']},
    awayFromBranches: {
      steps: 'the operation and the hospital stay',
      place: 'our partner hospital',
    },
    related: ['jaw-correction', 'invisalign', 'oral-cancer-tmj'],
  },
  {
    id: 'root-canal',
    route: '/services/root-canal-hyderabad',
    name: 'Root canal treatment',
    shortName: 'Root canal',
    summary:
      'Cleaning out an infected or inflamed tooth nerve and sealing the canals so the tooth can be kept.',
    category: 'general',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {id: 'front-tooth', item: 'Front tooth', from: 4000, to: 6000, unit: 'per tooth'},
        {id: 'premolar', item: 'Premolar', from: 5000, to: 7000, unit: 'per tooth'},
        {id: 'molar', item: 'Molar', from: 6000, to: 9000, unit: 'per tooth'},
        {
          id: 're-treatment',
          item: 'Re-treatment of an earlier root canal',
          from: 8000,
          to: 12000,
          unit: 'per tooth',
        },
      ],
      includes: [
        'X-rays during treatment',
        'local anaesthesia',
        'rotary cleaning and sealing',
        'temporary filling',
      ],
      changesWith: [
        'the number and shape of canals',
        'whether it is a re-treatment',
        'the crown that usually follows (priced separately)',
      ],
    },
    visits: '1 to 3 visits',
    duration: '45 to 90 minutes a visit',
    recovery: 'Tenderness when biting for 2 to 3 days.',
    related: ['crowns-bridges', 'fillings', 'emergency-care', 'tooth-extraction'],
    inNavbar: true,
  },
  {
    id: 'smile-design',
    route: '/services/smile-design',
    name: 'Digital smile design',
    shortName: 'Smile design',
    summary:
      'Planning a new smile on photos, video and 3D scans, and trying it in your mouth before any tooth is changed.',
    category: 'cosmetic',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'design-with-mock-up',
          item: 'Digital smile design with trial smile (mock-up)',
          from: 5000,
          to: 10000,
          unit: 'per treatment',
        },
      ],
      includes: [
        'photographs and video',
        '3D scan',
        'a digital design',
        'a trial smile in your mouth',
      ],
      changesWith: ['the number of teeth in the design'],
    },
    visits: '2 visits',
    duration: '1 to 2 weeks',
    recovery: 'None: nothing is drilled at this stage.',
    needs: ['smile-design-studio'],
    related: ['smile-makeover', 'veneers', 'gum-contouring', 'teeth-whitening'],
  },
  {
    id: 'smile-makeover',
    route: '/services/smile-makeover-hyderabad',
    name: 'Smile makeover',
    summary:
      'A planned combination of treatments (whitening, aligners, veneers, crowns, gum contouring) to change how your smile looks.',
    category: 'cosmetic',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {
          id: 'whitening-and-bonding',
          item: 'Whitening with composite bonding',
          from: 25000,
          to: 60000,
          unit: 'per treatment',
        },
        {
          id: 'porcelain-veneers',
          item: 'Porcelain veneers on six to ten front teeth',
          from: 90000,
          to: 280000,
          unit: 'per treatment',
        },
        {
          id: 'aligners-whitening-veneers',
          item: 'Aligners, whitening and veneers together',
          from: 250000,
          to: 600000,
          unit: 'per treatment',
        },
      ],
      includes: ['smile design and trial smile', 'all planned treatment', 'reviews'],
      changesWith: ['which treatments are combined', 'the number of teeth', 'materials'],
    },
    visits: '3 to 8 visits; more when aligners are part of the plan',
    duration: '3 weeks to 18 months, depending on the plan',
    recovery: 'Little downtime for most steps.',
    needs: ['smile-design-studio'],
    related: ['smile-design', 'veneers', 'teeth-whitening', 'invisalign'],
    inNavbar: true,
  },
  {
    id: 'sports-dentistry',
    route: '/services/sports-dentistry-hyderabad',
    name: 'Sports dentistry and mouthguards',
    shortName: 'Sports mouthguards',
    summary:
      'Custom mouthguards that protect teeth in contact sports, and quick care when a tooth is injured on the field.',
    category: 'general',
    schemaType: 'MedicalTherapy',
    pricing: {
      lines: [
        {
          id: 'sports-mouthguard',
          item: 'Custom-fitted sports mouthguard',
          from: 3000,
          to: 6000,
          unit: 'per appliance',
        },
        {
          id: 'braces-mouthguard',
          item: 'Mouthguard for a child wearing braces',
          from: 3500,
          to: 6500,
          unit: 'per appliance',
        },
      ],
      includes: ['impression or scan', 'the mouthguard in your choice of colour', 'fit check'],
      changesWith: ['thickness for the sport', 'replacements as a child grows'],
    },
    visits: '2 visits',
    duration: '3 to 7 days',
    recovery: 'None.',
    related: ['emergency-care', 'kids-dentistry', 'crowns-bridges'],
  },
  {
    id: 'teeth-whitening',
    route: '/services/teeth-whitening-hyderabad',
    name: 'Teeth whitening',
    summary:
      'Lightening the natural colour of teeth with a peroxide gel, in the clinic or at home with custom trays.',
    category: 'cosmetic',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {
          id: 'in-clinic',
          item: 'In-clinic whitening',
          from: 8000,
          to: 15000,
          unit: 'per treatment',
        },
        {
          id: 'take-home',
          item: 'Take-home whitening trays and gel',
          from: 6000,
          to: 10000,
          unit: 'per treatment',
        },
      ],
      includes: [
        'a check-up and cleaning beforehand',
        'gum protection',
        'a shade record before and after',
      ],
      changesWith: ['in-clinic or at home', 'extra gel for top-ups'],
    },
    visits: '1 to 2 visits',
    duration: '60 to 90 minutes in clinic, or 2 to 3 weeks at home',
    recovery: 'Sensitivity for 1 to 3 days is common.',
    related: ['cleaning', 'veneers', 'smile-makeover'],
    inNavbar: true,
  },
  {
    id: 'tooth-extraction',
    route: '/services/tooth-extraction-hyderabad',
    name: 'Tooth extraction',
    summary: 'Removing a tooth that cannot be saved, gently and with a plan for the gap it leaves.',
    category: 'surgery',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {id: 'simple', item: 'Simple extraction', from: 800, to: 2000, unit: 'per tooth'},
        {id: 'surgical', item: 'Surgical extraction', from: 3000, to: 6000, unit: 'per tooth'},
      ],
      includes: ['local anaesthesia', 'the extraction', 'written aftercare', 'a review if needed'],
      changesWith: [
        'whether the tooth is broken or has curved roots',
        'socket preservation for a future implant',
      ],
    },
    visits: '1 visit and an optional review',
    duration: '20 to 45 minutes',
    recovery: 'Most discomfort settles in 2 to 3 days; the gum closes over in 2 to 3 weeks.',
    partNeeds: {steps: 'surgical extractions', facilities: ['surgical-room']},
    related: ['wisdom-tooth-removal', 'dental-implants', 'bone-grafts', 'dentures'],
  },
  {
    id: 'wisdom-tooth-removal',
    route: '/services/wisdom-tooth-removal-hyderabad',
    name: 'Wisdom tooth removal',
    summary:
      'Taking out a wisdom tooth that is stuck, decayed or causing repeated infections, by a dentist or an oral surgeon.',
    category: 'surgery',
    schemaType: 'MedicalProcedure',
    pricing: {
      lines: [
        {id: 'erupted', item: 'Erupted wisdom tooth', from: 2000, to: 4000, unit: 'per tooth'},
        {
          id: 'impacted',
          item: 'Impacted wisdom tooth (surgical)',
          from: 5000,
          to: 12000,
          unit: 'per tooth',
        },
      ],
      includes: ['X-ray or CBCT scan', 'local anaesthesia', 'stitches', 'a review after a week'],
      changesWith: [
        'how deeply the tooth is buried',
        'closeness to the nerve',
        'sedation if chosen',
      ],
    },
    visits: '1 surgical visit and 1 review',
    duration: '30 to 60 minutes',
    recovery: 'Swelling peaks on day 2 or 3; most people need 2 to 3 days off work.',
    partNeeds: {
      steps: 'surgical removal of an impacted tooth and any CBCT scan',
      facilities: ['cbct', 'surgical-room'],
    },
    related: ['tooth-extraction', 'sedation', 'emergency-care'],
    inNavbar: true,
    aliases: ['/services/WisdomToothRemoval'],
  },
  {
    id: 'dental-tourism',
    route: '/services/dental-tourism',
    name: 'Dental treatment for visitors to Hyderabad',
    shortName: 'Dental tourism',
    summary:
      'Planning treatment in Hyderabad from abroad or another city: remote consultation, a timeline, and aftercare at home.',
    category: 'planning',
    schemaType: 'WebPage',
    pricing: {
      lines: [
        {
          id: 'video-consultation',
          item: 'Video consultation with review of your X-rays',
          from: 800,
          unit: 'per session',
        },
      ],
      includes: ['a written treatment plan and estimate', 'a suggested day-by-day timeline'],
      changesWith: ['the treatment you choose'],
    },
    visits: 'Depends on the treatment; planned before you travel',
    duration: '1 day to 2 weeks in Hyderabad per trip',
    recovery: 'Planned so you fly home after the review visit.',
    related: ['dental-implants', 'veneers', 'invisalign', 'smile-makeover'],
  },
  {
    id: 'accreditations',
    route: '/services/awards-and-recognise',
    name: 'Accreditations, memberships and standards',
    shortName: 'Standards and accreditations',
    summary:
      'How the clinic is registered, which professional bodies its dentists belong to, and the safety standards it follows.',
    category: 'planning',
    schemaType: 'WebPage',
    visits: 'Not applicable',
    duration: 'Not applicable',
    recovery: 'Not applicable',
    related: ['cleaning', 'emergency-care'],
  },
]);

/** The union of the treatments' ids: a typo in a reference does not compile. */
export type TreatmentId = (typeof treatments)[number]['id'];
export type Treatment = TreatmentEntry<TreatmentId> & Where;

export function getTreatment(id: string): Treatment {
  const treatment = treatments.find((t) => t.id === id);
  if (!treatment) {
    throw new Error(
      `Unknown treatment id "${id}". Add it to src/data/treatments.ts or fix the id.`,
    );
  }
  return treatment;
}

export const navbarTreatments = treatments.filter((t) => t.inNavbar);
