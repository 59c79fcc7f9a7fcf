import {branches, type WeeklyHours} from './branches';
import {clinic} from './clinic';
import {problems} from './problems';
import {getTreatment} from './treatments';
import {alwaysHospitalSigns, signsFor} from './triage';

/**
 * The few numbers every page can show (the floating chat button, the phone
 * action bar, the crash and not-found pages), taken from branches.ts,
 * clinic.ts, problems.ts and treatments.ts. The build puts them in the site
 * config (customFields.quickContacts), which every page has anyway, so the
 * main bundle does not carry the whole branch and clinic data.
 * Nothing to edit here: change the numbers in branches.ts or clinic.ts.
 */
export interface QuickContacts {
  emergencyPhone: string;
  /** When the emergency line is answered: "every day, 24 hours". */
  emergencyAnswered: string;
  /** Each branch's hours, so the phone action bar can tell when every branch is closed. */
  branches: {id: string; name: string; phone: string; whatsapp: string; hours: WeeklyHours}[];
  /** Pages that lead with the emergency line: the emergency page and each problem with a call-now sign. */
  urgentRoutes: string[];
  /** The `always` hospital signs in a few words each, for the line beside every emergency-line offer. */
  hospitalSigns: string[];
  /** India's public emergency numbers: 108, 112. */
  publicEmergencyNumbers: string[];
}

export function quickContacts(
  /** A word of the data in the build's language (config/localeMessages.ts dataWord). */
  dataWord: (english: string) => string = (english) => english,
): QuickContacts {
  return {
    emergencyPhone: clinic.emergencyPhone,
    emergencyAnswered: dataWord(clinic.emergencyLineAnswered.when),
    branches: branches.map(({id, name, phone, whatsapp, hours}) => ({
      id,
      name: dataWord(name),
      phone,
      whatsapp,
      hours,
    })),
    urgentRoutes: [
      getTreatment('emergency-care').route,
      ...problems
        .filter((p) => signsFor(p.signs).some((s) => s.level === 'emergency-line'))
        .map((p) => p.route),
    ],
    hospitalSigns: alwaysHospitalSigns.flatMap((s) => (s.glance ? [dataWord(s.glance)] : [])),
    publicEmergencyNumbers: clinic.publicEmergencyNumbers.map((n) => n.number),
  };
}
