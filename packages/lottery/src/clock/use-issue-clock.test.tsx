import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IssueDeadlines, IssuePhase } from '../rules/countdown-rules';
import { LotteryClockProvider } from './clock-context';
import { createLotteryClock, type ClockEnvironment } from './lottery-clock';
import { useIssueClock } from './use-issue-clock';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

function environment(): ClockEnvironment {
  return {
    now: () => Date.now(),
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/** Records the phase of every commit of one card (a layout effect runs once per commit). */
function Probe({
  deadlines,
  renders,
}: {
  deadlines: IssueDeadlines | null;
  renders: (IssuePhase | null)[];
}) {
  const { phase, timeRef } = useIssueClock(deadlines, 'probe', () => undefined);
  useLayoutEffect(() => {
    renders.push(phase);
  });
  return <time ref={timeRef as React.RefObject<HTMLTimeElement | null>} />;
}

const deadlines = (lockIn: number, drawIn: number, numero = '1'): IssueDeadlines => ({
  numero,
  lockAt: NOW + lockIn,
  drawAt: NOW + drawIn,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => vi.useRealTimers());

function renderProbe(initial: IssueDeadlines | null) {
  const clock = createLotteryClock(environment());
  const renders: (IssuePhase | null)[] = [];
  const view = render(
    <LotteryClockProvider clock={clock}>
      <Probe deadlines={initial} renders={renders} />
    </LotteryClockProvider>,
  );
  const rerender = (next: IssueDeadlines | null) =>
    view.rerender(
      <LotteryClockProvider clock={clock}>
        <Probe deadlines={next} renders={renders} />
      </LotteryClockProvider>,
    );
  return { renders, rerender, view };
}

describe('useIssueClock', () => {
  it.each([
    ['open', deadlines(10_000, 20_000)],
    ['locked', deadlines(-1_000, 20_000)],
    ['drawing', deadlines(-20_000, -10_000)],
  ] as const)('mounts %s in its first commit, with its time written', (phase, issue) => {
    const { renders, view } = renderProbe(issue);
    expect(renders).toEqual([phase]);
    expect(view.container.querySelector('time')?.textContent).not.toBe('');
  });

  it('has no phase without deadlines, and one commit when they arrive', () => {
    const { renders, rerender } = renderProbe(null);
    expect(renders).toEqual([null]);
    rerender(deadlines(-1_000, 20_000));
    expect(renders).toEqual([null, 'locked']);
  });

  it('takes the phase of a new issue in the commit that receives it', () => {
    const { renders, rerender } = renderProbe(deadlines(-1_000, 20_000, '1'));
    rerender(deadlines(60_000, 70_000, '2'));
    expect(renders).toEqual(['locked', 'open']);
  });

  it('takes deadlines built anew in every render (compared by value, no render loop)', () => {
    function Inline({ pass }: { pass: number }) {
      const { phase } = useIssueClock(
        { numero: '1', lockAt: NOW + 10_000, drawAt: NOW + 20_000 },
        'inline',
        () => undefined,
      );
      return <p data-pass={pass}>{phase}</p>;
    }
    const clock = createLotteryClock(environment());
    const tree = (pass: number) => (
      <LotteryClockProvider clock={clock}>
        <Inline pass={pass} />
      </LotteryClockProvider>
    );
    const view = render(tree(1));
    view.rerender(tree(2));
    expect(view.container.textContent).toBe('open');
  });

  it('still renders the phase changes the clock ticks into', () => {
    const { renders } = renderProbe(deadlines(1_500, 60_000));
    expect(renders).toEqual(['open']);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(renders.at(-1)).toBe('locked');
  });
});
