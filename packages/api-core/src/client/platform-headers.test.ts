import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../storage/cookies';
import { memoryStorage } from '../storage/memory-storage';
import { createSiteStorage } from '../storage/site-storage';
import { createClient } from './http-client';

/**
 * The platform's headers (account-access.md section 7) go to the platform's own origins only: the
 * configured origin and the domains of the domain-route list (ADR 0169). Never to the live-chat
 * provider, a game or lottery host, or any origin a caller names that is not on the list.
 */
const BASE = 'http://site.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PLATFORM = ['Merchant', 'Authorization', 'Device', 'Language'];
const ok = (value: unknown) =>
  HttpResponse.json({ success: true, value, errorCode: null, message: null, status: 200 });

function makeClient() {
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  storage.setLocal('merchantCode', 'M001');
  storage.setSession('token', 'secret-token');
  return createClient({ baseUrl: BASE, storage, language: () => 'EN' });
}

/** Records the headers each origin received. */
function recordPings(origins: string[]) {
  const seen = new Map<string, Headers>();
  server.use(
    ...origins.map((origin) =>
      http.get(`${origin}/wps/system/test/ping`, ({ request }) => {
        seen.set(origin, request.headers);
        return ok({});
      }),
    ),
  );
  return seen;
}

const platformHeadersOf = (headers: Headers | undefined) =>
  PLATFORM.filter((name) => headers?.has(name));

describe('platform headers on platform origins only', () => {
  it('sends them to the configured origin', async () => {
    const seen = recordPings([BASE]);
    await makeClient().call('domainPing', { t: 1 }, { origin: BASE });
    expect(platformHeadersOf(seen.get(BASE))).toEqual(PLATFORM);
  });

  it('sends them to the domain-route domains, learnt from the domainRoute answer', async () => {
    server.use(
      http.get(`${BASE}/wps/system/domainRoute`, () =>
        ok({
          domainList: [{ domainName: 'mirror-a.test' }, { domainName: 'https://mirror-b.test/' }],
        }),
      ),
    );
    const seen = recordPings([
      'http://mirror-a.test',
      'https://mirror-b.test',
      'http://games.test',
    ]);
    const client = makeClient();
    // Before the list is known, a ping carries nothing of the player's.
    await client.call('domainPing', { t: 1 }, { origin: 'http://mirror-a.test' });
    expect(platformHeadersOf(seen.get('http://mirror-a.test'))).toEqual([]);

    await client.call('domainRoute');
    await client.call('domainPing', { t: 2 }, { origin: 'http://mirror-a.test' });
    await client.call('domainPing', { t: 3 }, { origin: 'https://mirror-b.test' });
    expect(platformHeadersOf(seen.get('http://mirror-a.test'))).toEqual(PLATFORM);
    expect(platformHeadersOf(seen.get('https://mirror-b.test'))).toEqual(PLATFORM);
    expect(seen.get('http://mirror-a.test')?.get('Authorization')).toBe('secret-token');

    // A host not on the list (a game or lottery host) gets none.
    await client.call('domainPing', { t: 4 }, { origin: 'http://games.test' });
    expect(platformHeadersOf(seen.get('http://games.test'))).toEqual([]);
  });

  it('learns the list from the consolidated settings, or from the shell', async () => {
    server.use(
      http.get(`${BASE}/wps/system/settings/consolidated`, () =>
        ok({ domainRoute: [{ domainName: 'mirror-c.test' }] }),
      ),
    );
    const seen = recordPings(['https://mirror-c.test', 'https://mirror-d.test']);
    const client = makeClient();
    await client.call('settingsConsolidated');
    client.allowPlatformDomains(['mirror-d.test']);
    await client.call('domainPing', { t: 1 }, { origin: 'https://mirror-c.test' });
    await client.call('domainPing', { t: 1 }, { origin: 'https://mirror-d.test' });
    expect(platformHeadersOf(seen.get('https://mirror-c.test'))).toEqual(PLATFORM);
    expect(platformHeadersOf(seen.get('https://mirror-d.test'))).toEqual(PLATFORM);
  });

  it('never sends them to a look-alike host (suffix or prefix tricks)', async () => {
    const seen = recordPings(['https://mirror-a.test.evil.test', 'https://evilmirror-a.test']);
    const client = makeClient();
    client.allowPlatformDomains(['mirror-a.test']);
    await client.call('domainPing', { t: 1 }, { origin: 'https://mirror-a.test.evil.test' });
    await client.call('domainPing', { t: 1 }, { origin: 'https://evilmirror-a.test' });
    expect(platformHeadersOf(seen.get('https://mirror-a.test.evil.test'))).toEqual([]);
    expect(platformHeadersOf(seen.get('https://evilmirror-a.test'))).toEqual([]);
  });

  it('never sends them to the live-chat provider, even when it is on the list', async () => {
    let seen: Headers | undefined;
    server.use(
      http.all('https://chat.vendor.test/*', ({ request }) => {
        seen = request.headers;
        return ok({ token: 'x' });
      }),
    );
    const client = makeClient();
    client.allowPlatformDomains(['chat.vendor.test']);
    await client.call('liveChatToken', {} as never, { origin: 'https://chat.vendor.test' });
    expect(seen).toBeDefined();
    expect(platformHeadersOf(seen)).toEqual([]);
  });
});
