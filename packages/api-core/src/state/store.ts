/// <reference types="vite/client" />
import { combineSlices, configureStore, type CombinedSliceReducer } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { SiteClient } from '../client/http-client';
import { siteApi, type SignOutCleanup, type SiteExtra } from './site-api';
import { siteSlice, type SiteState } from './site-slice';

/**
 * Feature slices injected at run time. A feature declares its slice here by augmentation:
 *
 * ```ts
 * declare module '@site/api-core' {
 *   interface LazyLoadedSlices { games: GamesState }
 * }
 * const injected = gamesSlice.injectInto(rootReducer);
 * ```
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The slices every store has: the site slice and the API's cache. */
export interface StaticSlices {
  site: SiteState;
  siteApi: ReturnType<typeof siteApi.reducer>;
}

/**
 * The root state: the static slices, and each feature's slice once it is injected. Written out
 * (not inferred) so the declarations keep naming `LazyLoadedSlices`: an inferred type is expanded
 * while the interface is still empty, and a feature's augmentation would then not reach it.
 */
export type SiteRootState = StaticSlices & Partial<LazyLoadedSlices>;

/** The root reducer: the site slice and the API, with lazily injected feature slices. */
export const rootReducer: CombinedSliceReducer<StaticSlices, SiteRootState> = combineSlices(
  siteSlice,
  siteApi,
).withLazyLoadedSlices<LazyLoadedSlices>();

export interface CreateSiteStoreOptions {
  client: SiteClient;
  /** The features' sign-out clean-ups (the shell passes each feature's `onSignOut`). */
  onSignOut?: readonly SignOutCleanup[];
  preloadedState?: Partial<{ site: SiteState }>;
}

export function createSiteStore({ client, preloadedState, onSignOut }: CreateSiteStoreOptions) {
  const extra: SiteExtra = { client, ...(onSignOut ? { onSignOut } : {}) };
  return configureStore({
    reducer: rootReducer,
    // Redux DevTools only in development: production never hands the action log (tokens, form
    // payloads) to an installed extension (ADR 0169).
    devTools: import.meta.env.DEV === true,
    ...(preloadedState ? { preloadedState: preloadedState as SiteRootState } : {}),
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(siteApi.middleware),
  });
}

export type SiteStore = ReturnType<typeof createSiteStore>;
export type SiteDispatch = SiteStore['dispatch'];

export const useSiteDispatch = useDispatch.withTypes<SiteDispatch>();
export const useSiteSelector = useSelector.withTypes<SiteRootState>();
export const useSiteStore = useStore.withTypes<SiteStore>();
