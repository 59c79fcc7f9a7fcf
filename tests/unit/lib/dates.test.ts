import {dateTimeFormat, formatLongDate, kolkataDate, kolkataWallClock} from '@site/src/lib/dates';

describe('formatLongDate', () => {
  it('formats a calendar date and a timestamp the Indian way, without shifting the day', () => {
    expect(formatLongDate('2027-01-31')).toBe('31 January 2027');
    expect(formatLongDate('2026-06-16T00:00:00.000Z')).toBe('16 June 2026');
  });
});

describe('kolkataDate', () => {
  it('gives the Indian calendar date, which changes at 18:30 UTC', () => {
    expect(kolkataDate(new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
    expect(kolkataDate(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });

  it('turns the day at midnight IST, across the end of a month', () => {
    // 18:29:59 UTC is 23:59:59 IST on 1 March; a second later it is midnight on 2 March.
    expect(kolkataDate(new Date('2026-03-01T18:29:59Z'))).toBe('2026-03-01');
    expect(kolkataDate(new Date('2026-03-01T18:30:00Z'))).toBe('2026-03-02');
    expect(kolkataDate(new Date('2026-02-28T18:29:59Z'))).toBe('2026-02-28');
    expect(kolkataDate(new Date('2026-02-28T18:30:00Z'))).toBe('2026-03-01');
    expect(kolkataDate(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
});

describe('kolkataWallClock', () => {
  it('reads the date, weekday and time in IST, with midnight as hour 0', () => {
    expect(kolkataWallClock(new Date('2026-03-01T18:29:59Z'))).toEqual({
      date: '2026-03-01',
      weekday: 'sunday',
      hour: 23,
      minute: 59,
    });
    expect(kolkataWallClock(new Date('2026-03-01T18:30:00Z'))).toEqual({
      date: '2026-03-02',
      weekday: 'monday',
      hour: 0,
      minute: 0,
    });
    expect(kolkataWallClock(new Date('2026-03-01T18:45:30Z'))).toEqual({
      date: '2026-03-02',
      weekday: 'monday',
      hour: 0,
      minute: 15,
    });
  });

  it('reads noon as hour 12 and the UTC midnight as 5:30 am', () => {
    expect(kolkataWallClock(new Date('2026-03-02T06:30:00Z'))).toMatchObject({hour: 12, minute: 0});
    expect(kolkataWallClock(new Date('2026-03-02T00:00:00Z'))).toMatchObject({
      date: '2026-03-02',
      hour: 5,
      minute: 30,
    });
  });

  it('agrees with Intl’s Asia/Kolkata at every hour and half hour from 2024 to 2031', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const step = 30 * 60 * 1000 + 17 * 1000; // drifts through every minute of the clock
    let differences = 0;
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2031, 0, 1); t += step) {
      const parts = Object.fromEntries(
        intl.formatToParts(new Date(t)).map(({type, value}) => [type, value]),
      );
      const expected = {
        date: `${parts.year}-${parts.month}-${parts.day}`,
        weekday: parts.weekday?.toLowerCase(),
        hour: Number(parts.hour),
        minute: Number(parts.minute),
      };
      if (JSON.stringify(kolkataWallClock(new Date(t))) !== JSON.stringify(expected)) differences++;
    }
    expect(differences).toBe(0);
  });
});

describe('dateTimeFormat', () => {
  it('makes one formatter per locale and options, and reuses it', () => {
    const long = dateTimeFormat('en-IN', {month: 'long', timeZone: 'UTC'});
    expect(dateTimeFormat('en-IN', {month: 'long', timeZone: 'UTC'})).toBe(long);
    expect(dateTimeFormat('en-IN', {month: 'short', timeZone: 'UTC'})).not.toBe(long);
    expect(dateTimeFormat('te-IN', {month: 'long', timeZone: 'UTC'})).not.toBe(long);
    expect(long.format(new Date(Date.UTC(2026, 10, 27)))).toBe('November');
  });
});
