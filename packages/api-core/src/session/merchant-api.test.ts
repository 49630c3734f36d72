import { resolveFlags } from '@site/theme';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/http-client';
import { memoryCookieJar } from '../storage/cookies';
import { memoryStorage } from '../storage/memory-storage';
import { createSiteStorage } from '../storage/site-storage';
import { SITE_TAG_TYPES } from '../state/site-api';
import { siteActions } from '../state/site-slice';
import { createSiteStore } from '../state/store';
import {
  decodePermissionStatus,
  decodeSitePermission,
  decodeSiteSettings,
  decodeSiteTemplates,
  merchantApi,
  selectCurrencyFormat,
  selectResources,
  selectWhitelabelTree,
} from './merchant-api';
import { sessionApi } from './session-api';
import { signIn, signOut } from './session';

const BASE = 'http://site.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (value: unknown) =>
  HttpResponse.json({ success: true, value, errorCode: null, message: null, status: 200 });

function makeStore() {
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  const client = createClient({ baseUrl: BASE, storage, merchantCode: 'M001' });
  return createSiteStore({ client });
}

describe('the merchant decoders never throw (null, {}, wrong types)', () => {
  it.each([null, undefined, {}, [], 'x', 3, { resources: 'x', customerService: {} }])(
    'settings %j read as nothing configured',
    (value) => {
      const settings = decodeSiteSettings(value);
      expect(settings.resources).toEqual([]);
      expect(settings.customerService).toEqual([]);
      expect(settings.currencyPosition).toBe('F');
      expect(settings.regExp).toEqual({});
    },
  );

  it('keeps the currency position F unless the server says B, and only string patterns', () => {
    expect(decodeSiteSettings({ currencyPosition: 'B' }).currencyPosition).toBe('B');
    expect(decodeSiteSettings({ currencyPosition: 'X' }).currencyPosition).toBe('F');
    expect(decodeSiteSettings({ regExp: { password: '^.{6,12}$', bad: 3 } }).regExp).toEqual({
      password: '^.{6,12}$',
    });
  });

  it.each([null, {}, 'x', { whitelabel: 'x', imageCDNs: [1, null] }])(
    'permission %j has no tree, no CDN and no SMS provider',
    (value) => {
      expect(decodeSitePermission(value)).toEqual({
        whitelabel: [],
        imageCDNs: [],
        launchGameCDNs: [],
        smsProvider: null,
        imgUrl: '',
      });
    },
  );

  it('takes a bare tree as the whitelabel answer and chooses imgUrl at random from the CDNs', () => {
    const tree = [{ modId: 'PTSYS3', enabled: true }];
    expect(decodeSitePermission(tree).whitelabel).toEqual(tree);
    const cdns = { imageCDNs: ['https://a.cdn', 'https://b.cdn', 'https://c.cdn'] };
    expect(decodeSitePermission(cdns, () => 0).imgUrl).toBe('https://a.cdn');
    expect(decodeSitePermission(cdns, () => 0.5).imgUrl).toBe('https://b.cdn');
    expect(decodeSitePermission(cdns, () => 0.99).imgUrl).toBe('https://c.cdn');
  });

  it.each([null, [], 'x'])('templates %j are none', (value) => {
    expect(decodeSiteTemplates(value)).toEqual({
      value: null,
      mobileTemplate: null,
      loginPop: false,
    });
  });

  it.each([null, {}, 'x', { maintenance: 'yes', ip: 3 }])(
    'status %j restricts nothing',
    (value) => {
      expect(decodePermissionStatus(value)).toEqual({
        maintenance: false,
        regionRestriction: false,
      });
    },
  );
});

describe('the merchant data on the one base API', () => {
  function platform() {
    server.use(
      http.get(`${BASE}/wps/system/settings/consolidated`, () =>
        ok({
          currency: 'THB',
          currencySymbol: '฿',
          currencyPosition: 'B',
          resources: [{ resourceType: 'IOS', url: 'https://ios.example' }],
        }),
      ),
      http.get(`${BASE}/wps/system/whitelabel`, () =>
        ok({ whitelabel: [{ modId: 'REWCEN3', enabled: '1' }] }),
      ),
      http.get(`${BASE}/wps/member/info`, () =>
        ok({ id: 1, account: 'player01', type: 0, currency: 'CNY' }),
      ),
      http.get(`${BASE}/wps/v2/wallets/balance`, () => ok({ wallets: [{ availBalance: 5 }] })),
    );
  }

  it('keeps the merchant data across sign-in and sign-out; member data goes', async () => {
    platform();
    const store = makeStore();
    await store.dispatch(merchantApi.endpoints.siteSettings.initiate());
    await store.dispatch(merchantApi.endpoints.sitePermission.initiate());
    expect(selectCurrencyFormat(store.getState())).toEqual({
      currency: 'THB',
      currencySymbol: '฿',
      currencyPosition: 'B',
    });
    await store.dispatch(signIn({ token: 'token-1' }));
    // The member's currency wins while signed in.
    expect(selectCurrencyFormat(store.getState()).currency).toBe('CNY');
    expect(selectResources(store.getState())).toHaveLength(1);
    await vi.waitFor(() =>
      expect(sessionApi.endpoints.walletBalance.select()(store.getState()).data).toBeDefined(),
    );
    await store.dispatch(signOut({ callServer: false }));
    expect(sessionApi.endpoints.walletBalance.select()(store.getState()).data).toBeUndefined();
    expect(sessionApi.endpoints.memberInfo.select()(store.getState()).data).toBeUndefined();
    expect(selectCurrencyFormat(store.getState()).currency).toBe('THB');
    expect(resolveFlags({ PTSYS3: true }, selectWhitelabelTree(store.getState()))).toEqual({
      PTSYS3: true,
      REWCEN3: true,
    });
  });

  it('the base API declares only tags its endpoints provide (SITE_TAG_TYPES)', async () => {
    platform();
    server.use(http.get(`${BASE}/wps/system/templates`, () => ok({})));
    const store = makeStore();
    await store.dispatch(signIn({ token: 'token-1' }));
    await store.dispatch(merchantApi.endpoints.siteSettings.initiate());
    await store.dispatch(merchantApi.endpoints.sitePermission.initiate());
    await store.dispatch(merchantApi.endpoints.siteTemplates.initiate());
    await vi.waitFor(() =>
      expect(sessionApi.endpoints.walletBalance.select()(store.getState()).data).toBeDefined(),
    );
    const provided = Object.keys(store.getState().siteApi.provided.tags).sort();
    expect(provided).toEqual([...SITE_TAG_TYPES].sort());
  });

  it('session facts only in the site slice: logout keeps where the visitor is', () => {
    const store = makeStore();
    store.dispatch(siteActions.siteValuesSet({ countryCode: 'TH', countryDialingCode: '66' }));
    store.dispatch(siteActions.loggedIn({ isAgent: 0 }));
    store.dispatch(siteActions.loggedOut());
    expect(store.getState().site).toMatchObject({
      loggedIn: false,
      isAgent: null,
      countryCode: 'TH',
    });
  });
});
