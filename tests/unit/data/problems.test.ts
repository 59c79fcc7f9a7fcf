import {getProblem, problems} from '@site/src/data/problems';
import {getTreatment, treatments} from '@site/src/data/treatments';

const treatmentIds = new Set(treatments.map((t) => t.id));

describe('problems', () => {
  it('has at least the eleven problem pages of the route list, with unique ids', () => {
    expect(problems.length).toBeGreaterThanOrEqual(11);
    expect(new Set(problems.map((p) => p.id)).size).toBe(problems.length);
    problems.forEach((p) => expect(p.route).toBe(`/dental-problem/${p.id}`));
  });

  describe.each(problems.map((p) => [p.id, p] as const))('%s', (_id, p) => {
    it('names signs to watch for and existing treatments', () => {
      expect(p.summary.length).toBeGreaterThan(30);
      expect(p.signs.length).toBeGreaterThan(0);
      expect(new Set(p.signs).size).toBe(p.signs.length);
      expect(p.treatments.length).toBeGreaterThan(0);
      p.treatments.forEach((t) => expect(treatmentIds).toContain(t));
    });

    it('names in priceLines only its own treatments and, by id, lines they have', () => {
      const unknown = Object.entries(p.priceLines ?? {}).filter(
        ([id, lineId]) =>
          !(p.treatments as string[]).includes(id) ||
          !getTreatment(id).pricing?.lines.some((line) => line.id === lineId),
      );
      expect(unknown).toEqual([]);
    });
  });

  it('fails clearly for an unknown id', () => {
    expect(() => getProblem('bad-breath')).toThrow(/Unknown problem id/);
  });
});
