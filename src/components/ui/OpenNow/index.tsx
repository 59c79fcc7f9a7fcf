import {useEffect, useState} from 'react';
import clsx from 'clsx';
import type {WeeklyHours} from '@site/src/data/branches';
import {openStatus, type OpenStatus} from '@site/src/lib/hours';
import styles from './styles.module.css';

/**
 * "Open now · closes at 8:30 pm" for a branch, from the visitor's clock in
 * Asia/Kolkata time. The static HTML cannot know the time, so the line is
 * filled in only in the browser (and refreshed every minute); its box is
 * reserved from the first paint, so nothing moves when it appears. Where
 * scripts cannot run, the empty box takes no room.
 */
export default function OpenNow({hours}: {hours: WeeklyHours}) {
  const [status, setStatus] = useState<OpenStatus | null>(null);
  useEffect(() => {
    const update = () => setStatus(openStatus(hours, new Date()));
    update();
    const timer = window.setInterval(update, 60 * 1000);
    return () => window.clearInterval(timer);
  }, [hours]);
  return (
    <div className={styles.slot}>
      <div className={styles.box}>
        <p
          className={clsx(styles.status, status && (status.open ? styles.open : styles.closed))}
          data-testid="open-now">
          {status?.text}
        </p>
      </div>
    </div>
  );
}
