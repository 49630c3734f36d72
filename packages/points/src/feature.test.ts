import type { GateContext } from '@site/feature-api';
import { describe, expect, it } from 'vitest';
import { POINT_MALL_PAGE, pointsFeature } from './feature';

const gate = (flags: Record<string, boolean>): GateContext => ({
  flag: (id) => flags[id] ?? false,
  flags,
  signedIn: true,
  isAgent: 0,
  toUpline: null,
  singleWallet: false,
  promoEnabled: () => false,
  hasRebate: false,
});

describe('the points feature object', () => {
  it('is reached at /pointMall by members only (account-access.md section 1)', () => {
    const route = pointsFeature.routes.find((entry) => entry.path === POINT_MALL_PAGE);
    expect(route?.access).toBe('signedIn');
  });

  it('adds the pointMall page to the member centre, gated by PTSYS3', () => {
    const page = pointsFeature.memberCentre.find((entry) => entry.id === 'pointMall');
    expect(page?.visible?.(gate({ PTSYS3: true }))).toBe(true);
    expect(page?.visible?.(gate({ PTSYS3: false }))).toBe(false);
  });

  it('loads the mall lazily, with its namespace in six languages', async () => {
    const route = pointsFeature.routes[0];
    expect(typeof (await route!.lazy()).Component).toBe('function');
    const load = async (language: 'CN' | 'TW' | 'JA' | 'EN' | 'TH' | 'VI') =>
      (await pointsFeature.i18n.load(language)) as Record<string, string>;
    for (const language of ['CN', 'TW', 'JA', 'EN', 'TH', 'VI'] as const) {
      const messages = await load(language);
      expect(Object.keys(messages).length).toBeGreaterThan(50);
    }
    expect((await load('TH')).title).not.toBe((await load('EN')).title);
  });
});
