// A page made only from the packed libraries: authFeature and gamesFeature composed the way the
// shell composes them (links bound, routes from the feature objects, namespaces registered,
// slices injected), in the default skin. Type-checked and built outside the workspace.
import { createClient, createSiteStorage, createSiteStore, rootReducer } from '@site/api-core';
import { authFeature } from '@site/auth';
import {
  AccessGuardProvider,
  assertComposable,
  bindLinks,
  DialogOpenerProvider,
  LinkResolverProvider,
  type AccessGuard,
  type DialogOpener,
  type LinkResolver,
  type LinkTarget,
  type SiteFeature,
} from '@site/feature-api';
import { gamesFeature } from '@site/games';
import {
  createSiteI18n,
  defineNamespace,
  eagerNamespace,
  registerNamespace,
  type Messages,
} from '@site/i18n';
import { FlagsProvider, resolveFlags, SiteThemeProvider } from '@site/theme';
import { theme } from '@site/theme-default';
import { UI_NAMESPACE, uiMessages } from '@site/ui';
import type { Reducer } from '@reduxjs/toolkit';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';

export const features: readonly SiteFeature[] = [authFeature, gamesFeature];

/** Every required link of both features, bound to a route of this page. */
export const bindings = bindLinks(features, (map) => {
  const home: LinkTarget = { kind: 'route', to: '/' };
  for (const feature of features) {
    for (const ref of Object.values(feature.links ?? {})) map.set(ref, home);
  }
});

const resolver: LinkResolver = {
  resolve: (ref) => {
    const target = bindings.get(ref);
    if (!target) return undefined;
    const href = target.kind === 'route' ? target.to : undefined;
    return { target, href, open: () => href && window.location.assign(href) };
  },
};

const guard: AccessGuard = { check: () => null, require: () => true };
const dialogs: DialogOpener = { open: () => undefined, close: () => undefined };

type Injectable = { inject: (slice: { reducerPath: string; reducer: Reducer }) => unknown };

export async function createSitePage() {
  assertComposable(features);
  for (const feature of features) {
    for (const slice of feature.slices ?? []) (rootReducer as unknown as Injectable).inject(slice);
    const i18n = feature.i18n;
    if (i18n) {
      registerNamespace(
        defineNamespace(i18n.namespace, async (language) => {
          const loaded = await i18n.load(language);
          return (loaded.default ?? loaded) as Messages;
        }),
      );
    }
  }
  registerNamespace(eagerNamespace(UI_NAMESPACE, uiMessages));
  const storage = createSiteStorage();
  const store = createSiteStore({ client: createClient({ storage }) });
  const siteI18n = await createSiteI18n({
    defaultLanguage: theme.languages.default,
    supportedLanguages: theme.languages.supported,
    copy: theme.copy,
  });
  const routes: RouteObject[] = features.flatMap((feature) =>
    (feature.routes ?? []).map((route) => ({ path: `/${route.path}`, lazy: route.lazy })),
  );
  routes.push({ path: '/', element: <p>{siteI18n.i18n.t('common:home', 'home')}</p> });
  const router = createBrowserRouter(routes);
  return function SitePage() {
    return (
      <I18nextProvider i18n={siteI18n.i18n}>
        <Provider store={store}>
          <SiteThemeProvider theme={theme}>
            <FlagsProvider flags={resolveFlags(theme.flags, undefined)}>
              <LinkResolverProvider resolver={resolver}>
                <AccessGuardProvider guard={guard}>
                  <DialogOpenerProvider opener={dialogs}>
                    <Suspense fallback={null}>
                      <RouterProvider router={router} />
                    </Suspense>
                  </DialogOpenerProvider>
                </AccessGuardProvider>
              </LinkResolverProvider>
            </FlagsProvider>
          </SiteThemeProvider>
        </Provider>
      </I18nextProvider>
    );
  };
}
