import { describe, expect, it, vi } from 'vitest';
import { refetchIfStarted } from './refetch-if-started';

describe('a clock-driven refetch', () => {
  it('refetches a started query', () => {
    const refetch = vi.fn();
    refetchIfStarted({ isUninitialized: false, refetch });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('is dropped for a query that never started (skipped)', () => {
    const refetch = vi.fn();
    refetchIfStarted({ isUninitialized: true, refetch });
    expect(refetch).not.toHaveBeenCalled();
  });

  it('never throws when RTK Query refuses (the card unmounted)', () => {
    const refetch = vi.fn(() => {
      throw new Error('Cannot refetch a query that has not been started yet.');
    });
    expect(() => refetchIfStarted({ isUninitialized: false, refetch })).not.toThrow();
  });
});
