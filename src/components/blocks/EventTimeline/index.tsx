import Translate from '@docusaurus/Translate';
import {
  eventTimeline,
  getEventTimelineRow,
  type EventTimelineId,
} from '@site/src/data/eventTimeline';
import ScrollableTable from '@site/src/components/ui/ScrollableTable';

/**
 * What fits before a wedding or another big day, from src/data/eventTimeline.ts:
 * the whole table, or one row's answer inline (EventFit).
 *
 *     <EventTimeline />
 *     With about six weeks: <EventFit at="6-weeks" />.
 */
export default function EventTimeline() {
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">
            <Translate
              id="eventTimeline.before"
              description="Column heading of the table of what fits before a wedding: how long is left before the first wedding function">
              Time before the first function
            </Translate>
          </th>
          <th scope="col">
            <Translate
              id="eventTimeline.fits"
              description="Column heading of the table of what fits before a wedding: the treatments that usually fit in that time">
              What usually fits
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {eventTimeline.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.before}</th>
            <td>{row.fits}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

/** One row's "what usually fits", in running text. */
export function EventFit({at}: {at: EventTimelineId}) {
  return <span>{getEventTimelineRow(at).fits}</span>;
}
