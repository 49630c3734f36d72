import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client/http-client';
import { memoryCookieJar } from '../storage/cookies';
import { memoryStorage } from '../storage/memory-storage';
import { createSiteStorage } from '../storage/site-storage';
import { createSiteStore } from '../state/store';
import { decodeBalance, decodeMemberInfo, sessionApi } from './session-api';
import { holdForPasswordChange, restoreSession, signIn, signOut } from './session';

const BASE = 'http://site.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ok = (value: unknown) =>
  HttpResponse.json({ success: true, value, errorCode: null, message: null, status: 200 });

/** A platform with two members: the token says who is asking. */
function platform(calls: string[] = []) {
  const members: Record<string, { id: number; account: string; type: number; balance: number }> = {
    'token-1': { id: 1, account: 'player01', type: 0, balance: 100 },
    'token-2': { id: 2, account: 'player02', type: 0, balance: 35.2 },
  };
  const who = (request: Request) =>
    members[(request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '')];
  server.use(
    http.get(`${BASE}/wps/member/info`, ({ request }) => {
      calls.push('member');
      const member = who(request);
      return member
        ? ok({ id: member.id, account: member.account, type: member.type })
        : HttpResponse.json({}, { status: 401 });
    }),
    http.get(`${BASE}/wps/v2/wallets/balance`, ({ request }) => {
      calls.push('balance');
      const member = who(request);
      return ok({
        currency: 'CNY',
        wallets: [{ displayName: 'Main', availBalance: member?.balance ?? 0 }],
      });
    }),
    http.delete(`${BASE}/wps/session/logout`, () => {
      calls.push('logout');
      return ok(true);
    }),
  );
  return calls;
}

function makeSite(onSignOut: readonly ((dispatch: (action: unknown) => unknown) => void)[] = []) {
  const session = memoryStorage();
  const local = memoryStorage();
  const storage = createSiteStorage({ session, local, cookies: memoryCookieJar() });
  storage.setLocal('merchantCode', 'M001');
  const client = createClient({ baseUrl: BASE, storage, language: () => 'EN' });
  const store = createSiteStore({ client, onSignOut });
  return { store, storage, client, session, local };
}

const balanceOf = (site: ReturnType<typeof makeSite>) =>
  sessionApi.endpoints.walletBalance.select()(site.store.getState()).data?.total;

describe('the one session (ADR 0064)', () => {
  it('signs in: member info, then signed in, then the balance, with the session values stored', async () => {
    const calls = platform();
    const site = makeSite();
    const result = await site.store.dispatch(
      signIn({ token: 'token-1', isAgent: 0, username: 'player01', customerId: 1 }),
    );
    expect(result).toMatchObject({ ok: true, member: { account: 'player01' } });
    expect(site.store.getState().site).toMatchObject({ loggedIn: true, isAgent: 0 });
    expect(site.storage.storedToken()).toBe('token-1');
    await vi.waitFor(() => expect(balanceOf(site)).toBe(100));
    expect(calls).toEqual(['member', 'balance']);
  });

  it('a failed member load leaves no session behind', async () => {
    platform();
    const site = makeSite();
    const result = await site.store.dispatch(signIn({ token: 'not-a-token' }));
    expect(result.ok).toBe(false);
    expect(site.storage.storedToken()).toBeUndefined();
    expect(site.store.getState().site.loggedIn).toBe(false);
  });

  it('a forced password change holds the token in memory only: a reload finds no session', async () => {
    platform();
    const site = makeSite();
    await site.store.dispatch(holdForPasswordChange({ token: 'token-1' }));
    expect(site.storage.token()).toBe('token-1');
    expect(site.session.getItem('token')).toBeNull();
    // A reload: new storage over the same session storage, nothing held in memory.
    const reloaded = createSiteStorage({
      session: site.session,
      local: site.local,
      cookies: memoryCookieJar(),
    });
    const store = createSiteStore({ client: createClient({ baseUrl: BASE, storage: reloaded }) });
    expect(await store.dispatch(restoreSession())).toBe(false);
    expect(store.getState().site.loggedIn).toBe(false);
  });

  it('restores a stored session on reload', async () => {
    platform();
    const site = makeSite();
    site.storage.setSession('token', 'token-2');
    expect(await site.store.dispatch(restoreSession())).toBe(true);
    expect(site.store.getState().site.loggedIn).toBe(true);
    await vi.waitFor(() => expect(balanceOf(site)).toBe(35.2));
  });

  it('signs out: server call, storage by the logout rule, site state, both caches and every clean-up', async () => {
    const calls = platform();
    const cleanup = vi.fn();
    const site = makeSite([cleanup]);
    await site.store.dispatch(signIn({ token: 'token-1' }));
    await vi.waitFor(() => expect(balanceOf(site)).toBe(100));
    site.storage.setLocal('source', 'agent');
    expect(await site.store.dispatch(signOut())).toBe('/agent');
    expect(calls).toContain('logout');
    expect(site.storage.token()).toBeUndefined();
    expect(site.storage.merchantCode()).toBe('M001');
    expect(site.store.getState().site.loggedIn).toBe(false);
    expect(balanceOf(site)).toBeUndefined();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(cleanup).toHaveBeenCalledWith(expect.any(Function));
  });

  it('player02 after player01 never sees player01 data: signing in resets both caches', async () => {
    const calls = platform();
    const site = makeSite();
    await site.store.dispatch(signIn({ token: 'token-1' }));
    await vi.waitFor(() => expect(balanceOf(site)).toBe(100));
    await site.store.dispatch(signOut({ callServer: false }));
    await site.store.dispatch(signIn({ token: 'token-2' }));
    expect(sessionApi.endpoints.memberInfo.select()(site.store.getState()).data?.account).toBe(
      'player02',
    );
    await vi.waitFor(() => expect(balanceOf(site)).toBe(35.2));
    expect(calls.filter((call) => call === 'member')).toHaveLength(2);
  });

  it('signing in resets both caches even when no sign-out came first', async () => {
    const calls = platform();
    const site = makeSite();
    await site.store.dispatch(signIn({ token: 'token-1' }));
    await vi.waitFor(() => expect(balanceOf(site)).toBe(100));
    const clearCache = vi.spyOn(site.client, 'clearCache');
    // The next sign-in arrives while player01's answers are still cached (no logout between).
    const next = site.store.dispatch(signIn({ token: 'token-2' }));
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(balanceOf(site)).toBeUndefined();
    await next;
    expect(sessionApi.endpoints.memberInfo.select()(site.store.getState()).data?.account).toBe(
      'player02',
    );
    await vi.waitFor(() => expect(balanceOf(site)).toBe(35.2));
    expect(calls.filter((call) => call === 'balance')).toHaveLength(2);
  });

  it('a platform logout ends the session without a server call', async () => {
    const calls = platform();
    const site = makeSite();
    await site.store.dispatch(signIn({ token: 'token-1' }));
    expect(await site.store.dispatch(signOut({ callServer: false, next: '/' }))).toBe('/');
    expect(calls).not.toContain('logout');
  });
});

describe('decoders tolerate null, empty and wrong-typed answers', () => {
  it.each([null, undefined, {}, [], 'x', 3, { id: 1 }, { type: '0', id: 1 }])(
    'member info %j is no member',
    (value) => {
      expect(decodeMemberInfo(value)).toBeNull();
    },
  );
  it.each([
    [null, 0],
    [{}, 0],
    [{ wallets: null }, 0],
    [{ wallets: 'x' }, 0],
    [
      {
        wallets: [null, 3, { availBalance: 'abc' }, { availBalance: '10.5' }, { availBalance: 2 }],
      },
      12.5,
    ],
  ])('balance %j sums to %s', (value, total) => {
    expect(decodeBalance(value).total).toBe(total);
  });
});
