/**
 * The smile assessment's questions. The rules that turn answers into
 * suggestions live in src/lib/assessment.ts; both are unit-tested.
 *
 * How to change a question: edit its options here (ids are kept in the
 * visitor's session storage, so rename an id only with its rule), then run
 * `npm test`.
 */

export type Who = 'adult' | 'teen' | 'child';
export type Goal = 'straighter' | 'whiter' | 'replace' | 'repair' | 'gums' | 'pain';
export type Bite = 'crowding' | 'gaps' | 'overbite' | 'underbite' | 'crossbite' | 'openbite';
export type Symptom = 'bleeding' | 'swelling' | 'pain-now' | 'sensitivity' | 'loose';
export type When = 'soon' | 'months' | 'exploring';

export interface Option<T extends string> {
  id: T;
  label: string;
  hint?: string;
}

export const whoOptions: Option<Who>[] = [
  {id: 'adult', label: 'An adult (18 or over)'},
  {id: 'teen', label: 'A teenager (12 to 17)'},
  {id: 'child', label: 'A child under 12, with a parent answering'},
];

export const goalOptions: Option<Goal>[] = [
  {id: 'straighter', label: 'Straighter teeth', hint: 'crowded, gappy or sticking out'},
  {id: 'whiter', label: 'Whiter teeth', hint: 'yellow, stained or dull'},
  {id: 'replace', label: 'Replace missing teeth'},
  {id: 'repair', label: 'Repair chipped or broken teeth'},
  {id: 'gums', label: 'Gum concerns', hint: 'bleeding, shrinking or a gummy smile'},
  {id: 'pain', label: 'Pain or discomfort'},
];

export const biteOptions: Option<Bite>[] = [
  {id: 'crowding', label: 'Crowded', hint: 'teeth overlap or twist'},
  {id: 'gaps', label: 'Gaps', hint: 'spaces between teeth'},
  {id: 'overbite', label: 'Overbite', hint: 'top teeth stick out over the bottom'},
  {id: 'underbite', label: 'Underbite', hint: 'bottom teeth sit in front of the top'},
  {id: 'crossbite', label: 'Crossbite', hint: 'some top teeth bite inside the bottom'},
  {id: 'openbite', label: 'Open bite', hint: 'front teeth do not meet'},
];

export const symptomOptions: Option<Symptom>[] = [
  {id: 'bleeding', label: 'Gums bleed when brushing'},
  {id: 'swelling', label: 'Swelling of the gum or face'},
  {id: 'pain-now', label: 'Toothache now, or pain that wakes me'},
  {id: 'sensitivity', label: 'Twinges with cold or sweet'},
  {id: 'loose', label: 'A tooth feels loose'},
];

export const whenOptions: Option<When>[] = [
  {id: 'soon', label: 'As soon as possible'},
  {id: 'months', label: 'In the next few months'},
  {id: 'exploring', label: 'Just finding out for now'},
];
