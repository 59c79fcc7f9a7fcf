import {biteOptions, goalOptions, symptomOptions, whoOptions} from '@site/src/data/assessment';
import {assess, emptyAnswers, type Answers} from '@site/src/lib/assessment';
import {problems} from '@site/src/data/problems';
import {getTreatment, treatments} from '@site/src/data/treatments';

const ids = (a: Partial<Answers>) =>
  assess({...emptyAnswers, ...a}).suggestions.map((s) => s.treatment);
const reading = (a: Partial<Answers>) =>
  assess({...emptyAnswers, ...a}).reading.map((r) => `${r.kind}:${r.id}`);
const treatmentIds = new Set(treatments.map((t) => t.id));
const problemIds = new Set(problems.map((p) => p.id));
/** Information pages: they belong under reading, never among the treatments. */
const guideIds = ['braces-and-aligners'];

describe('assess', () => {
  it('suggests a check-up and clean when nothing is chosen', () => {
    expect(ids({who: 'adult'})).toEqual(['cleaning']);
    expect(ids({who: 'child'})).toEqual(['kids-dentistry']);
  });

  it('straightening: aligners and braces by age, jaw care for jaw-type bites', () => {
    expect(ids({who: 'adult', goals: ['straighter']})).toEqual(['aligners-adults']);
    expect(ids({who: 'teen', goals: ['straighter'], bite: ['crowding']})).toEqual([
      'aligners-teenagers',
    ]);
    expect(ids({who: 'adult', bite: ['underbite']})).toEqual(['aligners-adults', 'jaw-correction']);
    expect(ids({who: 'child', goals: ['straighter'], bite: ['crossbite']})).toEqual([
      'kids-dentistry',
      'aligners-children',
      'jaw-correction',
    ]);
  });

  it('whitening only for adults, after a clean', () => {
    expect(ids({who: 'adult', goals: ['whiter']})).toEqual(['cleaning', 'teeth-whitening']);
    expect(ids({who: 'teen', goals: ['whiter']})).toEqual(['cleaning']);
  });

  it('replacing teeth: implants, bridges and dentures for adults only', () => {
    expect(ids({who: 'adult', goals: ['replace']})).toEqual([
      'dental-implants',
      'crowns-bridges',
      'dentures',
    ]);
    expect(ids({who: 'teen', goals: ['replace']})).toEqual(['crowns-bridges']);
  });

  it('repairs and gums', () => {
    expect(ids({who: 'adult', goals: ['repair']})).toEqual([
      'fillings',
      'veneers',
      'crowns-bridges',
    ]);
    expect(ids({who: 'adult', symptoms: ['bleeding']})).toEqual(['cleaning', 'gum-therapy']);
    expect(ids({who: 'child', goals: ['gums']})).toEqual(['kids-dentistry', 'cleaning']);
  });

  it('keeps reading apart from treatments: the braces guide and the problem pages', () => {
    expect(reading({who: 'adult', goals: ['straighter']})).toEqual([
      'guide:braces-and-aligners',
      'problem:malocclusion',
    ]);
    expect(reading({who: 'adult', symptoms: ['bleeding']})).toEqual(['problem:bleeding-gums']);
    expect(reading({who: 'adult', goals: ['gums'], symptoms: ['loose']})).toEqual([
      'problem:gum-diseases',
    ]);
    expect(reading({who: 'adult', symptoms: ['swelling', 'pain-now']})).toEqual([
      'problem:tooth-infection',
      'problem:tooth-pain',
    ]);
  });

  it('pain or swelling is urgent and puts emergency care first', () => {
    const result = assess({
      ...emptyAnswers,
      who: 'adult',
      goals: ['whiter'],
      symptoms: ['swelling'],
    });
    expect(result.urgent).toBe(true);
    expect(result.suggestions[0].treatment).toBe('emergency-care');
    expect(result.suggestions.map((s) => s.treatment)).toContain('root-canal');
    expect(assess({...emptyAnswers, symptoms: ['sensitivity']}).urgent).toBe(false);
  });

  it('never suggests more than six treatments, each once, each with a reason, all real', () => {
    const everything = assess({
      who: 'adult',
      goals: goalOptions.map((o) => o.id),
      bite: biteOptions.map((o) => o.id),
      symptoms: symptomOptions.map((o) => o.id),
    });
    expect(everything.suggestions.length).toBeLessThanOrEqual(6);
    expect(everything.reading.length).toBeLessThanOrEqual(3);
    expect(everything.suggestions[0].treatment).toBe('emergency-care');
    for (const who of whoOptions.map((o) => o.id)) {
      for (const goal of goalOptions.map((o) => o.id)) {
        const {suggestions} = assess({...emptyAnswers, who, goals: [goal]});
        expect(new Set(suggestions.map((s) => s.treatment)).size).toBe(suggestions.length);
        suggestions.forEach((s) => {
          expect(treatmentIds).toContain(s.treatment);
          expect(guideIds).not.toContain(s.treatment);
          expect(getTreatment(s.treatment).schemaType).not.toBe('WebPage');
          expect(s.why.length).toBeGreaterThan(30);
        });
        assess({...emptyAnswers, who, goals: [goal]}).reading.forEach((r) => {
          expect(r.kind === 'guide' ? treatmentIds : problemIds).toContain(r.id);
          expect(r.why.length).toBeGreaterThan(30);
        });
      }
    }
  });
});
