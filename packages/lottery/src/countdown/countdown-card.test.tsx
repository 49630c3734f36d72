import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LotteryClockProvider } from '../clock/clock-context';
import { createLotteryClock, type ClockEnvironment } from '../clock/lottery-clock';
import type { OpenedIssue } from '../lottery-api';
import { lotteryStore, renderLottery } from '../test/lottery-test';
import { setupSandbox } from '@site/feature-testing/vitest';
import { CountdownCard, CountdownCardSkeleton } from './countdown-card';
import { splitCards } from './countdown-cards';

setupSandbox();

const issue = (over: Partial<OpenedIssue> = {}): OpenedIssue => ({
  gameId: 101,
  gameCode: 'CQSSC',
  remark: 'Chongqing Time',
  numero: '20260101-010',
  remainTime: 60,
  lockTime: 50,
  liveVideoSwitch: false,
  lastDraw: { gameCode: 'CQSSC', numero: '20260101-009', winNo: '1,2,3,4,5' },
  ...over,
});

function clockEnv() {
  const setIntervalSpy = vi.fn((callback: () => void, ms: number) => setInterval(callback, ms));
  const env: ClockEnvironment = {
    now: () => Date.now(),
    setInterval: setIntervalSpy,
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { env, setIntervalSpy };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

async function renderCards(issues: OpenedIssue[], refetch = vi.fn()) {
  const { env, setIntervalSpy } = clockEnv();
  const clock = createLotteryClock(env);
  const { store } = await lotteryStore();
  const receivedAt = Date.now();
  const view = await renderLottery(
    <LotteryClockProvider clock={clock}>
      {issues.map((entry) => (
        <CountdownCard
          key={entry.gameCode}
          issue={entry}
          receivedAt={receivedAt}
          refetchKey="opened"
          refetch={refetch}
          onBet={() => undefined}
        />
      ))}
    </LotteryClockProvider>,
    { store, path: '/' },
  );
  await screen.findAllByTestId('countdown-card');
  return { view, setIntervalSpy, refetch, clock };
}

describe('countdown card (section 4 "Lottery")', () => {
  it('ticks from the end timestamps, moves open -> locked -> drawing and asks for a refetch on each change', async () => {
    const { refetch } = await renderCards([issue()]);
    const time = screen.getByTestId('countdown-time');
    // Open: sales close in 50 s.
    expect(time.textContent).toMatch(/^00:00:(50|49)$/);
    expect(screen.getByText('Betting closes in')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(50_000));
    expect(screen.getByText('Closed, draw in')).toBeInTheDocument();
    expect(refetch).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Drawing…')).toBeInTheDocument();
    expect(time.textContent).toBe('--:--:--');
    // Still drawing: refetches keep coming, never more than once per 5 s.
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(refetch.mock.calls.length).toBeLessThanOrEqual(1 + 1 + 4);
    // The last result beside the issue is labelled with its own issue number.
    expect(screen.getByText(/Last draw 20260101-009/)).toBeInTheDocument();
  });

  it('shows --:--:-- under 2 s and over 1000 hours', async () => {
    await renderCards([
      issue({ gameCode: 'A', remainTime: 1, lockTime: 1 }),
      issue({ gameCode: 'B', remainTime: 1000 * 3600 + 10, lockTime: 1000 * 3600 + 10 }),
      issue({ gameCode: 'C', remainTime: 3725, lockTime: 3725 }),
    ]);
    const [under, over, normal] = screen.getAllByTestId('countdown-time');
    expect(under!.textContent).toBe('--:--:--');
    expect(over!.textContent).toBe('--:--:--');
    expect(normal!.textContent).toMatch(/^01:02:0[45]$/);
  });

  it('never shows the previous draw as the new one: a lastDraw equal to the open issue is not shown as a result', async () => {
    await renderCards([
      issue({ lastDraw: { gameCode: 'CQSSC', numero: '20260101-010', winNo: '9,9,9,9,9' } }),
    ]);
    expect(screen.queryByText(/9,9,9,9,9/)).not.toBeInTheDocument();
    expect(screen.getByText('Waiting for the last result')).toBeInTheDocument();
  });

  it('10 cards on the page share 1 interval', async () => {
    const issues = Array.from({ length: 10 }, (_, i) =>
      issue({ gameCode: `G${i}`, remainTime: 60 + i * 30, lockTime: 50 + i * 30 }),
    );
    const { setIntervalSpy, clock } = await renderCards(issues);
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    expect(clock.intervals).toBe(1);
  });

  it('at most 5 lotto cards and 5 live-video cards (liveVideoSwitch)', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      issue({ gameCode: `L${i}`, liveVideoSwitch: i % 2 === 0 }),
    );
    const lotto = Array.from({ length: 8 }, (_, i) => issue({ gameCode: `N${i}` }));
    const live = Array.from({ length: 8 }, (_, i) =>
      issue({ gameCode: `V${i}`, liveVideoSwitch: true }),
    );
    expect(splitCards(lotto, live).lotto).toHaveLength(5);
    expect(splitCards(lotto, live).live).toHaveLength(5);
    expect(splitCards(many, many).live.every((entry) => entry.liveVideoSwitch)).toBe(true);
    expect(splitCards(many, many).lotto.every((entry) => !entry.liveVideoSwitch)).toBe(true);
  });

  it('the bet button reads "Bet" and is named "Bet on <game>"', async () => {
    await renderCards([issue()]);
    const button = screen.getByRole('button', { name: 'Bet on Chongqing Time' });
    expect(button).toHaveTextContent(/^Bet$/);
  });

  it('the placeholder is a card of the same parts, hidden from assistive tech', async () => {
    const { store } = await lotteryStore();
    const view = await renderLottery(
      <>
        <CountdownCardSkeleton />
        <CountdownCard
          issue={issue()}
          receivedAt={Date.now()}
          refetchKey="opened"
          refetch={() => undefined}
          onBet={() => undefined}
        />
      </>,
      { store, path: '/' },
    );
    const placeholder = screen.getByTestId('countdown-card-skeleton');
    const card = await screen.findByTestId('countdown-card');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect([...placeholder.children].map((child) => child.tagName)).toEqual(
      [...card.children].map((child) => child.tagName),
    );
    expect(placeholder.querySelector('button')).toBeDisabled();
    expect(
      view.container.querySelectorAll('[data-testid="countdown-card-skeleton"] a'),
    ).toHaveLength(0);
  });
});
