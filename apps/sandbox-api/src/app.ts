import { decryptRequestBody } from '@site/api-core/cipher';
import { CALLS, type CallDefinition, type CallId } from '@site/api-core/catalogue';
import { Hono, type Context } from 'hono';
import { controlRoutes } from './control';
import { errorEnvelope, errorMessage, okEnvelope, PlatformError } from './envelope';
import { FaultBook, faultResponse } from './faults';
import {
  type CallContext,
  type HandlerDef,
  merchantFlag,
  merchantTree,
  requireAccountOf,
} from './handler';
import { Input, type Payload, type Schema, validate } from './input';
import { parseLang } from './lang';
import { resourceRoutes } from './res';
import { accountHandlers } from './routes/account';
import { agentHandlers } from './routes/agent';
import { agentTeamHandlers } from './routes/agent-team';
import { contentHandlers } from './routes/content';
import { gameHandlers } from './routes/games';
import { lotteryHandlers } from './routes/lottery';
import { pointsHandlers } from './routes/points';
import { systemHandlers } from './routes/system';
import { walletHandlers } from './routes/wallet';
import type { Account } from './state';
import { World, type WorldOptions } from './world';

/** Every catalogue call has a handler: a call added to the catalogue without one fails typecheck. */
const HANDLERS: Record<CallId, HandlerDef> = {
  ...accountHandlers,
  ...systemHandlers,
  ...gameHandlers,
  ...lotteryHandlers,
  ...contentHandlers,
  ...agentHandlers,
  ...pointsHandlers,
  ...walletHandlers,
  ...agentTeamHandlers,
};

/** Where the sandbox serves calls on another origin: the live-chat provider lives under here. */
export const EXTERNAL_BASE = '/__sandbox/external';

/** Largest body the sandbox reads (three 5 MB images as base64, plus fields). */
const MAX_BODY_BYTES = 24 * 1024 * 1024;

/** Calls that still answer while maintenance or region restriction is on. */
function exemptFromAccessControl(path: string): boolean {
  return (
    path.startsWith('/wps/system/') ||
    path === '/wps/session/key/rsa' ||
    path.startsWith('/wps/captcha') ||
    path.startsWith('/res/')
  );
}

export function routePath(call: CallDefinition): string {
  return call.origin === 'external' ? `${EXTERNAL_BASE}${call.path}` : call.path;
}

/** Extra methods a route accepts beside the catalogue's (the PUT registration flavour). */
function methodsOf(call: CallDefinition): string[] {
  if (call.id === 'register' || call.id === 'registerMobile' || call.id === 'registerAutoUsername')
    return [call.method, 'PUT'];
  return [call.method];
}

function isObject(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJsonObject(text: string): Payload {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PlatformError('request.malformed', 400, null, 'body is not JSON');
  }
  if (!isObject(parsed))
    throw new PlatformError('request.malformed', 400, null, 'body must be a JSON object');
  return parsed;
}

async function readBody(request: Request): Promise<{ payload: Payload; raw: Payload | null }> {
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > MAX_BODY_BYTES)
    throw new PlatformError('request.malformed', 413, null, 'body too large');
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data')) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new PlatformError('request.malformed', 400, null, 'form data cannot be read');
    }
    const payload: Payload = {};
    for (const [key, value] of form.entries()) {
      payload[key] =
        typeof value === 'string'
          ? value
          : { name: value.name, size: value.size, type: value.type };
    }
    return { payload, raw: null };
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES)
    throw new PlatformError('request.malformed', 413, null, 'body too large');
  if (text.trim() === '') return { payload: {}, raw: null };
  if (type.includes('application/x-www-form-urlencoded')) {
    return { payload: Object.fromEntries(new URLSearchParams(text)), raw: null };
  }
  const payload = parseJsonObject(text);
  return { payload, raw: payload };
}

async function readPayload(
  ctx: { world: World; merchant: CallContext['merchant']; allowPlaintextBodies: boolean },
  request: Request,
  call: CallDefinition,
): Promise<Payload> {
  const url = new URL(request.url);
  const query: Payload = Object.fromEntries(url.searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return query;
  const { payload } = await readBody(request);
  if (!call.encrypted) return { ...query, ...payload };
  const header = request.headers.get('encryption');
  if (header === 'none') {
    // Plaintext on an encrypted call only with the development switch (ADR 0168).
    if (ctx.allowPlaintextBodies) return { ...query, ...payload };
    throw new PlatformError(
      'decrypt.failed',
      400,
      null,
      'Encryption: none is refused here (start the sandbox with SANDBOX_ALLOW_PLAINTEXT=1 for plaintext bodies)',
    );
  }
  const value = payload.value;
  if (!header || typeof value !== 'string') {
    throw new PlatformError(
      'decrypt.failed',
      400,
      null,
      'an encrypted body { value } and the Encryption header are required',
    );
  }
  let plaintext: string;
  try {
    const pair = await ctx.world.keyPair(ctx.merchant);
    plaintext = await decryptRequestBody({ value, encryptionHeader: header }, pair.privateKey);
  } catch {
    throw new PlatformError('decrypt.failed', 400);
  }
  let decrypted: unknown;
  try {
    decrypted = JSON.parse(plaintext);
  } catch {
    throw new PlatformError('decrypt.failed', 400, null, 'the decrypted body is not JSON');
  }
  if (!isObject(decrypted))
    throw new PlatformError('decrypt.failed', 400, null, 'the decrypted body is not an object');
  return { ...query, ...decrypted };
}

function bearer(header: string | null | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token === '' ? null : token;
}

export interface SandboxAppOptions extends WorldOptions {
  /** Share one world between apps (the Node server and its websocket). */
  world?: World;
  /**
   * Accept `Encryption: none` on encrypted calls. Off unless asked for: the MSW handlers turn it
   * on (in-process unit tests and stories), the Node server only with SANDBOX_ALLOW_PLAINTEXT=1.
   */
  allowPlaintextBodies?: boolean;
}

export type SandboxApp = Hono & { readonly world: World; readonly faults: FaultBook };

/**
 * The sandbox platform as a web-standard fetch handler (Hono). The same app runs in the Node
 * server, inside MSW (unit tests, Storybook, Playwright) and directly in tests via `app.request`.
 */
export function createSandboxApp(options: SandboxAppOptions = {}): SandboxApp {
  const world = options.world ?? new World(options);
  const faults = new FaultBook();
  const app = new Hono();

  app.onError((error, c) => {
    const lang = parseLang(c.req.header('language'));
    if (error instanceof PlatformError) {
      return c.json(errorEnvelope(error, lang), error.httpStatus as 200);
    }
    world.log.warn(
      `[sandbox] ${c.req.method} ${c.req.path} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return c.json(errorEnvelope(new PlatformError('unknown_error', 500), lang), 500);
  });

  app.notFound((c) =>
    c.json(
      errorEnvelope(new PlatformError('not.found', 404), parseLang(c.req.header('language'))),
      404,
    ),
  );

  // Injected faults come first: they stand in for the network and the gateways in front of the platform.
  app.use('*', async (c, next) => {
    // The control surface itself is never faulted (a `*` rule must not lock the tests out of it),
    // except the stand-in third-party services under /__sandbox/external.
    const control = c.req.path === '/__sandbox' || c.req.path.startsWith('/__sandbox/');
    if (control && !c.req.path.startsWith(EXTERNAL_BASE)) return next();
    const rule = faults.take(c.req.method, c.req.path);
    if (!rule) return next();
    const lang = parseLang(c.req.header('language'));
    c.res = await faultResponse(
      rule,
      c.req.raw.signal,
      (code) => errorMessage(code, lang),
      c.req.path,
    );
    return;
  });

  app.use('/wps/*', async (c, next) => {
    if (exemptFromAccessControl(c.req.path)) return next();
    const merchant = world.resolveMerchant(c.req.header('merchant'));
    const controls = world.controlsFor(merchant);
    if (controls.maintenance) throw new PlatformError('system_maintenance', 503);
    if (controls.regionRestriction) throw new PlatformError('region_restricted', 403);
    return next();
  });

  app.route('/__sandbox', controlRoutes(world, faults));
  app.route('/res', resourceRoutes(world));

  /** The only calls a session with a pending forced password change may make. */
  const PASSWORD_CHANGE_SESSION_CALLS = new Set<string>(['changePassword', 'logout']);

  const run = async (c: Context, call: CallDefinition, def: HandlerDef): Promise<Response> => {
    const request = c.req.raw;
    const merchant = world.resolveMerchant(c.req.header('merchant'));
    const lang = parseLang(c.req.header('language'));
    const catalogue = world.catalogue(merchant);
    const merchantState = world.merchantState(merchant);
    const controls = world.controlsFor(merchant);
    let payload = await readPayload(
      { world, merchant, allowPlaintextBodies: options.allowPlaintextBodies === true },
      request,
      call,
    );
    const token =
      bearer(c.req.header('authorization')) ??
      (typeof payload.token === 'string' && payload.token !== '' ? payload.token : null);
    let account: Account | null = null;
    if (token) {
      const session = world.state.sessions[token];
      if (session && session.merchant === merchant) {
        account = world.findAccountById(merchant, session.customerId) ?? null;
        // A session that must change its password may do only that, or log out (ADR 0065).
        if (
          account &&
          session.passwordChangeRequired &&
          !PASSWORD_CHANGE_SESSION_CALLS.has(call.id)
        ) {
          if (call.needsToken) throw new PlatformError('password_change_required');
          account = null;
        }
      }
    }
    if (call.needsToken && !account) {
      throw new PlatformError(token ? 'user.or.token.invalid' : 'CUSTOMER_NOT_LOGIN', 401);
    }
    if (def.realAccountOnly && account && account.isAgent === 4)
      throw new PlatformError('in_need_true_account');
    if (call.flag && !merchantFlag({ catalogue, controls }, call.flag)) {
      throw new PlatformError('module.disabled', 200, { modId: call.flag });
    }
    payload = validate(def.input ?? {}, payload);
    let dirty = false;
    const ctx: CallContext = {
      world,
      call,
      merchant,
      catalogue,
      merchantState,
      controls,
      lang,
      input: new Input(payload),
      params: c.req.param() as Record<string, string>,
      request,
      token: account ? token : null,
      account,
      now: world.now(),
      ip: (c.req.header('x-forwarded-for') ?? '127.0.0.1').split(',')[0]?.trim() ?? '127.0.0.1',
      requireAccount: () => requireAccountOf(account),
      changed: () => {
        dirty = true;
      },
      tree: () => merchantTree({ catalogue, controls }),
      flag: (modId) => merchantFlag({ catalogue, controls }, modId),
    };
    const result: unknown = await def.handle(ctx);
    if (dirty) world.persist();
    if (result instanceof Response) return result;
    return call.response === 'raw' ? c.json(result ?? null) : c.json(okEnvelope(result ?? null));
  };

  // Static paths before parameterised ones, so /lgw/games/opened/numero never reads "opened" as an id.
  const ordered = [...CALLS].sort(
    (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
  );
  for (const call of ordered) {
    const def = HANDLERS[call.id as CallId];
    app.on(methodsOf(call), routePath(call), (c) => run(c, call, def));
  }

  return Object.assign(app, { world, faults });
}

/** The route every catalogue call is served at (for the coverage test and the README). */
export function routeTable(): { id: string; methods: string[]; path: string }[] {
  return CALLS.map((call) => ({ id: call.id, methods: methodsOf(call), path: routePath(call) }));
}

export function hasHandler(id: string): boolean {
  return id in HANDLERS;
}

/** The input rules of a call's handler (the malformed-input test derives bad values from them). */
export function handlerInput(id: string): Schema {
  return (HANDLERS as Record<string, HandlerDef | undefined>)[id]?.input ?? {};
}
