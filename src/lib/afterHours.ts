/**
 * "After hours": whether every branch is closed at an instant, in Asia/Kolkata
 * time. Kept apart from hours.ts because the phone action bar, which every page
 * carries, needs only this, and hours.ts reads the branch list itself.
 */
import type {WeeklyHours} from '../data/branches';
import {kolkataWallClock} from './dates';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** True when none of the weekly hours has a session running at `now` (sessions are "HH:MM" strings, so they compare as text). */
export function allClosedAt(hours: readonly WeeklyHours[], now: Date): boolean {
  const {weekday: day, hour, minute} = kolkataWallClock(now);
  const time = `${twoDigits(hour)}:${twoDigits(minute)}`;
  return !hours.some((week) =>
    (week[day] ?? []).some((session) => session.open <= time && time < session.close),
  );
}
