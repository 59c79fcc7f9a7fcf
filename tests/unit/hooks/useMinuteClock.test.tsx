import {act, render, renderHook} from '@testing-library/react';
import {useMinuteClock} from '@site/src/hooks/useMinuteClock';

afterEach(() => jest.useRealTimers());

/** Every value the hook gave, render by render. */
const seen: (Date | null)[] = [];
function Probe() {
  seen.push(useMinuteClock());
  return null;
}

describe('useMinuteClock', () => {
  it('knows no time on the first render, which must match the static HTML', () => {
    render(<Probe />);
    expect(seen[0]).toBeNull();
    expect(seen.at(-1)).toBeInstanceOf(Date);
  });

  it('gives the time once in the browser, then again every minute, and stops when unmounted', () => {
    jest.useFakeTimers({now: new Date('2026-06-15T05:30:00Z')});
    const {result, unmount} = renderHook(() => useMinuteClock());
    expect(result.current?.toISOString()).toBe('2026-06-15T05:30:00.000Z');
    act(() => {
      jest.advanceTimersByTime(59 * 1000);
    });
    expect(result.current?.toISOString()).toBe('2026-06-15T05:30:00.000Z');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(result.current?.toISOString()).toBe('2026-06-15T05:31:00.000Z');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
