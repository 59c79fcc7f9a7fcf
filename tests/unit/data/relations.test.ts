import {problems} from '@site/src/data/problems';
import {problemsTreatedBy} from '@site/src/data/relations';
import {treatments, type TreatmentId} from '@site/src/data/treatments';

describe('relations between treatments and problems (stored once, in problems.ts)', () => {
  it('no problem lists a treatment twice', () => {
    for (const problem of problems) {
      expect(new Set(problem.treatments).size).toBe(problem.treatments.length);
    }
  });

  it('derives each treatment’s problems from the problems’ lists, both ways alike', () => {
    for (const treatment of treatments) {
      for (const problem of problemsTreatedBy(treatment.id)) {
        expect(problem.treatments).toContain(treatment.id);
      }
    }
    for (const problem of problems) {
      for (const id of problem.treatments) {
        expect(problemsTreatedBy(id).map((p) => p.id)).toContain(problem.id);
      }
    }
  });

  // The pairs that disagreed when the relation was stored on both sides, as settled (issue 16).
  const settled: [TreatmentId, string, boolean][] = [
    ['kids-dentistry', 'tooth-pain', true],
    ['kids-dentistry', 'malocclusion', true],
    ['kids-dentistry', 'dental-anxiety', true],
    ['aligners-adults', 'malocclusion', true],
    ['aligners-adults', 'gum-diseases', false],
    ['aligners-teenagers', 'malocclusion', true],
    ['oral-cancer-tmj', 'tooth-pain', true],
    ['smile-design', 'chipped-or-broken', false],
    ['smile-makeover', 'stained-teeth', false],
    ['smile-makeover', 'chipped-or-broken', false],
    ['smile-makeover', 'malocclusion', false],
    ['sports-dentistry', 'chipped-or-broken', false],
    ['tooth-extraction', 'tooth-decay', true],
    ['wisdom-tooth-removal', 'tooth-pain', true],
    ['wisdom-tooth-removal', 'tooth-infection', true],
    ['dental-tourism', 'missing-teeth', false],
    ['cleaning', 'dental-anxiety', true],
  ];
  it.each(settled)('%s treats %s: %s', (treatment, problem, treats) => {
    expect(problemsTreatedBy(treatment).some((p) => p.id === problem)).toBe(treats);
  });
});
