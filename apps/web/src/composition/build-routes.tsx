import { useSiteSelector } from '@site/api-core';
import { evaluateAccess, type Access, type FeatureRoute } from '@site/feature-api';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AccessRefused } from '../access/access-refused';
import { SiteLayout } from '../layout/site-layout';
import { NotFoundPage } from '../pages/not-found-page';
import type { ComposedSite } from './compose-site';

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

function toRouteObject(route: FeatureRoute): RouteObject {
  const lazy = async () => {
    const { Component } = await route.lazy();
    return { Component: guardPage(Component, route.access ?? 'public') };
  };
  return route.path === '' || route.path === '/'
    ? { index: true, lazy }
    : { path: route.path.replace(/^\//, ''), lazy };
}

/**
 * The router's route tree: `root` (the shell's providers and global hosts) holds the site layout
 * with every `site` route and the honest not-found page, and the `bare` routes (maintenance).
 */
export function buildRoutes(site: ComposedSite, Root: ComponentType): RouteObject[] {
  const siteRoutes = site.routes
    .filter(({ route }) => (route.layout ?? 'site') === 'site')
    .map(({ route }) => toRouteObject(route));
  const bareRoutes = site.routes
    .filter(({ route }) => route.layout === 'bare')
    .map(({ route }) => toRouteObject(route));
  return [
    {
      Component: Root,
      children: [
        {
          Component: SiteLayout,
          children: [...siteRoutes, { path: '*', Component: NotFoundPage }],
        },
        ...bareRoutes,
      ],
    },
  ];
}
