/**
 * The clinic's content blocks that MDX pages, posts and docs use without
 * importing them (<TreatmentFacts id="…" />, <PriceTable …/>, <Faq> …).
 *
 * At build time the remark plugin in plugins/remark-import-blocks adds an
 * import for each block a file uses, so a page's chunk carries only its own
 * blocks and the main bundle carries none.
 *
 * To add a block: create src/components/blocks/<Name>/ and add a line here (its
 * module, and the export's name when it is not the default export).
 */
export interface MdxBlock {
  from: string;
  /** The named export; the default export when absent. */
  named?: string;
  /**
   * The block shows only what the MDX file writes into it (its children, a
   * question), never words of its own, so it is in the page's language and
   * needs no language of its own (see `blockLanguage`).
   */
  pageWords?: true;
}

const component = (name: string, named?: string, pageWords?: true): MdxBlock => ({
  from: `@site/src/components/blocks/${name}`,
  ...(named ? {named} : {}),
  ...(pageWords ? {pageWords} : {}),
});

/**
 * In a translated build, every block a file uses is put inside this component,
 * which gives it the build's `lang` and `dir` on a page that is still English
 * (src/components/ui/BlockLanguage says why); blocks with `pageWords` are not.
 */
export const blockLanguage = {
  name: 'BlockLanguage',
  from: '@site/src/components/ui/BlockLanguage',
} as const;

export const mdxBlocks: Record<string, MdxBlock> = {
  BeforeAfter: component('BeforeAfter'),
  BookingCta: component('BookingCta'),
  BranchesOffering: component('BranchesOffering'),
  BrowserStorage: component('BrowserStorage'),
  ConsentWithdrawal: component('ConsentWithdrawal'),
  DataProtectionBoardLink: component('PrivacyContact', 'DataProtectionBoardLink'),
  DataRecipients: component('DataRecipients'),
  DoctorArticles: component('DoctorArticles'),
  DoctorFacts: component('DoctorFacts'),
  DoctorTreatments: component('DoctorTreatments'),
  EmergencyCallNow: component('EmergencyCallNow'),
  EmergencyContacts: component('EmergencyContacts'),
  EmiCalculator: component('EmiCalculator'),
  EmiTerms: component('EmiTerms'),
  EventFit: component('EventTimeline', 'EventFit'),
  EventTimeline: component('EventTimeline'),
  Fact: component('Fact'),
  Faq: component('Faq', 'Faq', true),
  FirstAid: component('FirstAid'),
  FirstAidNow: component('FirstAidNow'),
  FaqItem: component('Faq', 'FaqItem', true),
  InsuranceClaims: component('InsuranceClaims'),
  Offers: component('Offers'),
  PaymentMethods: component('PaymentMethods'),
  Price: component('Price'),
  PriceList: component('PriceList'),
  PriceTable: component('PriceTable'),
  PrivacyContact: component('PrivacyContact'),
  PrivacyRights: component('PrivacyRights'),
  PrivacyTerm: component('PrivacyContact', 'PrivacyTerm'),
  ProblemFacts: component('ProblemFacts'),
  ProblemTreatments: component('ProblemTreatments'),
  RelatedTreatments: component('RelatedTreatments'),
  StagedPayments: component('StagedPayments'),
  StandardsList: component('StandardsList'),
  TreatmentFacts: component('TreatmentFacts'),
  TreatmentPrices: component('TreatmentPrices'),
  WhenToGetHelp: component('WhenToGetHelp'),
};
