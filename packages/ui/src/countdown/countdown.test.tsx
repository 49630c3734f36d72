import { act, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Countdown } from './countdown';
import { formatCountdown } from './format-countdown';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('formatCountdown', () => {
  it('formats HH:MM:SS and lets hours grow', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(3725)).toBe('01:02:05');
    expect(formatCountdown(1000 * 3600)).toBe('1000:00:00');
    expect(formatCountdown(-1)).toBe('--:--:--');
    expect(formatCountdown(Number.NaN)).toBe('--:--:--');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down every second as a named timer', () => {
    renderUi(<Countdown seconds={3725} label="Time to next draw" />);
    const timer = screen.getByRole('timer', { name: 'Time to next draw' });
    expect(timer).toHaveTextContent('01:02:05');
    advance(1000);
    expect(timer).toHaveTextContent('01:02:04');
    advance(65_000);
    expect(timer).toHaveTextContent('01:00:59');
  });

  it('counts to a target time', () => {
    renderUi(<Countdown target={new Date(Date.now() + 90_000)} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:30');
    advance(30_000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:00');
  });

  it('calls onZero once when it reaches zero and stops there', () => {
    const onZero = vi.fn();
    renderUi(<Countdown seconds={2} onZero={onZero} />);
    advance(1999);
    expect(onZero).not.toHaveBeenCalled();
    advance(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
    expect(onZero).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:00');
  });

  it('does not call onZero for a time that is already over', () => {
    const onZero = vi.fn();
    renderUi(<Countdown seconds={0} onZero={onZero} />);
    advance(5000);
    expect(onZero).not.toHaveBeenCalled();
  });

  it('shows --:--:-- with a spoken explanation when the caller rejects the time', () => {
    const lotteryRange = (s: number) => s >= 2 && s <= 1000 * 3600;
    renderUi(<Countdown seconds={3} isValid={lotteryRange} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:03');
    advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:02');
    advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
    expect(screen.getByText('Time not available')).toBeInTheDocument();
  });

  it('shows the placeholder when given no usable time', () => {
    const { rerender } = renderUi(<Countdown seconds={null} />);
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
    rerender(<Countdown seconds={Number.NaN} />);
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
    rerender(<Countdown seconds={-5} />);
    expect(screen.getByRole('timer')).toHaveTextContent('--:--:--');
  });

  it('restarts when given a new time, but not when re-rendered with the same one', () => {
    const { rerender } = renderUi(<Countdown seconds={10} />);
    advance(3000);
    rerender(<Countdown seconds={10} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:07');
    rerender(<Countdown seconds={60} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:00');
    advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00:59');
  });

  it('ticks without re-rendering the tree around it', () => {
    const parentRenders = vi.fn();
    const timerCommits = vi.fn();
    function Card() {
      const [title] = useState('SSC');
      parentRenders();
      return (
        <div>
          {title}
          <Profiler id="timer" onRender={timerCommits}>
            <Countdown seconds={100} />
          </Profiler>
        </div>
      );
    }
    renderUi(<Card />);
    const rendersAfterMount = parentRenders.mock.calls.length;
    const commitsAfterMount = timerCommits.mock.calls.length;
    for (let i = 0; i < 5; i += 1) advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01:35');
    expect(parentRenders).toHaveBeenCalledTimes(rendersAfterMount);
    expect(timerCommits.mock.calls.length - commitsAfterMount).toBe(5);
  });
});
