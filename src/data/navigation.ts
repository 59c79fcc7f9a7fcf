/**
 * The site's sections: one label per section, shared by the navbar, the
 * footer and the HTML sitemap at /sidebar, so a section is never named twice.
 *
 * How to rename a section: change its `label` here; menus and the sitemap follow.
 */
import type {FirstAidId} from './triage';

export interface SiteSection {
  id: string;
  label: string;
  /** Where the section's own page lives, when it has one. */
  route?: string;
}

export const sections = {
  treatments: {id: 'treatments', label: 'Treatments'},
  aligners: {id: 'aligners', label: 'Braces & aligners'},
  problems: {id: 'problems', label: 'Dental problems'},
  doctors: {id: 'doctors', label: 'Doctors', route: '/doctors/Doctor'},
  branches: {id: 'branches', label: 'Branches'},
  pricing: {id: 'pricing', label: 'Pricing', route: '/pricing'},
  blog: {id: 'blog', label: 'Blog', route: '/blog'},
  gallery: {id: 'gallery', label: 'Gallery', route: '/dental-gallery'},
  assessment: {id: 'assessment', label: 'Smile assessment', route: '/smile-assessment'},
  contact: {id: 'contact', label: 'Contact', route: '/contact'},
  guide: {id: 'guide', label: 'Editor guide', route: '/docs/intro'},
  /** The navbar dropdown that gathers the articles, gallery, smile assessment and contact page. */
  patients: {id: 'patients', label: 'For patients'},
  about: {id: 'about', label: 'About the clinic'},
} as const satisfies Record<string, SiteSection>;

/**
 * First aid that the "Dental problems" menu leads with: a parent holding a
 * knocked-out tooth looks there first. Each links to its steps on the
 * emergency page.
 */
export const problemsMenuFirstAid = [
  {label: 'Knocked-out tooth: first aid', topic: 'knocked-out-tooth'},
] as const satisfies readonly {label: string; topic: FirstAidId}[];

/** The pricing section's pages, in menu order: the price list first. Code finds a page by its `id`. */
export const pricingPages = [
  {id: 'price-list', label: 'Price list', route: sections.pricing.route},
  {id: 'financing', label: 'Financing and EMI', route: '/pricing/financing'},
  {id: 'insurance', label: 'Insurance', route: '/pricing/insurance'},
  {id: 'payment-options', label: 'Payment options', route: '/pricing/payment-options'},
  {id: 'special-offers', label: 'Special offers', route: '/pricing/special-offers'},
] as const satisfies readonly {id: string; label: string; route: string}[];

export type PricingPageId = (typeof pricingPages)[number]['id'];

/** The route of a pricing page, by its id. */
export function pricingRoute(id: PricingPageId): string {
  return pricingPages.find((page) => page.id === id)!.route;
}
