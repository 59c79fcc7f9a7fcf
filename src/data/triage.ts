/**
 * When to get help, and first aid: the one place the site writes advice that
 * can change what a patient does in the next hour. The WhenToGetHelp and
 * FirstAid blocks render it; pages never restate it in their own words
 * (tests/unit/emergencyAdvice.test.ts fails on MDX that does).
 *
 * Three levels, as on the nhs.uk condition pages: go to a hospital emergency
 * department or call 108/112 now; call our emergency line now; book a visit.
 * Sources, in plain words and our own: the IADT 2020 guidelines for the
 * management of traumatic dental injuries (Fouad et al., Dental Traumatology
 * 2020; avulsion: replant at once if possible, otherwise store in milk or
 * saliva, never water, and seek care at once, without a cut-off time); NHS
 * "Dental emergencies", "Toothache" and "Dental abscess" pages (spreading
 * swelling, trouble breathing or swallowing, and bleeding that will not stop
 * are hospital matters); the ADA 2019 guideline on antibiotics for dental pain
 * and swelling (Lockhart et al., JADA 2019: no antibiotics for toothache
 * without spreading infection or fever; the cause is treated instead).
 *
 * How to add a sign or a situation:
 *   1. A sign is one plain phrase that fits after "…if you have". Give it the
 *      level a clinician would, never two levels for the same thing.
 *   2. `always: true` hospital signs show in every WhenToGetHelp block; other
 *      signs show where a problem (problems.ts `signs`) or a situation below
 *      lists them. The emergency page shows every sign.
 *   3. Run `npm test`: tests/unit/data/triage.test.ts checks every entry.
 */

import {listWithIds} from './typedList';

/**
 * From most to least urgent. `doctor-today` is for signs that point beyond the
 * mouth (bleeding gums with bruising can mean low platelets): a medical doctor
 * the same day, not the dental emergency line.
 */
export const triageLevels = ['hospital', 'doctor-today', 'emergency-line', 'book-soon'] as const;
export type TriageLevel = (typeof triageLevels)[number];

interface SignFields {
  level: TriageLevel;
  /** Fits after "…if you have": lowercase, no full stop. */
  text: string;
  /** Hospital signs shown in every block, whatever the page is about. */
  always?: boolean;
  /**
   * For `always` signs: a few words for the one-line reminder beside every
   * emergency-line offer ("…: call 108 or 112 or go to a hospital now").
   */
  glance?: string;
}

export const signs = listWithIds<SignFields>()([
  {
    id: 'spreading-swelling',
    level: 'hospital',
    always: true,
    text: 'swelling that spreads towards your eye or down into your neck',
    glance: 'swelling spreading to your eye or neck',
  },
  {
    id: 'breathing-or-swallowing',
    level: 'hospital',
    always: true,
    text: 'trouble breathing, swallowing or speaking, or you cannot swallow your own saliva',
    glance: 'trouble breathing or swallowing',
  },
  {
    id: 'heavy-bleeding',
    level: 'hospital',
    always: true,
    text: 'heavy bleeding from the mouth, or bleeding still flowing after two rounds of 20 minutes of firm pressure',
    glance: 'bleeding that will not stop',
  },
  {
    id: 'jaw-fracture',
    level: 'hospital',
    text: 'after a blow to the face, teeth that no longer meet, a jaw you cannot open or close, or a numb lip or chin',
  },
  {
    id: 'head-injury',
    level: 'hospital',
    text: 'after a blow to the head, being knocked out even briefly, vomiting, confusion, drowsiness or a severe headache',
  },
  {
    id: 'heart-jaw-pain',
    level: 'hospital',
    text: 'jaw pain with chest pain, breathlessness, sweating or pain down an arm, which can come from the heart',
  },
  {
    id: 'temple-headache-sight',
    level: 'hospital',
    text: 'over the age of 50, a new headache at the temples with jaw pain when chewing and any change in your sight',
  },
  {
    id: 'hard-to-wake',
    level: 'hospital',
    text: 'after sedation, someone who is hard to wake or is breathing slowly or noisily',
  },

  {
    id: 'bleeding-gums-with-fever',
    level: 'hospital',
    text: 'gums that bleed on their own, or bruises or tiny red spots on the skin, together with a fever',
  },

  {
    id: 'bleeding-gums-with-bruising',
    level: 'doctor-today',
    text: 'gums that bleed on their own, with bruises that come easily or tiny red or purple spots on the skin (a blood test can show low platelets, as in dengue)',
  },

  {
    id: 'knocked-out-tooth',
    level: 'emergency-line',
    text: 'an adult tooth knocked out, however long ago (bring it in milk)',
  },
  {
    id: 'displaced-tooth',
    level: 'emergency-line',
    text: 'a tooth pushed out of place or made very loose by an injury',
  },
  {
    id: 'exposed-nerve',
    level: 'emergency-line',
    text: 'a broken tooth with pink or red showing, or sharp pain from a broken tooth',
  },
  {id: 'facial-swelling', level: 'emergency-line', text: 'swelling of the gum, face or jaw'},
  {
    id: 'fever-with-pain',
    level: 'emergency-line',
    text: 'a fever with toothache or with a swollen face',
  },
  {
    id: 'uncontrolled-pain',
    level: 'emergency-line',
    text: 'pain that painkillers do not control, or that keeps you awake',
  },
  {
    id: 'mouth-hard-to-open',
    level: 'emergency-line',
    text: 'swelling or pain that makes it hard to open your mouth',
  },
  {
    id: 'bleeding-after-surgery',
    level: 'emergency-line',
    text: 'bleeding after an extraction or surgery that still oozes after 20 minutes of firm pressure on gauze',
  },
  {
    id: 'worse-after-surgery',
    level: 'emergency-line',
    text: 'pain or swelling that gets worse from the third day after an extraction or surgery',
  },
  {
    id: 'locked-jaw',
    level: 'emergency-line',
    text: 'a jaw that has locked open or shut (do not force it)',
  },
  {
    id: 'numb-after-surgery',
    level: 'emergency-line',
    text: 'a lip, chin or tongue still numb the morning after an implant, extraction or other surgery',
  },
  {
    id: 'sudden-loose-tooth',
    level: 'emergency-line',
    text: 'an adult tooth that has suddenly become very loose, without an injury',
  },

  {
    id: 'knock-looks-fine',
    level: 'book-soon',
    text: 'a knock to a tooth that still looks fine: come within a day or two, as the nerve inside can be hurt',
  },
  {
    id: 'lost-filling-or-crown',
    level: 'book-soon',
    text: 'a lost filling or crown, or a small chip, without pain (keep a crown and bring it)',
  },
  {id: 'controlled-toothache', level: 'book-soon', text: 'toothache that painkillers control'},
  {
    id: 'sensitivity',
    level: 'book-soon',
    text: 'a short twinge with cold, hot or sweet things',
  },
  {
    id: 'bleeding-gums',
    level: 'book-soon',
    text: 'gums that bleed when you brush, floss or eat',
  },
  {
    id: 'slowly-loosening-teeth',
    level: 'book-soon',
    text: 'teeth that are slowly getting looser, or gums shrinking back',
  },
  {
    id: 'gum-pimple',
    level: 'book-soon',
    text: 'a pimple on the gum that comes and goes, without pain or swelling',
  },
  {
    id: 'wisdom-gum-sore',
    level: 'book-soon',
    text: 'a sore gum around a wisdom tooth, without fever and with a mouth that opens normally',
  },
  {id: 'dark-tooth', level: 'book-soon', text: 'a single tooth that has turned dark or grey'},
  {
    id: 'mouth-sore',
    level: 'book-soon',
    text: 'a mouth ulcer, or a white or red patch, that has not healed in three weeks',
  },
  {
    id: 'broken-appliance',
    level: 'book-soon',
    text: 'a broken denture, brace or aligner, or a wire poking your cheek (cover its end with orthodontic wax)',
  },
  {
    id: 'put-off-by-fear',
    level: 'book-soon',
    text: 'a problem you have been putting off because of fear: say so when you book, and we go at your pace',
  },
]);

export type SignId = (typeof signs)[number]['id'];
export type Sign = (typeof signs)[number];

/**
 * Pages that are not about one problem but still need "when to get help":
 * aftercare, sport, treatment away from home. Problems list their own signs
 * in problems.ts.
 */
export const situations = {
  'after-surgery': {
    label: 'After an extraction, implant or other surgery',
    signs: [
      'bleeding-after-surgery',
      'worse-after-surgery',
      'numb-after-surgery',
      'fever-with-pain',
      'uncontrolled-pain',
    ],
  },
  'after-sedation': {
    label: 'After sedation',
    signs: ['hard-to-wake', 'bleeding-after-surgery', 'uncontrolled-pain'],
  },
  'dental-injury': {
    label: 'After an injury to the teeth or mouth',
    signs: [
      'jaw-fracture',
      'head-injury',
      'knocked-out-tooth',
      'displaced-tooth',
      'exposed-nerve',
      'knock-looks-fine',
      'lost-filling-or-crown',
    ],
  },
  'jaw-pain': {
    label: 'Jaw pain',
    signs: [
      'heart-jaw-pain',
      'temple-headache-sight',
      'jaw-fracture',
      'locked-jaw',
      'mouth-hard-to-open',
      'controlled-toothache',
    ],
  },
  children: {
    label: 'A child’s teeth',
    signs: [
      'jaw-fracture',
      'head-injury',
      'knocked-out-tooth',
      'displaced-tooth',
      'facial-swelling',
      'fever-with-pain',
      'uncontrolled-pain',
      'knock-looks-fine',
      'dark-tooth',
      'controlled-toothache',
    ],
  },
  dentures: {
    label: 'Wearing a denture',
    signs: ['mouth-sore', 'broken-appliance', 'uncontrolled-pain'],
  },
  'braces-and-aligners': {
    label: 'During brace, aligner or retainer treatment',
    signs: [
      'knocked-out-tooth',
      'displaced-tooth',
      'facial-swelling',
      'uncontrolled-pain',
      'broken-appliance',
    ],
  },
  toothache: {
    label: 'Toothache or swelling',
    signs: [
      'facial-swelling',
      'fever-with-pain',
      'uncontrolled-pain',
      'controlled-toothache',
      'sensitivity',
    ],
  },
} as const satisfies Record<string, {label: string; signs: readonly SignId[]}>;

export type SituationId = keyof typeof situations;

/** How long a cold pack stays on and off: every first-aid step that uses one says this. */
const coldPack =
  'a cold pack wrapped in a thin cloth against your cheek, 15 minutes on and 15 minutes off';

interface FirstAidFields {
  /** The h3 of the block. */
  title: string;
  /** Done in this order. */
  steps: string[];
  /** A warning or exception after the steps. */
  note?: string;
}

export const firstAid = listWithIds<FirstAidFields>()([
  {
    id: 'knocked-out-tooth',
    title: 'A knocked-out adult tooth',
    steps: [
      'Find the tooth and pick it up by the crown, the white part you normally see. Do not touch the root.',
      'If it is dirty, rinse it for about ten seconds in milk or under cold running water. Do not scrub it, and do not let it dry.',
      'Push it back into its socket, the right way round, and bite gently on a clean handkerchief to hold it there.',
      'If you cannot put it back, keep it in a small cup of milk, or in saliva: inside the cheek of an adult who will not swallow it, or in a cup a child has spat into. Do not keep it in water.',
      'Call the emergency line and come at once, however long it has been. The sooner a tooth is back in place the better its chances, but a tooth kept in milk can still be put back hours later.',
    ],
    note: 'A knocked-out milk (baby) tooth is never put back, as that can harm the adult tooth growing underneath. Keep it, and bring your child in the same day.',
  },
  {
    id: 'broken-tooth',
    title: 'A broken or chipped tooth',
    steps: [
      'Rinse your mouth with warm water.',
      'Keep any broken pieces in milk and bring them: a large piece can sometimes be bonded back.',
      `If your lip or face is swollen, hold ${coldPack}.`,
      'Cover a sharp edge with sugar-free chewing gum or orthodontic wax.',
      'Call the emergency line if you see pink or red or the pain is sharp; otherwise book a visit within a day or two.',
    ],
  },
  {
    id: 'bleeding-after-extraction',
    title: 'Bleeding after an extraction',
    steps: [
      'Sit upright. Do not rinse or spit.',
      'Fold a clean gauze pad or cotton handkerchief into a firm pad, place it over the socket and bite down hard for 20 minutes without looking. A damp tea bag of plain black tea can be used instead.',
      'If it still bleeds, do the same again with a fresh pad and call the emergency line.',
      'If the bleeding is heavy, or still flowing after the second 20 minutes, go to a hospital emergency department.',
    ],
    note: 'Pink saliva for a day is normal; steady bright red blood is not.',
  },
  {
    id: 'swelling',
    title: 'A swollen gum or face',
    steps: [
      `Hold ${coldPack}.`,
      'Take the painkiller you normally take safely, at the dose on the pack.',
      'Keep your head raised, even when you sleep.',
      'Do not put heat on the swelling, do not pierce it, and do not hold a tablet against the gum.',
      'Do not start leftover antibiotics: they may be the wrong medicine and can hide a spreading infection. A swelling needs its cause treated; antibiotics are added only when an infection is spreading or you have a fever.',
      'Call the emergency line and come the same day.',
    ],
  },
  {
    id: 'wisdom-flare-up',
    title: 'A sore gum around a wisdom tooth',
    steps: [
      'Rinse gently with warm salt water several times a day, especially after meals.',
      'Clean the area carefully with a soft toothbrush, even though it is sore: leaving it makes it worse.',
      'Take the painkiller you normally take safely, at the dose on the pack. It eases the pain but does not treat the cause.',
      'Eat soft food and chew on the other side.',
      'Do not take leftover antibiotics. They are needed only if the infection spreads or you have a fever, and the dentist decides that.',
      'Book a visit within a day or two, especially if it is the second or third time.',
    ],
  },
  {
    id: 'toothache',
    title: 'Toothache',
    steps: [
      'Take paracetamol or ibuprofen at the dose on the pack, if they are safe for you. If you are pregnant, take paracetamol, not ibuprofen, unless your doctor has told you otherwise. Ask a pharmacist before ibuprofen if you have asthma, a stomach ulcer or kidney disease, or take blood thinners.',
      'Do not hold an aspirin or a clove against the gum: both can burn it.',
      'Antibiotics do not ease toothache, and taking them when they are not needed adds to resistance.',
      'Floss gently around the tooth: trapped food, such as a piece of supari, can cause surprising pain.',
      'Avoid food and drink that is very hot, very cold or sweet, and chew on the other side.',
      'Book a visit within a day or two. Call the emergency line now if the pain keeps you awake, or comes with swelling or a fever.',
    ],
  },
]);

export type FirstAidId = (typeof firstAid)[number]['id'];

/**
 * The emergency page's "What to do now" links, in the order a frightened
 * reader looks for them; each leads to that topic's steps.
 */
export const firstAidNow = [
  'knocked-out-tooth',
  'bleeding-after-extraction',
  'swelling',
  'broken-tooth',
  'toothache',
] as const satisfies readonly FirstAidId[];

export function getFirstAid(id: string) {
  const topic = firstAid.find((t) => t.id === id);
  if (!topic) {
    throw new Error(
      `Unknown first-aid topic "${id}". Known: ${firstAid.map((t) => t.id).join(', ')}`,
    );
  }
  return topic;
}

/** The `always` hospital signs: the ones every emergency-line offer shows in a glance. */
export const alwaysHospitalSigns = signs.filter((s) => s.always);

/** The signs of a problem or situation, with the `always` hospital signs first; every sign when none is given. */
export function signsFor(listed?: readonly SignId[]): Sign[] {
  if (!listed) return [...signs];
  return signs.filter((s) => s.always || listed.includes(s.id));
}
