/** Dates as patients in India read them: "16 June 2026". */
const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Formats "YYYY-MM-DD" or a full ISO timestamp; the calendar day is taken as written (UTC). */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso));
}
