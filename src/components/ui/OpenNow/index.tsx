import {useEffect, useState} from 'react';
import clsx from 'clsx';
import type {WeeklyHours} from '@site/src/data/branches';
import {openStatus, type OpenStatus} from '@site/src/lib/hours';
import styles from './styles.module.css';

/**
 * "Open now · closes at 8:30 pm" for a branch, from the visitor's clock in
 * Asia/Kolkata time. The static HTML cannot know the time, so this renders
 * only in the browser and refreshes every minute.
 */
export default function OpenNow({hours}: {hours: WeeklyHours}) {
  const [status, setStatus] = useState<OpenStatus | null>(null);
  useEffect(() => {
    const update = () => setStatus(openStatus(hours, new Date()));
    update();
    const timer = window.setInterval(update, 60 * 1000);
    return () => window.clearInterval(timer);
  }, [hours]);
  if (!status) {
    return null;
  }
  return (
    <p
      className={clsx(styles.status, status.open ? styles.open : styles.closed)}
      data-testid="open-now">
      {status.text}
    </p>
  );
}
