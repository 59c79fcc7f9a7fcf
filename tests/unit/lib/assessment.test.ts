import {biteOptions, goalOptions, symptomOptions, whoOptions} from '@site/src/data/assessment';
import {assess, emptyAnswers, type Answers} from '@site/src/lib/assessment';
import {treatments} from '@site/src/data/treatments';

const ids = (a: Partial<Answers>) =>
  assess({...emptyAnswers, ...a}).suggestions.map((s) => s.treatment);
const treatmentIds = new Set(treatments.map((t) => t.id));

describe('assess', () => {
  it('suggests a check-up and clean when nothing is chosen', () => {
    expect(ids({who: 'adult'})).toEqual(['cleaning']);
    expect(ids({who: 'child'})).toEqual(['kids-dentistry']);
  });

  it('straightening: aligners and braces by age, jaw care for jaw-type bites', () => {
    expect(ids({who: 'adult', goals: ['straighter']})).toEqual([
      'aligners-adults',
      'braces-and-aligners',
    ]);
    expect(ids({who: 'teen', goals: ['straighter'], bite: ['crowding']})).toEqual([
      'aligners-teenagers',
      'braces-and-aligners',
    ]);
    expect(ids({who: 'adult', bite: ['underbite']})).toEqual([
      'aligners-adults',
      'braces-and-aligners',
      'jaw-correction',
    ]);
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
    for (const who of whoOptions.map((o) => o.id)) {
      for (const goal of goalOptions.map((o) => o.id)) {
        const {suggestions} = assess({...emptyAnswers, who, goals: [goal]});
        expect(new Set(suggestions.map((s) => s.treatment)).size).toBe(suggestions.length);
        suggestions.forEach((s) => {
          expect(treatmentIds).toContain(s.treatment);
          expect(s.why.length).toBeGreaterThan(30);
        });
      }
    }
  });
});
