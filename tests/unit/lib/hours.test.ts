import {getBranch, type WeeklyHours} from '@site/src/data/branches';
import {
  formatSessions,
  formatTime,
  kolkataClock,
  openStatus,
  summariseWeek,
  toMinutes,
  weekdayName,
} from '@site/src/lib/hours';

const week = (
  weekday: WeeklyHours['monday'],
  saturday = weekday,
  sunday: WeeklyHours['sunday'] = [],
): WeeklyHours => ({
  monday: weekday,
  tuesday: weekday,
  wednesday: weekday,
  thursday: weekday,
  friday: weekday,
  saturday,
  sunday,
});

describe('hours helpers', () => {
  it('converts and formats times', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('23:59')).toBe(1439);
    expect(() => toMinutes('24:00')).toThrow(/not a time/);
    expect(() => toMinutes('9:30')).toThrow(/not a time/);
    expect(formatTime('09:30')).toBe('9:30 am');
    expect(formatTime('12:00')).toBe('12 noon');
    expect(formatTime('12:30')).toBe('12:30 pm');
    expect(formatTime('00:15')).toBe('12:15 am');
    expect(formatTime('20:00')).toBe('8 pm');
  });

  it('formats a day with a break, and a closed day', () => {
    expect(
      formatSessions([
        {open: '10:00', close: '14:00'},
        {open: '16:30', close: '21:00'},
      ]),
    ).toBe('10 am – 2 pm, 4:30 pm – 9 pm');
    expect(formatSessions([])).toBe('Closed');
  });

  it('groups consecutive days with the same hours', () => {
    const hours = week([{open: '10:00', close: '20:00'}]);
    expect(summariseWeek(hours)).toEqual([
      {days: 'Mon – Sat', hours: '10 am – 8 pm'},
      {days: 'Sun', hours: 'Closed'},
    ]);
    const withShortSaturday = week(
      [{open: '10:00', close: '20:00'}],
      [{open: '10:00', close: '14:00'}],
      [{open: '10:00', close: '13:00'}],
    );
    expect(summariseWeek(withShortSaturday)).toEqual([
      {days: 'Mon – Fri', hours: '10 am – 8 pm'},
      {days: 'Sat', hours: '10 am – 2 pm'},
      {days: 'Sun', hours: '10 am – 1 pm'},
    ]);
  });
});

describe('openStatus (Asia/Kolkata)', () => {
  // Banjara Hills: Mon–Sat 09:30–20:30, Sun 10:00–14:00. Kondapur has a split day.
  const banjara = getBranch('banjara-hills').hours;
  const kondapur = getBranch('kondapur').hours;
  const jubilee = getBranch('jubilee-hills').hours;
  // IST = UTC + 5:30.
  const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`);

  it('reads the weekday and time in IST whatever the machine zone', () => {
    // 2026-11-22 is a Sunday. 23:59 UTC on Saturday is already 05:29 Sunday in IST.
    expect(kolkataClock(new Date('2026-11-21T23:59:00Z'))).toEqual({
      day: 'sunday',
      minutes: 5 * 60 + 29,
    });
  });

  it('turns the day at midnight IST: 23:59 is the last minute, 00:00 the first of the next day', () => {
    // 2026-03-01 is a Sunday.
    expect(kolkataClock(new Date('2026-03-01T18:29:59Z'))).toEqual({
      day: 'sunday',
      minutes: 23 * 60 + 59,
    });
    expect(kolkataClock(new Date('2026-03-01T18:30:00Z'))).toEqual({day: 'monday', minutes: 0});
    expect(kolkataClock(new Date('2026-03-01T18:31:00Z'))).toEqual({day: 'monday', minutes: 1});
  });

  it('counts the minutes of the afternoon past noon', () => {
    expect(kolkataClock(new Date('2026-03-02T06:30:00Z'))).toEqual({day: 'monday', minutes: 720});
    expect(kolkataClock(new Date('2026-03-02T15:00:00Z'))).toEqual({
      day: 'monday',
      minutes: 20 * 60 + 30,
    });
  });

  it('is open during a session and says when it closes', () => {
    expect(openStatus(banjara, ist('2026-11-23T09:30'))).toEqual({
      open: true,
      time: '20:30',
      opens: null,
    });
    expect(openStatus(banjara, ist('2026-11-22T13:59'))).toEqual({
      open: true,
      time: '14:00',
      opens: null,
    });
  });

  it('is closed at the closing minute and before opening, and says when it opens', () => {
    expect(openStatus(banjara, ist('2026-11-23T20:30'))).toEqual({
      open: false,
      time: '09:30',
      opens: 'tomorrow',
    });
    expect(openStatus(banjara, ist('2026-11-23T07:00'))).toEqual({
      open: false,
      time: '09:30',
      opens: 'today',
    });
  });

  it('handles midnight: just before and just after', () => {
    expect(openStatus(banjara, ist('2026-11-23T23:59')).opens).toBe('tomorrow');
    expect(openStatus(banjara, ist('2026-11-24T00:00')).opens).toBe('today');
  });

  it('skips a closed Sunday to Monday', () => {
    expect(openStatus(jubilee, ist('2026-11-21T20:00'))).toMatchObject({
      time: '10:00',
      opens: 'monday',
    });
    expect(openStatus(jubilee, ist('2026-11-22T11:00')).opens).toBe('tomorrow');
  });

  it('finds the second session of a split day', () => {
    expect(openStatus(kondapur, ist('2026-11-23T15:00'))).toMatchObject({
      time: '16:30',
      opens: 'today',
    });
    expect(openStatus(kondapur, ist('2026-11-23T16:30')).open).toBe(true);
  });

  it('says closed when a branch has no hours at all', () => {
    const none = {
      monday: [],
      tuesday: [],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    };
    expect(openStatus(none, ist('2026-11-23T10:00'))).toEqual({
      open: false,
      time: null,
      opens: null,
    });
  });
});

describe('hours in another language', () => {
  const banjara = getBranch('banjara-hills').hours;
  const telugu = {locale: 'te-IN', closed: 'మూసి ఉంటుంది'};

  it('names weekdays and times through Intl, and closed days in the given word', () => {
    expect(weekdayName('monday', 'long', telugu)).toBe(
      new Intl.DateTimeFormat('te-IN', {weekday: 'long', timeZone: 'UTC'}).format(
        new Date(Date.UTC(2024, 0, 1)),
      ),
    );
    expect(weekdayName('sunday', 'short')).toBe('Sun');
    expect(formatTime('09:30', telugu)).toMatch(/^9:30/);
    expect(formatTime('14:00', {locale: 'hi-IN', closed: 'बंद'})).toMatch(/^2\b/);
    expect(formatSessions([], telugu)).toBe('మూసి ఉంటుంది');
    // Urdu's times keep the digits of the site's prices and phone numbers.
    expect(formatTime('10:00', {locale: 'ur-IN', closed: 'بند'})).toMatch(/^10\b/);
  });

  it('writes Urdu ranges with the time of day in words, each an unbreakable right-to-left isolate', () => {
    const urdu = {locale: 'ur-IN', closed: 'بند'};
    const sessions = [
      {open: '10:00', close: '14:00'},
      {open: '16:30', close: '21:00'},
    ];
    const written = formatSessions(sessions, urdu);
    expect(written).toMatch(
      /^\u206710\u00a0\p{Script=Arabic}+\u00a0–\u00a02\u00a0\p{Script=Arabic}+\u2069، \u20674:30\u00a0[\p{Script=Arabic}\u00a0]+–\u00a09\u00a0\p{Script=Arabic}+\u2069$/u,
    );
    expect(written).not.toMatch(/AM|PM/i);
    expect(formatSessions(sessions, telugu)).not.toMatch(/[\u2066-\u2069\u00a0]/);
  });

  it('summarises the week with the same grouping as in English', () => {
    const english = summariseWeek(banjara);
    const translated = summariseWeek(banjara, telugu);
    expect(translated).toHaveLength(english.length);
    expect(translated.map((line) => line.days).join(' ')).toMatch(/[\u0C00-\u0C7F]/);
  });
});
