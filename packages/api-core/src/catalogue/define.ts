import type { WhitelabelModuleId } from '@site/theme/flags';

/** HTTP methods the platform uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Where a call goes:
 * - `platform`: the site's own origin (`/wps/...`, `/lgw/...`).
 * - `domain`: a candidate domain supplied by the caller (domain check, speed test).
 * - `external`: a third-party service whose origin comes from settings (live-chat token).
 */
export type CallOrigin = 'platform' | 'domain' | 'external';

/**
 * How the response is read:
 * - `envelope`: the platform envelope `{ success, value, errorCode, message, status }`.
 * - `raw`: raw JSON with no envelope (the `/lgw` lottery gateway).
 * - `text`: a text body (the live-chat token).
 * - `none`: only the status matters (ping, speed test image).
 */
export type ResponseKind = 'envelope' | 'raw' | 'text' | 'none';

/** How the payload travels: query string, JSON body, form-encoded body, or nothing. */
export type PayloadKind = 'query' | 'json' | 'form' | 'none';

/** Errors either alert (a warning dialog through the global policy) or stay silent. */
export type AlertPolicy = 'alert' | 'silent';

/** Concurrency groups: requests in flight per path. */
export const CONCURRENCY_LIMITS = {
  default: 6,
  gameList: 4,
} as const;
export type ConcurrencyGroup = keyof typeof CONCURRENCY_LIMITS;

/**
 * Where the call comes from: `spec` when the spec shows its path and payload, `assumed` when the
 * spec leaves the path or payload "not shown" (or names only the page) and we chose them. Every
 * assumed call is listed in docs/decisions/0017-assumed-calls.md, for a merchant's integrator
 * to map to their platform; a test fails when one is missing there.
 */
export type PathSource = 'spec' | 'assumed';

/** The static description of one call. `Req` and `Res` exist only at the type level. */
export interface CallDefinition<Req = unknown, Res = unknown> {
  /** Stable id used by RTK Query endpoints, the sandbox routes and the error policy. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path template; `:name` segments are filled from the request of the same name. */
  readonly path: string;
  /** The relayed operation when the path is under `/wps/relay/`. */
  readonly operation?: string;
  readonly origin: CallOrigin;
  readonly response: ResponseKind;
  readonly payload: PayloadKind;
  /** The whitelabel module that gates the call, or null when it is always available. */
  readonly flag: WhitelabelModuleId | null;
  readonly needsToken: boolean;
  /** The body is sent as `{ value }` with an `Encryption` header (POST and PUT only). */
  readonly encrypted: boolean;
  /** Registration and login payloads carry the device id. */
  readonly carriesDeviceId: boolean;
  readonly alert: AlertPolicy;
  /** GET responses may be cached for 180000 ms when the caller asks for it. */
  readonly cacheable: boolean;
  readonly concurrency: ConcurrencyGroup;
  /** Sent with `keepalive: true` so it survives page unload (logout). */
  readonly keepAlive: boolean;
  /** Per-call timeout when it differs from the 20 s default (domain ping: 10 s). */
  readonly timeoutMs?: number;
  /** Minimum spacing between calls, in ms (geetest, payment confirmations). */
  readonly rateLimitMs?: number;
  /**
   * Throttle window, in ms (the available promotions: 1 s): one request at once, the calls inside
   * the window collapse into one at its end (the client's `throttleMs` rule).
   */
  readonly throttleMs?: number;
  readonly pathSource: PathSource;
  /** Phantom fields carrying the request and response types; always undefined at run time. */
  readonly __request?: Req;
  readonly __response?: Res;
}

export type RequestOf<C> = C extends CallDefinition<infer Req, unknown> ? Req : never;
export type ResponseOf<C> = C extends CallDefinition<unknown, infer Res> ? Res : never;

type Defaults = Pick<
  CallDefinition,
  | 'origin'
  | 'response'
  | 'flag'
  | 'needsToken'
  | 'encrypted'
  | 'carriesDeviceId'
  | 'alert'
  | 'cacheable'
  | 'concurrency'
  | 'keepAlive'
  | 'pathSource'
>;

const DEFAULTS: Defaults = {
  origin: 'platform',
  response: 'envelope',
  flag: null,
  needsToken: false,
  encrypted: false,
  carriesDeviceId: false,
  alert: 'alert',
  cacheable: false,
  concurrency: 'default',
  keepAlive: false,
  pathSource: 'spec',
};

type CallInput = Omit<CallDefinition, keyof Defaults | 'payload' | '__request' | '__response'> &
  Partial<Defaults> & { payload?: PayloadKind };

function defaultPayload(method: HttpMethod): PayloadKind {
  return method === 'GET' || method === 'DELETE' ? 'query' : 'json';
}

/** Declares a call with typed request and response: `defineCall<Req, Res>()({ ... })`. */
export function defineCall<Req, Res>() {
  return <const I extends CallInput>(
    input: I,
  ): CallDefinition<Req, Res> & { readonly id: I['id'] } => {
    const call = {
      ...DEFAULTS,
      payload: input.payload ?? defaultPayload(input.method),
      ...input,
    };
    if (call.encrypted && call.method !== 'POST' && call.method !== 'PUT') {
      throw new Error(`Call ${input.id}: only POST and PUT bodies can be encrypted`);
    }
    return Object.freeze(call) as CallDefinition<Req, Res> & { readonly id: I['id'] };
  };
}

/** A relay operation: `/wps/relay/<OPERATION>` (or `/wps/relay/<prefix>/<OPERATION>`). */
export function relayPath(operation: string, prefix?: string): string {
  return prefix ? `/wps/relay/${prefix}/${operation}` : `/wps/relay/${operation}`;
}
