/**
 * The announcement bar's sentence, from the facts in src/data/announcement.ts:
 * "Dental emergency? Call <number> · Open on Sundays: <branches, hours>", with
 * parts shown or hidden by width. Parts wrapped in `part('from-400', …)` show
 * from 400 px wide, `from-700` and `from-997` likewise; `below-700` only on
 * narrower screens (the "shell" section of src/css/custom.css).
 */
import {announcement as facts, type AnnouncementFacts} from '../data/announcement';
import {branches} from '../data/branches';
import {clinic} from '../data/clinic';
import {englishHours, formatSessions, type HoursWriting} from './hours';
import {formatPhone, telHref} from './phone';

export interface Announcement extends AnnouncementFacts {
  /** HTML; one short sentence with at most one link. */
  content: string;
}

type Breakpoint = 'from-400' | 'below-400' | 'from-700' | 'from-997' | 'below-700';

const part = (when: Breakpoint, html: string) =>
  `<span class="announcement-bar__${when}">${html}</span>`;

/** "+91 98765 43200", its country code left out below 400 px (the link keeps it). */
function phoneText(e164: string): string {
  const [country, ...local] = formatPhone(e164).split(' ');
  return local.length > 0 && country.startsWith('+')
    ? `${part('from-400', `${country} `)}${local.join(' ')}`
    : formatPhone(e164);
}

/**
 * The bar's words. English here; a translated build reads them from its
 * i18n/<locale>/code.json (config/localeMessages.ts, ids `announcement.*`).
 */
export interface AnnouncementWords {
  /** From 700 px: "Dental emergency? Call" before the number. */
  emergency: string;
  /** Below 700 px: "Emergency:". */
  emergencyShort: string;
  /** From 400 px: "Open on Sundays". */
  sundays: string;
  /** Below 400 px: "Open Sundays". */
  sundaysShort: string;
  /** How the Sunday hours are written. */
  hours: HoursWriting;
  /** A word of the data (a branch's name) in the bar's language. */
  dataWord: (english: string) => string;
}

export const englishAnnouncementWords: AnnouncementWords = {
  emergency: 'Dental emergency? Call',
  emergencyShort: 'Emergency:',
  sundays: 'Open on Sundays',
  sundaysShort: 'Open Sundays',
  hours: englishHours,
  dataWord: (english) => english,
};

/** The bar, in the words given; null for no bar. */
export function buildAnnouncement(
  words: AnnouncementWords = englishAnnouncementWords,
): Announcement | null {
  if (!facts) return null;
  const sundayBranches = branches
    .filter((b) => b.hours.sunday.length > 0)
    .map(
      (b) =>
        `${words.dataWord(b.name)}${part('from-997', ` ${formatSessions(b.hours.sunday, words.hours)}`)}`,
    )
    .join(', ');
  const emergency =
    `${part('from-700', `${words.emergency} `)}${part('below-700', `${words.emergencyShort} `)}` +
    `<a href="${telHref(clinic.emergencyPhone)}" dir="ltr">${phoneText(clinic.emergencyPhone)}</a>`;
  const sundays = sundayBranches
    ? ` · ${part('from-400', words.sundays)}${part('below-400', words.sundaysShort)}${part('from-700', `: ${sundayBranches}`)}`
    : '';
  return {...facts, content: `${emergency}${sundays}`};
}
