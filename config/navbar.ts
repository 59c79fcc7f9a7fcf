/**
 * The navbar, built from the clinic data: dropdown labels and items come from
 * src/data.
 */
import type {Navbar, NavbarItem} from '@docusaurus/theme-common';
import {branches} from '../src/data/branches';
import {clinic} from '../src/data/clinic';
import {pricingPages, problemsMenuFirstAid, sections} from '../src/data/navigation';
import {problems} from '../src/data/problems';
import {getTreatment, navbarTreatments, treatments} from '../src/data/treatments';
import {firstAidAnchor} from '../src/lib/urls';

type Link = {
  label: string;
  to: string;
};

function dropdown(label: string, items: Link[]): NavbarItem {
  return {type: 'dropdown', label, position: 'left', items};
}

const toLink = (page: {shortName?: string; name: string; route: string}): Link => ({
  label: page.shortName ?? page.name,
  to: page.route,
});

export function buildNavbar(): Navbar {
  const items: NavbarItem[] = [
    dropdown(sections.treatments.label, [
      ...navbarTreatments.filter((t) => t.category !== 'orthodontics').map(toLink),
      {label: 'All treatments', to: '/sidebar#treatments'},
    ]),
    dropdown(
      sections.aligners.label,
      treatments.filter((t) => t.category === 'orthodontics').map(toLink),
    ),
    dropdown(sections.problems.label, [
      ...problemsMenuFirstAid.map(({label, topic}) => ({
        label,
        to: `${getTreatment('emergency-care').route}#${firstAidAnchor(topic)}`,
      })),
      ...problems.map(toLink),
    ]),
    {label: sections.doctors.label, to: sections.doctors.route, position: 'left'},
    dropdown(sections.branches.label, branches.map(toLink)),
    dropdown(
      sections.pricing.label,
      pricingPages.map((p) => ({label: p.label, to: p.route})),
    ),
    // Fewer top-level items keep the bar on one line from 997 px up.
    dropdown(
      sections.patients.label,
      [sections.blog, sections.gallery, sections.assessment, sections.contact].map((s) => ({
        label: s.label,
        to: s.route,
      })),
    ),
    // The same page in Telugu, Hindi or Urdu (keeps the query string and hash).
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    // The call to action: a translated label with a short form for tight bars.
    {type: 'custom-bookButton', to: sections.contact.route, position: 'right'},
  ];

  return {
    title: undefined,
    hideOnScroll: true,
    // The name on two lines: legible on phones (at 40 px high its letters are
    // 17 and 13 px) and narrow enough to leave the bar room from 997 px up.
    logo: {
      alt: `${clinic.name} home`,
      src: 'img/logo-stacked.svg',
      srcDark: 'img/logo-stacked-dark.svg',
      width: 122,
      height: 40,
    },
    items,
  };
}
