import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../test/helpers';
import type { MerchantCode } from '../seed/merchants';

const PAYMENT_PASSWORD = '654321';
const LAST_30_DAYS = {
  startTime: '2026-10-23 00:00:00',
  endTime: '2026-11-21 23:59:59',
  page: 1,
  size: 50,
};

async function setup(user = 'player01', merchant: MerchantCode = 'default') {
  const h = await freshHarness();
  const token = await h.login(user, 'Sandbox123', merchant);
  let n = 0;
  const id = () => `wallet-test-${(n += 1)}`;
  const post = (path: string, body: Record<string, unknown>) =>
    h.call<Record<string, unknown>>('POST', `/wps/relay/${path}`, {
      token,
      body,
      encrypt: true,
      merchant,
    });
  const get = <T = Record<string, unknown>>(
    path: string,
    query?: Record<string, string | number>,
  ) => h.call<T>('GET', `/wps/relay/${path}`, { token, merchant, ...(query ? { query } : {}) });
  const main = () => h.app.world.findAccount(merchant, user)?.wallets[0]?.availBalance ?? NaN;
  const card = async () =>
    (await get<{ cards: { cardId: number }[] }>('MCSFE_getWithdrawSetting')).body.value?.cards[0]
      ?.cardId;
  return { h, token, id, post, get, main, card };
}

describe('wallet rules enforced by the sandbox (ADR 0130)', () => {
  it('refuses a replayed request id with request.replayed, and moves the money once', async () => {
    const { post, id, main, card } = await setup();
    const before = main();
    const body = {
      cardId: await card(),
      amount: 200,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: id(),
    };
    expect((await post('MCSFE_createWithdraw', body)).body.success).toBe(true);
    const replay = await post('MCSFE_createWithdraw', body);
    expect(replay.body).toMatchObject({ success: false, errorCode: 'request.replayed' });
    expect(main()).toBe(before - 200);
  });

  it.each([
    ['below the minimum', 50, PAYMENT_PASSWORD, 'amount.below.minimum'],
    ['above the maximum', 60_000, PAYMENT_PASSWORD, 'amount.above.maximum'],
    ['above the balance', 20_000, PAYMENT_PASSWORD, 'balance.not.enough'],
    ['with a wrong payment password', 200, '111111', 'payment.password.incorrect'],
  ])('a withdrawal %s is refused (%s, %s -> %s)', async (_name, amount, paymentPassword, code) => {
    const { post, id, main, card } = await setup();
    const before = main();
    const answer = await post('MCSFE_createWithdraw', {
      cardId: await card(),
      amount,
      paymentPassword,
      requestId: id(),
    });
    expect(answer.body).toMatchObject({ success: false, errorCode: code });
    expect(main()).toBe(before);
  });

  it('a withdrawal needs a payment password set first (player02 has none)', async () => {
    const { post, id } = await setup('player02');
    const answer = await post('MCSFE_createWithdraw', {
      cardId: 1,
      amount: 20,
      paymentPassword: '123456',
      requestId: id(),
    });
    expect(answer.body.errorCode).toBe('payment.password.not.set');
    expect((await post('MCSFE_setPaymentPassword', { newPassword: '12ab' })).body.errorCode).toBe(
      'field.invalid',
    );
    expect((await post('MCSFE_setPaymentPassword', { newPassword: '246802' })).body.success).toBe(
      true,
    );
    expect(
      (await post('MCSFE_setPaymentPassword', { oldPassword: '000000', newPassword: '135791' }))
        .body.errorCode,
    ).toBe('payment.password.incorrect');
  });

  it('a withdrawal lowers the balance and appears in the fund records and the transactions', async () => {
    const { post, get, id, main, card } = await setup();
    const before = main();
    const done = await post('MCSFE_createWithdraw', {
      cardId: await card(),
      amount: 300,
      paymentPassword: PAYMENT_PASSWORD,
      requestId: id(),
    });
    const orderNo = String(done.body.value?.orderNo);
    expect(main()).toBe(before - 300);
    const records = await get<{
      content: { orderNo: string; status: string }[];
      totals: { withdraw: number };
    }>('ODSFE2_getFundRecords', { ...LAST_30_DAYS, type: 'WITHDRAW' });
    expect(records.body.value?.content[0]).toMatchObject({ orderNo, status: 'PENDING' });
    expect(records.body.value?.totals.withdraw).toBeGreaterThanOrEqual(300);
    const txs = await get<{ content: { remark: string; amount: number }[] }>(
      'ODSFE2_getWalletTransactions',
      LAST_30_DAYS,
    );
    expect(txs.body.value?.content[0]).toMatchObject({ remark: orderNo, amount: -300 });
  });

  it('a deposit within the channel limits opens the cashier; paying credits the balance once and pushes DEPOSIT', async () => {
    const { h, post, id, main } = await setup();
    const account = h.app.world.findAccount('default', 'player01');
    const events: unknown[] = [];
    h.app.world.hub.subscribe('default', account?.customerId ?? 0, (event) => events.push(event));
    expect(
      (await post('MCSFE_createDeposit', { channelId: 3, amount: 6_000, requestId: id() })).body
        .errorCode,
    ).toBe('amount.above.maximum');
    const order = await post('MCSFE_createDeposit', { channelId: 1, amount: 500, requestId: id() });
    const payUrl = String(order.body.value?.payUrl);
    expect(payUrl).toMatch(/^\/wps\/cashier\/D\d+\?lang=/);
    const before = main();
    const page = await h.raw('GET', payUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('500.00');
    const path = payUrl.split('?')[0] ?? '';
    const paid = await h.raw('POST', `${path}/pay`, { form: { lang: 'EN' } });
    expect(await paid.text()).toContain('Payment complete');
    expect(main()).toBe(before + 500);
    expect(events).toEqual([
      { type: 'DEPOSIT', content: expect.objectContaining({ amount: 500, status: 'SUCCESS' }) },
    ]);
    expect((await h.raw('POST', `${path}/pay`, { form: {} })).status).toBe(409);
    expect(main()).toBe(before + 500);
  });

  it('history ranges longer than 30 days are refused; paging and totals cover the period', async () => {
    const { get } = await setup();
    const long = await get('ODSFE2_getWalletTransactions', {
      ...LAST_30_DAYS,
      startTime: '2026-09-01 00:00:00',
    });
    expect(long.body.errorCode).toBe('date.range.too.long');
    const first = await get<{
      content: unknown[];
      totalPages: number;
      totals: { income: number; expense: number };
    }>('ODSFE2_getWalletTransactions', { ...LAST_30_DAYS, size: 5 });
    expect(first.body.value?.content).toHaveLength(5);
    expect(first.body.value?.totalPages).toBeGreaterThan(1);
    expect(first.body.value?.totals.income).toBeGreaterThan(0);
    const profit = await get<{ totals: { profit: number; validBet: number } }>(
      'ODSFE2_getPersonalProfit',
      LAST_30_DAYS,
    );
    expect(profit.body.value?.totals.validBet).toBeGreaterThan(0);
  });

  it('fund transfer moves money between the main and a vendor wallet, never on a single-wallet merchant', async () => {
    const { h, post, id } = await setup();
    const wallets = () =>
      h.app.world.findAccount('default', 'player01')?.wallets.map((w) => w.availBalance) ?? [];
    const [main, vendor] = wallets();
    expect(
      (
        await post('MCSFE_transferFund', {
          fromWalletId: 1,
          toWalletId: 0,
          amount: 100_000,
          requestId: id(),
        })
      ).body.errorCode,
    ).toBe('balance.not.enough');
    expect(
      (
        await post('MCSFE_transferFund', {
          fromWalletId: 0,
          toWalletId: 1,
          amount: 100,
          requestId: id(),
        })
      ).body.success,
    ).toBe(true);
    expect(wallets()).toEqual([(main ?? 0) - 100, (vendor ?? 0) + 100]);
    const aurum = await setup('player01', 'aurum');
    expect(
      (
        await aurum.post('MCSFE_transferFund', {
          fromWalletId: 0,
          toWalletId: 1,
          amount: 1,
          requestId: aurum.id(),
        })
      ).body.errorCode,
    ).toBe('transfer.single.wallet');
  });

  it('upline transfer needs toUpline 1 and isAgent not 2', async () => {
    const player = await setup('player01');
    expect(
      (
        await player.post('MCSFE_transferToUpline', {
          amount: 10,
          paymentPassword: PAYMENT_PASSWORD,
          requestId: player.id(),
        })
      ).body.errorCode,
    ).toBe('transfer.upline.not.allowed');
    const agent00 = await setup('agent00');
    const upline = () =>
      agent00.h.app.world.findAccount('default', 'agent01')?.wallets[0]?.availBalance ?? 0;
    const before = upline();
    expect(
      (
        await agent00.post('MCSFE_transferToUpline', {
          amount: 10,
          paymentPassword: PAYMENT_PASSWORD,
          requestId: agent00.id(),
        })
      ).body.success,
    ).toBe(true);
    expect(upline()).toBe(before + 10);
  });

  it('the manual rebate is claimed once', async () => {
    const { post, id, get, main } = await setup();
    const available =
      (await get<{ available: number }>('MCSFE_getManualRebate')).body.value?.available ?? 0;
    const before = main();
    expect((await post('MCSFE_claimManualRebate', { requestId: id() })).body.success).toBe(true);
    expect(main()).toBeCloseTo(before + available, 2);
    expect((await post('MCSFE_claimManualRebate', { requestId: id() })).body.errorCode).toBe(
      'rebate.not.available',
    );
  });

  it('money calls are encrypted: a plain body without the Encryption header is refused', async () => {
    const { h, token } = await setup();
    const answer = await h.call('POST', '/wps/relay/MCSFE_createDeposit', {
      token,
      body: { channelId: 1, amount: 500, requestId: 'plain-body-1' },
    });
    expect(answer.body.errorCode).toBe('decrypt.failed');
  });
});
