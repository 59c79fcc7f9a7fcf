/**
 * Registrations, professional memberships and safety standards the clinic
 * follows, one typed entry each. The accreditations page
 * (/services/awards-and-recognise) renders this list with `<StandardsList />`,
 * grouped by `kind` under the labels in `standardKindLabels`.
 *
 * SAMPLE DATA: these entries describe what a registered multi-branch dental
 * clinic in Hyderabad of this kind would hold and follow. They are not claims
 * about any real clinic. A clinic adopting this site must check every entry
 * against its own certificates and remove anything it cannot show a patient.
 * Memberships are memberships, not awards; do not add paid or purchased
 * "awards" here.
 *
 * How to add an entry:
 *   1. Add an object to `standards` with a unique `id` (lowercase, hyphens).
 *   2. Pick a `kind` from `StandardKind`; add a new kind (and its label in
 *      `standardKindLabels`) only if none fits.
 *   3. Write `title` as a plain statement and `detail` as one or two factual
 *      sentences saying what it means for a patient. No superlatives.
 *   4. Set `body` to the issuing or governing body, if there is one.
 */
export type StandardKind =
  'registration' | 'membership' | 'infection-control' | 'equipment' | 'policy';

export interface Standard {
  id: string; // unique, lowercase-hyphens
  kind: StandardKind;
  title: string; // e.g. 'Registered with the Telangana State Dental Council'
  detail: string; // one or two plain sentences, factual
  /** Issuing or governing body, if any. */
  body?: string;
}

export const standardKindLabels: Record<StandardKind, string> = {
  registration: 'Registration',
  membership: 'Professional memberships',
  'infection-control': 'Infection control',
  equipment: 'Equipment and radiation safety',
  policy: 'Policies and preparedness',
};

export const standards: Standard[] = [
  {
    id: 'dentists-state-council',
    kind: 'registration',
    title: 'Every dentist registered with the Telangana State Dental Council',
    detail:
      'Each dentist who treats patients holds a current registration with the state dental council, as the Dentists Act, 1948 requires. You can ask any dentist for their registration number.',
    body: 'Telangana State Dental Council',
  },
  {
    id: 'clinic-establishment-registration',
    kind: 'registration',
    title: 'Registered as a private medical care establishment',
    detail:
      "Each branch is registered as a private medical care establishment under Telangana's clinical establishments law, the Telangana Allopathic Private Medical Care Establishments (Registration and Regulation) Act, 2002.",
    body: 'Government of Telangana',
  },
  {
    id: 'biomedical-waste',
    kind: 'infection-control',
    title: 'Biomedical waste handled under the Bio-Medical Waste Management Rules, 2016',
    detail:
      'Used needles, blood-stained items and other clinical waste are separated into colour-coded containers at the chair. An authorised common biomedical waste treatment facility collects and treats them.',
    body: 'Telangana State Pollution Control Board',
  },
  {
    id: 'indian-dental-association',
    kind: 'membership',
    title: 'Dentists are members of the Indian Dental Association',
    detail:
      'Membership of the national professional association links dentists to its continuing education and code of ethics. It is a membership, not an award.',
    body: 'Indian Dental Association',
  },
  {
    id: 'specialty-societies',
    kind: 'membership',
    title: 'Specialists are members of their specialty societies',
    detail:
      'Specialists belong to the society for their field: the Indian Society of Periodontology, Indian Orthodontic Society, Indian Endodontic Society, Indian Society of Pedodontics and Preventive Dentistry, Association of Oral and Maxillofacial Surgeons of India or Indian Prosthodontic Society. These are memberships, not awards or rankings.',
  },
  {
    id: 'class-b-autoclaves',
    kind: 'infection-control',
    title: 'Class B autoclaves, with logged cycles and weekly spore tests',
    detail:
      'Reusable instruments are sterilised in Class B (vacuum) steam autoclaves, which reach inside hollow and wrapped instruments. Every cycle is logged, and each autoclave is checked weekly with a biological spore test.',
  },
  {
    id: 'single-use-items',
    kind: 'infection-control',
    title: 'Single-use items used once',
    detail:
      'Needles, anaesthetic cartridges, gloves, masks, suction tips, cups and bibs are used for one patient and then discarded.',
  },
  {
    id: 'sealed-instrument-pouches',
    kind: 'infection-control',
    title: 'Instrument pouches opened in front of you',
    detail:
      'Sterilised instruments stay sealed in pouches with a colour-change indicator until you are in the chair. The pouch is opened where you can see it.',
  },
  {
    id: 'surface-disinfection',
    kind: 'infection-control',
    title: 'Surfaces disinfected between patients',
    detail:
      'The chair, light handles, trays and switches are cleaned and disinfected after every patient. Dental unit water lines are flushed between patients.',
  },
  {
    id: 'digital-xrays-cbct',
    kind: 'equipment',
    title: 'Digital X-rays and CBCT',
    detail:
      'Digital X-ray sensors need a lower radiation dose than film. A CBCT (3D) scan is taken only when a flat X-ray cannot answer the question, for example when planning an implant.',
  },
  {
    id: 'aerb-registration',
    kind: 'equipment',
    title: 'X-ray equipment registered with the Atomic Energy Regulatory Board',
    detail:
      'Each dental X-ray and CBCT unit is registered with AERB, the national regulator for radiation safety, and is installed and tested as its rules require.',
    body: 'Atomic Energy Regulatory Board (AERB)',
  },
  {
    id: 'medical-emergencies',
    kind: 'policy',
    title: 'Emergency drug kit and staff trained in basic life support',
    detail:
      'Each branch keeps an emergency drug kit and oxygen, checked for expiry on a schedule. Clinical staff are trained in basic life support and refresh that training regularly.',
  },
  {
    id: 'written-consent',
    kind: 'policy',
    title: 'A written consent policy',
    detail:
      'Before treatment beyond an examination, the dentist explains what is planned, the risks, the alternatives (including no treatment) and the cost, and you sign when you have understood. You can ask questions, take time to decide, and withdraw consent at any point.',
  },
];
