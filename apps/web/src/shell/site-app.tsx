import type { SiteI18n } from '@site/i18n';
import type { SiteFeature, LinkBindings } from '@site/feature-api';
import { ToastProvider } from '@site/ui';
import { useMemo, useState } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { buildRoutes } from '../composition/build-routes';
import type { ShellDialogRefs } from '../dialogs/shell-dialogs';
import { composeSite } from '../composition/compose-site';
import { registerFeatureNamespaces } from '../composition/register-namespaces';
import { ShellContextProvider } from './shell-context';
import { createShellRoot } from './shell-root';
import type { ShellServices } from './shell-services';

export interface SiteAppProps {
  features: readonly SiteFeature[];
  bindings: LinkBindings;
  /** The feature dialogs the shell opens itself (features.ts). */
  dialogRefs: ShellDialogRefs;
  services: ShellServices;
  siteI18n?: SiteI18n;
  /** Tests render at a path with a memory router; the site uses the browser's history. */
  initialPath?: string;
}

/**
 * The composed site: the shell context, toasts (bottom-right) and the router built
 * from the feature list. Render it inside the store, theme and i18n providers (see app.tsx).
 */
export function SiteApp({
  features,
  bindings,
  dialogRefs,
  services,
  siteI18n,
  initialPath,
}: SiteAppProps) {
  const site = useMemo(() => {
    const composed = composeSite(features);
    registerFeatureNamespaces(composed.namespaces);
    return composed;
  }, [features]);
  const [routes] = useState(() => buildRoutes(site, createShellRoot(bindings)));
  const context = useMemo(
    () => ({ services, site, dialogRefs, ...(siteI18n ? { siteI18n } : {}) }),
    [services, site, dialogRefs, siteI18n],
  );
  return (
    <ShellContextProvider value={context}>
      <ToastProvider>
        {initialPath ? (
          <MemoryRouter initialEntries={[initialPath]}>{routes}</MemoryRouter>
        ) : (
          <BrowserRouter>{routes}</BrowserRouter>
        )}
      </ToastProvider>
    </ShellContextProvider>
  );
}
