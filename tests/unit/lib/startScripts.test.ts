import {startScriptsAfterPaint} from '@site/src/lib/startScripts';

describe('startScriptsAfterPaint', () => {
  const start = (urls: string[]) =>
    // Runs the function as the page's inline script does, from its source text.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    new Function(`${startScriptsAfterPaint}(${JSON.stringify(urls)})`)();
  const startedScripts = () =>
    Array.from(document.querySelectorAll('script')).map((s) => new URL(s.src).pathname);
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as {PerformanceObserver?: unknown}).PerformanceObserver;
    document.body.innerHTML = '';
  });

  /** A stand-in for the browser's PerformanceObserver that reports paints on demand. */
  const fakePaintObserver = () => {
    const observers: FakeObserver[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'navigation'];
      disconnected = false;
      constructor(readonly callback: PerformanceObserverCallback) {
        observers.push(this);
      }
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({type: 'paint', buffered: true});
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    Object.defineProperty(window, 'PerformanceObserver', {value: FakeObserver, configurable: true});
    const paint = (name: string) => {
      const list = {
        getEntriesByName: (wanted: string) => (wanted === name ? [{name}] : []),
      } as unknown as PerformanceObserverEntryList;
      for (const observer of observers.filter((o) => !o.disconnected)) {
        observer.callback(list, observer as unknown as PerformanceObserver);
      }
    };
    return {observers, paint};
  };

  it('adds the scripts in order, once, after the first contentful paint', () => {
    jest.useFakeTimers();
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    const {observers, paint} = fakePaintObserver();
    start(['/a.js', '/b.js']);
    expect(observers).toHaveLength(1);
    expect(frame).not.toHaveBeenCalled();

    paint('first-paint');
    jest.advanceTimersByTime(0);
    expect(startedScripts()).toEqual([]);

    paint('first-contentful-paint');
    expect(observers[0].disconnected).toBe(true);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(startedScripts()).toEqual(['/a.js', '/b.js']);
    expect(Array.from(document.querySelectorAll('script')).every((s) => s.async === false)).toBe(
      true,
    );

    jest.advanceTimersByTime(3000);
    expect(startedScripts()).toEqual(['/a.js', '/b.js']);
  });

  it('waits for a frame where the browser reports no paints', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback: FrameRequestCallback) => {
        frames.push(callback);
        return frames.length;
      });
    start(['/a.js', '/b.js']);
    expect(startedScripts()).toEqual([]);

    frames[0](0);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(startedScripts()).toEqual(['/a.js', '/b.js']);
    jest.advanceTimersByTime(3000);
    expect(startedScripts()).toHaveLength(2);
  });

  it('starts a page that is never drawn (a background tab) after three seconds', () => {
    jest.useFakeTimers();
    fakePaintObserver();
    start(['/a.js']);
    jest.advanceTimersByTime(2999);
    expect(startedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(startedScripts()).toEqual(['/a.js']);
  });
});
