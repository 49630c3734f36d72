import { createSiteStorage, signOut, siteApi } from '@site/api-core';
import { createSandboxMsw } from '@site/sandbox-api/msw';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { siteFeatures } from '../features';
import { createShellServices } from '../shell/shell-services';
import { sandboxLogin } from '../test/render-site';

const sandbox = createSandboxMsw();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  sandbox.reset();
  sessionStorage.clear();
  localStorage.clear();
});
afterAll(() => server.close());

const originFetch: typeof fetch = (input, init) =>
  fetch(
    typeof input === 'string' && input.startsWith('/') ? new URL(input, location.origin) : input,
    init,
  );

async function signedInServices() {
  localStorage.setItem('merchantCode', 'default');
  const { token } = await sandboxLogin('player01');
  const storage = createSiteStorage();
  storage.setSession('token', token);
  return createShellServices(siteFeatures, { fetch: originFetch, storage, protocol: 'http:' });
}

// Any query on the one base API: its cache must not survive the session.
const probeApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    sessionProbe: build.query<number, void>({ queryFn: () => ({ data: 1 }) }),
  }),
});

describe('the one logout (ADR 0064)', () => {
  it('clears the session, keeps the merchant and forgets every cached platform answer', async () => {
    const services = await signedInServices();
    await services.store.dispatch(probeApi.endpoints.sessionProbe.initiate());
    expect(Object.keys(services.store.getState().siteApi.queries)).not.toHaveLength(0);
    const next = await services.store.dispatch(signOut());
    expect(next).toBe('/');
    expect(services.storage.token()).toBeUndefined();
    expect(services.storage.merchantCode()).toBe('default');
    expect(services.store.getState().site.loggedIn).toBe(false);
    expect(services.store.getState().siteApi.queries).toEqual({});
  });

  it('a 401 from a platform call ends the session at once; the dialog only informs', async () => {
    const services = await signedInServices();
    const shown: unknown[] = [];
    services.notices.subscribe((notice) => shown.push(notice));
    await sandbox.app.request('/__sandbox/sessions/expire', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    server.use(
      http.get('*/wps/member/info', () =>
        HttpResponse.json(
          { success: false, errorCode: null, message: 'expired', status: 401 },
          { status: 401 },
        ),
      ),
    );
    await services.client.call('memberInfo');
    expect(services.storage.token()).toBeUndefined();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ type: 'warning', onConfirm: 'logout-home' });
  });

  it('a 401 from a domain check or a third-party call never logs anyone out', async () => {
    const services = await signedInServices();
    const token = services.storage.token();
    server.use(http.get('*/wps/system/test/ping', () => HttpResponse.json({}, { status: 401 })));
    await services.client.call('domainPing', { t: Date.now() }, { origin: 'http://other.example' });
    expect(services.storage.token()).toBe(token);
  });
});
