import { describe, expect, it } from 'vitest';
import { createHarness, freshHarness, testClock } from '../../test/helpers';

// Promotions, notices, banners, reward applications and raffles the platform enforces
// (content-and-play.md sections 3, 4, 5 and 7; ADR 0024, 0091, 0093, 0095).

const png = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

interface Item {
  id: number;
  type: string;
  bannerId?: number;
  groupName?: string;
  status?: string | null;
}

describe('MCSFE_/CCSFE_getListAnnouncements', () => {
  it('groupName filters banners and notices alike (B banners plus B, PL, PU notices)', async () => {
    const h = createHarness();
    const home = await h.call<Item[]>('GET', '/wps/relay/CCSFE_getListAnnouncements', {
      query: { types: 'B,PL,PU', groupName: 'w_home' },
    });
    const items = home.body.value ?? [];
    expect(items.some((item) => item.bannerId)).toBe(true);
    expect(items.every((item) => item.groupName === 'w_home')).toBe(true);
    const all = await h.call<Item[]>('GET', '/wps/relay/CCSFE_getListAnnouncements', {
      query: { types: 'B,PL,PU' },
    });
    const notices = (all.body.value ?? []).filter((item) => !item.bannerId);
    expect(notices.length).toBe(30);
    expect(notices.every((item) => ['B', 'PL', 'PU'].includes(item.type))).toBe(true);
  });
});

describe('MCSFE_signUpRequestReward limits', () => {
  it('refuses a 4th image, an image over 5242880 bytes, a gif and a remark over 140', async () => {
    const h = await freshHarness();
    const token = await h.login('player01');
    const apply = (body: Record<string, unknown>) =>
      h.call('POST', '/wps/relay/MCSFE_signUpRequestReward', {
        token,
        body: { promotionId: 7003, ...body },
      });
    expect((await apply({ pictures: [png(10), png(10), png(10), png(10)] })).body.success).toBe(
      false,
    );
    expect((await apply({ pictures: [png(5_242_880 + 3000)] })).body.success).toBe(false);
    expect((await apply({ pictures: ['data:image/gif;base64,R0lGOD'] })).body.success).toBe(false);
    expect((await apply({ remarks: 'x'.repeat(141), pictures: [] })).body.success).toBe(false);
    const ok = await apply({ remarks: 'x'.repeat(140), pictures: [png(10), png(10), png(10)] });
    expect(ok.body.success).toBe(true);
    expect(ok.body.value).toMatchObject({ promotionId: 7003, status: 'PENDING' });
  });
});

describe('raffle window (hourly)', () => {
  it('open at :00, due at :45, ended for the last 10 s; a claim is once per round', async () => {
    const clock = testClock(Date.UTC(2026, 10, 21, 4, 0, 0));
    const h = await freshHarness({ clock });
    const token = await h.login('player01');
    const status = async () =>
      (
        await h.call<{ hasStarted: boolean; hasEnded: boolean; isClaimed: boolean; due: number }>(
          'GET',
          '/wps/relay/MCSFE_getRafflePromotionStatus',
          { token, query: { rafflePromotionId: 7012, raffleScheduleId: 9101 } },
        )
      ).body.value;
    expect(await status()).toMatchObject({
      hasStarted: true,
      hasEnded: false,
      isClaimed: false,
      due: Date.UTC(2026, 10, 21, 4, 45, 0),
    });
    clock.set(Date.UTC(2026, 10, 21, 4, 59, 55));
    expect(await status()).toMatchObject({ hasEnded: true });
    const late = await h.call('POST', '/wps/relay/MCSFE_claimRafflePromotion', {
      token,
      body: { promotionId: 7012, raffleScheduleId: 9101 },
    });
    expect(late.body.errorCode).toBe('raffle.not.available');
    clock.set(Date.UTC(2026, 10, 21, 5, 10, 0));
    const claim = await h.call('POST', '/wps/relay/MCSFE_claimRafflePromotion', {
      token,
      body: { promotionId: 7012, raffleScheduleId: 9101 },
    });
    expect(claim.body.success).toBe(true);
    expect(await status()).toMatchObject({ isClaimed: true });
  });
});
