import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSmsCountdown } from './use-sms-countdown';

describe('useSmsCountdown (section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down once per second and ends usable again', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(120));
    expect(result.current).toMatchObject({ counting: true, seconds: 120 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(119);
    act(() => vi.advanceTimersByTime(119_000));
    expect(result.current).toMatchObject({ counting: false, seconds: 0 });
  });

  it('a failed request resets to 59 and back to "get code"', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(300));
    act(() => vi.advanceTimersByTime(5000));
    act(() => result.current.fail());
    expect(result.current).toMatchObject({ counting: false, seconds: 59 });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.seconds).toBe(59);
  });

  it('reset clears the countdown (switching login tabs)', () => {
    const { result } = renderHook(() => useSmsCountdown());
    act(() => result.current.start(300));
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ counting: false, seconds: 0 });
  });
});
