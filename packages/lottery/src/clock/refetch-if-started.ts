/**
 * A clock-driven refetch may fire after its query was unsubscribed (the card unmounted) or before
 * it started (skipped): RTK Query throws then, so such a refetch is simply dropped.
 */
export function refetchIfStarted(query: {
  isUninitialized: boolean;
  refetch: () => unknown;
}): void {
  if (query.isUninitialized) return;
  try {
    void query.refetch();
  } catch {
    // The query is no longer subscribed; nothing to refresh.
  }
}
