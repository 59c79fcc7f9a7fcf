import {useEffect, useState} from 'react';

/**
 * `value` once it has stopped changing for `delayMs`: what a screen reader
 * should hear after someone types, rather than every keystroke's value (as
 * the GOV.UK character count announces its count once typing pauses).
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
