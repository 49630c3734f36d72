import { createFeatureTestStore } from '@site/feature-testing';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useBalanceRefresh } from './use-balance-refresh';

const invalidations = (dispatch: MockInstance<(action: unknown) => unknown>) =>
  dispatch.mock.calls.filter(
    ([action]) =>
      typeof action === 'object' &&
      action !== null &&
      (action as { type?: string }).type === 'siteApi/invalidateTags' &&
      JSON.stringify((action as { payload?: unknown }).payload).includes('PointBalance'),
  ).length;

describe('section 7: balance refresh is delayed 500 ms, throttled 1 s', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  function setup() {
    const { store } = createFeatureTestStore();
    const dispatch = vi.spyOn(store, 'dispatch') as unknown as MockInstance<
      (action: unknown) => unknown
    >;
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result, unmount } = renderHook(() => useBalanceRefresh(), { wrapper });
    return { refresh: result.current, dispatch, unmount };
  }

  it('invalidates the balance tag 500 ms after the request, not before', () => {
    const { refresh, dispatch } = setup();
    act(() => refresh());
    act(() => vi.advanceTimersByTime(499));
    expect(invalidations(dispatch)).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(invalidations(dispatch)).toBe(1);
  });

  it('at most once per second', () => {
    const { refresh, dispatch } = setup();
    act(() => refresh());
    act(() => vi.advanceTimersByTime(500));
    act(() => refresh());
    act(() => vi.advanceTimersByTime(500));
    // 1000 ms after the first: still within its second.
    expect(invalidations(dispatch)).toBe(1);
    act(() => vi.advanceTimersByTime(500));
    expect(invalidations(dispatch)).toBe(2);
  });

  it('is cancelled when the mall unmounts', () => {
    const { refresh, dispatch, unmount } = setup();
    act(() => refresh());
    unmount();
    act(() => vi.advanceTimersByTime(2_000));
    expect(invalidations(dispatch)).toBe(0);
  });
});
