/**
 * The titles a dentist's `role` may carry in doctors.ts, each with the degree
 * that supports it, written as doctors.ts writes it in `degrees`.
 *
 * The Dental Council of India recognises nine MDS specialties (below, one or
 * two titles each); a dentist with a BDS alone is a general dentist. "Cosmetic
 * dentist" and "implantologist" are not recognised qualifications: that kind
 * of work goes in a doctor's `interests`, shown on a line of its own.
 *
 * doctors.ts imports only the type, so no page carries this list; the roles
 * themselves are translated where doctors.ts names them.
 *
 * How to add a title: only for a qualification the Dental Council of India
 * recognises, with its degree exactly as `degrees` spells it.
 * tests/unit/data/doctors.test.ts checks that each doctor holds the degree
 * their role needs.
 */
export const roleQualifications = {
  Prosthodontist: 'MDS (Prosthodontics and Crown & Bridge)',
  'Periodontist (gum specialist)': 'MDS (Periodontology)',
  'Oral and maxillofacial surgeon': 'MDS (Oral and Maxillofacial Surgery)',
  'Endodontist (root canal specialist)': 'MDS (Conservative Dentistry and Endodontics)',
  'Conservative dentist and endodontist': 'MDS (Conservative Dentistry and Endodontics)',
  Orthodontist: 'MDS (Orthodontics and Dentofacial Orthopaedics)',
  'Oral pathologist': 'MDS (Oral Pathology and Microbiology)',
  'Public health dentist': 'MDS (Public Health Dentistry)',
  'Paediatric dentist': 'MDS (Paediatric and Preventive Dentistry)',
  'Oral medicine and radiology specialist': 'MDS (Oral Medicine and Radiology)',
  'General dentist (BDS)': 'BDS',
} as const satisfies Record<string, string>;

/** A title `role` may take: a recognised specialty, or general dentist. */
export type DoctorRole = keyof typeof roleQualifications;
