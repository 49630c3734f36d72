import { useSitePermissionQuery } from '@site/api-core';
import type { LinkBindings } from '@site/feature-api';
import { FlagsProvider, resolveFlags, useSiteTheme } from '@site/theme';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { ShellAccessGuard } from '../access/access-guard-provider';
import { GateContextProvider } from '../access/use-gate-context';
import { BootSplash } from '../boot/boot-splash';
import { CentreControlProvider } from '../centre/centre-control';
import { CentreHost } from '../centre/centre-host';
import { DialogHost } from '../dialogs/dialog-host';
import type { NoticeHostProps } from '../dialogs/notice-host';
import { GlobalLoader } from '../layout/site-layout';
import { ShellLinkResolver } from '../links/shell-link-resolver';
import { loadNoticeHost, preloadOnDemandParts, whenSettled } from './on-demand';
import { useShell } from './shell-context';
import { ShellReadyContext } from './shell-ready';
import { useShellRuntime } from './shell-runtime';

/**
 * The one flag provider of the site (ADR 0190): the one resolver, `resolveFlags`, puts the
 * theme's defaults under the server's whitelabel tree once it has loaded.
 */
function SiteFlags({ children }: { children: React.ReactNode }) {
  const theme = useSiteTheme();
  const permission = useSitePermissionQuery();
  const tree = permission.data?.whitelabel;
  const flags = useMemo(() => resolveFlags(theme.flags, tree), [theme.flags, tree]);
  return <FlagsProvider flags={flags}>{children}</FlagsProvider>;
}

/** The notice dialogs: their own chunk, loaded when the first notice is raised (ADR 0157). */
const NoticeHost = lazy(() => loadNoticeHost().then((m) => ({ default: m.NoticeHost })));

/** Mounts the notice host once a notice waits for it; the bus keeps the notice until then. */
function NoticeHostWhenNeeded(props: NoticeHostProps) {
  const { services } = useShell();
  const [needed, setNeeded] = useState(() => services.notices.pending());
  useEffect(() => {
    if (services.notices.pending()) setNeeded(true);
    return services.notices.onPending(() => setNeeded(true));
  }, [services.notices]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NoticeHost {...props} />
    </Suspense>
  );
}

/**
 * The layout frame renders at once; the layout keeps the page (and the header's account area) as a
 * same-sized placeholder until start-up has ended (`useShellReady`, ADR 0155).
 */
function RuntimeAndPages() {
  const { ready, retryDomainCheck } = useShellRuntime();
  // Start-up ends with a store update, which React renders in one blocking pass. The page (whose
  // chunk is usually here by then, ADR 0200) mounts in the deferred pass after it, which React
  // renders in slices that leave the main thread free between them.
  const pageReady = useDeferredValue(ready);
  // Once start-up has ended and the page has settled (or the visitor starts using it), the
  // on-demand parts load in the background.
  useEffect(() => {
    if (!ready) return;
    return whenSettled(() => void preloadOnDemandParts().catch(() => undefined));
  }, [ready]);
  return (
    <>
      <ShellReadyContext.Provider value={pageReady}>
        <Suspense fallback={<BootSplash />}>
          <Outlet />
        </Suspense>
      </ShellReadyContext.Provider>
      <NoticeHostWhenNeeded retryDomainCheck={retryDomainCheck} />
      <CentreHost />
      <GlobalLoader />
    </>
  );
}

/** The root route: every context the features rely on, the global hosts, then the page. */
export function createShellRoot(bindings: LinkBindings) {
  return function ShellRoot() {
    return (
      <SiteFlags>
        <GateContextProvider>
          <DialogHost>
            <CentreControlProvider>
              <ShellAccessGuard>
                <ShellLinkResolver bindings={bindings}>
                  <RuntimeAndPages />
                </ShellLinkResolver>
              </ShellAccessGuard>
            </CentreControlProvider>
          </DialogHost>
        </GateContextProvider>
      </SiteFlags>
    );
  };
}
