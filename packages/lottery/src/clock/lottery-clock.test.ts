import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deadlinesOf, type IssueDeadlines } from '../rules/countdown-rules';
import { createCardTicker } from './card-ticker';
import { createLotteryClock, type ClockEnvironment } from './lottery-clock';

/** A fake platform: each game draws every `interval` s and closes sales `lock` s before. */
function fakePlatform(games: { interval: number; lock: number }[]) {
  return (now: number) =>
    games.map((game, index) => {
      const period = game.interval * 1000;
      const current = Math.floor(now / period) + 1;
      const drawAt = current * period;
      return {
        numero: `${index}-${current}`,
        remainTime: Math.floor((drawAt - now) / 1000),
        lockTime: Math.max(0, Math.floor((drawAt - game.lock * 1000 - now) / 1000)),
        lastDraw: { numero: `${index}-${current - 1}` },
      };
    });
}

function environment(document?: ClockEnvironment['document']): ClockEnvironment & {
  setIntervalSpy: ReturnType<typeof vi.fn>;
} {
  const setIntervalSpy = vi.fn((callback: () => void, ms: number) => setInterval(callback, ms));
  return {
    now: () => Date.now(),
    setInterval: setIntervalSpy,
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    ...(document ? { document } : {}),
    setIntervalSpy,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('lottery countdown clock (section 4 "Lottery", section 9 "Lottery refetch throttle 5 s")', () => {
  it('10 cards run on 1 interval and refetch at most once per 5 s over a simulated hour', () => {
    const env = environment();
    const clock = createLotteryClock(env);
    // As on the lottery page: 5 lotto cards (one query) and 5 live-video cards (another query).
    const platform = fakePlatform(
      Array.from({ length: 10 }, (_, i) => ({ interval: 60 + i * 15, lock: 5 + i })),
    );
    const keyOf = (card: number) => (card < 5 ? 'lotteryOpened' : 'lotteryLiveOpened');
    const cards: { deadlines: IssueDeadlines | null; text: string; lastDraw: string }[] = [];
    const calls: { key: string; at: number }[] = [];
    const load = (key: string) => {
      const now = Date.now();
      platform(now).forEach((issue, i) => {
        if (keyOf(i) !== key) return;
        cards[i]!.deadlines = deadlinesOf(issue, now);
        cards[i]!.lastDraw = issue.lastDraw.numero;
      });
    };
    const refetchOf = (key: string) => () => {
      calls.push({ key, at: Date.now() });
      load(key);
    };
    for (let i = 0; i < 10; i += 1) cards.push({ deadlines: null, text: '', lastDraw: '' });
    load('lotteryOpened');
    load('lotteryLiveOpened');
    const shownResults: { card: number; issue: string; lastDraw: string }[] = [];
    cards.forEach((card, i) => {
      const options = {
        get deadlines() {
          return card.deadlines;
        },
        onText: (text: string) => {
          card.text = text;
        },
        onPhase: () => {
          shownResults.push({ card: i, issue: card.deadlines!.numero, lastDraw: card.lastDraw });
        },
        requestRefetch: () => clock.requestRefetch(keyOf(i), refetchOf(keyOf(i))),
      };
      clock.subscribe(createCardTicker(options));
    });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(env.setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(clock.intervals).toBe(1);
    // Refetch moments across all cards and both queries: at least 5 s apart.
    const moments = [...new Set(calls.map((call) => call.at))];
    expect(moments.length).toBe(clock.rounds);
    expect(moments.length).toBeGreaterThan(10);
    expect(moments.length).toBeLessThanOrEqual(3600 / 5 + 1);
    const gaps = moments.slice(1).map((at, i) => at - moments[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(5000);
    // Each query at most once per moment.
    for (const at of moments)
      expect(new Set(calls.filter((call) => call.at === at).map((call) => call.key)).size).toBe(
        calls.filter((call) => call.at === at).length,
      );
    // The result beside an issue is always the draw before it, never the previous one as the new one.
    for (const shown of shownResults) {
      const [card, number] = shown.issue.split('-');
      expect(shown.lastDraw).toBe(`${card}-${Number(number) - 1}`);
    }
    console.info(
      `[countdown figure] 10 cards, ${env.setIntervalSpy.mock.calls.length} interval, ${moments.length} refetch moments (${calls.length} query refetches) in 3600 s (limit ${3600 / 5 + 1}), min gap ${Math.min(...gaps)} ms`,
    );
  });

  it('stops its one interval when the last card leaves and starts one again for the next', () => {
    const env = environment();
    const clock = createLotteryClock(env);
    const off = [clock.subscribe(() => undefined), clock.subscribe(() => undefined)];
    expect(clock.intervals).toBe(1);
    off.forEach((unsubscribe) => unsubscribe());
    expect(clock.intervals).toBe(0);
    clock.subscribe(() => undefined);
    expect(env.setIntervalSpy).toHaveBeenCalledTimes(2);
  });

  it('time left comes from end timestamps, not from counting ticks, and resyncs on visibilitychange', () => {
    const listeners: (() => void)[] = [];
    const doc = {
      visibilityState: 'visible' as DocumentVisibilityState,
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    } as unknown as NonNullable<ClockEnvironment['document']>;
    const env = environment(doc);
    const clock = createLotteryClock(env);
    const deadlines = deadlinesOf({ numero: '1', remainTime: 600, lockTime: 600 }, Date.now());
    let text = '';
    clock.subscribe(
      createCardTicker({
        deadlines,
        onText: (value) => (text = value),
        onPhase: () => undefined,
        requestRefetch: () => undefined,
      }),
    );
    vi.advanceTimersByTime(1000);
    expect(text).toBe('00:09:59');
    // A background tab: the browser stops the interval while the wall clock moves on 2 minutes.
    vi.setSystemTime(Date.now() + 120_000);
    listeners.forEach((listener) => listener());
    expect(text).toBe('00:07:59');
  });

  it('a refetch asked for inside the 5 s window runs once at its end', () => {
    const clock = createLotteryClock(environment());
    const refetch = vi.fn();
    clock.requestRefetch('opened', refetch);
    clock.requestRefetch('opened', refetch);
    clock.requestRefetch('opened', refetch);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4999);
    expect(refetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(2);
  });

  it('the 5 s window is shared by every query: a second query waits for the same window', () => {
    const clock = createLotteryClock(environment());
    const lotto = vi.fn();
    const live = vi.fn();
    const near = vi.fn();
    clock.requestRefetch('lotteryOpened', lotto);
    vi.advanceTimersByTime(1000);
    clock.requestRefetch('lotteryLiveOpened', live);
    clock.requestRefetch('lotteryNear:CQSSC', near);
    expect([lotto.mock.calls.length, live.mock.calls.length, near.mock.calls.length]).toEqual([
      1, 0, 0,
    ]);
    vi.advanceTimersByTime(3999);
    expect(live).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect([lotto.mock.calls.length, live.mock.calls.length, near.mock.calls.length]).toEqual([
      1, 1, 1,
    ]);
    expect(clock.rounds).toBe(2);
  });
});
