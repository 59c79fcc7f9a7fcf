/**
 * Holds the route tree and the data together: every treatment in the data has
 * its page, every page names ids that exist, and no page types a clinic fact
 * (a price or a phone number) that belongs in src/data.
 */
import fs from 'node:fs';
import path from 'node:path';
import {doctorRoute, doctors} from '@site/src/data/doctors';
import {problems} from '@site/src/data/problems';
import {treatments} from '@site/src/data/treatments';

const pagesDir = path.join(__dirname, '..', '..', 'src', 'pages');
const treatmentIds = new Set<string>(treatments.map((t) => t.id));
const problemIds = new Set<string>(problems.map((p) => p.id));

/** Page files as Docusaurus sees them: names starting with "_" make no route. */
function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.name.startsWith('_')) return [];
    if (e.isDirectory()) return pageFiles(full);
    return /\.(tsx|mdx)$/.test(e.name) && !e.name.includes('.module.') ? [full] : [];
  });
}

function routeOf(file: string): string {
  const route = `/${path.relative(pagesDir, file).replace(/\.(tsx|mdx)$/, '')}`;
  return route === '/index' ? '/' : route.replace(/\/index$/, '');
}

const routes = new Set(pageFiles(pagesDir).map(routeOf));

const pages = pageFiles(pagesDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({
    file: path.relative(pagesDir, file),
    route: routeOf(file),
    source: fs.readFileSync(file, 'utf8'),
  }));
const bodyOf = (page: (typeof pages)[number]) => page.source.replace(/^---[\s\S]*?---/, '');

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
  const body = bodyOf(page);

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
    expect([...ids, ...listIds, ...bookIds].filter((id) => !treatmentIds.has(id))).toEqual([]);
  });

  it('names only existing problem ids in its blocks', () => {
    const ids = [
      ...body.matchAll(
        /<(?:ProblemFacts|ProblemTreatments)\s+id="([^"]+)"|<WhenToGetHelp\s+problem="([^"]+)"/g,
      ),
    ].map((m) => m[1] ?? m[2]);
    expect(ids.filter((id) => !problemIds.has(id))).toEqual([]);
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

/** The pages of one kind: those whose route belongs to an entry of that data list. */
function pagesAt<T>(entries: readonly T[], routeOfEntry: (entry: T) => string) {
  return entries.flatMap((entry) => {
    const page = pages.find((p) => p.route === routeOfEntry(entry));
    return page ? [[page.file, entry, bodyOf(page)] as const] : [];
  });
}

describe.each(pagesAt(problems, (p) => p.route))('problem page %s', (_file, problem, body) => {
  it('starts with its own facts, urgent signs and treatment options', () => {
    expect(body).toContain(`<ProblemFacts id="${problem.id}" />`);
    expect(body).toContain(`<WhenToGetHelp problem="${problem.id}" />`);
    expect(body).toContain(`<ProblemTreatments id="${problem.id}" />`);
  });
});

describe.each(pagesAt(doctors, doctorRoute))('doctor profile %s', (_file, doctor, body) => {
  it('shows that doctor’s facts, treatments and articles', () => {
    expect(body).toContain(`<DoctorFacts id="${doctor.id}" />`);
    expect(body).toContain(`<DoctorTreatments id="${doctor.id}" />`);
    expect(body).toContain(`<DoctorArticles id="${doctor.id}" />`);
  });
});

describe.each(pagesAt(treatments, (t) => t.route))(
  'treatment page %s',
  (_file, treatment, body) => {
    it('starts with the facts of the treatment at this route', () => {
      expect(body).toContain(`<TreatmentFacts id="${treatment.id}" />`);
    });

    it('shows its prices in a table named by its id, which /pricing links to', () => {
      const owners = [...body.matchAll(/<PriceTable\s+(?:id="([^"]+)"|ids=\{\['([^']+)')/g)].map(
        (m) => m[1] ?? m[2],
      );
      expect(owners.includes(treatment.id)).toBe(treatment.pricing !== undefined);
    });
  },
);
