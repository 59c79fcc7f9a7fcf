/**
 * JSON-LD builders. Pure functions from src/data to schema.org objects, typed
 * with schema-dts; pages render the result with the <JsonLd> component.
 */
import type {
  BreadcrumbList,
  DayOfWeek,
  Dentist,
  MedicalCondition,
  MedicalProcedure,
  Offer,
  OpeningHoursSpecification,
  Organization,
  Person,
  Thing,
  WebPage,
  WithContext,
} from 'schema-dts';
import {weekdays, type Branch, type Weekday} from '../data/branches';
import type {Clinic} from '../data/clinic';
import {doctorRoute, type Doctor} from '../data/doctors';
import type {Problem} from '../data/problems';
import type {Treatment} from '../data/treatments';

/** A link to a node described elsewhere (a branch's Dentist, the Organization), with its name. */
interface NamedReference {
  '@id': string;
  name: string;
}

/**
 * A treatment page's node. schema.org defines no `offers` on MedicalProcedure or
 * MedicalTherapy and no `availableAt` property at all; the pages emit both, so they are
 * typed here beside the schema-dts type.
 */
export type TreatmentJsonLd =
  | WithContext<WebPage>
  | (WithContext<MedicalProcedure> & {offers?: Offer[]; availableAt: NamedReference[]});

/**
 * A problem page's node. schema.org expects MedicalTherapy nodes in `possibleTreatment`;
 * the pages also list MedicalProcedure nodes there, so the property admits both.
 */
export type ConditionJsonLd = Omit<
  Extract<WithContext<MedicalCondition>, {'@type': 'MedicalCondition'}>,
  'possibleTreatment'
> & {possibleTreatment: MedicalProcedure[]};

/** A top-level JSON-LD node, as rendered by <JsonLd>: a schema.org node, or a problem page's node. */
export type JsonLdNode = WithContext<Thing> | ConditionJsonLd;

/** schema.org's DayOfWeek for each weekday of the branch hours. */
const schemaDays = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
} as const satisfies Record<Weekday, DayOfWeek>;

export function absoluteUrl(siteUrl: string, route: string): string {
  return `${siteUrl.replace(/\/$/, '')}${route.startsWith('/') ? route : `/${route}`}`;
}

export function organizationJsonLd(clinic: Clinic): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${clinic.url}/#organization`,
    name: clinic.name,
    legalName: clinic.legalName,
    url: clinic.url,
    email: clinic.email,
    logo: absoluteUrl(clinic.url, '/img/logo.svg'),
    foundingDate: String(clinic.foundedYear),
  };
}

export function openingHoursSpecification(branch: Branch): OpeningHoursSpecification[] {
  return weekdays.flatMap((day) =>
    branch.hours[day].map((session) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: schemaDays[day],
      opens: session.open,
      closes: session.close,
    })),
  );
}

export function dentistJsonLd(clinic: Clinic, branch: Branch): WithContext<Dentist> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': absoluteUrl(clinic.url, `${branch.route}#dentist`),
    name: `${clinic.name}, ${branch.name}`,
    url: absoluteUrl(clinic.url, branch.route),
    telephone: branch.phone,
    email: clinic.email,
    image: absoluteUrl(clinic.url, '/img/social-card.png'),
    priceRange: '₹₹',
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.address.street,
      addressLocality: `${branch.address.area}, ${branch.address.city}`,
      addressRegion: branch.address.state,
      postalCode: branch.address.postalCode,
      addressCountry: 'IN',
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: branch.geo.latitude,
      longitude: branch.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(branch),
    parentOrganization: {'@id': `${clinic.url}/#organization`, name: clinic.name},
  };
}

export function treatmentJsonLd(
  clinic: Clinic,
  treatment: Treatment,
  branches: readonly Branch[],
): TreatmentJsonLd {
  const url = absoluteUrl(clinic.url, treatment.route);
  if (treatment.schemaType === 'WebPage') {
    return {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: treatment.name,
      description: treatment.summary,
      url,
      publisher: {'@id': `${clinic.url}/#organization`, name: clinic.name},
    };
  }
  const lines = treatment.pricing?.lines ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': treatment.schemaType,
    name: treatment.name,
    description: treatment.summary,
    url,
    howPerformed: `${treatment.visits}; ${treatment.duration}.`,
    ...(treatment.schemaType === 'MedicalProcedure' ? {followup: treatment.recovery} : {}),
    ...(lines.length > 0
      ? {
          offers: lines.map((line): Offer => ({
            '@type': 'Offer',
            name: line.item,
            priceCurrency: 'INR',
            priceSpecification: {
              '@type': 'PriceSpecification',
              priceCurrency: 'INR',
              minPrice: line.from,
              ...(line.to !== undefined ? {maxPrice: line.to} : {}),
            },
          })),
        }
      : {}),
    availableAt: branches.map((b) => ({
      '@id': absoluteUrl(clinic.url, `${b.route}#dentist`),
      name: `${clinic.name}, ${b.name}`,
    })),
  };
}

export function conditionJsonLd(
  clinic: Clinic,
  problem: Problem,
  treatments: readonly Treatment[],
): ConditionJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalCondition',
    name: problem.name,
    description: problem.summary,
    url: absoluteUrl(clinic.url, problem.route),
    possibleTreatment: treatments.map((t) => ({
      '@type': t.schemaType === 'MedicalProcedure' ? 'MedicalProcedure' : 'MedicalTherapy',
      name: t.name,
      url: absoluteUrl(clinic.url, t.route),
    })),
  };
}

/**
 * A dentist as a schema.org Person who works for the branches where they see
 * patients: the role (a recognised qualification) as job title; special
 * interests, then treatments, as what they know about.
 */
export function doctorJsonLd(
  clinic: Clinic,
  doctor: Doctor,
  branches: readonly Branch[],
  treatments: readonly Treatment[],
): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: doctor.name,
    url: absoluteUrl(clinic.url, doctorRoute(doctor)),
    jobTitle: doctor.role,
    knowsLanguage: doctor.languages,
    hasCredential: doctor.degrees.map((degree) => ({
      '@type': 'EducationalOccupationalCredential',
      name: degree,
    })),
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Telangana State Dental Council registration',
      value: doctor.registration,
    },
    worksFor: branches.map((b) => ({
      '@id': absoluteUrl(clinic.url, `${b.route}#dentist`),
      name: `${clinic.name}, ${b.name}`,
    })),
    knowsAbout: [...(doctor.interests ?? []), ...treatments.map((t) => t.name)],
  };
}

export interface Crumb {
  name: string;
  route: string;
}

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.route),
    })),
  };
}

/** Serialises for a <script type="application/ld+json">, safe against "</script>". */
export function serializeJsonLd(data: JsonLdNode | readonly JsonLdNode[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
