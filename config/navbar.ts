/**
 * The navbar, built from the clinic data: dropdown labels and items come from
 * src/data, and an item appears only once its page exists.
 */
import type {Navbar, NavbarItem} from '@docusaurus/theme-common';
import {branches} from '../src/data/branches';
import {clinic} from '../src/data/clinic';
import {bookLabel, pricingPages, sections} from '../src/data/navigation';
import {problems} from '../src/data/problems';
import {navbarTreatments, treatments} from '../src/data/treatments';

type Link = {
  label: string;
  to: string;
};

function dropdown(label: string, items: Link[]): NavbarItem[] {
  return items.length === 0 ? [] : [{type: 'dropdown', label, position: 'left', items}];
}

export function buildNavbar(pageRoutes: Set<string>, hasBlog: boolean): Navbar {
  const exists = (route: string) => pageRoutes.has(route);
  const linkIfExists = (label: string, route: string | undefined): Link[] =>
    route && exists(route) ? [{label, to: route}] : [];

  const treatmentLinks: Link[] = navbarTreatments
    .filter((t) => t.category !== 'orthodontics' && exists(t.route))
    .map((t) => ({label: t.shortName ?? t.name, to: t.route}));
  const alignerLinks: Link[] = treatments
    .filter((t) => t.category === 'orthodontics' && exists(t.route))
    .map((t) => ({label: t.shortName ?? t.name, to: t.route}));
  const problemLinks: Link[] = problems
    .filter((p) => exists(p.route))
    .map((p) => ({label: p.name, to: p.route}));
  // Until a branch has its own page, its item points at the branch card on the home page.
  const branchLinks: Link[] = branches.map((b) => ({
    label: b.name,
    to: exists(b.route) ? b.route : `/#branch-${b.id}`,
  }));

  const items: NavbarItem[] = [
    ...dropdown(sections.treatments.label, [
      ...treatmentLinks,
      ...(treatmentLinks.length > 0 ? [{label: 'All treatments', to: '/sidebar#treatments'}] : []),
    ]),
    ...dropdown(sections.aligners.label, alignerLinks),
    ...dropdown(sections.problems.label, problemLinks),
    ...linkIfExists(sections.doctors.label, sections.doctors.route).map((l) => ({
      ...l,
      position: 'left' as const,
    })),
    ...dropdown(sections.branches.label, branchLinks),
    ...dropdown(
      sections.pricing.label,
      pricingPages.filter((p) => exists(p.route)).map((p) => ({label: p.label, to: p.route})),
    ),
    // Fewer top-level items keep the bar on one line from 997 px up.
    ...dropdown(sections.patients.label, [
      ...(hasBlog ? [{label: sections.blog.label, to: sections.blog.route}] : []),
      ...linkIfExists(sections.gallery.label, sections.gallery.route),
      ...linkIfExists(sections.assessment.label, sections.assessment.route),
      ...linkIfExists(sections.contact.label, sections.contact.route),
    ]),
    {type: 'search', position: 'right'},
    {
      to: exists('/contact') ? '/contact' : '/#book',
      // On narrow phones the second word is hidden (custom.css) so the bar fits.
      html: bookLabel.replace(
        /^(\S+)(\s.*)$/,
        '$1<span class="navbar-book-button__rest">$2</span>',
      ),
      position: 'right',
      className: 'navbar-book-button',
    },
  ];

  return {
    title: undefined,
    hideOnScroll: true,
    logo: {
      alt: `${clinic.name} home`,
      src: 'img/logo-wordmark.svg',
      srcDark: 'img/logo-wordmark-dark.svg',
      width: 176,
      height: 38,
    },
    items,
  };
}
