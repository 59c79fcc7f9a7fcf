/**
 * Swizzled (wrapped) @theme/MDXComponents: spreads the original map and adds
 * the clinic's content blocks, so every MDX page can use them without imports.
 * Markdown tables render as ScrollableTable (a keyboard-scrollable box when wide).
 */
import MDXComponents from '@theme-original/MDXComponents';
import BeforeAfter from '@site/src/components/BeforeAfter';
import BookingCta from '@site/src/components/BookingCta';
import BranchesOffering from '@site/src/components/BranchesOffering';
import DoctorArticles from '@site/src/components/DoctorArticles';
import DoctorFacts from '@site/src/components/DoctorFacts';
import DoctorTreatments from '@site/src/components/DoctorTreatments';
import EmergencyContacts from '@site/src/components/EmergencyContacts';
import EmiCalculator from '@site/src/components/EmiCalculator';
import {Faq, FaqItem} from '@site/src/components/Faq';
import Offers from '@site/src/components/Offers';
import {EmiTerms, InsuranceClaims, PaymentMethods, StagedPayments} from '@site/src/components/PaymentPlans';
import Price from '@site/src/components/Price';
import PrivacyContact, {PrivacyTerm} from '@site/src/components/PrivacyContact';
import PriceList from '@site/src/components/PriceList';
import PriceTable from '@site/src/components/PriceTable';
import ProblemFacts from '@site/src/components/ProblemFacts';
import ProblemTreatments from '@site/src/components/ProblemTreatments';
import RelatedTreatments from '@site/src/components/RelatedTreatments';
import ScrollableTable from '@site/src/components/ScrollableTable';
import StandardsList from '@site/src/components/StandardsList';
import TreatmentFacts from '@site/src/components/TreatmentFacts';
import UrgentSigns from '@site/src/components/UrgentSigns';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  BeforeAfter,
  BookingCta,
  BranchesOffering,
  DoctorArticles,
  DoctorFacts,
  DoctorTreatments,
  EmergencyContacts,
  EmiCalculator,
  EmiTerms,
  Faq,
  FaqItem,
  InsuranceClaims,
  Offers,
  PaymentMethods,
  Price,
  PriceList,
  PriceTable,
  PrivacyContact,
  PrivacyTerm,
  ProblemFacts,
  ProblemTreatments,
  RelatedTreatments,
  StagedPayments,
  StandardsList,
  TreatmentFacts,
  UrgentSigns,
};
