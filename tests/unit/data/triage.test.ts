import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {problemsMenuFirstAid} from '@site/src/data/navigation';
import {problems} from '@site/src/data/problems';
import {getTreatment} from '@site/src/data/treatments';
import {
  alwaysHospitalSigns,
  firstAid,
  firstAidNow,
  getFirstAid,
  signs,
  signsFor,
  situations,
  triageLevels,
} from '@site/src/data/triage';

describe('triage signs', () => {
  it('have unique ids and texts, each at one known level', () => {
    expect(new Set(signs.map((s) => s.id)).size).toBe(signs.length);
    expect(new Set(signs.map((s) => s.text)).size).toBe(signs.length);
    signs.forEach((s) => expect(triageLevels).toContain(s.level));
  });

  describe.each(signs.map((s) => [s.id, s] as const))('%s', (_id, sign) => {
    it('reads after "…if you have": lowercase start, no full stop', () => {
      expect(sign.text).toMatch(/^[a-z]/);
      expect(sign.text).not.toMatch(/\.$/);
    });

    it('is shown somewhere: always, or by a problem or a situation', () => {
      const listed = [
        ...problems.map((p) => p.signs),
        ...Object.values(situations).map((s) => s.signs),
      ];
      expect(
        sign.always || listed.some((list) => (list as readonly string[]).includes(sign.id)),
      ).toBe(true);
    });
  });

  it('gives every "always" sign, and only those, a few lowercase words for the one-line reminder', () => {
    expect(alwaysHospitalSigns.map((s) => s.id)).toEqual([
      'spreading-swelling',
      'breathing-or-swallowing',
      'heavy-bleeding',
    ]);
    for (const sign of signs) {
      if (sign.always) {
        expect(sign.glance).toMatch(/^[a-z][^.]*[a-z]$/);
        expect(sign.glance!.split(' ').length).toBeLessThanOrEqual(8);
      } else {
        expect(sign.glance).toBeUndefined();
      }
    }
  });

  it('sends bleeding gums with bruising to a doctor today, and with a fever to a hospital', () => {
    const levelOf = (id: string) => signs.find((s) => s.id === id)?.level;
    expect(levelOf('bleeding-gums-with-bruising')).toBe('doctor-today');
    expect(levelOf('bleeding-gums-with-fever')).toBe('hospital');
    expect(problems.find((p) => p.id === 'bleeding-gums')!.signs).toEqual(
      expect.arrayContaining(['bleeding-gums-with-bruising', 'bleeding-gums-with-fever']),
    );
  });

  it('marks as "always" only hospital signs', () => {
    expect(signs.filter((s) => s.always && s.level !== 'hospital')).toEqual([]);
    expect(signs.filter((s) => s.always).length).toBeGreaterThan(0);
  });

  it('never puts a time limit on coming in with a knocked-out tooth', () => {
    const knockedOut = [
      ...signs.filter((s) => /knocked out/.test(s.text)).map((s) => s.text),
      ...getFirstAid('knocked-out-tooth').steps,
    ].join(' ');
    expect(knockedOut).not.toMatch(/within (the|an|one) hour|in the last hour|\b30 minutes/i);
    expect(knockedOut).toMatch(/however long/);
    expect(knockedOut).toMatch(/milk/);
  });

  it('puts trouble swallowing and spreading swelling at the hospital level only', () => {
    const hospitalOnly = /swallow|spreads? towards your eye|into your neck/;
    expect(signs.filter((s) => hospitalOnly.test(s.text)).map((s) => s.level)).toEqual([
      'hospital',
      'hospital',
    ]);
  });

  it('lists for each problem and situation the hospital signs first (by level order)', () => {
    const order = signsFor(problems[0].signs).map((s) => triageLevels.indexOf(s.level));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('first aid', () => {
  it('has unique ids, a title and at least three steps, each a sentence', () => {
    expect(new Set(firstAid.map((t) => t.id)).size).toBe(firstAid.length);
    firstAid.forEach((t) => {
      expect(t.title.length).toBeGreaterThan(5);
      expect(t.steps.length).toBeGreaterThanOrEqual(3);
      t.steps.forEach((step) => expect(step).toMatch(/^[A-Z].*[.)]$/));
    });
  });

  it('gives one cold-pack timing everywhere', () => {
    const timings = firstAid
      .flatMap((t) => t.steps)
      .filter((step) => /cold pack/.test(step))
      .map((step) => step.match(/\d+ minutes on and \d+ minutes off/)?.[0]);
    expect(new Set(timings)).toEqual(new Set(['15 minutes on and 15 minutes off']));
  });

  it('gives paracetamol, not ibuprofen, in pregnancy unless a doctor says otherwise', () => {
    const painkillers = firstAid
      .flatMap((t) => t.steps)
      .filter((step) => /ibuprofen/.test(step))
      .join(' ');
    expect(painkillers).toMatch(
      /pregnant, take paracetamol, not ibuprofen, unless your doctor has told you otherwise/,
    );
    expect(painkillers).not.toMatch(/pharmacist before ibuprofen if you[^.]*pregnant/);
  });

  it('has every topic that the emergency page’s "What to do now" and the problems menu link to on that page, in every language', () => {
    const route = getTreatment('emergency-care').route;
    const pages = [
      'src/pages',
      ...['te', 'hi', 'ur'].map((l) => `i18n/${l}/docusaurus-plugin-content-pages`),
    ].map((dir) => readFileSync(join(__dirname, '..', '..', '..', dir, `${route}.mdx`), 'utf8'));
    for (const source of pages) {
      expect(source).toContain('<EmergencyCallNow firstAid />');
      for (const topic of [...firstAidNow, ...problemsMenuFirstAid.map((l) => l.topic)]) {
        expect(source).toContain(`<FirstAid topic="${topic}" />`);
      }
    }
  });

  it('fails clearly for an unknown topic', () => {
    expect(() => getFirstAid('hiccups')).toThrow(/Unknown first-aid topic/);
  });
});
