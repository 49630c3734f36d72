import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from './on-demand';

describe('whenSettled: work the first page does not need, done once the page has settled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no idle callbacks: whenIdle falls back to a 200 ms timer.
    expect(document.readyState).toBe('complete');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once the loaded page has been quiet for the given time, and then not again', () => {
    const work = vi.fn();
    whenSettled(work, 5_000);
    vi.advanceTimersByTime(4_999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(201);
    expect(work).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(work).toHaveBeenCalledOnce();
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'focusin'])(
    'runs at once on the visitor’s first %s, and not again when the page is quiet',
    (type) => {
      const work = vi.fn();
      whenSettled(work, 5_000);
      vi.advanceTimersByTime(1_000);
      window.dispatchEvent(new Event(type));
      expect(work).toHaveBeenCalledOnce();
      window.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(10_000);
      expect(work).toHaveBeenCalledOnce();
    },
  );

  it('never runs once cancelled (the shell unmounted)', () => {
    const work = vi.fn();
    const cancel = whenSettled(work, 5_000);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
  });
});
