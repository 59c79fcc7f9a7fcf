/**
 * What fits before a wedding or another big day, by how long is left: one
 * answer for the wedding post's table and the smile makeover FAQ, so the two
 * never disagree on when veneers or whitening can still be done.
 *
 * How to change it: edit a row; the post and the FAQ follow. Keep the rows in
 * order, longest time first. Its words are translated (src/data/wordFields.ts,
 * i18n/<locale>/data-words/eventTimeline.json): the smile makeover page is.
 */
import {listWithIds} from './typedList';

interface EventTimelineRow {
  /** Fits after "Time before the first function": "About 3 months". */
  before: string;
  /** What usually fits in that time, as a sentence fragment. */
  fits: string;
}

export const eventTimeline = listWithIds<EventTimelineRow>()([
  {
    id: '12-months',
    before: '12 months or more',
    fits: 'A check-up, any treatment of decay or gums, aligners, then gum contouring, whitening and veneers',
  },
  {id: '6-months', before: 'About 6 months', fits: 'Gum contouring and porcelain veneers'},
  {
    id: '3-months',
    before: 'About 3 months',
    fits: 'Whitening, composite bonding or porcelain veneers, if planning starts at once; veneers fitted at least a month before the first function',
  },
  {
    id: '6-weeks',
    before: 'About 6 weeks',
    fits: 'Whitening and composite bonding; porcelain only if a trial smile is already agreed',
  },
  {
    id: '2-weeks',
    before: '2 weeks',
    fits: 'A cleaning, in-clinic whitening, a small composite repair',
  },
  {id: 'final-week', before: 'The final week', fits: 'Nothing new'},
]);

export type EventTimelineId = (typeof eventTimeline)[number]['id'];

export function getEventTimelineRow(id: string): EventTimelineRow {
  const row = eventTimeline.find((r) => r.id === id);
  if (!row) {
    throw new Error(
      `Unknown event timeline row "${id}". Known: ${eventTimeline.map((r) => r.id).join(', ')}`,
    );
  }
  return row;
}
