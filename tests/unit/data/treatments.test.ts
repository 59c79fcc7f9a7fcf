import {branches} from '@site/src/data/branches';
import {categoryLabels, getTreatment, treatments} from '@site/src/data/treatments';

const treatmentIds = new Set(treatments.map((t) => t.id));
const branchIds = new Set(branches.map((b) => b.id));
const banned = /\b(best|no\.? ?1|leading|guarantee[ds]?|painless|100%)\b/i;

describe('treatments', () => {
  it('has unique ids and routes', () => {
    expect(treatmentIds.size).toBe(treatments.length);
    const routes = treatments.flatMap((t) => [t.route, ...(t.aliases ?? [])]);
    expect(new Set(routes).size).toBe(routes.length);
  });

  describe.each(treatments.map((t) => [t.id, t] as const))('%s', (_id, t) => {
    it('has a lowercase hyphenated id, a route and a plain summary', () => {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.route).toMatch(/^\/(services|braces-and-invisalign)\/[A-Za-z-]+$/);
      expect(t.summary.length).toBeGreaterThan(30);
      expect(t.summary.length).toBeLessThan(200);
      expect(categoryLabels[t.category]).toBeDefined();
    });

    it('has well-formed prices when it has a fee (every treatment has one; an information page may not)', () => {
      expect(t.schemaType === 'WebPage' || t.pricing !== undefined).toBe(true);
      for (const line of t.pricing?.lines ?? []) {
        expect(Number.isInteger(line.from)).toBe(true);
        expect(line.from).toBeGreaterThan(0);
        if (line.to !== undefined) {
          expect(Number.isInteger(line.to)).toBe(true);
          expect(line.to).toBeGreaterThan(line.from);
        }
        expect(line.item.length).toBeGreaterThan(3);
      }
      if (t.pricing) {
        expect(t.pricing.lines.length).toBeGreaterThan(0);
        expect(t.pricing.includes.length).toBeGreaterThan(0);
        expect(t.pricing.changesWith.length).toBeGreaterThan(0);
      }
    });

    it('references existing branches and treatments', () => {
      // At least one branch has what the treatment needs.
      expect(t.branches.length).toBeGreaterThan(0);
      // A special step happens at some, not all, of the branches offering it.
      expect(t.partAt?.branches.filter((b) => !t.branches.includes(b)) ?? []).toEqual([]);
      expect(t.partAt?.branches.length ?? 1).toBeGreaterThan(0);
      t.branches.forEach((b) => expect(branchIds).toContain(b));
      t.related.forEach((r) => {
        expect(treatmentIds).toContain(r);
        expect(r).not.toBe(t.id);
      });
    });

    it('makes no superlative or guarantee claims', () => {
      expect(JSON.stringify(t)).not.toMatch(banned);
    });
  });

  it('fails clearly for an unknown id', () => {
    expect(() => getTreatment('teeth-straightening')).toThrow(
      /Unknown treatment id "teeth-straightening"/,
    );
  });
});
