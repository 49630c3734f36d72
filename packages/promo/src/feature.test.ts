import type { CentrePage, GateContext, RealtimeContext } from '@site/feature-api';
import { describe, expect, it, vi } from 'vitest';
import { promoFeature } from './feature';
import { promoUiActions } from './shared/promo-ui-slice';

const gate = (overrides: Partial<GateContext> = {}): GateContext => ({
  flag: () => true,
  flags: {},
  signedIn: true,
  isAgent: 0,
  toUpline: null,
  singleWallet: false,
  promoEnabled: () => true,
  hasRebate: false,
  ...overrides,
});

const page = (id: string): CentrePage => {
  const found = (promoFeature.memberCentre as readonly CentrePage[]).find(
    (entry) => entry.id === id,
  );
  if (!found) throw new Error(id);
  return found;
};

describe('promo feature object', () => {
  it('serves /promotion, /promotions and /news to everyone', () => {
    expect(promoFeature.routes.map((route) => [route.path, route.access])).toEqual([
      ['promotion', 'public'],
      ['promotions', 'public'],
      ['news', 'public'],
    ]);
  });

  it('account-access section 2: signInTask, newbieTask, rescueTask and promoList open rewardCenter (REWCEN3)', () => {
    expect(page('rewardCenter').aliases).toEqual([
      'signInTask',
      'newbieTask',
      'rescueTask',
      'promoList',
    ]);
    expect(page('rewardCenter').visible?.(gate())).toBe(true);
    expect(page('rewardCenter').visible?.(gate({ flag: (id) => id !== 'REWCEN3' }))).toBe(false);
  });

  it('section 6: referral and mission depend on the promo; invite friends for non-agents only', () => {
    expect(
      page('missionLeaderboard').visible?.(gate({ promoEnabled: (type) => type !== 'MISSION' })),
    ).toBe(false);
    expect(page('missionLeaderboard').visible?.(gate())).toBe(true);
    expect(page('missionLeaderboard').useBadgeCount).toBeTypeOf('function');
    expect(page('referral').visible?.(gate())).toBe(true);
    expect(page('referral').visible?.(gate({ promoEnabled: () => false }))).toBe(false);
    expect(page('referral').visible?.(gate({ isAgent: 41 }))).toBe(false);
    expect(page('referral').visible?.(gate({ isAgent: 1 }))).toBe(false);
    expect(page('referral').visible?.(gate({ isAgent: 42 }))).toBe(false);
  });

  it('contributes the banner, notice and promotions home sections', () => {
    expect(promoFeature.homeSections.map((section) => section.id)).toEqual([
      'banner',
      'notice',
      'promotions',
    ]);
  });
});

describe('section 4: real-time events', () => {
  const context = (rewards: boolean) => {
    const dispatch = vi.fn();
    const refreshBalance = vi.fn();
    const ctx: RealtimeContext = {
      toast: vi.fn(),
      refreshBalance,
      dispatch,
      gate: gate({ flag: (id) => id !== 'REWCEN3' || rewards }),
    };
    return { ctx, dispatch, refreshBalance };
  };

  it('MANUAL_PROMO opens the bonus modal if REWCEN3 is enabled', () => {
    const on = context(true);
    promoFeature.realtime.MANUAL_PROMO?.(
      { type: 'MANUAL_PROMO', content: { message: 'Bonus 88' } },
      on.ctx,
    );
    expect(on.dispatch).toHaveBeenCalledWith(promoUiActions.bonusReceived('Bonus 88'));
    expect(on.refreshBalance).toHaveBeenCalled();
    const off = context(false);
    promoFeature.realtime.MANUAL_PROMO?.({ type: 'MANUAL_PROMO', content: 'x' }, off.ctx);
    expect(off.dispatch).not.toHaveBeenCalled();
  });

  it('PROMOTION_CLAIM refreshes the promotions and the balance', () => {
    const { ctx, dispatch, refreshBalance } = context(true);
    promoFeature.realtime.PROMOTION_CLAIM?.({ type: 'PROMOTION_CLAIM', content: null }, ctx);
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(dispatch.mock.calls[0]?.[0])).toContain('PromoAvailable');
    expect(refreshBalance).toHaveBeenCalled();
  });
});
