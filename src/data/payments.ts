/**
 * How patients can pay: methods accepted, EMI through lending partners, and
 * when payment is taken for treatments that run over months. SAMPLE DATA for
 * the pricing pages; a clinic replaces it with its own terms.
 *
 * How to change a term: edit it here; /pricing/payment-options and
 * /pricing/financing show it from this file. `npm test` checks the entries.
 */

import type {TreatmentId} from './treatments';

export interface PaymentMethod {
  id: string;
  name: string;
  detail: string;
}

export const paymentMethods: PaymentMethod[] = [
  {
    id: 'upi',
    name: 'UPI',
    detail:
      'Scan the QR code at the front desk with any UPI app, or pay to the branch’s UPI ID shown on your receipt.',
  },
  {
    id: 'cards',
    name: 'Debit and credit cards',
    detail:
      'Visa, Mastercard, RuPay and American Express, by chip, tap or swipe. No extra charge for paying by card.',
  },
  {
    id: 'net-banking',
    name: 'Net banking',
    detail: 'A payment link sent by SMS or e-mail, for staged treatments paid from home.',
  },
  {
    id: 'cash',
    name: 'Cash',
    detail: 'Accepted at every branch, within the limits of Indian law on cash receipts.',
  },
  {
    id: 'abroad',
    name: 'Payment from abroad',
    detail:
      'International cards, or a bank transfer in rupees (including from NRE and NRO accounts). Your bank may charge for conversion.',
  },
];

export interface EmiTerms {
  /** Smallest treatment amount that can go on EMI, rupees. */
  minimumAmount: number;
  /** Tenures offered, months. */
  tenures: number[];
  /** Tenures on which a no-cost (0 %) plan is usually available, months. */
  noCostTenures: number[];
  /** Typical yearly interest range for other plans, percent. */
  typicalRate: {from: number; to: number};
  /** What the lender checks for KYC and the auto-debit; the clinic never copies or keeps them. */
  documents: string[];
  eligibility: string[];
}

export const emi: EmiTerms = {
  minimumAmount: 15000,
  tenures: [3, 6, 9, 12, 18, 24],
  noCostTenures: [3, 6],
  typicalRate: {from: 12, to: 18},
  documents: [
    'PAN card',
    'Aadhaar card or another address proof',
    'a cancelled cheque or bank account details for the auto-debit',
    'recent salary slips or bank statements, if the lender asks',
  ],
  eligibility: [
    'aged 21 or over, with an Indian bank account',
    'a regular income, salaried or self-employed',
    'a credit history the lender accepts; the lender decides, not the clinic',
  ],
};

export interface StagedPayment {
  treatment: TreatmentId;
  /** Row label when the treatment's own name does not fit. */
  label?: string;
  stages: {when: string; share: number}[];
}

/** When payment is taken for treatments that run over months. Shares are percent and add up to 100. */
export const stagedPayments: StagedPayment[] = [
  {
    treatment: 'dental-implants',
    stages: [
      {when: 'on the day the implant is placed', share: 60},
      {when: 'when the final crown is fitted', share: 40},
    ],
  },
  {
    treatment: 'invisalign',
    stages: [
      {when: 'when the aligners are ordered, after you approve the plan', share: 50},
      {when: 'at the first review', share: 25},
      {when: 'at the second review', share: 25},
    ],
  },
  {
    treatment: 'braces-and-aligners',
    label: 'Fixed braces',
    stages: [
      {when: 'when the braces are fitted', share: 40},
      {when: 'in equal monthly parts over the rest of treatment', share: 60},
    ],
  },
  {
    treatment: 'smile-makeover',
    stages: [
      {when: 'after the trial smile, before any tooth is prepared', share: 50},
      {when: 'when the veneers or crowns are fitted', share: 50},
    ],
  },
];

/**
 * Cashless arrangements. Empty lists mean the clinic is not empanelled with
 * any insurer or government scheme: patients pay and claim reimbursement.
 */
export const cashless: {insurers: string[]; schemes: string[]} = {insurers: [], schemes: []};

/** Papers the clinic gives for an insurance or employer claim, on request. */
export const claimDocuments: string[] = [
  'an itemised bill with the clinic’s registration details',
  'payment receipts',
  'a treatment summary signed by the treating dentist, with the diagnosis',
  'copies of X-ray or scan reports',
  'prescriptions',
];
