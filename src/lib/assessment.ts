/**
 * Smile assessment rules: a pure function from answers to suggestions. Not a
 * diagnosis: it points to treatments worth asking about, the first one the
 * place to start, to pages worth reading, and flags answers that need care
 * soon.
 */
import type {Bite, Goal, Symptom, When, Who} from '../data/assessment';
import type {ProblemId} from '../data/problems';
import type {TreatmentId} from '../data/treatments';

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
  treatment: TreatmentId;
  why: string;
}

/** A page to read, not a treatment: a guide (an information page in treatments.ts) or a dental problem. */
export interface Reading {
  kind: 'guide' | 'problem';
  /** A treatment id for a guide, a problem id for a problem. */
  id: TreatmentId | ProblemId;
  why: string;
}

export interface AssessmentResult {
  urgent: boolean;
  /**
   * Treatments worth asking about, at most six; the first is the top
   * recommendation, and emergency care whenever the answers are urgent.
   */
  suggestions: Suggestion[];
  /** At most three pages to read, kept apart from the treatments. */
  reading: Reading[];
}

const jawBites: Bite[] = ['underbite', 'crossbite', 'openbite'];

export function assess(answers: Answers): AssessmentResult {
  const who = answers.who ?? 'adult';
  const out: Suggestion[] = [];
  const add = (treatment: TreatmentId, why: string) => {
    if (!out.some((s) => s.treatment === treatment)) out.push({treatment, why});
  };
  const reading: Reading[] = [];
  const read = (kind: Reading['kind'], id: Reading['id'], why: string) => {
    if (!reading.some((r) => r.kind === kind && r.id === id)) reading.push({kind, id, why});
  };
  const has = (goal: Goal) => answers.goals.includes(goal);
  const symptom = (s: Symptom) => answers.symptoms.includes(s);
  const urgent = symptom('swelling') || symptom('pain-now');

  if (urgent) {
    add(
      'emergency-care',
      'You told us about swelling or pain now: these need a dentist soon, before anything else.',
    );
    if (symptom('swelling')) {
      read(
        'problem',
        'tooth-infection',
        'What a swelling can mean, what helps until you are seen, and when to go to hospital.',
      );
    }
    if (symptom('pain-now')) {
      read('problem', 'tooth-pain', 'The usual causes of toothache and what eases it meanwhile.');
    }
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
    read(
      'problem',
      'tooth-pain',
      'The usual causes of toothache and twinges, and what eases them.',
    );
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
      read(
        'guide',
        'braces-and-aligners',
        'Fixed braces suit the widest range of problems and need no daily effort: this guide compares them with clear aligners, with prices.',
      );
      if (jaw)
        add(
          'jaw-correction',
          'An underbite, crossbite or open bite may come from the jaws, not only the teeth.',
        );
    }
  }
  if (has('straighter') || answers.bite.length > 0) {
    read(
      'problem',
      'malocclusion',
      'Why teeth crowd or bite unevenly, and when it is worth treating.',
    );
  }
  if (has('whiter')) {
    read(
      'problem',
      'stained-teeth',
      'What stains teeth, and which stains whitening can and cannot lift.',
    );
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
    read('problem', 'missing-teeth', 'What happens when a gap is left, and the ways to fill it.');
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
    read(
      'problem',
      'chipped-or-broken',
      'What to do with a chipped tooth, and how soon to be seen.',
    );
    add(
      'fillings',
      'A tooth-coloured filling rebuilds small chips and breaks, often in one visit.',
    );
    if (who !== 'child') add('veneers', 'A veneer can cover a chipped or worn front tooth.');
    add('crowns-bridges', 'A crown protects a back tooth that has lost a lot of its structure.');
  }
  if (has('gums') || symptom('bleeding') || symptom('loose')) {
    read(
      'problem',
      symptom('bleeding') && !symptom('loose') ? 'bleeding-gums' : 'gum-diseases',
      'Why gums bleed or shrink, and how gum disease is stopped.',
    );
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
  return {urgent, suggestions: out.slice(0, 6), reading: reading.slice(0, 3)};
}
