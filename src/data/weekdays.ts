/**
 * The days of the week, Monday first, as the branches' opening hours and the
 * doctors' days name them. A module of its own so that code on every page (the
 * Hyderabad clock in src/lib/dates.ts) can use the list without bringing in
 * the branches' data.
 */
export const weekdays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof weekdays)[number];
