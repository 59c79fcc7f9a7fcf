/**
 * Dental problems patients come in with. Problem pages, related-links blocks,
 * JSON-LD (MedicalCondition) and the smile assessment read this file.
 *
 * How to add a problem:
 *   1. Add an entry with a unique `id` and `route` (`/dental-problem/<slug>`).
 *   2. `signs` lists ids from triage.ts: the signs that matter for this
 *      problem, at any level (go to hospital, call now, book soon). The
 *      problem page's WhenToGetHelp block shows them with the hospital signs
 *      every page shows.
 *   3. `treatments` lists ids from treatments.ts, most likely first: the
 *      treatments that treat this problem. This is the one place the relation
 *      is stored; a treatment's "Problems it treats" is derived from it
 *      (src/data/relations.ts).
 *   4. `priceLines` (optional): where a listed treatment's cheapest line is not
 *      what this problem needs, name the line that is, by its `id` in treatments.ts.
 *   5. Run `npm test`: tests/unit/data/problems.test.ts checks every reference.
 */

import {listWithIds} from './typedList';
import type {TreatmentId} from './treatments';
import type {SignId} from './triage';

/** A problem's fields besides its id. */
interface ProblemFields {
  route: string;
  name: string;
  summary: string;
  /** When to get help: ids of signs in triage.ts. */
  signs: SignId[];
  treatments: TreatmentId[];
  /**
   * For a treatment whose starting price does not fit this problem, the
   * `id` of its price line that does (a gap needs a bridge, not a single
   * crown). Shown beside the treatment on the problem page.
   */
  priceLines?: Partial<Record<TreatmentId, string>>;
}

export const problems = listWithIds<ProblemFields>()([
  {
    id: 'bleeding-gums',
    route: '/dental-problem/bleeding-gums',
    name: 'Bleeding gums',
    summary:
      'Gums that bleed when you brush, floss or eat, usually an early sign of gum inflammation.',
    signs: [
      'bleeding-gums-with-fever',
      'bleeding-gums-with-bruising',
      'facial-swelling',
      'fever-with-pain',
      'bleeding-gums',
      'slowly-loosening-teeth',
    ],
    treatments: ['cleaning', 'gum-therapy', 'lanap'],
  },
  {
    id: 'chipped-or-broken',
    route: '/dental-problem/chipped-or-broken',
    name: 'Chipped or broken tooth',
    summary:
      'A tooth that has lost a corner, cracked or broken after a bite, a fall or an old filling giving way.',
    signs: [
      'jaw-fracture',
      'head-injury',
      'knocked-out-tooth',
      'displaced-tooth',
      'exposed-nerve',
      'uncontrolled-pain',
      'knock-looks-fine',
      'lost-filling-or-crown',
    ],
    treatments: ['fillings', 'crowns-bridges', 'veneers', 'root-canal', 'emergency-care'],
    priceLines: {fillings: 'composite'},
  },
  {
    id: 'dental-anxiety',
    route: '/dental-problem/dental-anxiety',
    name: 'Dental anxiety',
    summary: 'Fear of the dentist that makes you delay care, from mild nerves to a phobia.',
    signs: ['facial-swelling', 'uncontrolled-pain', 'controlled-toothache', 'put-off-by-fear'],
    treatments: ['sedation', 'cleaning', 'kids-dentistry'],
  },
  {
    id: 'gum-diseases',
    route: '/dental-problem/gum-diseases',
    name: 'Gum disease',
    summary:
      'Gingivitis and periodontitis: infection of the gums and the bone that holds the teeth.',
    signs: [
      'facial-swelling',
      'fever-with-pain',
      'sudden-loose-tooth',
      'bleeding-gums',
      'slowly-loosening-teeth',
    ],
    treatments: ['gum-therapy', 'lanap', 'cleaning', 'bone-grafts'],
    priceLines: {'bone-grafts': 'guided-bone-regeneration'},
  },
  {
    id: 'malocclusion',
    route: '/dental-problem/malocclusion',
    name: 'Crooked teeth and bite problems (malocclusion)',
    summary:
      'Crowding, gaps, overbite, underbite, crossbite or open bite: teeth and jaws that do not meet as they should.',
    signs: ['jaw-fracture', 'locked-jaw', 'broken-appliance'],
    treatments: [
      'braces-and-aligners',
      'invisalign',
      'aligners-adults',
      'aligners-teenagers',
      'aligners-children',
      'kids-dentistry',
      'jaw-correction',
      'orthognathic-surgery',
    ],
  },
  {
    id: 'missing-teeth',
    route: '/dental-problem/missing-teeth',
    name: 'Missing teeth',
    summary:
      'One or more teeth lost to decay, gum disease or injury, and the options to replace them.',
    signs: ['knocked-out-tooth', 'lost-filling-or-crown', 'broken-appliance'],
    treatments: ['dental-implants', 'crowns-bridges', 'dentures', 'bone-grafts'],
    priceLines: {
      'crowns-bridges': 'three-unit-bridge',
      'bone-grafts': 'guided-bone-regeneration',
    },
  },
  {
    id: 'stained-teeth',
    route: '/dental-problem/stained-teeth',
    name: 'Stained or discoloured teeth',
    summary:
      'Yellow, brown or grey teeth from food, tobacco, medicines, ageing or a tooth that has died.',
    signs: ['facial-swelling', 'uncontrolled-pain', 'dark-tooth', 'mouth-sore'],
    treatments: ['cleaning', 'teeth-whitening', 'veneers', 'smile-design'],
  },
  {
    id: 'tooth-decay',
    route: '/dental-problem/tooth-decay',
    name: 'Tooth decay (cavities)',
    summary:
      'Holes in teeth made by acid from bacteria feeding on sugar, from a small spot to a deep cavity.',
    signs: [
      'facial-swelling',
      'uncontrolled-pain',
      'controlled-toothache',
      'sensitivity',
      'lost-filling-or-crown',
    ],
    treatments: ['fillings', 'root-canal', 'crowns-bridges', 'kids-dentistry', 'tooth-extraction'],
    priceLines: {'kids-dentistry': 'fluoride-varnish'},
  },
  {
    id: 'tooth-infection',
    route: '/dental-problem/tooth-infection',
    name: 'Tooth infection (abscess)',
    summary:
      'A pocket of infection at the root of a tooth or in the gum, often with throbbing pain and swelling.',
    signs: [
      'facial-swelling',
      'fever-with-pain',
      'uncontrolled-pain',
      'mouth-hard-to-open',
      'gum-pimple',
    ],
    treatments: ['root-canal', 'tooth-extraction', 'emergency-care', 'wisdom-tooth-removal'],
    priceLines: {'wisdom-tooth-removal': 'impacted'},
  },
  {
    id: 'tooth-pain',
    route: '/dental-problem/tooth-pain',
    name: 'Toothache',
    summary: 'Pain in or around a tooth, from brief sensitivity to a constant throb.',
    signs: [
      'heart-jaw-pain',
      'facial-swelling',
      'fever-with-pain',
      'uncontrolled-pain',
      'exposed-nerve',
      'controlled-toothache',
      'sensitivity',
    ],
    treatments: [
      'fillings',
      'root-canal',
      'emergency-care',
      'tooth-extraction',
      'wisdom-tooth-removal',
      'kids-dentistry',
      'oral-cancer-tmj',
    ],
    priceLines: {'oral-cancer-tmj': 'tmj-assessment'},
  },
  {
    id: 'wisdom-teeth',
    route: '/dental-problem/wisdom-teeth',
    name: 'Wisdom tooth problems',
    summary:
      'Third molars that come through partly or not at all, trapping food and causing pain and infection.',
    signs: ['mouth-hard-to-open', 'fever-with-pain', 'facial-swelling', 'wisdom-gum-sore'],
    treatments: ['wisdom-tooth-removal', 'tooth-extraction', 'emergency-care'],
    priceLines: {'wisdom-tooth-removal': 'impacted'},
  },
]);

/** The union of the problems' ids: a typo in a reference does not compile. */
export type ProblemId = (typeof problems)[number]['id'];
export type Problem = (typeof problems)[number];

export function getProblem(id: string): Problem {
  const problem = problems.find((p) => p.id === id);
  if (!problem) {
    throw new Error(`Unknown problem id "${id}". Add it to src/data/problems.ts or fix the id.`);
  }
  return problem;
}
