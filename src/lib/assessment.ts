/**
 * Smile assessment rules: a pure function from answers to suggestions. Not a
 * diagnosis: it points to treatments worth asking about, and flags answers
 * that need care soon.
 */
import type {Bite, Goal, Symptom, When, Who} from '../data/assessment';

export interface Answers {
  who?: Who;
  goals: Goal[];
  bite: Bite[];
  symptoms: Symptom[];
  when?: When;
  branch?: string;
}

export const emptyAnswers: Answers = {goals: [], bite: [], symptoms: []};

export interface Suggestion {
  /** Treatment id in treatments.ts. */
  treatment: string;
  why: string;
}

export interface AssessmentResult {
  urgent: boolean;
  suggestions: Suggestion[];
}

const jawBites: Bite[] = ['underbite', 'crossbite', 'openbite'];

export function assess(answers: Answers): AssessmentResult {
  const who = answers.who ?? 'adult';
  const out: Suggestion[] = [];
  const add = (treatment: string, why: string) => {
    if (!out.some((s) => s.treatment === treatment)) out.push({treatment, why});
  };
  const has = (goal: Goal) => answers.goals.includes(goal);
  const symptom = (s: Symptom) => answers.symptoms.includes(s);
  const urgent = symptom('swelling') || symptom('pain-now');

  if (urgent) {
    add(
      'emergency-care',
      'You told us about swelling or pain now: these need a dentist soon, before anything else.',
    );
  }
  if (has('pain') || urgent || symptom('sensitivity')) {
    add(
      'fillings',
      'Twinges and aches are most often decay or a worn spot, which a filling repairs.',
    );
    if (urgent) {
      add(
        'root-canal',
        'Pain that lingers or wakes you, or a swelling, can mean the nerve of a tooth is inflamed or infected.',
      );
    }
  }
  if (who === 'child') {
    add(
      'kids-dentistry',
      'Children are seen by a paediatric dentist, who checks teeth, habits and how the jaws are growing.',
    );
  }
  if (has('straighter') || answers.bite.length > 0) {
    const jaw = answers.bite.some((b) => jawBites.includes(b));
    if (who === 'child') {
      add(
        'aligners-children',
        'Some bite problems in children aged about 6 to 10 are easier to guide early; many need no treatment yet.',
      );
      if (jaw)
        add(
          'jaw-correction',
          'An underbite, crossbite or open bite can involve how the jaws grow, which can be guided in children.',
        );
    } else {
      add(
        who === 'teen' ? 'aligners-teenagers' : 'aligners-adults',
        'Clear aligners straighten crowded or gappy teeth if worn 20 to 22 hours a day.',
      );
      add(
        'braces-and-aligners',
        'Fixed braces suit the widest range of problems and work without daily effort; compare both.',
      );
      if (jaw)
        add(
          'jaw-correction',
          'An underbite, crossbite or open bite may come from the jaws, not only the teeth.',
        );
    }
  }
  if (has('whiter')) {
    add(
      'cleaning',
      'Much staining from tea, coffee and tobacco comes off with a professional clean.',
    );
    if (who === 'adult')
      add(
        'teeth-whitening',
        'Whitening lightens the natural colour of teeth once they are clean and healthy.',
      );
  }
  if (has('replace')) {
    if (who === 'adult') {
      add(
        'dental-implants',
        'An implant replaces a missing tooth without touching the teeth beside it.',
      );
      add('crowns-bridges', 'A bridge fills a gap quickly, using the teeth either side.');
      add('dentures', 'A denture replaces several teeth at a lower cost and without surgery.');
    } else {
      add(
        'crowns-bridges',
        'In young people, a gap is usually held with a bonded bridge or a retainer until growth ends.',
      );
    }
  }
  if (has('repair')) {
    add(
      'fillings',
      'A tooth-coloured filling rebuilds small chips and breaks, often in one visit.',
    );
    if (who !== 'child') add('veneers', 'A veneer can cover a chipped or worn front tooth.');
    add('crowns-bridges', 'A crown protects a back tooth that has lost a lot of its structure.');
  }
  if (has('gums') || symptom('bleeding') || symptom('loose')) {
    add('cleaning', 'Bleeding gums usually start with plaque and tartar that a clean removes.');
    if (who !== 'child')
      add(
        'gum-therapy',
        'Gums that shrink, bleed for weeks or let teeth loosen need a full gum check and deep cleaning.',
      );
  }
  if (out.length === 0) {
    add(
      who === 'child' ? 'kids-dentistry' : 'cleaning',
      'A check-up and clean is the simplest place to start.',
    );
  }
  return {urgent, suggestions: out.slice(0, 6)};
}
