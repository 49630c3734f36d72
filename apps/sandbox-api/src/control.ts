import { NOTIFICATION_EVENT_TYPES } from '@site/api-core/catalogue';
import { Hono, type Context } from 'hono';
import { okEnvelope, PlatformError } from './envelope';
import { FAULT_KINDS, type FaultBook, type FaultKind } from './faults';
import { bool, int, obj, str, validate, type Payload } from './input';
import { isWhitelabelModuleId } from '@site/theme/flags';
import type { MerchantCode } from './seed/merchants';
import { issuedSlider } from './slider';
import type { World } from './world';

async function body(c: Context): Promise<Payload> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Payload;
  } catch {
    // fall through
  }
  throw new PlatformError('request.malformed', 400, null, 'body must be a JSON object');
}

function merchantOf(world: World, c: Context, payload: Payload): MerchantCode {
  const fromBody = typeof payload.merchant === 'string' ? payload.merchant : undefined;
  return world.resolveMerchant(fromBody ?? c.req.query('merchant') ?? c.req.header('merchant'));
}

/** What GET /__sandbox/ answers: the control surface in one list (README has the details). */
export const CONTROL_ENDPOINTS = [
  'POST /__sandbox/reset',
  'POST /__sandbox/notifications { merchant?, username | customerId, type, content? }',
  'POST /__sandbox/maintenance { merchant?, on, endsInMinutes? }',
  'POST /__sandbox/region { merchant?, on }',
  'POST /__sandbox/firebase-sms { merchant?, on }',
  'POST /__sandbox/flags { merchant?, flags: { MODID: boolean } }   DELETE /__sandbox/flags',
  'POST /__sandbox/faults { path, kind, count?, method?, errorCode?, message?, status?, value?, hangMs? }   GET|DELETE /__sandbox/faults',
  'POST /__sandbox/sessions/expire { merchant?, username }',
  'GET /__sandbox/captcha/last',
  'GET /__sandbox/captcha/slider?challenge=',
  'GET /__sandbox/sms?mobile=',
  'GET /__sandbox/accounts?merchant=',
] as const;

/** The control surface for tests and developers, under /__sandbox/ (never a platform path). */
export function controlRoutes(world: World, faults: FaultBook): Hono {
  const control = new Hono();

  control.get('/', (c) =>
    c.json(
      okEnvelope({
        endpoints: CONTROL_ENDPOINTS,
        faultKinds: FAULT_KINDS,
        notificationTypes: NOTIFICATION_EVENT_TYPES,
      }),
    ),
  );

  control.post('/reset', (c) => {
    world.reset();
    faults.clear();
    world.log.info('[sandbox] reset to the seed');
    return c.json(okEnvelope(true));
  });

  control.post('/notifications', async (c) => {
    const payload = validate(
      {
        username: str({ max: 64 }),
        customerId: int({ min: 1 }),
        type: str({ required: true, oneOf: NOTIFICATION_EVENT_TYPES }),
        content: obj(),
      },
      await body(c),
    );
    const merchant = merchantOf(world, c, payload);
    const account =
      typeof payload.customerId === 'number'
        ? world.findAccountById(merchant, payload.customerId)
        : typeof payload.username === 'string'
          ? world.findAccount(merchant, payload.username)
          : undefined;
    if (!account)
      throw new PlatformError(
        'record.not.found',
        404,
        null,
        'name the customer by username or customerId',
      );
    const type = String(payload.type);
    const content: Payload = {
      ...((payload.content as Payload | undefined) ?? { message: `${type} from the sandbox` }),
    };
    if (type === 'INBOX') {
      const subject =
        typeof (content as Payload).subject === 'string'
          ? String((content as Payload).subject)
          : 'Sandbox message';
      account.inbox.unshift({
        id: world.now(),
        subject: { CN: subject, TW: subject, JA: subject, EN: subject, TH: subject, VI: subject },
        content: { CN: subject, TW: subject, JA: subject, EN: subject, TH: subject, VI: subject },
        read: false,
        sendTime: world.now(),
      });
      world.persist();
    }
    const amount =
      typeof (content as Payload).amount === 'number' ? Number((content as Payload).amount) : 0;
    const main = account.wallets[0];
    // Events that move money or add work change the state the follow-up calls read.
    if (
      main &&
      amount > 0 &&
      (type === 'DEPOSIT' || type === 'AGENT_TRANSFER_AGENT_TO_DOWNLINE') &&
      (content as Payload).status !== 'FAILED'
    ) {
      main.availBalance = Math.round((main.availBalance + amount) * 100) / 100;
    }
    if (
      main &&
      amount > 0 &&
      (type === 'DOWNLINE_TO_AGENT' ||
        (type === 'WITHDRAW' && (content as Payload).status !== 'REJECTED'))
    ) {
      main.availBalance = Math.max(0, Math.round((main.availBalance - amount) * 100) / 100);
    }
    if (type === 'PAYMENT_CONFIRMATION') {
      const payDetailId =
        typeof (content as Payload).payDetailId === 'number'
          ? Number((content as Payload).payDetailId)
          : world.now();
      account.paymentConfirmations.push({
        payDetailId,
        isAutoConfirmed: 'N',
        amount: amount || 100,
        remainingAmount: amount || 100,
        counterparty: account.upline ?? 'player01',
        direction: 'UPLINE',
        createdAt: world.now(),
      });
      (content as Payload).payDetailId = payDetailId;
    }
    world.persist();
    const delivered = world.hub.publish(merchant, account.customerId, { type, content });
    return c.json(okEnvelope({ delivered, customerId: account.customerId, type }));
  });

  control.post('/maintenance', async (c) => {
    const payload = validate(
      { on: bool({ required: true }), endsInMinutes: int({ min: 1, max: 100_000 }) },
      await body(c),
    );
    const controls = world.controlsFor(merchantOf(world, c, payload));
    controls.maintenance = payload.on === true;
    controls.maintenanceEnd =
      controls.maintenance && typeof payload.endsInMinutes === 'number'
        ? world.now() + payload.endsInMinutes * 60_000
        : null;
    return c.json(okEnvelope({ maintenance: controls.maintenance }));
  });

  control.post('/region', async (c) => {
    const payload = validate({ on: bool({ required: true }) }, await body(c));
    const controls = world.controlsFor(merchantOf(world, c, payload));
    controls.regionRestriction = payload.on === true;
    return c.json(okEnvelope({ regionRestriction: controls.regionRestriction }));
  });

  control.post('/firebase-sms', async (c) => {
    const payload = validate({ on: bool({ required: true }) }, await body(c));
    const controls = world.controlsFor(merchantOf(world, c, payload));
    controls.firebaseSms = payload.on === true;
    return c.json(okEnvelope({ firebaseSms: controls.firebaseSms }));
  });

  control.post('/flags', async (c) => {
    const payload = validate({ flags: obj({ required: true }) }, await body(c));
    const controls = world.controlsFor(merchantOf(world, c, payload));
    for (const [modId, enabled] of Object.entries(payload.flags as Payload)) {
      if (!isWhitelabelModuleId(modId) || typeof enabled !== 'boolean')
        throw new PlatformError('field.invalid', 400, { field: modId });
      controls.flags[modId] = enabled;
    }
    return c.json(okEnvelope({ flags: controls.flags }));
  });

  control.delete('/flags', (c) => {
    const controls = world.controlsFor(merchantOf(world, c, {}));
    controls.flags = {};
    return c.json(okEnvelope({ flags: controls.flags }));
  });

  control.post('/faults', async (c) => {
    const payload = validate(
      {
        path: str({ required: true, max: 256, pattern: /^(\*|\/.*)$/ }),
        method: str({ oneOf: ['GET', 'POST', 'PUT', 'DELETE'] }),
        kind: str({ required: true, oneOf: FAULT_KINDS }),
        count: int({ min: 1, max: 10_000 }),
        errorCode: str({ max: 64 }),
        message: str({ max: 500 }),
        status: int({ min: 200, max: 599 }),
        hangMs: int({ min: 0, max: 600_000 }),
      },
      await body(c),
    );
    const rule = faults.add({
      path: String(payload.path),
      method: typeof payload.method === 'string' ? payload.method : null,
      kind: payload.kind as FaultKind,
      remaining: typeof payload.count === 'number' ? payload.count : 1,
      errorCode: typeof payload.errorCode === 'string' ? payload.errorCode : null,
      message: typeof payload.message === 'string' ? payload.message : null,
      value: payload.value ?? null,
      status: typeof payload.status === 'number' ? payload.status : null,
      hangMs: typeof payload.hangMs === 'number' ? payload.hangMs : 25_000,
    });
    return c.json(okEnvelope(rule));
  });

  control.get('/faults', (c) => c.json(okEnvelope(faults.list())));
  control.delete('/faults', (c) => {
    faults.clear();
    return c.json(okEnvelope(true));
  });

  control.post('/sessions/expire', async (c) => {
    const payload = validate({ username: str({ required: true, max: 64 }) }, await body(c));
    const merchant = merchantOf(world, c, payload);
    const account = world.findAccount(merchant, String(payload.username));
    if (!account) throw new PlatformError('record.not.found', 404);
    let expired = 0;
    for (const [token, session] of Object.entries(world.state.sessions)) {
      if (session.merchant === merchant && session.customerId === account.customerId) {
        delete world.state.sessions[token];
        expired += 1;
      }
    }
    world.persist();
    return c.json(okEnvelope({ expired }));
  });

  control.get('/captcha/last', (c) => {
    if (!world.lastCaptcha)
      throw new PlatformError('record.not.found', 404, null, 'no captcha issued yet');
    return c.json(okEnvelope(world.lastCaptcha));
  });

  // The secret gap of a slider challenge: browser tests drag a real pointer to it (ADR 0166).
  control.get('/captcha/slider', (c) => {
    const issued = issuedSlider(world, c.req.query('challenge') ?? '');
    if (!issued) throw new PlatformError('record.not.found', 404, null, 'no such slider challenge');
    return c.json(okEnvelope({ gap: issued.gap }));
  });

  control.get('/sms', (c) => {
    const mobile = c.req.query('mobile');
    const messages = world.smsOutbox
      .filter((message) => !mobile || message.mobile === mobile)
      .slice(-20)
      .reverse();
    return c.json(okEnvelope(messages));
  });

  control.get('/accounts', (c) => {
    const merchant = merchantOf(world, c, {});
    return c.json(
      okEnvelope(
        world.merchantState(merchant).accounts.map((account) => ({
          username: account.username,
          customerId: account.customerId,
          role: account.role,
          isAgent: account.isAgent,
        })),
      ),
    );
  });

  return control;
}
