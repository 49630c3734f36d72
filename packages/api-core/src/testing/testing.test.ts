import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFlags } from '@site/theme';
import { selectWhitelabelTree } from '../session/merchant-api';
import { selectRole } from '../state/selectors';
import { createTestSiteStore, envelope, envelopeError } from './index';

const server = setupServer(
  http.get('http://localhost/wps/member/info', () =>
    HttpResponse.json(envelope({ id: 1, account: 'p', type: 1 })),
  ),
  http.get('http://localhost/wps/system/location', () =>
    HttpResponse.json(envelopeError('nope', 'No')),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('testing helpers', () => {
  it('builds a logged-in store with flags whose client answers through MSW', async () => {
    const { store, client } = createTestSiteStore({
      token: 't',
      isAgent: 41,
      flags: { PTSYS3: true },
    });
    expect(selectRole(store.getState())).toBe('agent-menu');
    expect(resolveFlags({}, selectWhitelabelTree(store.getState())).PTSYS3).toBe(true);
    expect(await client.call('memberInfo')).toMatchObject({ ok: true, value: { account: 'p' } });
    expect(await client.call('systemLocation')).toMatchObject({
      ok: false,
      error: { errorCode: 'nope', message: 'No' },
    });
  });
});
