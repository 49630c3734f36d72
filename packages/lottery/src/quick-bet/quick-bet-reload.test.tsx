import { setupSandbox } from '@site/feature-testing/vitest';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LotteryClockProvider } from '../clock/clock-context';
import { createLotteryClock } from '../clock/lottery-clock';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { QuickBet } from './quick-bet';

const sandbox = setupSandbox();

afterEach(() => vi.useRealTimers());

const nearCalls = () => sandbox.calls.filter((call) => call === 'GET /lgw/numeros/near').length;

describe('quick bet (section 4): after the countdown reaches 0 the issue reloads, at most once per 5 s', () => {
  it('reloads the issue when it closes and when it is drawn, with reloads at least 5 s apart', async () => {
    // The page's clock and the sandbox's draws run on the same fake time, from a fixed moment:
    // 20:15 on the platform's clock (UTC+8), so CQSSC's issue (one every 20 minutes) locks at
    // 20:18 and is drawn at 20:20 inside the simulated quarter hour, whenever the test runs.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-26T12:15:00Z') });
    const clock = createLotteryClock({
      now: () => Date.now(),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    const { store } = await lotteryStore();
    await renderLottery(
      <LotteryClockProvider clock={clock}>
        <QuickBet />
      </LotteryClockProvider>,
      { store, path: '/' },
    );
    const line = await screen.findByText(/^Current issue /);
    const firstIssue = line.textContent;
    const time = screen.getByTestId('quick-bet-time');
    expect(time.textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);

    // Second by second through 15 minutes of the sandbox's CQSSC issues.
    const reloadedAt: number[] = [];
    let seen = nearCalls();
    for (let second = 1; second <= 15 * 60; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      const now = nearCalls();
      if (now > seen) reloadedAt.push(second);
      seen = now;
    }
    console.info(`[quick-bet figure] issue reloads at ${reloadedAt.join(', ')} s of 900`);
    // The issue moved on: the widget shows the next one, not the one it started with.
    expect(screen.getByText(/^Current issue /).textContent).not.toBe(firstIssue);
    expect(screen.getByText(/^Current issue /).textContent).toBe('Current issue 20261126-062');
    expect(reloadedAt.length).toBeGreaterThanOrEqual(2);
    const gaps = reloadedAt.slice(1).map((at, index) => at - reloadedAt[index]!);
    expect(Math.min(...gaps, Infinity)).toBeGreaterThanOrEqual(5);
    // Reloads come from the countdown's changes only, not every tick or every 5 s.
    expect(reloadedAt.length).toBeLessThanOrEqual(10);
  }, 120_000);
});
