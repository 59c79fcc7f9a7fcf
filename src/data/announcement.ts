/**
 * The dismissible bar above the navbar. Change `id` whenever the message
 * changes: visitors who closed the old message then see the new one.
 * Set `announcement` to `null` to show no bar.
 */
import {branches} from './branches';
import {clinic} from './clinic';
import {formatSessions} from '../lib/hours';
import {formatPhone, telHref} from '../lib/phone';

export interface Announcement {
  id: string;
  /** HTML; keep it to one short sentence with at most one link. */
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

const sundayOpen = branches
  .filter((b) => b.hours.sunday.length > 0)
  .map((b) => `${b.name} ${formatSessions(b.hours.sunday)}`)
  .join(' · ');

export const announcement: Announcement | null = {
  id: 'sunday-hours-2026-11',
  content: `Open on Sundays: ${sundayOpen}. Dental emergency? Call <a href="${telHref(clinic.emergencyPhone)}">${formatPhone(clinic.emergencyPhone)}</a>.`,
  backgroundColor: '#0b4f4a',
  textColor: '#ffffff',
  isCloseable: true,
};
