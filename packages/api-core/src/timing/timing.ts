/** Timing figures of account-access.md section 9 and content-and-play.md section 9. */
export const TIMING = {
  balanceRefreshDelayMs: 500,
  balanceRefreshThrottleMs: 1_000,
  unreadMessagesThrottleMs: 500,
  availablePromotionsPollMs: 300_000,
  availablePromotionsThrottleMs: 1_000,
  /** Geetest and payment-confirmation list: one call per 250 ms. */
  rateLimitMs: 250,
  captchaRefreshThrottleMs: 1_000,
  passwordChangeThrottleMs: 3_000,
  domainPingTimeoutMs: 10_000,
  loaderHideAfterLoadMs: 500,
  loaderHideOnOpenMs: 3_000,
} as const;

export interface Cancellable {
  cancel(): void;
}

/**
 * Leading and trailing throttle: the first call runs at once, calls inside the window collapse
 * into one run at its end.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
): ((...args: A) => void) & Cancellable {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = last + waitMs - Date.now();
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) {
          const next = pending;
          pending = undefined;
          run(next);
        }
      },
      Math.max(0, remaining),
    );
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/** Runs `fn` `delayMs` after each call. */
function delayed<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): ((...args: A) => void) & Cancellable {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const call = (...args: A) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn(...args);
    }, delayMs);
    timers.add(timer);
  };
  call.cancel = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  return call;
}

/** Balance refresh: runs 500 ms after the request, at most once per second. */
export function createBalanceRefresher(refresh: () => void): (() => void) & Cancellable {
  const throttled = throttle(refresh, TIMING.balanceRefreshThrottleMs);
  const later = delayed(throttled, TIMING.balanceRefreshDelayMs);
  const request = () => later();
  request.cancel = () => {
    later.cancel();
    throttled.cancel();
  };
  return request;
}

/**
 * At most one call per `windowMs` (250 ms by default): a call inside the window gets the
 * previous call's promise instead of a new request.
 */
export function rateLimit<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  windowMs: number = TIMING.rateLimitMs,
  now: () => number = Date.now,
): (...args: A) => Promise<R> {
  let last: { at: number; promise: Promise<R> } | undefined;
  return (...args: A) => {
    const time = now();
    if (last && time - last.at < windowMs) return last.promise;
    const promise = fn(...args);
    last = { at: time, promise };
    return promise;
  };
}
