import {
  createBalanceRefresher,
  createSiteStorage,
  memoryCookieJar,
  memoryStorage,
  sessionApi,
  siteActions,
  siteApi,
  TIMING,
} from '@site/api-core';
import { CHAT_LIMITS } from '@site/chat';
import {
  DialogOpenerProvider,
  LinkResolverProvider,
  type GateContext,
  type LinkResolver,
  type RealtimeContext,
} from '@site/feature-api';
import { PROMO_TIMING, promoFeature } from '@site/promo';
import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { composeSite } from '../composition/compose-site';
import { siteFeatures } from '../features';
import { createShellServices } from '../shell/shell-services';
import { dispatchRealtime, type ShellRealtimeActions } from './shell-realtime';

/**
 * The timing figures of account-access.md section 9, where the composed site uses them (ADR 0019):
 * the balance refresh (500 ms later, at most once a second), unread messages (at most once per
 * 500 ms) and available promotions (polled every 300000 ms). Fake timers; a fetch that counts.
 */

const ok = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value, errorCode: null, message: null }), {
    headers: { 'content-type': 'application/json' },
  });

function platform() {
  const hits: string[] = [];
  const fetchStub: typeof fetch = async (input) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://site.test');
    hits.push(url.pathname);
    if (url.pathname.endsWith('/wallets/balance'))
      return ok({ currency: 'CNY', wallets: [{ displayName: 'Main', availBalance: 5 }] });
    if (url.pathname.endsWith('/member/info')) return ok({ id: 7, account: 'player01', type: 0 });
    if (url.pathname.includes('unreadCount')) return ok(3);
    return ok({});
  };
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  storage.setLocal('merchantCode', 'default');
  storage.setSession('token', 'token-1');
  const services = createShellServices(siteFeatures, {
    fetch: fetchStub,
    storage,
    protocol: 'http:',
  });
  services.store.dispatch(
    siteActions.loggedIn({ isAgent: 0, hasFreePlay: false, firstLogin: false }),
  );
  const count = (part: string) => hits.filter((path) => path.includes(part)).length;
  return { services, count };
}

const gate: GateContext = {
  flag: () => true,
  flags: {},
  signedIn: true,
  isAgent: 0,
  toUpline: 1,
  singleWallet: false,
  promoEnabled: () => false,
  hasRebate: false,
};

/** Routes an event as `useRealtimeNotifications` does: the shell's table, then the features'. */
function realtime(services: ReturnType<typeof platform>['services'], refreshBalance: () => void) {
  const site = composeSite(siteFeatures);
  const actions: ShellRealtimeActions = { gate, refreshBalance, toast: () => undefined };
  const context: RealtimeContext = {
    gate,
    refreshBalance,
    toast: () => undefined,
    dispatch: (action) =>
      services.store.dispatch(action as Parameters<typeof services.store.dispatch>[0]),
  };
  return (type: string, content: unknown = {}) =>
    dispatchRealtime({ type, content }, actions, site.realtime.get(type) ?? [], context);
}

beforeEach(() => {
  vi.useFakeTimers();
  // The client sends each request from a task of its own, a MessageChannel message (ADR 0234),
  // which the fake clock does not move. Without MessageChannel it waits a microtask instead, so
  // the fake clock alone decides when a request leaves, and the counts below are exact.
  vi.stubGlobal('MessageChannel', undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('timing helpers where the spec uses them (section 9)', () => {
  it('the owners use the figures of section 9', () => {
    expect(CHAT_LIMITS.unreadThrottleMs).toBe(TIMING.unreadMessagesThrottleMs);
    expect(TIMING.unreadMessagesThrottleMs).toBe(500);
    expect(PROMO_TIMING.availablePollMs).toBe(TIMING.availablePromotionsPollMs);
    expect(TIMING.availablePromotionsPollMs).toBe(300_000);
    expect(PROMO_TIMING.availableThrottleMs).toBe(TIMING.availablePromotionsThrottleMs);
    expect(TIMING.availablePromotionsThrottleMs).toBe(1_000);
  });

  it('DEPOSIT refreshes the balance 500 ms later, at most once a second', async () => {
    const { services, count } = platform();
    const balance = services.store.dispatch(sessionApi.endpoints.walletBalance.initiate());
    await vi.advanceTimersByTimeAsync(0);
    expect(count('/wallets/balance')).toBe(1);
    // What the shell runtime hands the realtime socket (invalidating the session's Balance tag).
    const refresh = createBalanceRefresher(
      () => void services.store.dispatch(siteApi.util.invalidateTags(['Balance'])),
    );
    const push = realtime(services, refresh);
    push('DEPOSIT', { message: '100.00' });
    push('DEPOSIT', { message: '50.00' });
    await vi.advanceTimersByTimeAsync(499);
    expect(count('/wallets/balance')).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count('/wallets/balance')).toBe(2);
    // The second event's refresh falls inside the one-second window: it runs at its end.
    await vi.advanceTimersByTimeAsync(998);
    expect(count('/wallets/balance')).toBe(2);
    await vi.advanceTimersByTimeAsync(2);
    expect(count('/wallets/balance')).toBe(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(count('/wallets/balance')).toBe(3);
    refresh.cancel();
    balance.unsubscribe();
  });

  it('a burst of INBOX events re-reads the unread count at most once per 500 ms', async () => {
    const { services, count } = platform();
    // chat's own endpoint (ADR 0123), injected into the one base API when @site/chat loaded.
    const endpoints = siteApi.endpoints as unknown as Record<
      string,
      { initiate: (arg: undefined) => Parameters<typeof services.store.dispatch>[0] } | undefined
    >;
    const inboxUnread = endpoints.chatInboxUnread;
    expect(inboxUnread).toBeDefined();
    const unread = services.store.dispatch(inboxUnread!.initiate(undefined)) as unknown as {
      unsubscribe: () => void;
    };
    await vi.advanceTimersByTimeAsync(0);
    expect(count('CSP_unreadCount')).toBe(1);
    const push = realtime(services, () => undefined);
    for (let i = 0; i < 5; i += 1) push('INBOX', { subject: `Message ${i}` });
    await vi.advanceTimersByTimeAsync(0);
    expect(count('CSP_unreadCount')).toBe(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(count('CSP_unreadCount')).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(count('CSP_unreadCount')).toBe(3);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(count('CSP_unreadCount')).toBe(3);
    unread.unsubscribe();
  });

  it("promo's session widget polls the available promotions every 300000 ms", async () => {
    const { services, count } = platform();
    const widget = promoFeature.widgets?.find((entry) => entry.id === 'promo-session');
    expect(widget).toBeDefined();
    const { Component } = await widget!.lazy();
    // Links and dialogs go nowhere here: only the poll is under test.
    const links: LinkResolver = {
      resolve: () => ({ target: { kind: 'route', to: '/' }, href: '/', open: () => undefined }),
    };
    const dialogs = { open: () => undefined, close: () => undefined };
    const view = render(
      <Provider store={services.store}>
        <MemoryRouter>
          <LinkResolverProvider resolver={links}>
            <DialogOpenerProvider opener={dialogs}>
              <Suspense fallback={null}>
                <Component />
              </Suspense>
            </DialogOpenerProvider>
          </LinkResolverProvider>
        </MemoryRouter>
      </Provider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(count('MCSFE_getAvailablePromotions')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(300_000 - 1));
    expect(count('MCSFE_getAvailablePromotions')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(count('MCSFE_getAvailablePromotions')).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(300_000));
    expect(count('MCSFE_getAvailablePromotions')).toBe(3);
    view.unmount();
  });
});
