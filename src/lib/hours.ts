/**
 * Opening-hours helpers: pure functions over the weekly hours in
 * src/data/branches.ts.
 */
import {weekdays, type Session, type Weekday, type WeeklyHours} from '../data/branches';
import {dateTimeFormat, kolkataWallClock} from './dates';

export const weekdayLabels: Record<Weekday, {short: string; long: string}> = {
  monday: {short: 'Mon', long: 'Monday'},
  tuesday: {short: 'Tue', long: 'Tuesday'},
  wednesday: {short: 'Wed', long: 'Wednesday'},
  thursday: {short: 'Thu', long: 'Thursday'},
  friday: {short: 'Fri', long: 'Friday'},
  saturday: {short: 'Sat', long: 'Saturday'},
  sunday: {short: 'Sun', long: 'Sunday'},
};

/**
 * How hours are written in one language: the locale whose conventions Intl
 * follows for weekday names and times, and the word for a closed day, which
 * Intl does not give. English keeps the site's own style ("9:30 am", "12 noon",
 * "Mon – Sat"); other languages get Intl's ("సోమ", "9:30 AM").
 */
export interface HoursWriting {
  /** A BCP 47 tag: en-IN, te-IN, hi-IN, ur-IN. */
  locale: string;
  closed: string;
}

export const englishHours: HoursWriting = {locale: 'en-IN', closed: 'Closed'};

const isEnglish = (writing: HoursWriting) => writing.locale.startsWith('en');

/** A weekday's name in the writing's language; 1 January 2024 was a Monday. */
export function weekdayName(
  day: Weekday,
  style: 'short' | 'long',
  writing: HoursWriting = englishHours,
): string {
  if (isEnglish(writing)) return weekdayLabels[day][style];
  const date = new Date(Date.UTC(2024, 0, 1 + weekdays.indexOf(day)));
  return dateTimeFormat(writing.locale, {weekday: style, timeZone: 'UTC'}).format(date);
}

const hhmm = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTime(value: string): boolean {
  return hhmm.test(value);
}

export function toMinutes(value: string): number {
  const match = hhmm.exec(value);
  if (!match) {
    throw new Error(`"${value}" is not a time in HH:MM form`);
  }
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "09:30" → "9:30 am", "14:00" → "2 pm", "12:00" → "12 noon" (in English). */
export function formatTime(value: string, writing: HoursWriting = englishHours): string {
  const minutes = toMinutes(value);
  const h24 = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!isEnglish(writing)) {
    return dateTimeFormat(writing.locale, {
      hour: 'numeric',
      ...(m === 0 ? {} : {minute: '2-digit'}),
      // Urdu says the time of day in words (صبح, دوپہر, شام, رات), as the booking
      // form's times do, not with a Latin AM/PM inside right-to-left text.
      ...(isRightToLeft(writing.locale) ? {dayPeriod: 'short' as const} : {hour12: true}),
      // Digits 0-9 in every language, as in the site's prices and phone numbers (Urdu's
      // default would be ۰-۹).
      numberingSystem: 'latn',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2024, 0, 1, h24, m)));
  }
  if (h24 === 12 && m === 0) {
    return '12 noon';
  }
  const suffix = h24 < 12 ? 'am' : 'pm';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Whether `locale` is written right to left (Urdu, and the other Arabic-script and Hebrew languages). */
function isRightToLeft(locale: string): boolean {
  return /^(ur|ar|fa|ps|sd|ckb|he|yi)\b/.test(locale);
}

/**
 * "9:30 am – 8:30 pm, 4:30 pm – 9 pm". In a right-to-left language each range
 * is a right-to-left isolate (U+2067 … U+2069) whose spaces do not break, so a
 * range reads in order and never wraps inside ("10 AM – 2" / "PM"), and the
 * ranges are joined with the Arabic comma.
 */
export function formatSessions(sessions: Session[], writing: HoursWriting = englishHours): string {
  if (sessions.length === 0) {
    return writing.closed;
  }
  const rightToLeft = isRightToLeft(writing.locale);
  const range = (s: Session) => `${formatTime(s.open, writing)} – ${formatTime(s.close, writing)}`;
  return rightToLeft
    ? sessions.map((s) => `\u2067${range(s).replace(/ /g, '\u00a0')}\u2069`).join('، ')
    : sessions.map(range).join(', ');
}

export interface HoursLine {
  days: string;
  hours: string;
}

/**
 * Groups consecutive weekdays with identical sessions:
 * [{days: 'Mon – Sat', hours: '9:30 am – 8:30 pm'}, {days: 'Sun', hours: 'Closed'}].
 */
export function summariseWeek(
  hours: WeeklyHours,
  writing: HoursWriting = englishHours,
): HoursLine[] {
  const lines: HoursLine[] = [];
  let start = 0;
  for (let i = 1; i <= weekdays.length; i += 1) {
    const prev = formatSessions(hours[weekdays[i - 1]], writing);
    const current = i < weekdays.length ? formatSessions(hours[weekdays[i]], writing) : null;
    if (current !== prev) {
      const first = weekdayName(weekdays[start], 'short', writing);
      const last = weekdayName(weekdays[i - 1], 'short', writing);
      lines.push({days: start === i - 1 ? first : `${first} – ${last}`, hours: prev});
      start = i;
    }
  }
  return lines;
}

/** The weekday and minutes since midnight of an instant, in Asia/Kolkata (UTC+5:30, no daylight saving). */
export function kolkataClock(now: Date): {day: Weekday; minutes: number} {
  const {weekday, hour, minute} = kolkataWallClock(now);
  return {day: weekday, minutes: hour * 60 + minute};
}

export interface OpenStatus {
  open: boolean;
  /** Open: when it closes; closed: when it next opens (HH:MM); null when it never opens. */
  time: string | null;
  /** Closed: the day it next opens, as today, tomorrow or the weekday; null otherwise. */
  opens: 'today' | 'tomorrow' | Weekday | null;
}

/**
 * Whether a branch is open at `now`, and when it next closes or opens, in
 * Asia/Kolkata time; src/components/ui/OpenNow says it in the visitor's language.
 */
export function openStatus(hours: WeeklyHours, now: Date): OpenStatus {
  const {day, minutes} = kolkataClock(now);
  const today = weekdays.indexOf(day);
  const current = hours[day].find(
    (s) => toMinutes(s.open) <= minutes && minutes < toMinutes(s.close),
  );
  if (current) {
    return {
      open: true,
      time: current.close,
      opens: null,
    };
  }
  for (let offset = 0; offset < 7; offset += 1) {
    const nextDay = weekdays[(today + offset) % 7];
    const next = hours[nextDay].find((s) => offset > 0 || toMinutes(s.open) > minutes);
    if (next) {
      return {
        open: false,
        time: next.open,
        opens: offset === 0 ? 'today' : offset === 1 ? 'tomorrow' : nextDay,
      };
    }
  }
  return {open: false, time: null, opens: null};
}
