import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../catalogue/index';
import { decryptRequestBody, generateMerchantKeyPair, type MerchantKeyPair } from '../cipher/index';
import { memoryCookieJar } from '../storage/cookies';
import { memoryStorage } from '../storage/memory-storage';
import { createSiteStorage } from '../storage/site-storage';
import { TIMING } from '../timing/timing';
import { createClient, GET_CACHE_TTL_MS, HTTP_TIMEOUT_MS, type ClientOptions } from './http-client';

const BASE = 'http://site.test';
const server = setupServer();
let keys: MerchantKeyPair;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  keys = await generateMerchantKeyPair({ modulusLength: 1024 });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function makeClient(overrides: ClientOptions = {}, token?: string) {
  const storage = createSiteStorage({
    session: memoryStorage(),
    local: memoryStorage(),
    cookies: memoryCookieJar(),
  });
  storage.setLocal('merchantCode', 'M001');
  if (token) storage.setSession('token', token);
  const client = createClient({ baseUrl: BASE, storage, language: () => 'EN', ...overrides });
  return { client, storage };
}

const ok = (value: unknown) =>
  HttpResponse.json({ success: true, value, errorCode: null, message: null, status: 200 });

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('headers', () => {
  it('sends Merchant, Device web, Language and the raw token as Authorization', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/wps/member/info`, ({ request }) => {
        seen = request.headers;
        return ok({ id: 1, account: 'p1', type: 1 });
      }),
    );
    const { client } = makeClient({}, 'tok-123');
    const result = await client.call('memberInfo');
    expect(result).toEqual({ ok: true, status: 200, value: { id: 1, account: 'p1', type: 1 } });
    expect(seen?.get('Merchant')).toBe('M001');
    expect(seen?.get('Device')).toBe('web');
    expect(seen?.get('Language')).toBe('EN');
    expect(seen?.get('Authorization')).toBe('tok-123');
  });

  it('sends the merchant code it was given, never re-reading local storage per request', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/wps/system/location`, ({ request }) => {
        seen.push(request.headers.get('Merchant'));
        return ok({});
      }),
    );
    const { client, storage } = makeClient({ merchantCode: 'M777' });
    expect(client.merchantCode).toBe('M777');
    await client.call('systemLocation', undefined, { cache: false });
    storage.setLocal('merchantCode', 'OTHER');
    await client.call('systemLocation', undefined, { cache: false });
    expect(seen).toEqual(['M777', 'M777']);
  });

  it('sends no Authorization without a token', async () => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${BASE}/wps/system/location`, ({ request }) => {
        seen = request.headers;
        return ok({});
      }),
    );
    const { client } = makeClient();
    await client.call('systemLocation');
    expect(seen?.has('Authorization')).toBe(false);
    expect(seen?.get('Merchant')).toBe('M001');
  });

  it('sends no platform header to a third party (the live-chat provider), even when signed in', async () => {
    let seen: Headers | undefined;
    server.use(
      http.post('https://chat.example/token', ({ request }) => {
        seen = request.headers;
        return new Response('provider-token');
      }),
    );
    const { client } = makeClient({}, 'tok-123');
    const result = await client.call(
      'liveChatToken',
      { payload: { userId: '1' }, verifyToken: 'v' } as never,
      { origin: 'https://chat.example' },
    );
    expect(result.ok).toBe(true);
    for (const header of ['Authorization', 'Merchant', 'Device', 'Language'])
      expect(seen?.has(header), header).toBe(false);
  });
});

describe('the envelope and raw JSON', () => {
  it('turns success: false into a typed failure carrying errorCode, message and value', async () => {
    server.use(
      http.post(`${BASE}/wps/member/password/sms`, () =>
        HttpResponse.json({
          success: false,
          value: { captcha: true },
          errorCode: 'captcha_required',
          message: 'Bad',
          status: 400,
        }),
      ),
    );
    const onError = vi.fn();
    const { client } = makeClient({ onError });
    const result = await client.call('passwordSms', { username: 'u', mobileNumber: '1' });
    expect(result).toEqual({
      ok: false,
      error: {
        kind: 'envelope',
        callId: 'passwordSms',
        status: 400,
        errorCode: 'captcha_required',
        message: 'Bad',
        value: { captcha: true },
      },
    });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ errorCode: 'captcha_required' }),
      expect.objectContaining({ call: expect.objectContaining({ id: 'passwordSms' }) }),
    );
  });

  it('reports the HTTP status of a 401', async () => {
    server.use(
      http.get(`${BASE}/wps/member/info`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const { client } = makeClient({}, 't');
    const result = await client.call('memberInfo');
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({ kind: 'http', status: 401, message: 'expired' });
  });

  it('reports a failure shared by merged callers to the error policy once', async () => {
    server.use(
      http.get(`${BASE}/wps/member/info`, () =>
        HttpResponse.json({ message: 'expired' }, { status: 401 }),
      ),
    );
    const onError = vi.fn();
    const { client } = makeClient({ onError }, 't');
    const results = await Promise.all([
      client.call('memberInfo'),
      client.call('memberInfo'),
      client.call('memberInfo'),
    ]);
    expect(results.every((r) => !r.ok)).toBe(true);
    expect(onError).toHaveBeenCalledTimes(1);
    await client.call('memberInfo');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('reads /lgw answers as raw JSON with no envelope, and fills path parameters', async () => {
    server.use(
      http.get(`${BASE}/lgw/draw/code/:code`, ({ params }) =>
        HttpResponse.json([{ gameCode: params.code, numero: '1', winNo: '1,2,3' }]),
      ),
    );
    const { client } = makeClient();
    const draws = await client.request('lgwDrawByCode', { gameCode: 'CQSSC' });
    expect(draws).toEqual([{ gameCode: 'CQSSC', numero: '1', winNo: '1,2,3' }]);
  });

  it('throws ApiRequestError from request() on failure', async () => {
    server.use(
      http.get(`${BASE}/wps/system/location`, () =>
        HttpResponse.json({ success: false, errorCode: 'x', message: 'nope' }),
      ),
    );
    const { client } = makeClient();
    await expect(client.request('systemLocation')).rejects.toMatchObject({
      name: 'ApiRequestError',
      message: 'nope',
    });
  });

  it('sends the forgot-password email call form-encoded', async () => {
    let body = '';
    let type = '';
    server.use(
      http.post(`${BASE}/wps/member/password/email`, async ({ request }) => {
        body = await request.text();
        type = request.headers.get('Content-Type') ?? '';
        return ok(null);
      }),
    );
    const { client } = makeClient();
    await client.call('passwordEmail', { username: 'u1', email: 'a@b.c' });
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(body).toBe('username=u1&email=a%40b.c');
  });
});

describe('the 20 s timeout', () => {
  it('gives up 20000 ms after the request left, not before', async () => {
    vi.useFakeTimers();
    try {
      let left: () => void = () => undefined;
      const sent = new Promise<void>((resolve) => {
        left = resolve;
      });
      const hanging: typeof fetch = (_input, init) =>
        new Promise((_resolve, reject) => {
          left();
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        });
      const { client } = makeClient({ fetch: hanging });
      let settled: unknown;
      void client.call('systemLocation').then((r) => {
        settled = r;
      });
      await sent; // it leaves in a task of its own (ADR 0234), a message the fake timers do not hold
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(HTTP_TIMEOUT_MS).toBe(20_000);
      expect(settled).toEqual({
        ok: false,
        error: { kind: 'timeout', callId: 'systemLocation', status: 504, message: 'timeout' },
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('each request leaves from a task of its own (ADR 0234)', () => {
  const answer = () =>
    new Response(JSON.stringify({ success: true, value: {}, errorCode: null, status: 200 }));
  /** Lets every microtask queued so far run: what is still waiting needs a later task. */
  async function drainMicrotasks() {
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
  }

  it('sends the calls a task starts from later tasks, not from the task that asked', async () => {
    const fetchStub = vi.fn(async () => answer());
    const { client } = makeClient({ fetch: fetchStub });
    const calls = [
      client.call('systemLocation'),
      client.call('settingsConsolidated'),
      client.call('memberInfo'),
    ];
    await drainMicrotasks();
    expect(fetchStub).not.toHaveBeenCalled();
    const results = await Promise.all(calls);
    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it('sends a keep-alive call (sent as the page goes away) at once', async () => {
    const fetchStub = vi.fn(async () => answer());
    const { client } = makeClient({ fetch: fetchStub }, 'token-1');
    const logout = client.call('logout');
    await drainMicrotasks();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(String((fetchStub.mock.calls[0] as unknown[])[0])).toContain('/wps/session/logout');
    await logout;
  });

  it('waits before each request, not before an answer the cache or a shared GET gives', async () => {
    let release: () => void = () => undefined;
    const beforeSend = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const fetchStub = vi.fn(async () => answer());
    const { client } = makeClient({ fetch: fetchStub, beforeSend });
    const first = client.call('systemLocation', undefined, { cache: true });
    const shared = client.call('systemLocation', undefined, { cache: true });
    await drainMicrotasks();
    expect(beforeSend).toHaveBeenCalledTimes(1);
    expect(fetchStub).not.toHaveBeenCalled();
    release();
    expect((await first).ok).toBe(true);
    expect((await shared).ok).toBe(true);
    expect((await client.call('systemLocation', undefined, { cache: true })).ok).toBe(true);
    expect(beforeSend).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
  });
});

describe('GET cache and merging', () => {
  it('caches a GET for 180000 ms when asked', async () => {
    let hits = 0;
    server.use(
      http.get(`${BASE}/wps/system/country`, () => {
        hits += 1;
        return ok([{ countryCode: 'TH', countryDialingCode: '66' }]);
      }),
    );
    let time = 1_000;
    const { client } = makeClient({ now: () => time });
    await client.call('systemCountry', undefined, { cache: true });
    time += GET_CACHE_TTL_MS - 1;
    await client.call('systemCountry', undefined, { cache: true });
    expect(hits).toBe(1);
    expect(GET_CACHE_TTL_MS).toBe(180_000);
    time += 1;
    await client.call('systemCountry', undefined, { cache: true });
    expect(hits).toBe(2);
    expect(client.stats().cacheHits).toBe(1);
  });

  it('does not cache when the call does not ask', async () => {
    let hits = 0;
    server.use(
      http.get(`${BASE}/wps/member/info`, () => {
        hits += 1;
        return ok({ id: 1 });
      }),
    );
    const { client } = makeClient({}, 't');
    await client.call('memberInfo');
    await client.call('memberInfo');
    expect(hits).toBe(2);
  });

  it('merges identical GETs in flight into one request', async () => {
    let hits = 0;
    const g = gate();
    server.use(
      http.get(`${BASE}/wps/system/location`, async () => {
        hits += 1;
        await g.opened;
        return ok({ countryCode: 'VN' });
      }),
    );
    const { client } = makeClient();
    const calls = Array.from({ length: 10 }, () =>
      client.call('systemLocation', undefined, { cache: false }),
    );
    g.open();
    const results = await Promise.all(calls);
    expect(hits).toBe(1);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(client.stats()).toMatchObject({ requests: 1, merged: 9 });
  });
});

describe('caller signals on shared GETs', () => {
  it('lets one caller abort without cancelling the merged request for the others', async () => {
    let hits = 0;
    const g = gate();
    server.use(
      http.get(`${BASE}/wps/system/location`, async () => {
        hits += 1;
        await g.opened;
        return ok({ countryCode: 'TH' });
      }),
    );
    const { client } = makeClient();
    const controller = new AbortController();
    const first = client.call('systemLocation', undefined, {
      signal: controller.signal,
      cache: false,
    });
    const second = client.call('systemLocation', undefined, { cache: false });
    controller.abort();
    expect(await first).toEqual({
      ok: false,
      error: { kind: 'aborted', callId: 'systemLocation' },
    });
    g.open();
    expect(await second).toMatchObject({ ok: true, value: { countryCode: 'TH' } });
    expect(hits).toBe(1);
  });
});

describe('concurrency per path', () => {
  async function peakFor(path: string, call: () => Promise<unknown>, total: number) {
    let active = 0;
    let peak = 0;
    const order: string[] = [];
    const g = gate();
    server.use(
      http.get(`${BASE}${path}`, async ({ request }) => {
        active += 1;
        peak = Math.max(peak, active);
        order.push(
          new URL(request.url).searchParams.get('pageNo') ??
            new URL(request.url).searchParams.get('host') ??
            '',
        );
        await g.opened;
        active -= 1;
        return ok([]);
      }),
    );
    const all = Array.from({ length: total }, call);
    await vi.waitFor(() => expect(active).toBeGreaterThan(0));
    // Let every queued request that could start do so (macrotask turns, no wall-clock wait).
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    const before = peak;
    g.open();
    await Promise.all(all);
    return { peakBeforeRelease: before, peak, order };
  }

  it('keeps at most 6 requests in flight on one path and runs the rest in order', async () => {
    const { client } = makeClient();
    let n = 0;
    const { peakBeforeRelease, peak, order } = await peakFor(
      '/wps/system/status',
      () => client.call('systemStatus', { host: String((n += 1)) }),
      20,
    );
    expect(peakBeforeRelease).toBe(6);
    expect(peak).toBe(6);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
  });

  it('keeps at most 4 game-list requests in flight', async () => {
    const { client } = makeClient();
    let n = 0;
    const request = () => ({
      clientType: 3 as const,
      platform: 'html5-desktop',
      merchant: 'M001',
      pageNo: (n += 1),
      pageSize: 40,
      language: 'EN',
    });
    const { peakBeforeRelease, peak } = await peakFor(
      '/wps/relay/GCSGAME_gameList',
      () => client.call('relay.GCSGAME_gameList', request(), { cache: false }),
      12,
    );
    expect(peakBeforeRelease).toBe(4);
    expect(peak).toBe(4);
  });
});

describe('encrypted bodies', () => {
  it('sends { value } and an Encryption header the sandbox can decrypt, with the device id, loading the cipher only then', async () => {
    let received: unknown;
    server.use(
      http.get(`${BASE}/wps/session/key/rsa`, () => ok(keys.publicKey)),
      http.get(`${BASE}/wps/system/location`, () => ok({})),
      http.post(`${BASE}/wps/session/login`, async ({ request }) => {
        const body = (await request.json()) as { value: string };
        expect(Object.keys(body)).toEqual(['value']);
        const text = await decryptRequestBody(
          { value: body.value, encryptionHeader: request.headers.get('Encryption') ?? '' },
          keys.privateKey,
        );
        received = JSON.parse(text);
        return ok({ token: 'new-token' });
      }),
    );
    const loadCipher = vi.fn(() => import('../cipher/index'));
    const { client, storage } = makeClient({ loadCipher });
    await client.call('systemLocation');
    expect(loadCipher).not.toHaveBeenCalled();
    const result = await client.call('login', {
      username: 'player01',
      password: 'pw123456',
      type: 'username',
    });
    expect(result).toMatchObject({ ok: true, value: { token: 'new-token' } });
    expect(loadCipher).toHaveBeenCalledTimes(1);
    expect(received).toEqual({
      username: 'player01',
      password: 'pw123456',
      type: 'username',
      deviceId: await storage.deviceId(),
    });
    expect(await storage.deviceId()).toHaveLength(36);
  });

  it('fails (without throwing) when the merchant key cannot be fetched', async () => {
    server.use(
      http.get(`${BASE}/wps/session/key/rsa`, () =>
        HttpResponse.json({ message: 'down' }, { status: 503 }),
      ),
    );
    const onError = vi.fn();
    const { client } = makeClient({ onError });
    const result = await client.call('login', { username: 'u', password: 'p' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'http', callId: 'login', status: 503, message: 'down' },
    });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('uses the stronger scheme when the merchant selects it', async () => {
    let header = '';
    let decrypted = '';
    server.use(
      http.get(`${BASE}/wps/session/key/rsa`, () => ok(keys.publicKey)),
      http.post(`${BASE}/wps/member/password`, async ({ request }) => {
        header = request.headers.get('Encryption') ?? '';
        const body = (await request.json()) as { value: string };
        decrypted = await decryptRequestBody(
          { value: body.value, encryptionHeader: header },
          keys.privateKey,
        );
        return ok(null);
      }),
    );
    const { client } = makeClient({ cipherScheme: 'aes-gcm-rsa-oaep' }, 't');
    await client.call('changePassword', {
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
    expect(header.startsWith('aesgcm1.')).toBe(true);
    expect(JSON.parse(decrypted)).toEqual({
      oldPassword: 'a',
      newPassword: 'b',
      confirmNewPassword: 'b',
    });
  });
});

describe('keep-alive logout and rate limits', () => {
  it('sends logout with keepalive and only the Merchant and Authorization headers', async () => {
    let seen: Headers | undefined;
    server.use(
      http.delete(`${BASE}/wps/session/logout`, ({ request }) => {
        seen = request.headers;
        return ok(null);
      }),
    );
    const inits: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      if (init) inits.push(init);
      return fetch(input, init);
    };
    const { client } = makeClient({ fetch: spy }, 'tok');
    await client.call('logout');
    expect(inits[0]?.keepalive).toBe(true);
    expect(seen?.get('Merchant')).toBe('M001');
    expect(seen?.get('Authorization')).toBe('tok');
    expect(seen?.has('Device')).toBe(false);
    expect(seen?.has('Language')).toBe(false);
  });

  it('makes at most one geetest call per 250 ms', async () => {
    let hits = 0;
    server.use(
      http.get(`${BASE}/wps/captcha/geetest`, () => {
        hits += 1;
        return ok({ gt: 'g', challenge: 'c', newCaptcha: true });
      }),
    );
    let time = 0;
    const { client } = makeClient({ now: () => time });
    await client.call('captchaGeetest');
    time = 249;
    await client.call('captchaGeetest');
    expect(hits).toBe(1);
    time = 250;
    await client.call('captchaGeetest');
    expect(hits).toBe(2);
  });

  it('throttles the available promotions to 1 s: a burst in the window is one more request at its end, shared by every caller in it', async () => {
    expect(catalogue['relay.MCSFE_getAvailablePromotions'].throttleMs).toBe(
      TIMING.availablePromotionsThrottleMs,
    );
    expect(TIMING.availablePromotionsThrottleMs).toBe(1_000);
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/wps/relay/MCSFE_getAvailablePromotions`, ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return ok({ answer: seen.length });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let time = 0;
      const { client, storage } = makeClient({ now: () => time }, 'tok');
      const call = () => client.call('relay.MCSFE_getAvailablePromotions');
      expect(await call()).toMatchObject({ ok: true, value: { answer: 1 } });
      time = 200;
      const burst = [call(), call(), call()];
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toHaveLength(1);
      // Another member's call is not held back by, nor given, this member's answer.
      storage.setSession('token', 'other');
      expect(await call()).toMatchObject({ ok: true, value: { answer: 2 } });
      storage.setSession('token', 'tok');
      time = 999;
      await vi.advanceTimersByTimeAsync(799);
      expect(seen).toHaveLength(2);
      time = 1_000;
      await vi.advanceTimersByTimeAsync(1);
      const answers = await Promise.all(burst);
      expect(seen).toEqual(['tok', 'other', 'tok']);
      for (const answer of answers) expect(answer).toMatchObject({ value: { answer: 3 } });
      // A window after the last request, the next call goes at once.
      time = 2_000;
      expect(await call()).toMatchObject({ value: { answer: 4 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends domain calls to the given origin', async () => {
    server.use(
      http.get('http://other.test/wps/system/test/ping', ({ request }) =>
        ok({ t: new URL(request.url).searchParams.get('t') }),
      ),
    );
    const { client } = makeClient();
    const result = await client.call('domainPing', { t: 42 }, { origin: 'http://other.test/' });
    expect(result).toMatchObject({ ok: true, value: { t: '42' } });
  });
});
