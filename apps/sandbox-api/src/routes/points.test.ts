import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../test/helpers';

interface Reward {
  id: number;
  type: number;
  price: number | null;
  mpPointAmount: number;
  mpMoneyAmount: number;
  inventory: number;
  displayPointMoneyAmt: 'Y' | 'N';
}

const REDEEM = '/wps/relay/passwordCheck/MCSFE_redeemPointReward';
const PAYMENT_PASSWORD = '654321';

async function setup() {
  const h = await freshHarness();
  const token = await h.login('player01');
  const rewards =
    (
      await h.call<{ content: Reward[] }>('GET', '/wps/relay/MCSFE_getPointReward', {
        query: { page: 1, size: 1000 },
      })
    ).body.value?.content ?? [];
  const balance = async () =>
    (await h.call<{ balance: number }>('GET', '/wps/relay/MCSFE_getPointBalance', { token })).body
      .value?.balance;
  const redeem = (body: Record<string, unknown>) =>
    h.call('POST', REDEEM, { token, body, encrypt: true });
  return { h, token, rewards, balance, redeem };
}

describe('points mall rules enforced by the sandbox (content-and-play.md sections 3, 5, 7)', () => {
  it('seeds 10 rewards of each of the four types, some sold out and some points-plus-money only', async () => {
    const { rewards } = await setup();
    expect(rewards).toHaveLength(40);
    for (const type of [1, 2, 3, 4])
      expect(rewards.filter((reward) => reward.type === type)).toHaveLength(10);
    expect(rewards.some((reward) => reward.inventory === 0)).toBe(true);
    expect(
      rewards.some((reward) => reward.price === null && reward.displayPointMoneyAmt === 'Y'),
    ).toBe(true);
    expect(
      rewards.some((reward) => reward.price !== null && reward.displayPointMoneyAmt === 'Y'),
    ).toBe(true);
  });

  it('refuses a wrong payment password, a sold-out item, too many, points only without a price and a zero quantity', async () => {
    const { rewards, redeem, balance } = await setup();
    const priced = rewards.find((reward) => reward.price !== null && reward.inventory > 0)!;
    const soldOut = rewards.find((reward) => reward.inventory === 0)!;
    const pmOnly = rewards.find((reward) => reward.price === null && reward.inventory > 0)!;
    const base = { quantity: 1, redeemType: 'P', password: PAYMENT_PASSWORD };
    const code = async (body: Record<string, unknown>) => (await redeem(body)).body.errorCode;
    expect(await code({ ...base, rewardId: priced.id, password: 'Sandbox123' })).toBe(
      'payment.password.incorrect',
    );
    expect(await code({ ...base, rewardId: soldOut.id })).toBe('inventory.not.enough');
    expect(await code({ ...base, rewardId: priced.id, quantity: priced.inventory + 1 })).toBe(
      'inventory.not.enough',
    );
    expect(await code({ ...base, rewardId: pmOnly.id })).toBe('field.invalid');
    expect(await code({ ...base, rewardId: priced.id, quantity: 0 })).toBeTruthy();
    expect(await balance()).toBe(5000);
  });

  it('refuses a redeem beyond the points balance', async () => {
    const { h, rewards } = await setup();
    const token = await h.login('player02');
    const expensive = rewards.find((reward) => (reward.price ?? 0) >= 200 && reward.inventory > 0)!;
    const answer = await h.call('POST', REDEEM, {
      token,
      body: { rewardId: expensive.id, quantity: 1, redeemType: 'P', password: PAYMENT_PASSWORD },
      encrypt: true,
    });
    expect(answer.body.errorCode).toBe('points.not.enough');
  });

  it('a redeem deducts points and inventory and adds a pending record and a transaction', async () => {
    const { h, token, rewards, redeem, balance } = await setup();
    const priced = rewards.find((reward) => reward.price !== null && reward.inventory >= 2)!;
    const answer = await redeem({
      rewardId: priced.id,
      quantity: 2,
      redeemType: 'PM',
      password: PAYMENT_PASSWORD,
      remarks: 'Name:Ann;Mobile:0912345678;Address:1 Road',
    });
    expect(answer.body.success).toBe(true);
    expect(await balance()).toBe(5000 - 2 * priced.mpPointAmount);
    const after = (
      await h.call<{ content: Reward[] }>('GET', '/wps/relay/MCSFE_getPointReward', {
        query: { page: 1, size: 1000, type: priced.type },
      })
    ).body.value?.content.find((reward) => reward.id === priced.id);
    expect(after?.inventory).toBe(priced.inventory - 2);
    const records = await h.call<{ content: { status: string; requiredMoney: number }[] }>(
      'GET',
      '/wps/relay/MCSFE_getRedeemPointList',
      { token, query: { page: 1, size: 13, status: 'P' } },
    );
    expect(records.body.value?.content[0]).toMatchObject({
      status: 'P',
      requiredMoney: 2 * priced.mpMoneyAmount,
    });
  });

  it('the line is configured per merchant', async () => {
    const h = await freshHarness();
    const config = async (merchant: string) =>
      (
        await h.call<{ lineRequired: boolean }>('GET', '/wps/relay/MCSFE_getPointConfig', {
          merchant,
        })
      ).body.value?.lineRequired;
    expect(await config('default')).toBe(false);
    expect(await config('lumen')).toBe(true);
  });

  it('an end with a time (the site adds 86399000 ms) is exact; a date-only end covers the day', async () => {
    const { h, token } = await setup();
    const all = await h.call<{ content: { dateRequested: string }[] }>(
      'GET',
      '/wps/relay/MCSFE_getRedeemPointList',
      { token, query: { page: 1, size: 100 } },
    );
    const first = all.body.value?.content.at(-1)?.dateRequested ?? '';
    const day = first.slice(0, 10);
    const count = async (endDate: string) =>
      (
        await h.call<{ content: unknown[] }>('GET', '/wps/relay/MCSFE_getRedeemPointList', {
          token,
          query: { page: 1, size: 100, startDate: `${day} 00:00:00`, endDate },
        })
      ).body.value?.content.length ?? 0;
    expect(await count(day)).toBeGreaterThan(0);
    expect(await count(`${day} 23:59:59`)).toBe(await count(day));
  });
});
