import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {branches, weekdays} from '@site/src/data/branches';
import {roleQualifications, type DoctorRole} from '@site/src/data/dentalSpecialties';
import {doctorRoute, doctors, getDoctor, yearsInPractice} from '@site/src/data/doctors';
import {treatments} from '@site/src/data/treatments';

const treatmentIds = new Set(treatments.map((t) => t.id));

/** The Dental Council of India's nine MDS specialties, as doctors.ts writes the degrees. */
const recognisedMds = [
  'MDS (Prosthodontics and Crown & Bridge)',
  'MDS (Periodontology)',
  'MDS (Oral and Maxillofacial Surgery)',
  'MDS (Conservative Dentistry and Endodontics)',
  'MDS (Orthodontics and Dentofacial Orthopaedics)',
  'MDS (Oral Pathology and Microbiology)',
  'MDS (Public Health Dentistry)',
  'MDS (Paediatric and Preventive Dentistry)',
  'MDS (Oral Medicine and Radiology)',
];
const branchIds = new Set(branches.map((b) => b.id));

describe('doctors', () => {
  // Seven is the number the site launched with (the route list's profiles): editors add more.
  it('has at least the seven launch dentists, with unique ids and slugs, exactly one orthodontist slug', () => {
    expect(doctors.length).toBeGreaterThanOrEqual(7);
    expect(new Set(doctors.map((d) => d.id)).size).toBe(doctors.length);
    expect(new Set(doctors.map((d) => d.slug)).size).toBe(doctors.length);
    expect(doctors.filter((d) => d.slug.endsWith('-orthodontist'))).toHaveLength(1);
  });

  describe.each(doctors.map((d) => [d.name, d] as const))('%s', (_name, d) => {
    it('has a slug built from the name', () => {
      const fromName = d.name
        .replace(/^Dr\.?\s+/, '')
        .toLowerCase()
        .replace(/[^a-z]+/g, '-');
      expect(d.slug.replace(/-orthodontist$/, '')).toBe(fromName);
      expect(doctorRoute(d)).toBe(`/doctors/${d.slug}`);
    });

    it('has a BDS, a sample registration number and plausible experience', () => {
      expect(d.degrees).toContain('BDS');
      expect(d.registration).toMatch(/^SAMPLE-TSDC-/);
      const years = yearsInPractice(d, new Date('2026-11-22'));
      expect(years).toBeGreaterThan(2);
      expect(years).toBeLessThan(45);
    });

    it('has a role the Dental Council of India recognises, backed by one of their degrees', () => {
      const role: DoctorRole = d.role;
      expect(Object.keys(roleQualifications)).toContain(role);
      expect(d.degrees).toContain(roleQualifications[role]);
    });

    it('keeps special interests on their own, out of the role', () => {
      expect(d.role).not.toMatch(/cosmetic|aesthetic|implant|smile|laser/i);
      for (const interest of d.interests ?? []) {
        expect(interest).toBe(interest.toLowerCase());
        expect(d.role.toLowerCase()).not.toContain(interest);
      }
    });

    it('has an illustrated portrait in static/img/doctors with its size and a title', () => {
      expect(d.portrait).toBe(`/img/doctors/${d.id}.svg`);
      const svg = readFileSync(join(__dirname, '../../../static', d.portrait), 'utf8');
      expect(svg).toMatch(/^<svg[^>]* width="240" height="240"/);
      expect(svg).toMatch(/<title>Illustrated portrait of /);
      expect(svg).not.toMatch(/<image|href="http/);
    });

    it('works at existing branches on real weekdays and offers existing treatments', () => {
      expect(d.schedule.length).toBeGreaterThan(0);
      for (const slot of d.schedule) {
        expect(branchIds).toContain(slot.branch);
        slot.days.forEach((day) => expect(weekdays).toContain(day));
      }
      const days = d.schedule.flatMap((s) => s.days);
      expect(new Set(days).size).toBe(days.length);
      d.treatments.forEach((t) => expect(treatmentIds).toContain(t));
      expect(d.languages).toContain('English');
    });
  });

  it('gives roles only from the nine recognised MDS specialties, or general dentist with a BDS', () => {
    expect(new Set(Object.values(roleQualifications))).toEqual(new Set([...recognisedMds, 'BDS']));
  });

  it('covers every treatment with a fee by at least one dentist', () => {
    const covered = new Set(doctors.flatMap((d) => d.treatments));
    const uncovered = treatments
      .filter((t) => t.schemaType !== 'WebPage' && !covered.has(t.id))
      .map((t) => t.id);
    expect(uncovered).toEqual([]);
  });

  it('fails clearly for an unknown id', () => {
    expect(() => getDoctor('dr-who')).toThrow(/Unknown doctor id/);
  });
});

describe('doctors and branches together', () => {
  it('has a dentist for every treatment at every branch that offers it', () => {
    const gaps: string[] = [];
    for (const t of treatments) {
      const providers = doctors.filter((d) => d.treatments.includes(t.id));
      if (providers.length === 0) continue;
      for (const branch of t.branches) {
        if (!providers.some((d) => d.schedule.some((s) => s.branch === branch)))
          gaps.push(`${t.id} at ${branch}`);
      }
    }
    expect(gaps).toEqual([]);
  });

  it('has a dentist at every branch on every day it opens', () => {
    const unstaffed = branches.flatMap((b) =>
      weekdays
        .filter((day) => b.hours[day].length > 0)
        .filter(
          (day) =>
            !doctors.some((d) => d.schedule.some((s) => s.branch === b.id && s.days.includes(day))),
        )
        .map((day) => `${b.name} on ${day}`),
    );
    expect(unstaffed).toEqual([]);
  });
});
