/**
 * Groups every route of the site into sections for the HTML sitemap at
 * /sidebar. Pure: the site-index plugin (plugins/site-index/index.ts) feeds
 * it the routes the content plugins produced.
 */
import {branches} from '../../src/data/branches';
import {doctorRoute, doctors} from '../../src/data/doctors';
import {sections, pricingPages} from '../../src/data/navigation';
import {problems} from '../../src/data/problems';
import {treatments} from '../../src/data/treatments';

export interface IndexedPage {
  route: string;
  /** Known title (MDX front matter, doc or post title); JSX pages have none. */
  title?: string;
  /** The title is in the build's language (a locale's copy of the page); every other title is English. */
  inLocale?: true;
}

export interface IndexGroup {
  id: string;
  label: string;
  pages: {route: string; title: string; inLocale?: true}[];
}

interface GroupRule {
  id: string;
  label: string;
  matches: (route: string) => boolean;
}

/** The main pages: every page that no section below claims. */
const mainGroup = {id: 'main', label: 'Main pages'};

const sectionRules: GroupRule[] = [
  {id: 'treatments', label: sections.treatments.label, matches: (r) => r.startsWith('/services/')},
  {
    id: 'aligners',
    label: sections.aligners.label,
    matches: (r) => r.startsWith('/braces-and-invisalign/'),
  },
  {
    id: 'problems',
    label: sections.problems.label,
    matches: (r) => r.startsWith('/dental-problem/'),
  },
  {id: 'doctors', label: sections.doctors.label, matches: (r) => r.startsWith('/doctors/')},
  {id: 'branches', label: sections.branches.label, matches: (r) => r.startsWith('/dental-clinic-')},
  {
    id: 'pricing',
    label: sections.pricing.label,
    matches: (r) => r === sections.pricing.route || r.startsWith(`${sections.pricing.route}/`),
  },
  {id: 'blog', label: sections.blog.label, matches: (r) => r === '/blog' || r.startsWith('/blog/')},
];

/** The editor guide (/docs) is for the clinic's editors: not listed for patients. */
const isEditorGuide = (route: string) => route === '/docs' || route.startsWith('/docs/');

/** Titles for pages whose title is not in front matter, looked up in the data. */
export function titleFromData(route: string): string | undefined {
  if (route === '/') {
    return 'Home';
  }
  const fromSections = Object.values(sections).find((s) => 'route' in s && s.route === route);
  return (
    treatments.find((t) => t.route === route)?.name ??
    problems.find((p) => p.route === route)?.name ??
    branches.find((b) => b.route === route)?.name.concat(' branch') ??
    doctors.find((d) => doctorRoute(d) === route)?.name ??
    pricingPages.find((p) => p.route === route)?.label ??
    (fromSections && fromSections.label)
  );
}

export function humanise(route: string): string {
  const last = route.split('/').filter(Boolean).pop() ?? 'Home';
  const words = last
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function buildSiteIndex(pages: IndexedPage[], exclude: string[] = []): IndexGroup[] {
  const seen = new Set<string>();
  const groups: IndexGroup[] = [mainGroup, ...sectionRules].map((rule) => ({
    id: rule.id,
    label: rule.label,
    pages: [],
  }));
  for (const page of pages) {
    if (seen.has(page.route) || exclude.includes(page.route) || isEditorGuide(page.route)) {
      continue;
    }
    seen.add(page.route);
    // A section's own page (/pricing) goes with its section, not with the main pages.
    const section = sectionRules.findIndex((rule) => rule.matches(page.route));
    const group = groups[section + 1];
    group.pages.push({
      route: page.route,
      title: page.title ?? titleFromData(page.route) ?? humanise(page.route),
      ...(page.inLocale && page.title ? {inLocale: true} : {}),
    });
  }
  for (const group of groups) {
    // Section landing pages first, then alphabetical.
    group.pages.sort(
      (a, b) =>
        a.route.split('/').length - b.route.split('/').length || a.title.localeCompare(b.title),
    );
  }
  return groups.filter((g) => g.pages.length > 0);
}
