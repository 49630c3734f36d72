import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBalanceRefresher, rateLimit, throttle, TIMING } from './timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('timing helpers of section 9', () => {
  it('refreshes the balance 500 ms after the request', () => {
    const refresh = vi.fn();
    const request = createBalanceRefresher(refresh);
    request();
    vi.advanceTimersByTime(499);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('throttles balance refreshes to one per second', () => {
    const refresh = vi.fn();
    const request = createBalanceRefresher(refresh);
    for (let i = 0; i < 10; i += 1) {
      request();
      vi.advanceTimersByTime(50);
    }
    // First run at 500 ms; the rest of the burst collapses into one run 1 s later.
    vi.advanceTimersByTime(500);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(TIMING).toMatchObject({ balanceRefreshDelayMs: 500, balanceRefreshThrottleMs: 1_000 });
  });

  it('rate-limits to one call per 250 ms', async () => {
    let time = 0;
    const fn = vi.fn(async (n: number) => n);
    const limited = rateLimit(fn, TIMING.rateLimitMs, () => time);
    expect(await limited(1)).toBe(1);
    time = 249;
    expect(await limited(2)).toBe(1);
    time = 250;
    expect(await limited(3)).toBe(3);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('throttle runs the last arguments at the end of the window', () => {
    const fn = vi.fn();
    const t = throttle(fn, 1_000);
    t('a');
    t('b');
    t('c');
    vi.advanceTimersByTime(1_000);
    expect(fn.mock.calls).toEqual([['a'], ['c']]);
  });
});
