import { platformCipher, type RsaPublicKey } from '@site/api-core/cipher';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CONTROL_HEADER } from '../src/control-guard';
import { startSandboxServer, type SandboxServer } from '../src/node-server';

/**
 * End to end against the real Node server on a free loopback port: HTTP through
 * @hono/node-server, the websocket, the data file, and encrypted bodies made by the site's cipher.
 */
let server: SandboxServer;
let dir: string;
const logs: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-e2e-'));
  server = await startSandboxServer({
    port: 0,
    dataFile: join(dir, 'state.json'),
    log: { info: (m) => logs.push(m), warn: (m) => logs.push(m) },
  });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const headers = (token?: string): Record<string, string> => ({
  Merchant: 'default',
  Language: 'EN',
  Device: 'web',
  'content-type': 'application/json',
  ...(token ? { Authorization: token } : {}),
});

async function api<T>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; encrypt?: RsaPublicKey } = {},
) {
  let body: string | undefined;
  const h = headers(options.token);
  // The control surface answers only with its header (ADR 0168).
  if (path.startsWith('/__sandbox/')) h[CONTROL_HEADER] = '1';
  if (options.body !== undefined && options.encrypt) {
    const encrypted = await platformCipher.encrypt(JSON.stringify(options.body), options.encrypt);
    h.Encryption = encrypted.encryptionHeader;
    body = JSON.stringify(encrypted.body);
  } else if (options.body !== undefined) body = JSON.stringify(options.body);
  const response = await fetch(`${server.url}${path}`, { method, headers: h, body });
  const json = (await response.json()) as { success: boolean; value: T; errorCode: string | null };
  return { status: response.status, ...json };
}

describe('the running server', () => {
  it('registers, logs in encrypted, reads member info and balance, adds a favourite, redeems points and logs out', async () => {
    const key = (await api<RsaPublicKey>('GET', '/wps/session/key/rsa')).value;

    await api('GET', '/wps/captcha');
    const captcha = (await api<{ text: string }>('GET', '/__sandbox/captcha/last')).value.text;
    const registered = await api<{ customerName: string }>('POST', '/wps/member/register', {
      encrypt: key,
      body: {
        username: 'e2eplayer1',
        password: 'E2ePass123',
        confirmPassword: 'E2ePass123',
        captcha,
        registerMethod: 'WEB',
        registerUrl: `${server.url}/register`,
        domain: '127.0.0.1',
        deviceId: crypto.randomUUID(),
      },
    });
    expect(registered).toMatchObject({ success: true, value: { customerName: 'e2eplayer1' } });

    const login = await api<{ token: string }>('POST', '/wps/session/login', {
      encrypt: key,
      body: {
        username: 'e2eplayer1',
        password: 'E2ePass123',
        type: 'username',
        deviceId: crypto.randomUUID(),
      },
    });
    expect(login.success).toBe(true);
    const token = login.value.token;

    expect((await api('GET', '/wps/member/info', { token })).value).toMatchObject({
      account: 'e2eplayer1',
      type: 0,
    });
    expect((await api('GET', '/wps/v2/wallets/balance?typeId=0', { token })).value).toMatchObject({
      currency: 'CNY',
      wallets: expect.any(Array),
    });

    expect(
      (
        await api('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
          token,
          body: { nodeId: 50060, vendor: 'PG', gameType: 'RNG' },
        })
      ).value,
    ).toMatchObject({ favorite: true });
    const favourites = await api<{ nodeId: number }[]>(
      'GET',
      '/wps/relay/MCSFE_getFavoriteGamesList',
      { token },
    );
    expect(favourites.value.map((game) => game.nodeId)).toEqual([50060]);

    // A new account has no points: the redemption is refused, then points arrive and it succeeds.
    const redeem = {
      rewardId: 4002,
      quantity: 1,
      redeemType: 'P',
      password: '',
      remarks: 'name:E2E|mobile:13800000000',
    };
    expect(
      (
        await api('POST', '/wps/relay/passwordCheck/MCSFE_redeemPointReward', {
          token,
          encrypt: key,
          body: { ...redeem, password: 'E2ePass123' },
        })
      ).errorCode,
    ).toBe('payment.password.incorrect');
    const player = (
      await api<{ token: string }>('POST', '/wps/session/login', {
        encrypt: key,
        body: { username: 'player01', password: 'Sandbox123' },
      })
    ).value.token;
    const before = (
      await api<{ balance: number }>('GET', '/wps/relay/MCSFE_getPointBalance', { token: player })
    ).value.balance;
    const redeemed = await api<{ pointBalance: number; requiredPoint: number }>(
      'POST',
      '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
      { token: player, encrypt: key, body: { ...redeem, password: '654321' } },
    );
    expect(redeemed.success).toBe(true);
    expect(redeemed.value.pointBalance).toBe(before - redeemed.value.requiredPoint);
    expect(
      (await api<{ balance: number }>('GET', '/wps/relay/MCSFE_getPointBalance', { token: player }))
        .value.balance,
    ).toBe(before - redeemed.value.requiredPoint);

    expect((await api('DELETE', '/wps/session/logout', { token })).success).toBe(true);
    expect((await api('GET', '/wps/member/info', { token })).status).toBe(401);

    await server.close();
    const saved = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as {
      merchants: Record<string, { accounts: { username: string }[] }>;
    };
    expect(
      saved.merchants.default?.accounts.some((account) => account.username === 'e2eplayer1'),
    ).toBe(true);
    expect(readFileSync(join(dir, 'state.json'), 'utf8')).not.toContain(token);
    server = await startSandboxServer({
      port: 0,
      dataFile: join(dir, 'state.json'),
      log: { info: (m) => logs.push(m), warn: (m) => logs.push(m) },
    });
    const again = await api<{ token: string }>('POST', '/wps/session/login', {
      encrypt: key,
      body: { username: 'e2eplayer1', password: 'E2ePass123' },
    });
    expect(again.success).toBe(true);
    expect(logs.join('\n')).not.toMatch(/E2ePass123|Sandbox123/);
  });

  it('delivers a pushed notification over the websocket', async () => {
    const key = (await api<RsaPublicKey>('GET', '/wps/session/key/rsa')).value;
    const token = (
      await api<{ token: string }>('POST', '/wps/session/login', {
        encrypt: key,
        body: { username: 'agent01', password: 'Sandbox123' },
      })
    ).value.token;
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/wps/websocket`);
    const frames: Record<string, unknown>[] = [];
    const subscribed = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data)) as Record<string, unknown>;
        frames.push(frame);
        if (frame.action === 'subscribed') resolve();
      });
    });
    await new Promise<void>((resolve) => socket.on('open', () => resolve()));
    socket.send(
      JSON.stringify({
        action: 'subscribe',
        topic: '/topic/customer/100005',
        merchant: 'default',
        token,
      }),
    );
    await subscribed;
    const event = new Promise<Record<string, unknown>>((resolve) =>
      socket.on('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>)),
    );
    const pushed = await api('POST', '/__sandbox/notifications', {
      body: { username: 'agent01', type: 'PAYMENT_CONFIRMATION', content: { amount: 300 } },
    });
    expect(pushed.value).toMatchObject({ delivered: 1 });
    expect(await event).toMatchObject({
      topic: '/topic/customer/100005',
      type: 'PAYMENT_CONFIRMATION',
      content: { amount: 300 },
    });
    const list = await api<{ amount: number }[]>(
      'GET',
      '/wps/relay/MCSFE_getPaymentConfirmationList',
      { token },
    );
    expect(list.value.some((item) => item.amount === 300)).toBe(true);
    socket.close();
  });

  it('drops the connection for a network-drop fault', async () => {
    await api('POST', '/__sandbox/faults', { body: { path: '/wps/system/country', kind: 'drop' } });
    await expect(
      fetch(`${server.url}/wps/system/country`, { headers: headers() }),
    ).rejects.toThrow();
    expect((await api('GET', '/wps/system/country')).success).toBe(true);
  });
});
