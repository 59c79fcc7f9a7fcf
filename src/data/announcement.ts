/**
 * The dismissible bar above the navbar. Change `id` whenever the message
 * changes: visitors who closed the old message then see the new one.
 * Set `announcement` to `null` to show no bar.
 *
 * The bar stays on one line at every width, so it has a short form for
 * phones, the emergency number first. Parts wrapped in `part('from-400', …)`
 * show from 400 px wide, `from-700` and `from-997` likewise; `below-700`
 * only on narrower screens (the "shell" section of src/css/custom.css).
 * At 320 px it reads "Emergency: 98765 43200 · Open Sundays"; keep that short.
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

type Breakpoint = 'from-400' | 'from-700' | 'from-997' | 'below-700';

const part = (when: Breakpoint, html: string) =>
  `<span class="announcement-bar__${when}">${html}</span>`;

/** "+91 98765 43200", its country code left out below 400 px (the link keeps it). */
function phoneText(e164: string): string {
  const [country, ...local] = formatPhone(e164).split(' ');
  return local.length > 0 && country.startsWith('+')
    ? `${part('from-400', `${country} `)}${local.join(' ')}`
    : formatPhone(e164);
}

const sundayBranches = branches
  .filter((b) => b.hours.sunday.length > 0)
  .map((b) => `${b.name}${part('from-997', ` ${formatSessions(b.hours.sunday)}`)}`)
  .join(', ');

const emergency =
  `${part('from-700', 'Dental emergency? Call ')}${part('below-700', 'Emergency: ')}` +
  `<a href="${telHref(clinic.emergencyPhone)}">${phoneText(clinic.emergencyPhone)}</a>`;

const sundays = sundayBranches
  ? ` · Open${part('from-400', ' on')} Sundays${part('from-700', `: ${sundayBranches}`)}`
  : '';

export const announcement: Announcement | null = {
  id: 'emergency-and-sundays-2026-11',
  content: `${emergency}${sundays}`,
  backgroundColor: '#0b4f4a',
  textColor: '#ffffff',
  isCloseable: true,
};
