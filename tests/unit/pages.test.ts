/**
 * Holds the route tree and the data together: every treatment in the data has
 * its page, every page names ids that exist, and no page types a clinic fact
 * (a price or a phone number) that belongs in src/data.
 */
import fs from 'node:fs';
import path from 'node:path';
import {listPageRoutes} from '@site/config/pageRoutes';
import {doctorRoute, doctors} from '@site/src/data/doctors';
import {problems} from '@site/src/data/problems';
import {treatments} from '@site/src/data/treatments';

const pagesDir = path.join(__dirname, '..', '..', 'src', 'pages');
const routes = new Set(listPageRoutes(pagesDir));
const treatmentIds = new Set(treatments.map((t) => t.id));
const problemIds = new Set(problems.map((p) => p.id));

function mdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('_') ? [] : mdxFiles(full);
    return e.name.endsWith('.mdx') ? [full] : [];
  });
}

const pages = mdxFiles(pagesDir).map((file) => ({
  file: path.relative(pagesDir, file),
  route: `/${path.relative(pagesDir, file).replace(/\.mdx$/, '')}`,
  source: fs.readFileSync(file, 'utf8'),
}));

describe('route tree', () => {
  it('finds the home page and the alias of the home page', () => {
    expect(routes).toContain('/');
    expect(routes).toContain('/HomePage');
  });

  it('has a page for every treatment, and for every alias', () => {
    const missing = treatments
      .flatMap((t) => [t.route, ...(t.aliases ?? [])])
      .filter((r) => !routes.has(r));
    expect(missing).toEqual([]);
  });

  it('has a page for every problem, and no problem page outside the data', () => {
    const problemRoutes = new Set(problems.map((p) => p.route));
    expect(problems.filter((p) => !routes.has(p.route)).map((p) => p.route)).toEqual([]);
    [...routes]
      .filter((r) => r.startsWith('/dental-problem/'))
      .forEach((r) => expect(problemRoutes).toContain(r));
  });

  it('has the doctors index, a profile for every doctor and no profile outside the data', () => {
    expect(routes).toContain('/doctors/Doctor');
    const profiles = new Set(doctors.map(doctorRoute));
    expect([...profiles].filter((r) => !routes.has(r))).toEqual([]);
    [...routes]
      .filter((r) => r.startsWith('/doctors/') && r !== '/doctors/Doctor')
      .forEach((r) => expect(profiles).toContain(r));
    expect(doctors.filter((d) => d.slug.endsWith('-orthodontist'))).toHaveLength(1);
  });

  it('has no aligner or service page outside the data', () => {
    const treatmentRoutes = new Set(treatments.flatMap((t) => [t.route, ...(t.aliases ?? [])]));
    [...routes]
      .filter((r) => r.startsWith('/services/') || r.startsWith('/braces-and-invisalign/'))
      .forEach((r) => expect(treatmentRoutes).toContain(r));
  });
});

describe.each(pages.map((p) => [p.file, p] as const))('%s', (_file, page) => {
  const body = page.source.replace(/^---[\s\S]*?---/, '');

  it('has a title and a description in front matter, and exactly one h1', () => {
    const front = /^---\n([\s\S]*?)\n---/.exec(page.source)?.[1] ?? '';
    expect(front).toMatch(/^title: .{10,}/m);
    expect(front).toMatch(/^description: .{50,}/m);
    expect(body.match(/^# /gm) ?? []).toHaveLength(1);
  });

  it('names only existing treatment ids in its blocks', () => {
    const ids = [
      ...body.matchAll(
        /<(?:TreatmentFacts|PriceTable|RelatedTreatments|BranchesOffering|BeforeAfter)\s+id="([^"]+)"/g,
      ),
    ].map((m) => m[1]);
    const listIds = [...body.matchAll(/ids=\{\[([^\]]+)\]\}/g)].flatMap((m) =>
      m[1].match(/'([^']+)'/g)!.map((s) => s.slice(1, -1)),
    );
    const bookIds = [...body.matchAll(/<BookingCta\s+treatment="([^"]+)"/g)].map((m) => m[1]);
    [...ids, ...listIds, ...bookIds].forEach((id) => expect(treatmentIds).toContain(id));
  });

  it('names only existing problem ids, and starts a problem page with its own facts and urgent signs', () => {
    const ids = [
      ...body.matchAll(/<(?:ProblemFacts|UrgentSigns|ProblemTreatments)\s+id="([^"]+)"/g),
    ].map((m) => m[1]);
    ids.forEach((id) => expect(problemIds).toContain(id));
    const problem = problems.find((p) => p.route === page.route);
    if (problem) {
      expect(body).toContain(`<ProblemFacts id="${problem.id}" />`);
      expect(body).toContain(`<UrgentSigns id="${problem.id}" />`);
      expect(body).toContain(`<ProblemTreatments id="${problem.id}" />`);
    }
  });

  it('starts a doctor profile with that doctor’s facts', () => {
    const doctor = doctors.find((d) => doctorRoute(d) === page.route);
    if (doctor) {
      expect(body).toContain(`<DoctorFacts id="${doctor.id}" />`);
      expect(body).toContain(`<DoctorTreatments id="${doctor.id}" />`);
      expect(body).toContain(`<DoctorArticles id="${doctor.id}" />`);
    }
  });

  it('starts a treatment page with the facts of the treatment at this route', () => {
    const treatment = treatments.find((t) => t.route === page.route);
    if (treatment) {
      expect(body).toContain(`<TreatmentFacts id="${treatment.id}" />`);
    }
  });

  it('types no price or phone number (they come from src/data)', () => {
    expect(body).not.toMatch(/₹|\bRs\.?\s?\d|\blakh\b|INR\s?\d/i);
    expect(body).not.toMatch(/\+91[\s\d]{8,}|\b[6-9]\d{4}\s?\d{5}\b/);
  });

  it('keeps to the advertising code: no superlatives or guarantees', () => {
    expect(body).not.toMatch(
      /\b(the best|best dentist|best clinic|no\.? ?1|number one|guaranteed?|100 ?%)\b/i,
    );
    // "Painless" may describe a disease ("decay is often painless"), never a promise about treatment.
    expect(body).not.toMatch(
      /\bpainless (treatment|procedure|dentistry|root canal|extraction|implants?|surgery|experience)\b|\b(is|are|completely|totally) painless\b(?! until)/i,
    );
  });

  it('has no placeholder text', () => {
    expect(body).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
  });
});
