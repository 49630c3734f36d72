import { beforeEach, describe, expect, it } from 'vitest';
import { freshHarness, type Harness } from '../../test/helpers';
import { seededDownlineNames } from '../seed/agent-team-seed';

const PERIOD = { startDate: '2026-10-23', endDate: '2026-11-21' };
let h: Harness;
let token: string;
let counter = 0;
const requestId = () => `team-test-${(counter += 1)}`;

interface Answer<T> {
  body: { success: boolean; errorCode: string | null; value: T };
}

/** A call as agent41 (POST bodies encrypted, as the client sends them). */
const call = async <T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { query?: Record<string, string | number>; body?: unknown } = {},
): Promise<Answer<T>> =>
  (await h.call<T>(method, path, {
    token,
    ...(options.query ? { query: options.query } : {}),
    ...(options.body ? { body: options.body, encrypt: method === 'POST' } : {}),
  })) as Answer<T>;

const register = (username: string, password = 'Secret123', id = requestId()) =>
  call('POST', '/wps/agent/downline', {
    body: { username, password, confirmPassword: password, requestId: id },
  });
const transfer = (downline: string, amount: number, id = requestId()) =>
  call<{ balance: number }>('POST', '/wps/agent/team/transfer', {
    body: { downline, amount, requestId: id },
  });
const members = (keyword = '', page = 1) =>
  call<{ content: { username: string; balance: number }[]; totalElements: number }>(
    'GET',
    '/wps/agent/team/members',
    { query: { page, size: 10, keyword } },
  );

beforeEach(async () => {
  h = await freshHarness();
  token = await h.login('agent41');
});

describe('agent team: seeded downlines', () => {
  it('agent41 has 24 seeded downlines over three pages, newest first', async () => {
    const { body } = await members();
    expect(body.value.totalElements).toBe(24);
    expect(body.value.content).toHaveLength(10);
    expect(seededDownlineNames('agent41')).toContain(body.value.content[0]?.username);
  });

  it('a seeded downline signs in with the seed password', async () => {
    await members();
    await expect(h.login('a41mem01')).resolves.toEqual(expect.any(String));
  });

  it('a member (isAgent 0) has no team', async () => {
    token = await h.login('player01');
    const { body } = await members();
    expect(body).toMatchObject({ success: false, errorCode: 'agent.only' });
  });
});

describe('agent team: register a downline', () => {
  it('the new downline is in the team list and signs in with its password', async () => {
    const { body } = await register('fresh0001', 'Fresh1234');
    expect(body).toMatchObject({ success: true, value: { username: 'fresh0001' } });
    const list = await members('fresh');
    expect(list.body.value.content.map((m) => m.username)).toEqual(['fresh0001']);
    await expect(h.login('fresh0001', 'Fresh1234')).resolves.toEqual(expect.any(String));
  });

  it.each([
    ['a taken username', 'player01', 'Secret123', 'register.username.exists'],
    ['a short username', 'ab12', 'Secret123', 'field.invalid'],
    ['a username with symbols', 'bad_name01', 'Secret123', 'field.invalid'],
    ['a short password', 'fresh0002', '12345', 'field.invalid'],
  ])('refuses %s', async (_what, username, password, code) => {
    const { body } = await register(username, password);
    expect(body).toMatchObject({ success: false, errorCode: code });
  });

  it('refuses a password confirmation that differs', async () => {
    const { body } = await call('POST', '/wps/agent/downline', {
      body: {
        username: 'fresh0003',
        password: 'Secret123',
        confirmPassword: 'Other1234',
        requestId: requestId(),
      },
    });
    expect(body).toMatchObject({ success: false, errorCode: 'password.mismatch' });
  });

  it('refuses a replayed request id and a plain (unencrypted) body', async () => {
    const id = requestId();
    expect((await register('fresh0004', 'Secret123', id)).body.success).toBe(true);
    expect((await register('fresh0005', 'Secret123', id)).body).toMatchObject({
      errorCode: 'request.replayed',
    });
    const plain = await h.call('POST', '/wps/agent/downline', {
      token,
      body: {
        username: 'fresh0006',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        requestId: requestId(),
      },
    });
    expect(plain.body).toMatchObject({ success: false, errorCode: 'decrypt.failed' });
  });

  it('answers module.disabled when AGEREGDOWN3 is off', async () => {
    h.app.world.controlsFor('default').flags.AGEREGDOWN3 = false;
    const { body } = await register('fresh0007');
    expect(body).toMatchObject({ success: false, errorCode: 'module.disabled' });
  });
});

describe('agent team: transfer to a downline', () => {
  it('moves money from the agent to the downline once per request id', async () => {
    const before = (await members('a41mem01')).body.value.content[0]?.balance ?? 0;
    const id = requestId();
    const first = await transfer('a41mem01', 250.25, id);
    expect(first.body).toMatchObject({ success: true, value: { balance: 3439.75 } });
    expect((await transfer('a41mem01', 250.25, id)).body).toMatchObject({
      errorCode: 'request.replayed',
    });
    const after = (await members('a41mem01')).body.value.content[0]?.balance ?? 0;
    expect(after).toBeCloseTo(before + 250.25, 2);
    const setting = await call<{ balance: number }>('GET', '/wps/agent/team/transfer/setting');
    expect(setting.body.value.balance).toBe(3439.75);
  });

  it.each([
    ['below the minimum', 'a41mem01', 9.99, 'transfer.amount.limit'],
    ['above the maximum', 'a41mem01', 50_000.01, 'transfer.amount.limit'],
    ['more than the balance', 'a41mem01', 5000, 'balance.not.enough'],
    ['more than two decimals', 'a41mem01', 10.005, 'field.invalid'],
    ['to someone outside the team', 'player02', 20, 'record.not.found'],
  ])('refuses a transfer %s', async (_what, downline, amount, code) => {
    expect((await transfer(downline, amount)).body).toMatchObject({
      success: false,
      errorCode: code,
    });
  });

  it('shows the transfer in the downline transactions', async () => {
    await transfer('a41mem02', 88);
    const { body } = await call<{ content: { type: string; amount: number; username: string }[] }>(
      'GET',
      '/wps/relay/MCSFE_getDownlineTransactions',
      { query: { ...PERIOD, page: 1, size: 10 } },
    );
    expect(body.value.content[0]).toMatchObject({
      type: 'TRANSFER_IN',
      amount: 88,
      username: 'a41mem02',
    });
  });
});

describe('agent team: periods, reports and links', () => {
  it.each([
    ['31 days', { startDate: '2026-10-22', endDate: '2026-11-21' }],
    ['a reversed period', { startDate: '2026-11-21', endDate: '2026-11-01' }],
  ])('refuses %s', async (_what, query) => {
    const { body } = await call('GET', '/wps/agent/team/overview', { query });
    expect(body).toMatchObject({ success: false, errorCode: 'field.invalid' });
  });

  it('report totals add up over every page', async () => {
    const rows: { profit: number }[] = [];
    let totals: { profit: number } | undefined;
    for (const page of [1, 2, 3]) {
      const { body } = await call<{ content: { profit: number }[]; totals: { profit: number } }>(
        'GET',
        '/wps/relay/MCSFE_getTeamProfitLoss',
        { query: { ...PERIOD, page, size: 10 } },
      );
      rows.push(...body.value.content);
      totals = body.value.totals;
    }
    expect(rows).toHaveLength(24);
    expect(totals?.profit).toBeCloseTo(
      rows.reduce((s, r) => s + r.profit, 0),
      1,
    );
  });

  it('the overview counts a new registration as a new member', async () => {
    const before = await call<{ teamSize: number; newMembers: number }>(
      'GET',
      '/wps/agent/team/overview',
      { query: PERIOD },
    );
    await register('fresh0008');
    const after = await call<{ teamSize: number; newMembers: number }>(
      'GET',
      '/wps/agent/team/overview',
      { query: PERIOD },
    );
    expect(after.body.value.teamSize).toBe(before.body.value.teamSize + 1);
    expect(after.body.value.newMembers).toBe(before.body.value.newMembers + 1);
  });

  it('creates, disables and deletes an affiliate link', async () => {
    const created = await call<{ affiliateCode: string }>('POST', '/wps/agent/affiliate/links', {
      body: { remark: 'summer' },
    });
    const code = created.body.value.affiliateCode;
    const updated = await h.call('PUT', `/wps/agent/affiliate/links/${code}`, {
      token,
      body: { enabled: false },
    });
    expect(updated.body).toMatchObject({ success: true, value: { enabled: false } });
    await call('DELETE', `/wps/agent/affiliate/links/${code}`);
    const list = await call<{ content: { affiliateCode: string }[] }>(
      'GET',
      '/wps/agent/affiliate/links',
      {
        query: { page: 1, size: 20 },
      },
    );
    expect(list.body.value.content.map((l) => l.affiliateCode)).toEqual(['AFF0041']);
  });

  it("the site's registration accepts an enabled link's code (ADR 0144), not a disabled one's", async () => {
    const created = await call<{ affiliateCode: string }>('POST', '/wps/agent/affiliate/links', {
      body: { remark: 'autumn' },
    });
    const code = created.body.value.affiliateCode;
    const signUp = async (username: string) => {
      await h.call('GET', '/wps/captcha');
      return h.call('POST', '/wps/member/register', {
        body: {
          registerMethod: 'WEB',
          registerUrl: 'http://127.0.0.1/register',
          domain: '127.0.0.1',
          captcha: h.app.world.lastCaptcha?.text,
          username,
          password: 'Secret123',
          affiliateCode: code.toLowerCase(),
        },
        encrypt: true,
      });
    };
    const check = await h.call('GET', '/wps/agent/affiliate', { query: { code, domain: 'x' } });
    expect(check.body).toMatchObject({ success: true, value: { affiliateCode: code } });
    expect((await signUp('linked001')).body.success).toBe(true);
    expect(h.app.world.findAccount('default', 'linked001')?.upline).toBe('agent41');
    await h.call('PUT', `/wps/agent/affiliate/links/${code}`, { token, body: { enabled: false } });
    expect((await signUp('linked002')).body.errorCode).toBe('affiliate.invalid');
  });

  it("an agent cannot change another agent's link", async () => {
    const { body } = await h.call('PUT', '/wps/agent/affiliate/links/AFF0042', {
      token,
      body: { enabled: false },
    });
    expect(body).toMatchObject({ success: false, errorCode: 'record.not.found' });
  });
});
