import { useSiteDispatch, type SiteExtra, type SiteStorage } from '@site/api-core';
import { useMemo } from 'react';

/** The client's storage (session keys, token, merchant), read through the store's thunk extra. */
export function useSiteStorage(): SiteStorage {
  const dispatch = useSiteDispatch();
  return useMemo(
    () =>
      dispatch((_dispatch: unknown, _getState: unknown, extra: SiteExtra) => extra.client.storage),
    [dispatch],
  );
}
