import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import {
  catalogue,
  type Call,
  type CallDefinition,
  type CallId,
  type RequestOf,
} from '../catalogue/index';
import type { CallOptions, SiteClient } from '../client/http-client';
import type { ApiError } from '../client/result';

/**
 * The base API's own tag types, each in use: the session's data (ADR 0064) and the merchant's
 * (ADR 0190). Any feature may refresh them (`invalidateTags(['Balance'])` after a redeem or a
 * game; the shell invalidates `Merchant` when the domain check moved the site); every feature
 * declares its own tags where it injects, with `siteApi.enhanceEndpoints({ addTagTypes: [...] })`.
 * A test fails when a tag here is neither provided nor invalidated by any endpoint.
 */
export const SITE_TAG_TYPES = ['MemberInfo', 'Balance', 'Merchant'] as const;

export type SiteTagType = (typeof SITE_TAG_TYPES)[number];

/** What a feature endpoint's `query` returns: a catalogue call, its request and options. */
export interface SiteQueryArgs {
  call: CallDefinition;
  request?: unknown;
  options?: CallOptions;
}

/** The thunk extra argument the site store carries; the base query reads the client from it. */
export interface SiteExtra {
  client: SiteClient;
  /** What the features forget on every sign-out (their `onSignOut`), run by the session module. */
  onSignOut?: readonly SignOutCleanup[];
}

/** A feature's sign-out clean-up; it gets the store's dispatch. */
export type SignOutCleanup = (dispatch: (action: unknown) => unknown) => void | Promise<void>;

/** Typed helper for endpoint queries: `query: (req) => callArgs('relay.GCSGAME_gameList', req)`. */
export function callArgs<Id extends CallId>(
  id: Id,
  request?: RequestOf<Call<Id>>,
  options?: CallOptions,
): SiteQueryArgs {
  return {
    call: catalogue[id],
    ...(request !== undefined ? { request } : {}),
    ...(options ? { options } : {}),
  };
}

function clientOf(extra: unknown): SiteClient {
  if (typeof extra === 'object' && extra !== null && 'client' in extra)
    return (extra as SiteExtra).client;
  throw new Error('siteApi needs the store from createSiteStore (thunk extra argument { client })');
}

/** The base query over the HTTP client: `{ data }` or `{ error: ApiError }`. */
export const siteBaseQuery: BaseQueryFn<SiteQueryArgs, unknown, ApiError> = async (args, api) => {
  const client = clientOf(api.extra);
  const result = await client.callDefinition(args.call, args.request, {
    ...args.options,
    signal: api.signal,
  });
  return result.ok ? { data: result.value } : { error: result.error };
};

/**
 * The one RTK Query API of the site. Endpoints are empty here: each feature injects its own.
 *
 * ```ts
 * // packages/games/src/games-api.ts
 * import { callArgs, siteApi } from '@site/api-core';
 * import type { GameListPage, GameListRequest } from '@site/api-core/catalogue';
 *
 * export const gamesApi = siteApi.enhanceEndpoints({ addTagTypes: ['GameList'] }).injectEndpoints({
 *   endpoints: (build) => ({
 *     gameList: build.query<GameListPage, GameListRequest>({
 *       query: (request) => callArgs('relay.GCSGAME_gameList', request),
 *       providesTags: ['GameList'],
 *     }),
 *   }),
 *   overrideExisting: 'throw', // a clash of endpoint names between features fails loudly
 * });
 * export const { useGameListQuery } = gamesApi;
 * ```
 */
export const siteApi = createApi({
  reducerPath: 'siteApi',
  baseQuery: siteBaseQuery,
  tagTypes: SITE_TAG_TYPES,
  // Caching of GET answers is the client's job (180000 ms when asked); keep RTK's default 60 s for unused data.
  endpoints: () => ({}),
});
