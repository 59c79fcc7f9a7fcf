import {branches} from './branches';
import {clinic} from './clinic';

/**
 * The few numbers every page can show (the floating chat button, the crash
 * and not-found pages), taken from branches.ts and clinic.ts. The build puts
 * them in the site config (customFields.quickContacts), which every page has
 * anyway, so the main bundle does not carry the whole branch and clinic data.
 * Nothing to edit here: change the numbers in branches.ts or clinic.ts.
 */
export interface QuickContacts {
  emergencyPhone: string;
  branches: {id: string; name: string; phone: string; whatsapp: string}[];
}

export function quickContacts(): QuickContacts {
  return {
    emergencyPhone: clinic.emergencyPhone,
    branches: branches.map(({id, name, phone, whatsapp}) => ({id, name, phone, whatsapp})),
  };
}
