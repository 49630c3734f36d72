import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function of one identity for the component's life that always calls the latest `fn`: a
 * memoized child (a countdown card) takes it without re-rendering each time its parent does,
 * and still acts on the parent's latest state when it is called, which is never during a render.
 */
export function useLatestCallback<A extends unknown[], R>(
  fn: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
