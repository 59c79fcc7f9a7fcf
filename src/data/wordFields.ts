/**
 * Which fields of the clinic's data are words, translated for /te/, /hi/ and
 * /ur/; every other field (ids, routes, phone numbers, prices, hours, dates) is
 * a fact and stays as it is in every language.
 *
 * Each data file lists patterns over its exports (syntax in src/lib/dataWords.ts):
 * `problems[].name` is the name of every problem. The local plugin
 * plugins/data-words lists the English words these patterns find, writes them to
 * i18n/<locale>/data-words/<file>.json for translators
 * (`npm run write-translations -- --locale te`) and, in a translated build,
 * puts each translation in its place in the browser bundle.
 *
 * When you add a field that holds words (a sentence, a label, a name a
 * patient reads), add its pattern here and translate the new words: the test
 * tests/unit/i18n/dataWords.test.ts fails until every locale has them.
 */
import * as assessment from './assessment';
import * as branches from './branches';
import * as browserStorage from './browserStorage';
import * as clinic from './clinic';
import * as dataRecipients from './dataRecipients';
import * as doctors from './doctors';
import * as eventTimeline from './eventTimeline';
import * as gallery from './gallery';
import * as illustrations from './illustrations';
import * as navigation from './navigation';
import * as offers from './offers';
import * as payments from './payments';
import * as privacy from './privacy';
import * as problems from './problems';
import * as standards from './standards';
import * as treatments from './treatments';
import * as triage from './triage';

interface DataWordFields {
  /** The data file's exports, by name. */
  exports: Record<string, unknown>;
  patterns: readonly string[];
}

export const dataWordFields = {
  assessment: {
    exports: assessment,
    patterns: [
      'whoOptions[].label',
      'goalOptions[].label',
      'goalOptions[].hint',
      'biteOptions[].label',
      'biteOptions[].hint',
      'symptomOptions[].label',
      'whenOptions[].label',
    ],
  },
  branches: {
    exports: branches,
    patterns: [
      'facilityLabels.*',
      'branches[].name',
      'branches[].address.street',
      'branches[].address.area',
      'branches[].address.city',
      'branches[].address.state',
      'branches[].parking',
      'branches[].access',
      'branches[].landmarks[]',
      'branches[].about[]',
      'branches[].gettingThere[]',
    ],
  },
  browserStorage: {
    exports: browserStorage,
    patterns: [
      'browserStorage[].feature',
      'browserStorage[].when',
      'browserStorage[].holds',
      'browserStorage[].lasts',
      'browserStorage[].clear',
    ],
  },
  clinic: {
    exports: clinic,
    patterns: [
      'clinic.name',
      'clinic.tagline',
      'clinic.siteTitle',
      'clinic.description',
      'clinic.emergencyLineAnswered.when',
      'clinic.emergencyLineAnswered.by',
      'clinic.landmarkPark',
      'clinic.publicEmergencyNumbers[].label',
      'clinic.commitments[].title',
      'clinic.commitments[].detail',
    ],
  },
  dataRecipients: {
    exports: dataRecipients,
    patterns: [
      'recipientGroups[].title',
      'recipientRoles.*',
      'dataRecipients[].name',
      'dataRecipients[].receives',
      'dataRecipients[].when',
      'dataRecipients[].note',
      'dataRecipients[].more.label',
    ],
  },
  doctors: {
    exports: doctors,
    patterns: [
      'doctors[].name',
      'doctors[].role',
      'doctors[].interests[]',
      'doctors[].degrees[]',
      'doctors[].languages[]',
    ],
  },
  eventTimeline: {
    exports: eventTimeline,
    patterns: ['eventTimeline[].before', 'eventTimeline[].fits'],
  },
  gallery: {
    exports: gallery,
    patterns: ['clinicSpaces[].title', 'clinicSpaces[].alt', 'clinicSpaces[].caption'],
  },
  illustrations: {
    exports: illustrations,
    patterns: [
      'illustrationNote.text',
      'beforeAfterIllustrations[].before.alt',
      'beforeAfterIllustrations[].after.alt',
      'beforeAfterIllustrations[].caption',
    ],
  },
  navigation: {
    exports: navigation,
    patterns: ['sections.*.label', 'problemsMenuFirstAid[].label', 'pricingPages[].label'],
  },
  offers: {
    exports: offers,
    patterns: ['offers[].title', 'offers[].summary', 'offers[].includes[]', 'offers[].terms[]'],
  },
  payments: {
    exports: payments,
    patterns: [
      'paymentMethods[].name',
      'paymentMethods[].detail',
      'emi.documents[]',
      'emi.eligibility[]',
      'stagedPayments[].label',
      'stagedPayments[].stages[].when',
      'claimDocuments[]',
    ],
  },
  privacy: {
    exports: privacy,
    patterns: [
      'privacy.contactRole',
      'privacy.board.name',
      'privacyRequests[].right',
      'privacyRequests[].what',
      'privacyRequests[].subject',
      'privacyRequests[].message',
    ],
  },
  problems: {
    exports: problems,
    patterns: ['problems[].name', 'problems[].summary'],
  },
  standards: {
    exports: standards,
    patterns: [
      'standardKindLabels.*',
      'standards[].title',
      'standards[].detail',
      'standards[].body',
    ],
  },
  treatments: {
    exports: treatments,
    patterns: [
      'categoryLabels.*',
      'treatments[].name',
      'treatments[].shortName',
      'treatments[].summary',
      'treatments[].pricing.lines[].item',
      'treatments[].pricing.lines[].unit',
      'treatments[].pricing.includes[]',
      'treatments[].pricing.changesWith[]',
      'treatments[].visits',
      'treatments[].duration',
      'treatments[].recovery',
      'treatments[].partNeeds.steps',
      'treatments[].awayFromBranches.steps',
      'treatments[].awayFromBranches.place',
      'treatments[].partAt.steps',
    ],
  },
  triage: {
    exports: triage,
    patterns: [
      'signs[].text',
      'signs[].glance',
      'situations.*.label',
      'firstAid[].title',
      'firstAid[].steps[]',
      'firstAid[].note',
    ],
  },
} satisfies Record<string, DataWordFields>;
