import { useSitePermissionQuery } from '@site/api-core';
import type { LinkBindings } from '@site/feature-api';
import { FlagsProvider, resolveFlags, useSiteTheme } from '@site/theme';
import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import { ShellAccessGuard } from '../access/access-guard-provider';
import { CentreControlProvider } from '../centre/centre-control';
import { CentreHost } from '../centre/centre-host';
import { DialogHost } from '../dialogs/dialog-host';
import { NoticeHost } from '../dialogs/notice-host';
import { GlobalLoader } from '../layout/site-layout';
import { ShellLinkResolver } from '../links/shell-link-resolver';
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

/**
 * The layout frame renders at once; the layout keeps the page (and the header's account area) as a
 * same-sized placeholder until start-up has ended (`useShellReady`, ADR 0155).
 */
function RuntimeAndPages() {
  const { ready, retryDomainCheck } = useShellRuntime();
  return (
    <>
      <ShellReadyContext.Provider value={ready}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </ShellReadyContext.Provider>
      <NoticeHost retryDomainCheck={retryDomainCheck} />
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
        <DialogHost>
          <CentreControlProvider>
            <ShellAccessGuard>
              <ShellLinkResolver bindings={bindings}>
                <RuntimeAndPages />
              </ShellLinkResolver>
            </ShellAccessGuard>
          </CentreControlProvider>
        </DialogHost>
      </SiteFlags>
    );
  };
}
