/**
 * The footer: link columns, then one column per branch with its phone,
 * WhatsApp and hours, all read from src/data.
 */
import type {Footer, FooterLinkItem} from '@docusaurus/theme-common';
import {branches} from '../src/data/branches';
import {clinic} from '../src/data/clinic';
import {sections} from '../src/data/navigation';
import {treatments} from '../src/data/treatments';
import {englishHours, summariseWeek, type HoursWriting} from '../src/lib/hours';
import {formatPhone, telHref, whatsappHref} from '../src/lib/phone';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type DataWord = (english: string) => string;

function branchColumn(branch: (typeof branches)[number], writing: HoursWriting, word: DataWord) {
  const hours = summariseWeek(branch.hours, writing)
    .map((line) => `${escapeHtml(line.days)}: ${escapeHtml(line.hours)}`)
    .join('<br>');
  const items: FooterLinkItem[] = [
    {
      html: `<p class="footer__address">${[branch.address.street, branch.address.area, branch.address.city].map((line) => escapeHtml(word(line))).join(', ')} ${branch.address.postalCode}</p>`,
    },
    {label: `Call ${formatPhone(branch.phone)}`, href: telHref(branch.phone)},
    {label: `WhatsApp ${formatPhone(branch.whatsapp)}`, href: whatsappHref(branch.whatsapp)},
    {html: `<p class="footer__hours">${hours}</p>`},
    {label: `About the ${branch.name} branch`, to: branch.route},
  ];
  return {title: branch.name, items};
}

/**
 * The footer, its opening hours written as `writing` says and its addresses in
 * `word`'s language (the locale being built); its labels are translated by
 * Docusaurus (i18n/<locale>/docusaurus-theme-classic/footer.json).
 */
export function buildFooter(
  writing: HoursWriting = englishHours,
  word: DataWord = (english) => english,
): Footer {
  const treatmentItems = treatments
    .filter((t) => t.inNavbar)
    .slice(0, 8)
    .map((t) => ({label: t.shortName ?? t.name, to: t.route}));

  const clinicItems: FooterLinkItem[] = [
    ...[
      sections.doctors,
      sections.gallery,
      sections.assessment,
      sections.contact,
      sections.blog,
    ].map((s) => ({label: s.label, to: s.route})),
    {label: 'Standards and accreditations', to: '/services/awards-and-recognise'},
    {label: 'Privacy policy', to: '/privacy-policy'},
    {label: 'All pages (site map)', to: '/sidebar'},
    {label: `E-mail ${clinic.email}`, href: `mailto:${clinic.email}`},
  ];

  return {
    style: 'dark',
    logo: {
      alt: `${clinic.name} logo`,
      src: 'img/logo-wordmark-dark.svg',
      srcDark: 'img/logo-wordmark-dark.svg',
      width: 220,
      height: 48,
      href: '/',
    },
    links: [
      {
        title: sections.treatments.label,
        items: [...treatmentItems, {label: 'All treatments', to: '/sidebar#treatments'}],
      },
      {title: sections.about.label, items: clinicItems},
      ...branches.map((branch) => branchColumn(branch, writing, word)),
    ],
    copyright: `© ${new Date().getFullYear()} ${clinic.legalName}. Prices on this site are indicative; your dentist confirms yours after an examination.`,
  };
}
