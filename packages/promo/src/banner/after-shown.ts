/** How long the carousel waits at most for the browser to report the first banner as painted. */
export const SHOWN_WAIT_MS = 1000;

type FrameWindow = Pick<
  Window & typeof globalThis,
  'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'
> & { PerformanceObserver?: typeof PerformanceObserver };

/** Whether the browser reports its largest paints (Chromium, Firefox; not Safari). */
function reportsLargestPaint(win: FrameWindow): boolean {
  const types = win.PerformanceObserver?.supportedEntryTypes;
  return Array.isArray(types) && types.includes('largest-contentful-paint');
}

/** Calls `callback` in the next frame (at once where the browser has no frames to wait for). */
function inNextFrame(win: FrameWindow, callback: () => void): () => void {
  if (typeof win.requestAnimationFrame !== 'function') {
    callback();
    return () => undefined;
  }
  const frame = win.requestAnimationFrame(() => callback());
  return () => win.cancelAnimationFrame(frame);
}

/**
 * Calls `next` once `image`, loaded, has been presented on screen (ADR 0217): in the task after
 * the browser reports it as the page's largest paint (a `largest-contentful-paint` entry for that
 * element), so that what `next` starts does not delay that paint. Where no such entry comes (the
 * browser does not report largest paints, another element is larger, the visitor has already
 * used the page), `next` runs in the task after a frame: at once where nothing is reported, after
 * `waitMs` otherwise. Returns a function that cancels the wait.
 */
export function afterShown(
  image: Element,
  next: () => void,
  waitMs: number = SHOWN_WAIT_MS,
  win: FrameWindow = window,
): () => void {
  let finished = false;
  let cancelFrame: (() => void) | undefined;
  let observer: PerformanceObserver | undefined;
  let timer: number | undefined;
  const stop = () => {
    finished = true;
    observer?.disconnect();
    win.clearTimeout(timer);
  };
  // The one way to `next`: in a task of its own, after the report or the frame.
  const finish = () => {
    if (finished) return;
    stop();
    timer = win.setTimeout(next, 0);
  };
  const whenFramed = () => {
    if (!finished) cancelFrame = inNextFrame(win, finish);
  };
  const Observer = win.PerformanceObserver;
  if (Observer && reportsLargestPaint(win)) {
    try {
      observer = new Observer((list) => {
        const entries = list.getEntries() as LargestContentfulPaint[];
        if (entries.some((entry) => entry.element === image)) finish();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      timer = win.setTimeout(whenFramed, waitMs);
    } catch {
      observer = undefined;
      whenFramed();
    }
  } else {
    whenFramed();
  }
  return () => {
    stop();
    cancelFrame?.();
  };
}
