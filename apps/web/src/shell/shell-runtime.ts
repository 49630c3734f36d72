import { createBalanceRefresher, restoreSession, siteApi, useSiteSelector } from '@site/api-core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { runDomainCheckOnDemand } from '../domain-check/lazy-domain-check';
import { useRealtimeNotifications } from '../realtime/use-realtime';
import { fetchPermissionStatus, loadSiteSettings, type PermissionStatus } from '../session/session';
import { shellApi } from './shell-api';
import { useShell } from './shell-context';
import { startUp } from './start-up';

export const MAINTENANCE_PATH = '/maintenance';

/**
 * Start-up and life-cycle of the site: the permission status (maintenance or region restriction
 * sends the visitor to the maintenance page, refreshed when the tab becomes visible again), the
 * merchant settings (the domain check when the platform cannot be reached), the member restored
 * from the token, the realtime socket and the member's language.
 */
export function useShellRuntime(): { ready: boolean; retryDomainCheck: () => Promise<boolean> } {
  const { services, siteI18n } = useShell();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  const pathRef = useRef(pathname);
  pathRef.current = pathname;

  const redirectOnRestriction = useCallback(
    (status: PermissionStatus | null) => {
      if (
        status &&
        (status.maintenance || status.regionRestriction) &&
        pathRef.current !== MAINTENANCE_PATH
      ) {
        void navigate(MAINTENANCE_PATH, { replace: true });
      }
    },
    [navigate],
  );

  const checkPermission = useCallback(async () => {
    redirectOnRestriction(await fetchPermissionStatus(services, location.host));
  }, [services, redirectOnRestriction]);

  const retryDomainCheck = useCallback(async () => {
    const winner = await runDomainCheckOnDemand(services);
    if (!winner) return false;
    await loadSiteSettings(services, { refetch: true });
    await services.store.dispatch(restoreSession());
    return true;
  }, [services]);

  useEffect(() => {
    let cancelled = false;
    // Begun by the boot before the first render (main-app.tsx); the same promise here.
    void startUp(services).then(({ status }) => {
      if (cancelled) return;
      redirectOnRestriction(status);
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
    // Start-up runs once per services.
  }, [services]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkPermission();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [checkPermission]);

  // The member's language follows the site language (not sent for trial accounts, isAgent 4).
  const loggedIn = useSiteSelector((s) => s.site.loggedIn);
  const isAgent = useSiteSelector((s) => s.site.isAgent);
  useEffect(() => {
    if (!siteI18n || !loggedIn || isAgent === 4) return undefined;
    return siteI18n.onLanguageChange((language) => {
      void services.store.dispatch(
        shellApi.endpoints.memberLanguage.initiate(
          { language },
          { fixedCacheKey: 'member-language' },
        ),
      );
    });
  }, [siteI18n, loggedIn, isAgent, services]);

  // Balance refresh: 500 ms after the request, at most once per second, by invalidating its tag.
  const balanceRefresher = useMemo(
    () =>
      createBalanceRefresher(
        () => void services.store.dispatch(siteApi.util.invalidateTags(['Balance'])),
      ),
    [services],
  );
  useEffect(() => () => balanceRefresher.cancel(), [balanceRefresher]);
  useRealtimeNotifications(balanceRefresher);

  return { ready, retryDomainCheck };
}
