import { LOTTERY_LIMITS } from '../constants';

/** What the clock needs from its environment (the real timers, or fakes in tests). */
export interface ClockEnvironment {
  now: () => number;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  /** The document whose `visibilitychange` resyncs the clock (none off-browser). */
  document?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

export type ClockListener = (now: number) => void;

/**
 * ONE clock for every countdown card and quick-bet game (section 4): one interval for all
 * subscribers, started with the first and stopped with the last. Each tick hands subscribers the
 * current time; they compute time left from their end timestamps. When the tab becomes visible
 * again (background tabs throttle timers) the clock ticks at once so nothing shows stale time.
 *
 * Refetches go through `requestRefetch`: at most one refetch every 5 s across all cards, a request
 * inside the window is deferred to its end (one trailing refetch, never a burst).
 */
export interface LotteryClock {
  subscribe(listener: ClockListener): () => void;
  now(): number;
  /** Ask for a refetch of `key` (one query); runs now or at the end of the 5 s window. */
  requestRefetch(key: string, refetch: () => void): void;
  /** How many intervals are running (0 or 1). */
  readonly intervals: number;
}

export function createLotteryClock(env: ClockEnvironment): LotteryClock {
  const listeners = new Set<ClockListener>();
  let handle: unknown = null;
  const tick = () => {
    const now = env.now();
    for (const listener of [...listeners]) listener(now);
  };
  const onVisibility = () => {
    if (env.document?.visibilityState === 'visible') tick();
  };
  const start = () => {
    handle = env.setInterval(tick, LOTTERY_LIMITS.tickMs);
    env.document?.addEventListener('visibilitychange', onVisibility);
  };
  const stop = () => {
    env.clearInterval(handle);
    handle = null;
    env.document?.removeEventListener('visibilitychange', onVisibility);
  };

  const lastRefetch = new Map<string, number>();
  const pending = new Map<string, { handle: unknown; refetch: () => void }>();
  const run = (key: string, refetch: () => void) => {
    lastRefetch.set(key, env.now());
    refetch();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (handle === null) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && handle !== null) stop();
      };
    },
    now: () => env.now(),
    requestRefetch(key, refetch) {
      const waiting = pending.get(key);
      if (waiting) {
        waiting.refetch = refetch;
        return;
      }
      const last = lastRefetch.get(key);
      const elapsed = last === undefined ? Infinity : env.now() - last;
      if (elapsed >= LOTTERY_LIMITS.refetchThrottleMs) {
        run(key, refetch);
        return;
      }
      const entry = {
        refetch,
        handle: env.setTimeout(() => {
          pending.delete(key);
          run(key, entry.refetch);
        }, LOTTERY_LIMITS.refetchThrottleMs - elapsed),
      };
      pending.set(key, entry);
    },
    get intervals() {
      return handle === null ? 0 : 1;
    },
  };
}

let shared: LotteryClock | null = null;

/** The page's one clock over the real timers. */
export function sharedLotteryClock(): LotteryClock {
  shared ??= createLotteryClock({
    now: () => Date.now(),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    ...(typeof document !== 'undefined' ? { document } : {}),
  });
  return shared;
}

/** Tests only: forget the shared clock so the next one picks up fake timers. */
export function resetSharedLotteryClock(): void {
  shared = null;
}
