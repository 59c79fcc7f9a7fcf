import {startScriptsAfterPaint} from '@site/src/lib/startScripts';

describe('startScriptsAfterPaint', () => {
  const start = (urls: string[]) =>
    new Function(`${startScriptsAfterPaint}(${JSON.stringify(urls)})`)();
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('adds the scripts in order, once, after a frame or after a second without one', () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback: FrameRequestCallback) => {
        frames.push(callback);
        return frames.length;
      });
    start(['/a.js', '/b.js']);
    expect(document.querySelectorAll('script')).toHaveLength(0);

    frames[0](0);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    jest.advanceTimersByTime(0);
    const scripts = Array.from(document.querySelectorAll('script'));
    expect(scripts.map((s) => new URL(s.src).pathname)).toEqual(['/a.js', '/b.js']);
    expect(scripts.every((s) => s.async === false)).toBe(true);

    jest.advanceTimersByTime(1000);
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });

  it('starts a page that draws no frame (a background tab) after a second', () => {
    jest.useFakeTimers();
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    start(['/a.js']);
    jest.advanceTimersByTime(999);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });
});
