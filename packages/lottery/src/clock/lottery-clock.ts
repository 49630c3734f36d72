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
 * Refetches go through `requestRefetch`: at most one refetch round every 5 s across all cards and
 * queries; a request inside the window is deferred to its end (one trailing round, never a burst).
 */
export interface LotteryClock {
  subscribe(listener: ClockListener): () => void;
  now(): number;
  /**
   * Ask for a refetch of `key` (one query). Every key shares one 5 s window: the refetch runs now
   * when the last round is 5 s old, else in the one round at the end of the window (each key once,
   * with its latest callback).
   */
  requestRefetch(key: string, refetch: () => void): void;
  /** How many refetch rounds ran (the countdown figure). */
  readonly rounds: number;
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

  // One refetch window for every key (section 4: "at most once every 5 s across all cards"): a
  // refetch round runs each key that asked since the last round, at most one round per 5 s.
  let lastRound: number | null = null;
  let timer: unknown = null;
  const waiting = new Map<string, () => void>();
  let rounds = 0;
  const round = () => {
    timer = null;
    rounds += 1;
    lastRound = env.now();
    const due = [...waiting.values()];
    waiting.clear();
    for (const refetch of due) refetch();
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
      waiting.set(key, refetch);
      if (timer !== null) return;
      const elapsed = lastRound === null ? Infinity : env.now() - lastRound;
      if (elapsed >= LOTTERY_LIMITS.refetchThrottleMs) round();
      else timer = env.setTimeout(round, LOTTERY_LIMITS.refetchThrottleMs - elapsed);
    },
    get rounds() {
      return rounds;
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
