import { createBalanceRefresher, siteApi, useSiteDispatch } from '@site/api-core';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * Balance refresh after a launch returns (section 9: delay 500 ms, throttle 1 s): once a game was
 * launched in another window, the next time this tab gets the focus back the balance is refreshed
 * through the session's `Balance` tag.
 */
export function useBalanceAfterGame() {
  const dispatch = useSiteDispatch();
  const pending = useRef(false);
  const refresher = useMemo(
    () => createBalanceRefresher(() => void dispatch(siteApi.util.invalidateTags(['Balance']))),
    [dispatch],
  );
  useEffect(() => {
    if (typeof window === 'undefined') return undefined;
    const onFocus = () => {
      if (!pending.current) return;
      pending.current = false;
      refresher();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      refresher.cancel();
    };
  }, [refresher]);
  return useCallback(() => {
    pending.current = true;
  }, []);
}
