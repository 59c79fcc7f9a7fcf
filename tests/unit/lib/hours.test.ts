import type {WeeklyHours} from '@site/src/data/branches';
import {formatSessions, formatTime, summariseWeek, toMinutes} from '@site/src/lib/hours';

const week = (weekday: WeeklyHours['monday'], saturday = weekday, sunday: WeeklyHours['sunday'] = []): WeeklyHours => ({
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
    const withShortSaturday = week([{open: '10:00', close: '20:00'}], [{open: '10:00', close: '14:00'}], [
      {open: '10:00', close: '13:00'},
    ]);
    expect(summariseWeek(withShortSaturday)).toEqual([
      {days: 'Mon – Fri', hours: '10 am – 8 pm'},
      {days: 'Sat', hours: '10 am – 2 pm'},
      {days: 'Sun', hours: '10 am – 1 pm'},
    ]);
  });
});
