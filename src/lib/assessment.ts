/**
 * Smile assessment rules: a pure function from answers to suggestions. Not a
 * diagnosis: it points to treatments worth asking about, the first one the
 * place to start, to pages worth reading, and flags answers that need care
 * soon.
 */
import {translate} from '@docusaurus/Translate';
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
      translate({
        id: 'assessment.reason.urgent',
        message:
          'You told us about swelling or pain now: these need a dentist soon, before anything else.',
        description:
          'Shown in the smile assessment result as the reason to ask about emergency care, when the visitor reported swelling or pain now.',
      }),
    );
    if (symptom('swelling')) {
      read(
        'problem',
        'tooth-infection',
        translate({
          id: 'assessment.reading.swelling',
          message:
            'What a swelling can mean, what helps until you are seen, and when to go to hospital.',
          description:
            'Shown in the smile assessment result as the reason to read the page on tooth infection, when the visitor reported a swelling.',
        }),
      );
    }
    if (symptom('pain-now')) {
      read(
        'problem',
        'tooth-pain',
        translate({
          id: 'assessment.reading.painNow',
          message: 'The usual causes of toothache and what eases it meanwhile.',
          description:
            'Shown in the smile assessment result as the reason to read the page on tooth pain, when the visitor reported pain now.',
        }),
      );
    }
  }
  if (has('pain') || urgent || symptom('sensitivity')) {
    add(
      'fillings',
      translate({
        id: 'assessment.reason.fillingPain',
        message: 'Twinges and aches are most often decay or a worn spot, which a filling repairs.',
        description:
          'Shown in the smile assessment result as the reason to ask about fillings, when the visitor reported pain or sensitivity.',
      }),
    );
    if (urgent) {
      add(
        'root-canal',
        translate({
          id: 'assessment.reason.rootCanal',
          message:
            'Pain that lingers or wakes you, or a swelling, can mean the nerve of a tooth is inflamed or infected.',
          description:
            'Shown in the smile assessment result as the reason to ask about root canal treatment, when the visitor reported swelling or pain now.',
        }),
      );
    }
    read(
      'problem',
      'tooth-pain',
      translate({
        id: 'assessment.reading.toothPain',
        message: 'The usual causes of toothache and twinges, and what eases them.',
        description:
          'Shown in the smile assessment result as the reason to read the page on tooth pain, when the visitor reported pain or sensitivity.',
      }),
    );
  }
  if (who === 'child') {
    add(
      'kids-dentistry',
      translate({
        id: 'assessment.reason.kids',
        message:
          'Children are seen by a paediatric dentist, who checks teeth, habits and how the jaws are growing.',
        description:
          "Shown in the smile assessment result as the reason to ask about children's dentistry, when the assessment is for a child.",
      }),
    );
  }
  if (has('straighter') || answers.bite.length > 0) {
    const jaw = answers.bite.some((b) => jawBites.includes(b));
    if (who === 'child') {
      add(
        'aligners-children',
        translate({
          id: 'assessment.reason.alignersChildren',
          message:
            'Some bite problems in children aged about 6 to 10 are easier to guide early; many need no treatment yet.',
          description:
            "Shown in the smile assessment result as the reason to ask about aligners for children, when the child's teeth are crooked or the bite is off.",
        }),
      );
      if (jaw)
        add(
          'jaw-correction',
          translate({
            id: 'assessment.reason.jawChild',
            message:
              'An underbite, crossbite or open bite can involve how the jaws grow, which can be guided in children.',
            description:
              'Shown in the smile assessment result as the reason to ask about jaw correction, when a child has an underbite, crossbite or open bite.',
          }),
        );
    } else {
      add(
        who === 'teen' ? 'aligners-teenagers' : 'aligners-adults',
        translate({
          id: 'assessment.reason.aligners',
          message: 'Clear aligners straighten crowded or gappy teeth if worn 20 to 22 hours a day.',
          description:
            'Shown in the smile assessment result as the reason to ask about clear aligners (for a teenager or an adult), when teeth are crooked or the bite is off.',
        }),
      );
      read(
        'guide',
        'braces-and-aligners',
        translate({
          id: 'assessment.reading.bracesAndAligners',
          message:
            'Fixed braces suit the widest range of problems and need no daily effort: this guide compares them with clear aligners, with prices.',
          description:
            'Shown in the smile assessment result as the reason to read the guide comparing braces and clear aligners.',
        }),
      );
      if (jaw)
        add(
          'jaw-correction',
          translate({
            id: 'assessment.reason.jawAdult',
            message:
              'An underbite, crossbite or open bite may come from the jaws, not only the teeth.',
            description:
              'Shown in the smile assessment result as the reason to ask about jaw correction, when a teenager or adult has an underbite, crossbite or open bite.',
          }),
        );
    }
  }
  if (has('straighter') || answers.bite.length > 0) {
    read(
      'problem',
      'malocclusion',
      translate({
        id: 'assessment.reading.malocclusion',
        message: 'Why teeth crowd or bite unevenly, and when it is worth treating.',
        description:
          'Shown in the smile assessment result as the reason to read the page on malocclusion (crooked teeth and uneven bites).',
      }),
    );
  }
  if (has('whiter')) {
    read(
      'problem',
      'stained-teeth',
      translate({
        id: 'assessment.reading.stainedTeeth',
        message: 'What stains teeth, and which stains whitening can and cannot lift.',
        description:
          'Shown in the smile assessment result as the reason to read the page on stained teeth, when the visitor wants whiter teeth.',
      }),
    );
    add(
      'cleaning',
      translate({
        id: 'assessment.reason.cleaningStains',
        message: 'Much staining from tea, coffee and tobacco comes off with a professional clean.',
        description:
          'Shown in the smile assessment result as the reason to ask about a professional clean, when the visitor wants whiter teeth.',
      }),
    );
    if (who === 'adult')
      add(
        'teeth-whitening',
        translate({
          id: 'assessment.reason.whitening',
          message:
            'Whitening lightens the natural colour of teeth once they are clean and healthy.',
          description:
            'Shown in the smile assessment result as the reason to ask about teeth whitening, when an adult wants whiter teeth.',
        }),
      );
  }
  if (has('replace')) {
    read(
      'problem',
      'missing-teeth',
      translate({
        id: 'assessment.reading.missingTeeth',
        message: 'What happens when a gap is left, and the ways to fill it.',
        description:
          'Shown in the smile assessment result as the reason to read the page on missing teeth, when the visitor wants to replace a tooth.',
      }),
    );
    if (who === 'adult') {
      add(
        'dental-implants',
        translate({
          id: 'assessment.reason.implant',
          message: 'An implant replaces a missing tooth without touching the teeth beside it.',
          description:
            'Shown in the smile assessment result as the reason to ask about dental implants, when an adult wants to replace a missing tooth.',
        }),
      );
      add(
        'crowns-bridges',
        translate({
          id: 'assessment.reason.bridge',
          message: 'A bridge fills a gap quickly, using the teeth either side.',
          description:
            'Shown in the smile assessment result as the reason to ask about crowns and bridges, when an adult wants to replace a missing tooth.',
        }),
      );
      add(
        'dentures',
        translate({
          id: 'assessment.reason.denture',
          message: 'A denture replaces several teeth at a lower cost and without surgery.',
          description:
            'Shown in the smile assessment result as the reason to ask about dentures, when an adult wants to replace missing teeth.',
        }),
      );
    } else {
      add(
        'crowns-bridges',
        translate({
          id: 'assessment.reason.bridgeYoung',
          message:
            'In young people, a gap is usually held with a bonded bridge or a retainer until growth ends.',
          description:
            'Shown in the smile assessment result as the reason to ask about crowns and bridges, when a child or teenager wants to replace a missing tooth.',
        }),
      );
    }
  }
  if (has('repair')) {
    read(
      'problem',
      'chipped-or-broken',
      translate({
        id: 'assessment.reading.chipped',
        message: 'What to do with a chipped tooth, and how soon to be seen.',
        description:
          'Shown in the smile assessment result as the reason to read the page on chipped or broken teeth, when the visitor wants a tooth repaired.',
      }),
    );
    add(
      'fillings',
      translate({
        id: 'assessment.reason.fillingRepair',
        message: 'A tooth-coloured filling rebuilds small chips and breaks, often in one visit.',
        description:
          'Shown in the smile assessment result as the reason to ask about fillings, when the visitor wants a chipped or broken tooth repaired.',
      }),
    );
    if (who !== 'child')
      add(
        'veneers',
        translate({
          id: 'assessment.reason.veneer',
          message: 'A veneer can cover a chipped or worn front tooth.',
          description:
            'Shown in the smile assessment result as the reason to ask about veneers, when a teenager or adult wants a chipped tooth repaired.',
        }),
      );
    add(
      'crowns-bridges',
      translate({
        id: 'assessment.reason.crown',
        message: 'A crown protects a back tooth that has lost a lot of its structure.',
        description:
          'Shown in the smile assessment result as the reason to ask about crowns and bridges, when the visitor wants a broken tooth repaired.',
      }),
    );
  }
  if (has('gums') || symptom('bleeding') || symptom('loose')) {
    read(
      'problem',
      symptom('bleeding') && !symptom('loose') ? 'bleeding-gums' : 'gum-diseases',
      translate({
        id: 'assessment.reading.gums',
        message: 'Why gums bleed or shrink, and how gum disease is stopped.',
        description:
          'Shown in the smile assessment result as the reason to read the page on bleeding gums or gum disease, when the visitor has gum worries.',
      }),
    );
    add(
      'cleaning',
      translate({
        id: 'assessment.reason.cleaningGums',
        message: 'Bleeding gums usually start with plaque and tartar that a clean removes.',
        description:
          'Shown in the smile assessment result as the reason to ask about a professional clean, when the visitor has bleeding gums or other gum worries.',
      }),
    );
    if (who !== 'child')
      add(
        'gum-therapy',
        translate({
          id: 'assessment.reason.gumTherapy',
          message:
            'Gums that shrink, bleed for weeks or let teeth loosen need a full gum check and deep cleaning.',
          description:
            'Shown in the smile assessment result as the reason to ask about gum therapy, when a teenager or adult has gum worries or loose teeth.',
        }),
      );
  }
  if (out.length === 0) {
    add(
      who === 'child' ? 'kids-dentistry' : 'cleaning',
      translate({
        id: 'assessment.reason.checkUp',
        message: 'A check-up and clean is the simplest place to start.',
        description:
          'Shown in the smile assessment result as the reason to ask about a check-up and clean, when no other answer pointed to a treatment.',
      }),
    );
  }
  return {urgent, suggestions: out.slice(0, 6), reading: reading.slice(0, 3)};
}
