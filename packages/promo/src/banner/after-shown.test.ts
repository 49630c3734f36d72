import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShown, SHOWN_WAIT_MS } from './after-shown';

/** A browser window whose frames, timers and largest-paint reports the test drives. */
function fakeWindow(reportsLargestPaint: boolean) {
  const frames: FrameRequestCallback[] = [];
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = reportsLargestPaint
      ? ['largest-contentful-paint', 'paint']
      : ['mark', 'measure'];
    private readonly record: (typeof observers)[number];
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = {
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    cancelAnimationFrame: (handle: number) => {
      frames[handle - 1] = () => undefined;
    },
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
  };
  return {
    win,
    /** Runs the frames asked for so far. */
    frame: () => frames.splice(0).forEach((run) => run(performance.now())),
    /** The browser reports a largest paint of `element`. */
    report: (element: Element) =>
      observers
        .filter((o) => !o.disconnected)
        .forEach((o) =>
          o.callback(
            { getEntries: () => [{ element }] } as unknown as PerformanceObserverEntryList,
            {} as PerformanceObserver,
          ),
        ),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterShown: swiper waits until the first banner is on screen (ADR 0217)', () => {
  const image = document.createElement('img');
  const other = document.createElement('h1');

  it.each([
    {
      case: 'reported as the largest paint: the task after the report',
      reports: true,
      run: (f: ReturnType<typeof fakeWindow>) => f.report(image),
      waitMs: 0,
    },
    {
      case: 'another element reported: only after the wait and a frame',
      reports: true,
      run: (f: ReturnType<typeof fakeWindow>) => {
        f.report(other);
        vi.advanceTimersByTime(SHOWN_WAIT_MS);
        f.frame();
      },
      waitMs: SHOWN_WAIT_MS,
    },
    {
      case: 'no largest-paint reports in this browser: the task after the next frame',
      reports: false,
      run: (f: ReturnType<typeof fakeWindow>) => f.frame(),
      waitMs: 0,
    },
  ])('$case', ({ reports, run }) => {
    const fake = fakeWindow(reports);
    const next = vi.fn();
    afterShown(image, next, SHOWN_WAIT_MS, fake.win);
    vi.advanceTimersByTime(SHOWN_WAIT_MS - 1);
    expect(next).not.toHaveBeenCalled();
    run(fake);
    // Never in the report's or the frame's own task: in a task after it.
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('waits for the report, not for a frame, where the browser reports largest paints', () => {
    const fake = fakeWindow(true);
    const next = vi.fn();
    afterShown(image, next, SHOWN_WAIT_MS, fake.win);
    fake.frame();
    vi.advanceTimersByTime(SHOWN_WAIT_MS / 2);
    expect(next).not.toHaveBeenCalled();
    fake.report(image);
    vi.advanceTimersByTime(0);
    expect(next).toHaveBeenCalledTimes(1);
    // A later report or the wait's end does not call it again.
    fake.report(image);
    vi.advanceTimersByTime(SHOWN_WAIT_MS);
    fake.frame();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the carousel unmounted), it never calls back', () => {
    for (const reports of [true, false]) {
      const fake = fakeWindow(reports);
      const next = vi.fn();
      const cancel = afterShown(image, next, SHOWN_WAIT_MS, fake.win);
      cancel();
      fake.report(image);
      fake.frame();
      vi.advanceTimersByTime(SHOWN_WAIT_MS * 2);
      fake.frame();
      vi.advanceTimersByTime(1);
      expect(next).not.toHaveBeenCalled();
    }
  });
});
