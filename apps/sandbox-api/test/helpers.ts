import { generateMerchantKeyPair, platformCipher, type RsaPublicKey } from '@site/api-core/cipher';
import { createSandboxApp, type SandboxApp } from '../src/app';
import type { Envelope } from '../src/envelope';
import { issuedSlider } from '../src/slider';
import { createMemoryStore, initialState, type StateStore } from '../src/world';

let sharedKey: Promise<JsonWebKey> | undefined;

/**
 * A store holding the seed plus one RSA key for every merchant, generated once per test file, so
 * each test can have a fresh sandbox without paying for key generation again.
 */
export async function seededStore(): Promise<StateStore> {
  sharedKey ??= generateMerchantKeyPair().then((pair) => pair.privateKey.jwk);
  const jwk = await sharedKey;
  return createMemoryStore({ ...initialState(), keys: { default: jwk, aurum: jwk, lumen: jwk } });
}

/** A fresh sandbox (own state) that reuses the shared key. */
export async function freshHarness(options: { clock?: TestClock } = {}): Promise<Harness> {
  return createHarness({ store: await seededStore(), ...options });
}

export const BASE = 'http://sandbox.test';

export interface TestClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start = Date.UTC(2026, 10, 21, 4, 0, 0)): TestClock {
  let current = start;
  return {
    now: () => current,
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface Harness {
  app: SandboxApp;
  clock: TestClock;
  logs: string[];
  store: StateStore;
  call<T = unknown>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<{ status: number; body: Envelope<T>; response: Response }>;
  raw(method: string, path: string, options?: CallOptions): Promise<Response>;
  login(username: string, password?: string, merchant?: string): Promise<string>;
}

export interface CallOptions {
  merchant?: string;
  lang?: string;
  token?: string;
  query?: Record<string, string | number | boolean>;
  /** JSON body; encrypted with the merchant's key when `encrypt` is set. */
  body?: unknown;
  encrypt?: boolean;
  form?: Record<string, string>;
  rawBody?: string;
  headers?: Record<string, string>;
}

const keyCache = new WeakMap<SandboxApp, Map<string, RsaPublicKey>>();

export function createHarness(options: { store?: StateStore; clock?: TestClock } = {}): Harness {
  const clock = options.clock ?? testClock();
  const logs: string[] = [];
  const store = options.store ?? createMemoryStore();
  const app = createSandboxApp({
    store,
    clock,
    log: { info: (message) => logs.push(message), warn: (message) => logs.push(`WARN ${message}`) },
  });
  const publicKey = async (merchant: string): Promise<RsaPublicKey> => {
    const cache = keyCache.get(app) ?? new Map<string, RsaPublicKey>();
    keyCache.set(app, cache);
    const cached = cache.get(merchant);
    if (cached) return cached;
    const response = await app.request(`${BASE}/wps/session/key/rsa`, {
      headers: { Merchant: merchant },
    });
    const body = (await response.json()) as Envelope<RsaPublicKey>;
    if (!body.value) throw new Error('no public key');
    cache.set(merchant, body.value);
    return body.value;
  };
  const raw = async (method: string, path: string, opts: CallOptions = {}): Promise<Response> => {
    const merchant = opts.merchant ?? 'default';
    const headers: Record<string, string> = {
      Merchant: merchant,
      Language: opts.lang ?? 'EN',
      Device: 'web',
      ...opts.headers,
    };
    if (opts.token) headers.Authorization = opts.token;
    const url = new URL(path, BASE);
    for (const [key, value] of Object.entries(opts.query ?? {}))
      url.searchParams.set(key, String(value));
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.form) {
      body = new URLSearchParams(opts.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      if (opts.encrypt) {
        const encrypted = await platformCipher.encrypt(
          JSON.stringify(opts.body),
          await publicKey(merchant),
        );
        headers.Encryption = encrypted.encryptionHeader;
        body = JSON.stringify(encrypted.body);
      } else body = JSON.stringify(opts.body);
    }
    return app.request(url.toString(), { method, headers, body });
  };
  const call = async <T>(method: string, path: string, opts: CallOptions = {}) => {
    const response = await raw(method, path, opts);
    const body = (await response.json()) as Envelope<T>;
    return { status: response.status, body, response };
  };
  const login = async (username: string, password = 'Sandbox123', merchant = 'default') => {
    const attempt = (extra: Record<string, string> = {}) =>
      call<{ token: string }>('POST', '/wps/session/login', {
        merchant,
        body: { username, password, type: 'username', ...extra },
        encrypt: true,
      });
    let { body } = await attempt();
    // GEETEST3 merchants (aurum) ask for the slider: drag to the secret gap as a person would.
    if (body.errorCode === 'captcha.required' && (body.value as { slider?: boolean })?.slider)
      ({ body } = await attempt(await solveSlider(merchant)));
    if (!body.success || !body.value)
      throw new Error(`login ${username} failed: ${body.errorCode}`);
    return body.value.token;
  };
  const solveSlider = async (merchant: string): Promise<Record<string, string>> => {
    const { body } = await call<{ challenge: string }>('GET', '/wps/captcha/geetest', { merchant });
    const challenge = body.value?.challenge ?? '';
    const gap = issuedSlider(app.world, challenge)?.gap ?? 0;
    clock.advance(1_000);
    const trace = Array.from({ length: 11 }, (_, i) => [(gap * i) / 10, 0, i * 80]);
    const validate = JSON.stringify({ x: gap, trace });
    return {
      geetest_challenge: challenge,
      geetest_validate: validate,
      geetest_seccode: `${validate}|jordan`,
    };
  };
  return { app, clock, logs, store, call, raw, login };
}

const SAMPLE_PARAMS: Record<string, string> = { gameCode: 'CQSSC', gameId: '101' };

/** A catalogue path with its `:name` segments filled with seeded values. */
export function concretePath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? 'x');
}
