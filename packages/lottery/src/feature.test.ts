import { describe, expect, it } from 'vitest';
import { lotteryFeature } from './feature';

describe('the lottery feature object (ADR 0050)', () => {
  it('declares the lottery routes, home sections, mini-game widget, namespace and flags', async () => {
    expect(lotteryFeature.routes.map((route) => route.path)).toEqual([
      'lottery',
      'vnLottery',
      'seaLottery',
      'lotteryTrend',
    ]);
    expect(lotteryFeature.homeSections.map((section) => section.id)).toEqual([
      'lottery',
      'lottery-tile',
    ]);
    expect(lotteryFeature.widgets[0]!.hiddenOn).toEqual([
      '/lottery',
      '/vnLottery',
      '/seamless',
      '/agent',
      '/agentHome',
      '/seaLottery',
    ]);
    expect(lotteryFeature.i18n.namespace).toBe('lottery');
    // The endpoints come with the lazy screens (ADR 0086): the feature object imports no API code.
    expect('endpoints' in lotteryFeature).toBe(false);
    expect(lotteryFeature.flags).toEqual(['LOTTMINIGAME3', 'SEALOTTMINIGAME3']);
    for (const route of lotteryFeature.routes)
      expect((await route.lazy()).Component).toBeTypeOf('function');
  });

  it('the mini-game gate needs a member and one of the two flags', () => {
    const gate = (signedIn: boolean, flags: string[]) =>
      lotteryFeature.widgets[0]!.visible!({
        signedIn,
        flag: (id) => flags.includes(id),
        flags: {},
        isAgent: null,
        toUpline: null,
        singleWallet: false,
        promoEnabled: () => false,
        hasRebate: false,
      });
    expect(gate(false, ['LOTTMINIGAME3'])).toBe(false);
    expect(gate(true, ['SEALOTTMINIGAME3'])).toBe(true);
    expect(gate(true, [])).toBe(false);
  });

  it('translations exist in all six languages with the same keys', async () => {
    const languages = ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const;
    const bundles = await Promise.all(
      languages.map(
        (language) => lotteryFeature.i18n.load(language) as Promise<Record<string, string>>,
      ),
    );
    const keys = Object.keys(bundles[0]!).sort();
    for (const bundle of bundles) expect(Object.keys(bundle).sort()).toEqual(keys);
    expect(bundles[3]!.qb_title).toBe('Quick bet');
    expect(bundles[4]!.qb_title).not.toBe(bundles[3]!.qb_title);
  });
});
