import { useSiteSelector } from '@site/api-core';
import { evaluateAccess, type Access, type FeatureRoute } from '@site/feature-api';
import { lazy, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { BootSplash } from '../boot/boot-splash';
import { SiteLayout } from '../layout/site-layout';
import type { ComposedSite } from './compose-site';
import { useShellReady } from '../shell/shell-ready';
import { PartBoundary } from './part-boundary';
import { lazyComponent } from './loaded-modules';
import { beginPageLoad, notePageShown } from './pending-pages';

// Shown only for an address the site does not have, or a page the visitor may not open: chunks
// of their own, not part of the first load (ADR 0228). The site layout's Suspense boundary holds
// their place while they load.
const NotFoundPage = lazy(() =>
  import('../pages/not-found-page').then(({ NotFoundPage: Page }) => ({ default: Page })),
);
const AccessRefused = lazy(() =>
  import('../access/access-refused').then(({ AccessRefused: Refused }) => ({ default: Refused })),
);

/** Wraps a page in the access rule of its route (`evaluateAccess`, the same rule as `useAccessGuard`). */
export function guardPage(Page: ComponentType, access: Access): ComponentType {
  if (access === 'public') return Page;
  function GuardedPage() {
    const signedIn = useSiteSelector((s) => s.site.loggedIn);
    const isAgent = useSiteSelector((s) => s.site.isAgent);
    const denial = evaluateAccess(access, { signedIn, isAgent: signedIn ? isAgent : null });
    return denial ? <AccessRefused denial={denial} /> : <Page />;
  }
  GuardedPage.displayName = `Guarded(${Page.displayName ?? Page.name ?? 'Page'})`;
  return GuardedPage;
}

/**
 * A route's page: rendered at once when its chunk has arrived (warmed for the first page, ADR
 * 0200), else fetched on first render (the layouts hold the Suspense boundaries).
 */
function lazyPage(route: FeatureRoute): ComponentType {
  return lazyComponent(
    route,
    async () => {
      const settled = beginPageLoad();
      try {
        return await route.lazy();
      } finally {
        settled();
      }
    },
    ({ Component }) => guardPage(Component, route.access ?? 'public'),
    notePageShown,
  );
}

/**
 * A bare page (no site layout) waits for start-up like the layout's page area does (ADR 0155),
 * behind the boot frame's picture (ADR 0204).
 */
function WhenReady({ children }: { children: ReactNode }) {
  return useShellReady() ? children : <BootSplash />;
}

/** A page that throws shows the part-failed notice in the layout; another route renders anew. */
function PageBoundary({ path, children }: { path: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PartBoundary name={`the page ${path}`} resetKey={pathname}>
      {children}
    </PartBoundary>
  );
}

function toRoute(route: FeatureRoute): ReactElement {
  const Page = lazyPage(route);
  const page = (
    <PageBoundary path={route.path}>
      <Page />
    </PageBoundary>
  );
  const element = route.layout === 'bare' ? <WhenReady>{page}</WhenReady> : page;
  return route.path === '' || route.path === '/' ? (
    <Route key="index" index element={element} />
  ) : (
    <Route key={route.path} path={route.path.replace(/^\//, '')} element={element} />
  );
}

/**
 * The site's routes (declarative react-router, ADR 0155): `Root` (the shell's providers and global
 * hosts) holds the site layout with every `site` route and the honest not-found page, and the
 * `bare` routes (maintenance). Built once per composed site; each page is its own chunk.
 */
export function buildRoutes(site: ComposedSite, Root: ComponentType): ReactElement {
  const siteRoutes = site.routes
    .filter(({ route }) => (route.layout ?? 'site') === 'site')
    .map(({ route }) => toRoute(route));
  const bareRoutes = site.routes
    .filter(({ route }) => route.layout === 'bare')
    .map(({ route }) => toRoute(route));
  return (
    <Routes>
      <Route element={<Root />}>
        <Route element={<SiteLayout />}>
          {siteRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {bareRoutes}
      </Route>
    </Routes>
  );
}
