import { createBalanceRefresher, useSiteDispatch } from '@site/api-core';
import { useEffect, useState } from 'react';
import { pointsApi } from '../points-api';

/**
 * Section 7: after a redeem or a conversion the point balance refreshes 500 ms later, at most once
 * per second, by invalidating the balance tag (RTK Query refetches; no manual fetch).
 */
export function useBalanceRefresh(): () => void {
  const dispatch = useSiteDispatch();
  const [refresh] = useState(() =>
    createBalanceRefresher(() => {
      dispatch(pointsApi.util.invalidateTags(['PointBalance']));
    }),
  );
  useEffect(() => () => refresh.cancel(), [refresh]);
  return refresh;
}
