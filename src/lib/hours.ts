/**
 * Opening-hours helpers: pure functions over the weekly hours in
 * src/data/branches.ts.
 */
import {weekdays, type Session, type Weekday, type WeeklyHours} from '../data/branches';
import {kolkataWallClock} from './dates';

export const weekdayLabels: Record<Weekday, {short: string; long: string}> = {
  monday: {short: 'Mon', long: 'Monday'},
  tuesday: {short: 'Tue', long: 'Tuesday'},
  wednesday: {short: 'Wed', long: 'Wednesday'},
  thursday: {short: 'Thu', long: 'Thursday'},
  friday: {short: 'Fri', long: 'Friday'},
  saturday: {short: 'Sat', long: 'Saturday'},
  sunday: {short: 'Sun', long: 'Sunday'},
};

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

/** "09:30" → "9:30 am", "14:00" → "2 pm", "12:00" → "12 noon". */
export function formatTime(value: string): string {
  const minutes = toMinutes(value);
  const h24 = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h24 === 12 && m === 0) {
    return '12 noon';
  }
  const suffix = h24 < 12 ? 'am' : 'pm';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function formatSessions(sessions: Session[]): string {
  if (sessions.length === 0) {
    return 'Closed';
  }
  return sessions.map((s) => `${formatTime(s.open)} – ${formatTime(s.close)}`).join(', ');
}

export interface HoursLine {
  days: string;
  hours: string;
}

/**
 * Groups consecutive weekdays with identical sessions:
 * [{days: 'Mon – Sat', hours: '9:30 am – 8:30 pm'}, {days: 'Sun', hours: 'Closed'}].
 */
export function summariseWeek(hours: WeeklyHours): HoursLine[] {
  const lines: HoursLine[] = [];
  let start = 0;
  for (let i = 1; i <= weekdays.length; i += 1) {
    const prev = formatSessions(hours[weekdays[i - 1]]);
    const current = i < weekdays.length ? formatSessions(hours[weekdays[i]]) : null;
    if (current !== prev) {
      const first = weekdayLabels[weekdays[start]].short;
      const last = weekdayLabels[weekdays[i - 1]].short;
      lines.push({days: start === i - 1 ? first : `${first} – ${last}`, hours: prev});
      start = i;
    }
  }
  return lines;
}

/** The weekday and minutes since midnight of an instant, in Asia/Kolkata (UTC+5:30, no daylight saving). */
export function kolkataClock(now: Date): {day: Weekday; minutes: number} {
  const {weekday, hour, minute} = kolkataWallClock(now);
  const day = weekdays.find((d) => weekdayLabels[d].long === weekday);
  if (!day) {
    throw new Error(`Unexpected weekday "${weekday}" from Intl.DateTimeFormat`);
  }
  return {day, minutes: hour * 60 + minute};
}

export interface OpenStatus {
  open: boolean;
  /** "Open now · closes at 8:30 pm" or "Closed · opens at 10 am tomorrow". */
  text: string;
}

/** Whether a branch is open at `now`, and when it next closes or opens, in Asia/Kolkata time. */
export function openStatus(hours: WeeklyHours, now: Date): OpenStatus {
  const {day, minutes} = kolkataClock(now);
  const today = weekdays.indexOf(day);
  const current = hours[day].find(
    (s) => toMinutes(s.open) <= minutes && minutes < toMinutes(s.close),
  );
  if (current) {
    return {open: true, text: `Open now · closes at ${formatTime(current.close)}`};
  }
  for (let offset = 0; offset < 7; offset += 1) {
    const nextDay = weekdays[(today + offset) % 7];
    const next = hours[nextDay].find((s) => offset > 0 || toMinutes(s.open) > minutes);
    if (next) {
      const when =
        offset === 0 ? 'today' : offset === 1 ? 'tomorrow' : `on ${weekdayLabels[nextDay].long}`;
      return {open: false, text: `Closed now · opens at ${formatTime(next.open)} ${when}`};
    }
  }
  return {open: false, text: 'Closed'};
}
