import {useEffect, useState} from 'react';

/**
 * The time now, refreshed every minute, for what depends on the clock (a
 * branch's "Open now", the phone bar's after-hours emergency call). Null in the
 * static HTML, which cannot know the time, and so on the first render in the
 * browser too, which must match it.
 */
export function useMinuteClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    tick();
    const timer = window.setInterval(tick, 60 * 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
