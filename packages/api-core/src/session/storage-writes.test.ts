import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/http-client';
import { memoryCookieJar } from '../storage/cookies';
import { memoryStorage } from '../storage/memory-storage';
import { createSiteStorage } from '../storage/site-storage';
import { createSiteStore } from '../state/store';
import { merchantApi } from './merchant-api';
import { signIn, signOut } from './session';

const BASE = 'http://site.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (value: unknown) =>
  HttpResponse.json({ success: true, value, errorCode: null, message: null, status: 200 });

const LABELS = [{ labelId: 9, labelName: 'Gold', color: '#fc0', type: 'AUTO', rankLevel: 2 }];

function platform(register: Record<string, unknown> = { usernameRegistration: true }) {
  server.use(
    http.get(`${BASE}/wps/system/settings/consolidated`, () =>
      ok({ currency: 'CNY', register, resources: [] }),
    ),
    http.get(`${BASE}/wps/system/templates`, () =>
      ok({ template: 'aurum', registerMessageTemplate: 'Welcome to Aurum' }),
    ),
    http.get(`${BASE}/wps/member/info`, () =>
      ok({ id: 1, account: 'player01', type: 0, currency: 'THB', memberLabel: LABELS }),
    ),
    http.get(`${BASE}/wps/v2/wallets/balance`, () =>
      ok({ currency: 'THB', wallets: [{ displayName: 'Main', availBalance: 10 }] }),
    ),
    http.delete(`${BASE}/wps/session/logout`, () => ok(true)),
  );
}

function makeSite() {
  const session = memoryStorage();
  const local = memoryStorage();
  const storage = createSiteStorage({ session, local, cookies: memoryCookieJar() });
  const client = createClient({ baseUrl: BASE, storage, merchantCode: 'M001' });
  const store = createSiteStore({ client });
  return { store, storage, session, local };
}

async function loadMerchantData(site: ReturnType<typeof makeSite>) {
  const load = { subscribe: false } as const;
  await site.store.dispatch(merchantApi.endpoints.siteSettings.initiate(undefined, load));
  await site.store.dispatch(merchantApi.endpoints.siteTemplates.initiate(undefined, load));
}

describe('storage writes of account-access.md section 3 (ADR 0018)', () => {
  it('merchant: session storage, written when the client gets the merchant code', () => {
    const site = makeSite();
    expect(site.session.getItem('merchant')).toBe('M001');
  });

  it('settings and setShowReg: session storage, written when the settings arrive', async () => {
    platform({ usernameRegistration: false, mobileRegistration: true });
    const site = makeSite();
    expect(site.session.getItem('settings')).toBeNull();
    await loadMerchantData(site);
    expect(site.storage.getSession('settings')).toMatchObject({
      currency: 'CNY',
      register: { mobileRegistration: true },
    });
    expect(site.storage.getSession('setShowReg')).toBe(true);
  });

  it('setShowReg is false when neither registration is offered, and unwritten when unknown', async () => {
    platform({ usernameRegistration: false, mobileRegistration: false });
    const off = makeSite();
    await loadMerchantData(off);
    expect(off.storage.getSession('setShowReg')).toBe(false);
    server.resetHandlers();
    platform({});
    const unknown = makeSite();
    await loadMerchantData(unknown);
    expect(unknown.session.getItem('setShowReg')).toBeNull();
  });

  it('templates and registerMessageTemplate: local storage, written when the templates arrive', async () => {
    platform();
    const site = makeSite();
    await loadMerchantData(site);
    expect(site.storage.getLocal('templates')).toMatchObject({ template: 'aurum' });
    expect(site.local.getItem('registerMessageTemplate')).toBe('Welcome to Aurum');
  });

  it('memberLabel (session) and currency (local): written by the post-login load', async () => {
    platform();
    const site = makeSite();
    expect(site.session.getItem('memberLabel')).toBeNull();
    await site.store.dispatch(signIn({ token: 'token-1' }));
    expect(site.storage.getSession('memberLabel')).toEqual(LABELS);
    await vi.waitFor(() => expect(site.local.getItem('currency')).toBe('THB'));
  });

  it('logout clears the member values and keeps (or writes back) the merchant values', async () => {
    platform();
    const site = makeSite();
    await loadMerchantData(site);
    await site.store.dispatch(signIn({ token: 'token-1' }));
    await vi.waitFor(() => expect(site.local.getItem('currency')).toBe('THB'));
    await site.store.dispatch(signOut());
    // Member values: gone.
    expect(site.session.getItem('memberLabel')).toBeNull();
    expect(site.local.getItem('currency')).toBeNull();
    expect(site.session.getItem('token')).toBeNull();
    // The merchant code is kept; the merchant's data (kept by the cache) is written back.
    expect(site.session.getItem('merchant')).toBe('M001');
    expect(site.storage.getSession('setShowReg')).toBe(true);
    expect(site.storage.getSession('settings')).toMatchObject({ currency: 'CNY' });
    expect(site.storage.getLocal('templates')).toMatchObject({ template: 'aurum' });
    expect(site.local.getItem('registerMessageTemplate')).toBe('Welcome to Aurum');
  });

  it('a failed settings answer writes nothing', async () => {
    server.use(
      http.get(`${BASE}/wps/system/settings/consolidated`, () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    );
    const site = makeSite();
    await site.store.dispatch(
      merchantApi.endpoints.siteSettings.initiate(undefined, { subscribe: false }),
    );
    expect(site.session.getItem('settings')).toBeNull();
    expect(site.session.getItem('setShowReg')).toBeNull();
  });
});
