import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RankProgress } from '../catalogue/shapes/play';
import { createClient } from '../client/http-client';
import { memoryCookieJar } from '../storage/cookies';
import { memoryStorage } from '../storage/memory-storage';
import { createSiteStorage } from '../storage/site-storage';
import {
  roleOf,
  selectIsAgentKind,
  selectLoadsMessages,
  selectLoggedIn,
  selectRole,
  selectShowsAgentMenu,
  selectVipProgress,
  vipProgressOf,
} from './selectors';
import { callArgs, siteApi } from './site-api';
import { siteActions } from './site-slice';
import { createSiteStore, rootReducer } from './store';

const BASE = 'http://site.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function makeStore() {
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  storage.setLocal('merchantCode', 'M001');
  const client = createClient({ baseUrl: BASE, storage, language: () => 'CN' });
  return createSiteStore({ client });
}

describe('site state', () => {
  it('starts logged out, with session facts only (server data lives in the RTK Query cache)', () => {
    const state = makeStore().getState();
    expect(selectLoggedIn(state)).toBe(false);
    expect(selectRole(state)).toBe('visitor');
    expect(Object.keys(state.site).sort()).toEqual(
      [
        'countryCode',
        'countryDialingCode',
        'firstLogin',
        'hasFreePlay',
        'isAgent',
        'loggedIn',
        'memberInfo',
        'vip',
      ].sort(),
    );
  });

  it('maps isAgent to roles: 0/1/2 agent, 41/42 agent menu, 4 trial, others player', () => {
    expect(roleOf(false, 1)).toBe('visitor');
    expect([0, 1, 2].map((n) => roleOf(true, n))).toEqual(['agent', 'agent', 'agent']);
    expect([41, 42].map((n) => roleOf(true, n))).toEqual(['agent-menu', 'agent-menu']);
    expect(roleOf(true, 4)).toBe('trial');
    expect(roleOf(true, 3)).toBe('player');
    expect(roleOf(true, null, true)).toBe('free-play');
    const store = makeStore();
    store.dispatch(siteActions.loggedIn({ isAgent: 41 }));
    expect(selectShowsAgentMenu(store.getState())).toBe(true);
    expect(selectIsAgentKind(store.getState())).toBe(false);
  });

  it('loads unread messages and consolidated data only for accounts not in 4, 40, 41, 42', () => {
    const store = makeStore();
    const loads = (isAgent: number) => {
      store.dispatch(siteActions.loggedIn({ isAgent }));
      return selectLoadsMessages(store.getState());
    };
    expect([0, 1, 2, 3].map(loads)).toEqual([true, true, true, true]);
    expect([4, 40, 41, 42].map(loads)).toEqual([false, false, false, false]);
    store.dispatch(siteActions.loggedOut());
    expect(selectLoadsMessages(store.getState())).toBe(false);
  });

  it('computes VIP progress: 1 with no next label, else completed / expected', () => {
    expect(
      vipProgressOf({ nextLabelName: null, completedConditions: 1, totalExpectedConditions: 4 }),
    ).toBe(1);
    expect(
      vipProgressOf({ nextLabelName: 'Gold', completedConditions: 1, totalExpectedConditions: 4 }),
    ).toBe(0.25);
    const store = makeStore();
    const progress: RankProgress = {
      completedConditions: 3,
      totalExpectedConditions: 4,
      nextLabelName: 'VIP2',
    };
    store.dispatch(siteActions.rankProgressLoaded(progress));
    expect(selectVipProgress(store.getState())).toBe(0.75);
  });

  it('reads the VIP label from member info (AUTO shows the benefit)', () => {
    const store = makeStore();
    store.dispatch(
      siteActions.memberInfoLoaded({
        id: 1,
        account: 'p',
        type: 1,
        clubLabel: { labelId: 2, labelName: 'VIP1', type: 'AUTO', rankLevel: 1 },
      }),
    );
    expect(store.getState().site.vip).toMatchObject({
      hasVip: true,
      vipLabelName: 'VIP1',
      vipRankLevel: 1,
      showVipBenefit: true,
    });
    expect(store.getState().site.isAgent).toBe(1);
  });
});

describe('RTK Query base API and lazy slices', () => {
  it('runs an injected endpoint through the client and its envelope', async () => {
    server.use(
      http.get(`${BASE}/wps/system/country`, () =>
        HttpResponse.json({
          success: true,
          value: [{ countryCode: 'TH', countryDialingCode: '66' }],
        }),
      ),
    );
    const api = siteApi.injectEndpoints({
      endpoints: (build) => ({
        countriesForTest: build.query<{ countryCode: string }[], void>({
          query: () => callArgs('systemCountry'),
        }),
      }),
      overrideExisting: 'throw',
    });
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.countriesForTest.initiate());
    expect(result.data).toEqual([{ countryCode: 'TH', countryDialingCode: '66' }]);
  });

  it('gives the ApiError to the endpoint on failure', async () => {
    server.use(
      http.get(`${BASE}/wps/system/location`, () =>
        HttpResponse.json({ success: false, errorCode: 'nope', message: 'No' }),
      ),
    );
    const api = siteApi.injectEndpoints({
      endpoints: (build) => ({
        locationForTest: build.query<unknown, void>({ query: () => callArgs('systemLocation') }),
      }),
      overrideExisting: 'throw',
    });
    const result = await makeStore().dispatch(api.endpoints.locationForTest.initiate());
    expect(result.error).toMatchObject({
      kind: 'envelope',
      errorCode: 'nope',
      callId: 'systemLocation',
    });
  });

  it("throws when a feature injects an endpoint name that exists (overrideExisting: 'throw')", () => {
    const endpoints = (
      build: Parameters<Parameters<typeof siteApi.injectEndpoints>[0]['endpoints']>[0],
    ) => ({
      clashForTest: build.query<unknown, void>({ query: () => callArgs('systemTemplates') }),
    });
    siteApi.injectEndpoints({ endpoints, overrideExisting: 'throw' });
    expect(() => siteApi.injectEndpoints({ endpoints, overrideExisting: 'throw' })).toThrow();
  });

  it('injects a feature slice lazily into the root reducer', () => {
    const demo = createSlice({
      name: 'demoFeature',
      initialState: { count: 0 },
      reducers: {
        bumped(state, action: PayloadAction<number>) {
          state.count += action.payload;
        },
      },
    });
    const store = makeStore();
    expect('demoFeature' in store.getState()).toBe(false);
    rootReducer.inject(demo);
    store.dispatch(demo.actions.bumped(2));
    expect((store.getState() as unknown as Record<string, unknown>).demoFeature).toEqual({
      count: 2,
    });
  });
});
