import { signOut, siteApi } from '@site/api-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sandboxLogin } from '../test/render-site';
import { sandboxShellServices, setupSandboxServer } from '../test/sandbox-services';

const { sandbox, server } = setupSandboxServer();

async function signedInServices() {
  const { token } = await sandboxLogin('player01');
  return sandboxShellServices(token);
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
