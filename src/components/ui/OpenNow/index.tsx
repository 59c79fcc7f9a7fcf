import clsx from 'clsx';
import type {WeeklyHours} from '@site/src/data/branches';
import {translate} from '@docusaurus/Translate';
import {
  formatTime,
  openStatus,
  weekdayName,
  type HoursWriting,
  type OpenStatus,
} from '@site/src/lib/hours';
import {useHoursWriting} from '@site/src/hooks/useHoursWriting';
import {useMinuteClock} from '@site/src/hooks/useMinuteClock';
import styles from './styles.module.css';

/** The status in the page's language: "Open now · closes at 8:30 pm", "Closed now · opens at 10 am tomorrow". */
function statusText(status: OpenStatus, writing: HoursWriting): string {
  const time = status.time ? formatTime(status.time, writing) : '';
  if (status.open)
    return translate(
      {
        id: 'openNow.open',
        message: 'Open now · closes at {time}',
        description:
          'A branch’s status, worked out from the time in Hyderabad, e.g. “Open now · closes at 8:30 pm”',
      },
      {time},
    );
  if (status.opens === 'today')
    return translate(
      {
        id: 'openNow.opensToday',
        message: 'Closed now · opens at {time} today',
        description:
          'A branch’s status when it opens later today, e.g. “Closed now · opens at 4:30 pm today”',
      },
      {time},
    );
  if (status.opens === 'tomorrow')
    return translate(
      {
        id: 'openNow.opensTomorrow',
        message: 'Closed now · opens at {time} tomorrow',
        description:
          'A branch’s status when it next opens tomorrow, e.g. “Closed now · opens at 9:30 am tomorrow”',
      },
      {time},
    );
  if (status.opens)
    return translate(
      {
        id: 'openNow.opensOnDay',
        message: 'Closed now · opens at {time} on {day}',
        description:
          'A branch’s status when it next opens on a later day, e.g. “Closed now · opens at 10 am on Monday”',
      },
      {time, day: weekdayName(status.opens, 'long', writing)},
    );
  return writing.closed;
}

/**
 * "Open now · closes at 8:30 pm" for a branch, from the visitor's clock in
 * Asia/Kolkata time. The static HTML cannot know the time, so the line is
 * filled in only in the browser (and refreshed every minute); its box is
 * reserved from the first paint, so nothing moves when it appears. Where
 * scripts cannot run, the empty box takes no room.
 */
export default function OpenNow({hours}: {hours: WeeklyHours}) {
  const writing = useHoursWriting();
  const now = useMinuteClock();
  const status = now && openStatus(hours, now);
  return (
    <div className={styles.slot}>
      <div className={styles.box}>
        <p
          className={clsx(styles.status, status && (status.open ? styles.open : styles.closed))}
          data-testid="open-now">
          {status && statusText(status, writing)}
        </p>
      </div>
    </div>
  );
}
