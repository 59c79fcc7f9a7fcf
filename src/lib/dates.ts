/**
 * Date helpers: dates as patients in India read them, and the calendar date and
 * wall-clock time of an instant in Asia/Kolkata, whatever the zone of the
 * machine that runs the code (the build server, the visitor's browser).
 */

import {weekdays, type Weekday} from '../data/weekdays';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An Intl.DateTimeFormat, made once per locale and options: making one costs a
 * phone several milliseconds (more with a time zone, whose data it loads), and a
 * page of opening hours or dates asks for the same few many times.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Dates as patients in India read them: "16 June 2026", or in another language
 * ("16 నవంబర్ 2026"), always with the digits 0-9 the site's prices use.
 * Formats "YYYY-MM-DD" or a full ISO timestamp; the calendar day is taken as written (UTC).
 */
export function formatLongDate(iso: string, locale = 'en-IN'): string {
  const longDate = dateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  return longDate.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso));
}

/**
 * India Standard Time, the clock of Asia/Kolkata: UTC+05:30 all year; India has
 * kept no daylight saving time since 1945. Reading it by arithmetic rather than
 * through Intl matters: the phone action bar reads it on every page, and the
 * first date format with a time zone loads the zone data, about 50 ms of a
 * phone's main thread while the page starts (tests/unit/lib/dates.test.ts checks
 * this against Intl's Asia/Kolkata).
 */
const indiaOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** The branches' weekdays (Monday first) in the order of Date.getUTCDay (Sunday is 0). */
const weekdaysFromSunday: readonly Weekday[] = [weekdays[6], ...weekdays.slice(0, 6)];

export interface KolkataWallClock {
  /** Calendar date, "YYYY-MM-DD". */
  date: string;
  /** The weekday, as the branches' hours name it: "monday" … "sunday". */
  weekday: Weekday;
  /** 0–23. */
  hour: number;
  /** 0–59. */
  minute: number;
}

/** The date, weekday and time of day of an instant in Asia/Kolkata. */
export function kolkataWallClock(now: Date): KolkataWallClock {
  const clock = new Date(now.getTime() + indiaOffsetMs);
  return {
    date: clock.toISOString().slice(0, 10),
    weekday: weekdaysFromSunday[clock.getUTCDay()],
    hour: clock.getUTCHours(),
    minute: clock.getUTCMinutes(),
  };
}

/** The calendar date ("YYYY-MM-DD") of an instant in Asia/Kolkata. */
export function kolkataDate(now: Date): string {
  return kolkataWallClock(now).date;
}
