import {
  CONCURRENCY_LIMITS,
  catalogue,
  fillPath,
  type Call,
  type CallDefinition,
  type CallId,
  type HttpMethod,
  type RequestOf,
  type ResponseOf,
} from '../catalogue/index';
import type { CipherScheme, PayloadCipher, RsaPublicKey } from '../cipher/types';
import { createSiteStorage, type SiteStorage } from '../storage/site-storage';
import { PathLimiter } from './limiter';
import { nextTask } from './next-task';
import { ApiRequestError, type ApiError, type ApiResult } from './result';

/** Figures from account-access.md sections 7 and 9. */
export const HTTP_TIMEOUT_MS = 20_000;
export const GET_CACHE_TTL_MS = 180_000;
export const DEVICE_HEADER = 'web';
export const DEFAULT_LANGUAGE_CODE = 'CN';

/** What the client needs from the cipher subpath (loaded on the first encrypted call). */
export interface CipherLoader {
  (): Promise<{ cipherFor(scheme: CipherScheme): PayloadCipher }>;
}

export interface CallOptions {
  /** Cache this GET for 180000 ms (defaults to the catalogue's `cacheable`). */
  cache?: boolean;
  /** Ask for no alert: the error policy stays silent for this call. */
  noAlert?: boolean;
  signal?: AbortSignal;
  /** The origin for `domain` and `external` calls (`https://a.example`). */
  origin?: string;
  /** Override the method (the registration flavour that uses PUT). */
  method?: HttpMethod;
  /** Extra headers (the winner board sends CustomerId). */
  headers?: Record<string, string>;
  /** Timeout for this call. */
  timeoutMs?: number;
}

export interface ClientErrorContext {
  call: CallDefinition;
  options: CallOptions;
}

export interface ClientOptions {
  /** Prefix for platform calls (default: same origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  storage?: SiteStorage;
  /**
   * The merchant code for the `Merchant` header, resolved once at start-up (the shell passes the
   * code it resolved). Without it, the code in storage is read once, when the client is created.
   */
  merchantCode?: string;
  /** The current language code for the Language header (default: saved hisLang, else CN). */
  language?: () => string;
  timeoutMs?: number;
  cacheTtlMs?: number;
  /**
   * The merchant's payload scheme (docs/decisions/0011): the theme's `behaviour.payloadCipher`,
   * read at each encrypted call (ADR 0167). Default `platform-des-rsa`.
   */
  cipherScheme?: CipherScheme | (() => CipherScheme);
  loadCipher?: CipherLoader;
  now?: () => number;
  /**
   * Waits before each request leaves (ADR 0234): by default a task of its own (`nextTask`).
   * A `keepAlive` call (sent as the page goes away) never waits.
   */
  beforeSend?: () => Promise<void>;
  /** Every failure, for the global error policy (the shell renders the outcome). */
  onError?: (error: ApiError, context: ClientErrorContext) => void;
}

export interface ClientStats {
  /** Requests that reached `fetch`. */
  requests: number;
  /** Answers served from the GET cache. */
  cacheHits: number;
  /** Calls merged into an identical request in flight. */
  merged: number;
  /** The most requests in flight at once, per path. */
  peakInFlight: ReadonlyMap<string, number>;
}

type Args<Id extends CallId> =
  RequestOf<Call<Id>> extends void
    ? [request?: RequestOf<Call<Id>>, options?: CallOptions]
    : [request: RequestOf<Call<Id>>, options?: CallOptions];

export interface SiteClient {
  /**
   * Adds domains of the domain-route list to the platform's own origins (which get the platform
   * headers). The client also learns them from the `domainRoute` and consolidated-settings answers.
   */
  allowPlatformDomains(domainNames: readonly string[]): void;
  /** Calls the platform; never rejects for platform or network failures (see `ApiResult`). */
  call<Id extends CallId>(id: Id, ...args: Args<Id>): Promise<ApiResult<ResponseOf<Call<Id>>>>;
  /** Like `call` but answers the value or throws `ApiRequestError`. */
  request<Id extends CallId>(id: Id, ...args: Args<Id>): Promise<ResponseOf<Call<Id>>>;
  /** Any catalogue call by definition (used by the RTK Query base query). */
  callDefinition<Res = unknown>(
    call: CallDefinition,
    request?: unknown,
    options?: CallOptions,
  ): Promise<ApiResult<Res>>;
  clearCache(): void;
  stats(): ClientStats;
  readonly storage: SiteStorage;
  /** The merchant code every platform call carries (fixed for the client's life). */
  readonly merchantCode: string | undefined;
}

interface Envelope {
  success?: boolean;
  value?: unknown;
  errorCode?: string | null;
  message?: string | null;
  status?: number | string | null;
}

/** The lower-case host of a domain-route entry (`a.example`, `https://a.example:8443/`), or null. */
function hostOf(name: unknown): string | null {
  if (typeof name !== 'string' || name.trim() === '') return null;
  const trimmed = name.trim();
  try {
    return new URL(
      /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`,
    ).host.toLowerCase();
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toForm(params: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

function numericStatus(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

async function readJson(response: Response): Promise<{ ok: true; body: unknown } | { ok: false }> {
  const text = await response.text();
  if (!text) return { ok: true, body: undefined };
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Resolves with `aborted` as soon as the caller's signal aborts, else with the shared result. */
function withCallerSignal<Res>(
  shared: Promise<ApiResult<Res>>,
  callId: string,
  signal: AbortSignal | undefined,
): Promise<ApiResult<Res>> {
  if (!signal) return shared;
  const aborted: ApiResult<Res> = { ok: false, error: { kind: 'aborted', callId } };
  if (signal.aborted) return Promise.resolve(aborted);
  return new Promise((resolve) => {
    const onAbort = () => resolve(aborted);
    signal.addEventListener('abort', onAbort, { once: true });
    void shared.then((result) => {
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    });
  });
}

export function createClient(options: ClientOptions = {}): SiteClient {
  const baseUrl = options.baseUrl ?? '';
  const doFetch =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const storage = options.storage ?? createSiteStorage();
  const merchantCode = options.merchantCode ?? storage.merchantCode();
  // Section 3: the merchant code is also a session value (`merchant`, kept on logout).
  if (merchantCode && storage.getSession('merchant') !== merchantCode)
    storage.setSession('merchant', merchantCode);
  const language = options.language ?? (() => storage.getLocal('hisLang') ?? DEFAULT_LANGUAGE_CODE);
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const cacheTtlMs = options.cacheTtlMs ?? GET_CACHE_TTL_MS;
  const beforeSend = options.beforeSend ?? nextTask;
  const now = options.now ?? (() => Date.now());
  // Only the two schemes: DES (crypto-js) is a further chunk the platform scheme loads (ADR 0167).
  const loadCipher: CipherLoader =
    options.loadCipher ?? (() => import('../cipher/payload-ciphers'));
  const schemeOption = options.cipherScheme;
  const scheme = (): CipherScheme =>
    (typeof schemeOption === 'function' ? schemeOption() : schemeOption) ?? 'platform-des-rsa';
  /** Hosts of the domain-route list: platform origins besides the configured one (ADR 0169). */
  const platformHosts = new Set<string>();
  const allowPlatformDomains = (domainNames: readonly unknown[]) => {
    for (const name of domainNames) {
      const host = hostOf(name);
      if (host) platformHosts.add(host);
    }
  };
  const configuredOrigin = (): string | null => {
    try {
      return new URL(baseUrl || '/', typeof location === 'undefined' ? undefined : location.href)
        .origin;
    } catch {
      return null;
    }
  };
  /** The configured origin, or a host of the domain-route list. */
  const isPlatformOrigin = (origin: string): boolean => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    return url.origin === configuredOrigin() || platformHosts.has(url.host.toLowerCase());
  };
  /** What the client learns from answers: the domain-route list. */
  const learn = (call: CallDefinition, value: unknown) => {
    const list =
      call.id === 'domainRoute' && isRecord(value)
        ? value.domainList
        : call.id === 'settingsConsolidated' && isRecord(value)
          ? value.domainRoute
          : undefined;
    if (!Array.isArray(list)) return;
    allowPlatformDomains(
      list.map((entry: unknown) => (isRecord(entry) ? entry.domainName : undefined)),
    );
  };

  const limiter = new PathLimiter();
  const inFlight = new Map<string, Promise<ApiResult<unknown>>>();
  const cache = new Map<string, { expires: number; result: ApiResult<unknown> }>();
  const lastByCall = new Map<string, { at: number; promise: Promise<ApiResult<unknown>> }>();
  /** Throttled calls (`throttleMs`): when each last ran, and the run waiting for its window. */
  const throttled = new Map<string, { at: number; next?: Promise<ApiResult<unknown>> }>();
  const counters = { requests: 0, cacheHits: 0, merged: 0 };
  const reported = new WeakSet<object>();
  let publicKey: Promise<RsaPublicKey> | undefined;

  function headersFor(
    call: CallDefinition,
    callOptions: CallOptions,
    origin: string,
  ): Record<string, string> {
    // Platform headers (Merchant, Device, Language, Authorization) go to the platform and its
    // domain-route domains only, never to a third party such as the live-chat provider, a game
    // or lottery host, or firebase (ADR 0169).
    if (call.origin === 'external' || (call.origin === 'domain' && !isPlatformOrigin(origin)))
      return { Accept: 'application/json', ...callOptions.headers };
    const headers: Record<string, string> = {};
    const token = storage.token();
    if (merchantCode) headers.Merchant = merchantCode;
    // Keep-alive calls (logout) send only Merchant and Authorization.
    if (!call.keepAlive) {
      headers.Device = DEVICE_HEADER;
      headers.Language = language();
      headers.Accept = 'application/json';
    }
    if (token) headers.Authorization = token;
    return { ...headers, ...callOptions.headers };
  }

  async function merchantKey(): Promise<RsaPublicKey> {
    publicKey ??= execute<unknown>(catalogue.rsaKey, undefined, { cache: false }).then((result) => {
      if (!result.ok) throw new ApiRequestError(result.error);
      const value = result.value;
      if (typeof value === 'string') return { modulus: value, exponent: '10001' };
      if (isRecord(value) && typeof value.modulus === 'string') {
        return {
          modulus: value.modulus,
          exponent: typeof value.exponent === 'string' ? value.exponent : '10001',
        };
      }
      throw new Error('The RSA key answer has no modulus');
    });
    try {
      return await publicKey;
    } catch (error) {
      publicKey = undefined;
      throw error;
    }
  }

  async function send<Res>(
    call: CallDefinition,
    method: HttpMethod,
    url: string,
    pathKey: string,
    init: RequestInit,
    callOptions: CallOptions,
  ): Promise<ApiResult<Res>> {
    const fail = (error: Omit<ApiError, 'callId'>): ApiResult<Res> => ({
      ok: false,
      error: { callId: call.id, ...error },
    });
    return limiter.run(pathKey, CONCURRENCY_LIMITS[call.concurrency], async () => {
      // The request leaves from a task of its own (ADR 0234), except one sent as the page goes.
      if (!call.keepAlive) await beforeSend();
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(
        () => {
          timedOut = true;
          controller.abort();
        },
        callOptions.timeoutMs ?? call.timeoutMs ?? timeoutMs,
      );
      const onAbort = () => controller.abort();
      callOptions.signal?.addEventListener('abort', onAbort, { once: true });
      if (callOptions.signal?.aborted) controller.abort();
      try {
        counters.requests += 1;
        let response: Response;
        try {
          response = await doFetch(url, { ...init, method, signal: controller.signal });
        } catch {
          if (timedOut) return fail({ kind: 'timeout', status: 504, message: 'timeout' });
          if (callOptions.signal?.aborted) return fail({ kind: 'aborted' });
          return fail({ kind: 'network' });
        }
        if (call.response === 'none') {
          return response.ok
            ? { ok: true, value: undefined as Res, status: response.status }
            : fail({ kind: 'http', status: response.status, message: response.statusText });
        }
        if (call.response === 'text') {
          const text = await response.text();
          return response.ok
            ? { ok: true, value: text as Res, status: response.status }
            : fail({ kind: 'http', status: response.status, message: response.statusText });
        }
        const parsed = await readJson(response);
        if (!response.ok) {
          const body = parsed.ok && isRecord(parsed.body) ? (parsed.body as Envelope) : {};
          return fail({
            kind: 'http',
            status: response.status,
            ...(body.errorCode ? { errorCode: body.errorCode } : {}),
            message: body.message ?? response.statusText,
          });
        }
        if (!parsed.ok) return fail({ kind: 'parse', status: response.status });
        if (call.response === 'raw')
          return { ok: true, value: parsed.body as Res, status: response.status };
        if (!isRecord(parsed.body) || typeof parsed.body.success !== 'boolean') {
          return fail({ kind: 'parse', status: response.status, message: 'No platform envelope' });
        }
        const envelope = parsed.body as Envelope;
        if (!envelope.success) {
          return fail({
            kind: 'envelope',
            status: numericStatus(envelope.status) ?? response.status,
            ...(envelope.errorCode ? { errorCode: envelope.errorCode } : {}),
            ...(envelope.message ? { message: envelope.message } : {}),
            ...(envelope.value !== undefined && envelope.value !== null
              ? { value: envelope.value }
              : {}),
          });
        }
        learn(call, envelope.value);
        return { ok: true, value: envelope.value as Res, status: response.status };
      } finally {
        clearTimeout(timer);
        callOptions.signal?.removeEventListener('abort', onAbort);
      }
    });
  }

  async function execute<Res>(
    call: CallDefinition,
    request: unknown,
    callOptions: CallOptions,
  ): Promise<ApiResult<Res>> {
    const method = callOptions.method ?? call.method;
    const params = isRecord(request) ? request : {};
    const { path, rest } = fillPath(call.path, params);
    let origin = baseUrl;
    if (call.origin !== 'platform') {
      if (!callOptions.origin) throw new TypeError(`Call ${call.id} needs an origin`);
      origin = callOptions.origin.replace(/\/$/, '');
    }
    const headers = headersFor(call, callOptions, origin || (configuredOrigin() ?? ''));
    const init: RequestInit = { headers, keepalive: call.keepAlive };
    let url = origin + path;
    let payload: Record<string, unknown> = rest;
    if (call.carriesDeviceId && call.payload !== 'none' && payload.deviceId === undefined) {
      payload = { ...payload, deviceId: await storage.deviceId() };
    }
    if (call.payload === 'query') url += toQuery(payload);
    else if (call.payload === 'form') {
      init.body = toForm(payload);
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    } else if (call.payload === 'json') {
      headers['Content-Type'] = 'application/json';
      const json = JSON.stringify(Array.isArray(request) ? request : payload);
      if (call.encrypted) {
        try {
          const [{ cipherFor }, key] = await Promise.all([loadCipher(), merchantKey()]);
          const sealed = await cipherFor(scheme()).encrypt(json, key);
          init.body = JSON.stringify(sealed.body);
          headers.Encryption = sealed.encryptionHeader;
        } catch (error) {
          // No key or no cipher chunk: the call fails like a request would, it does not throw.
          const cause = error instanceof ApiRequestError ? error.error : undefined;
          // A refused merchant key (short modulus, e other than 65537): nothing is sent (ADR 0167).
          if (error instanceof Error && error.name === 'InvalidRsaKeyError') {
            return {
              ok: false,
              error: {
                kind: 'parse',
                callId: call.id,
                errorCode: 'rsa.key.invalid',
                message: error.message,
              },
            };
          }
          return {
            ok: false,
            error: {
              kind: cause?.kind ?? 'network',
              callId: call.id,
              ...(cause?.status !== undefined ? { status: cause.status } : {}),
              ...(cause?.errorCode ? { errorCode: cause.errorCode } : {}),
              ...(cause?.message ? { message: cause.message } : {}),
            },
          };
        }
      } else {
        init.body = json;
      }
    }

    const isGet = method === 'GET';
    const key = `${method} ${url} ${headers.Authorization ?? ''} ${headers.Language ?? ''}`;
    const useCache = isGet && (callOptions.cache ?? call.cacheable);
    if (useCache) {
      const hit = cache.get(key);
      if (hit && hit.expires > now()) {
        counters.cacheHits += 1;
        return hit.result as ApiResult<Res>;
      }
      if (hit) cache.delete(key);
    }
    if (isGet) {
      const pending = inFlight.get(key);
      if (pending) {
        counters.merged += 1;
        return withCallerSignal(pending as Promise<ApiResult<Res>>, call.id, callOptions.signal);
      }
    }
    const pathKey = `${origin}${path.split('?')[0] ?? path}`;
    if (!isGet) return send<Res>(call, method, url, pathKey, init, callOptions);
    // A shared GET is not tied to one caller's signal: each caller stops waiting on its own abort.
    const shared = send<Res>(call, method, url, pathKey, init, {
      ...callOptions,
      signal: undefined,
    }).then((result) => {
      if (useCache && result.ok) cache.set(key, { expires: now() + cacheTtlMs, result });
      return result;
    });
    inFlight.set(key, shared);
    void shared.finally(() => inFlight.delete(key));
    return withCallerSignal(shared, call.id, callOptions.signal);
  }

  /**
   * A throttled call (`throttleMs`, e.g. the available promotions: 1 s): the first request goes
   * at once; requests inside the window collapse into one more at its end, whose answer every
   * caller in the window shares, so none is left with an answer older than its request. Keyed
   * by call, token and request: one member's answer never reaches another.
   */
  function throttledRun<Res>(
    call: CallDefinition,
    windowMs: number,
    request: unknown,
    callOptions: CallOptions,
  ): Promise<ApiResult<Res>> {
    const key = `${call.id} ${storage.token() ?? ''} ${JSON.stringify(request ?? null)}`;
    const state = throttled.get(key) ?? { at: Number.NEGATIVE_INFINITY };
    throttled.set(key, state);
    if (state.next) return state.next as Promise<ApiResult<Res>>;
    const wait = state.at + windowMs - now();
    if (wait <= 0) {
      state.at = now();
      return execute<Res>(call, request, callOptions);
    }
    const next = new Promise<void>((resolve) => setTimeout(resolve, wait)).then(() => {
      state.next = undefined;
      state.at = now();
      return execute<Res>(call, request, { ...callOptions, signal: undefined });
    });
    state.next = next;
    return next;
  }

  async function run<Res>(
    call: CallDefinition,
    request: unknown,
    callOptions: CallOptions = {},
  ): Promise<ApiResult<Res>> {
    let promise: Promise<ApiResult<Res>>;
    const limit = call.rateLimitMs;
    const last = limit ? lastByCall.get(call.id) : undefined;
    if (call.throttleMs) {
      promise = throttledRun<Res>(call, call.throttleMs, request, callOptions);
    } else if (limit && last && now() - last.at < limit) {
      promise = last.promise as Promise<ApiResult<Res>>;
    } else {
      promise = execute<Res>(call, request, callOptions);
      if (limit) lastByCall.set(call.id, { at: now(), promise });
    }
    const result = await promise;
    // Merged and rate-limited callers share one result object: report its failure once, so one
    // expired session opens one dialog, not one per component.
    if (!result.ok && !reported.has(result)) {
      reported.add(result);
      options.onError?.(result.error, { call, options: callOptions });
    }
    return result;
  }

  const client: SiteClient = {
    allowPlatformDomains,
    storage,
    merchantCode,
    call: (id, ...args) => run(catalogue[id], args[0], args[1]),
    async request(id, ...args) {
      const result = await run<ResponseOf<Call<typeof id>>>(catalogue[id], args[0], args[1]);
      if (!result.ok) throw new ApiRequestError(result.error);
      return result.value;
    },
    callDefinition: (call, request, callOptions) => run(call, request, callOptions),
    clearCache: () => cache.clear(),
    stats: () => ({ ...counters, peakInFlight: new Map(limiter.peak) }),
  };
  return client;
}
