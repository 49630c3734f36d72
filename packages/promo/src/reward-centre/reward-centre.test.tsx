import { setupSandbox } from '@site/feature-testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordingLinks, renderPromo } from '../test/promo-harness';
import { MissionPage } from './mission-page';
import { RewardCentrePage } from './reward-centre-page';
import { hasRebateIn } from './use-has-rebate';

const sandbox = setupSandbox();

describe('reward centre (account-access.md section 2, content-and-play.md section 7)', () => {
  it('lists the claims (MCS2_getPromotionClaimList)', async () => {
    await renderPromo(<RewardCentrePage />, { account: 'player01' });
    await screen.findByRole('tab', { name: 'My applications' });
    await waitFor(() =>
      expect(sandbox.calls).toContain('GET /wps/relay/MCS2_getPromotionClaimList'),
    );
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });

  it('promo code state (PROMOFE_getPromoCodeEnable) and rebate settings with PLYRBT', async () => {
    const { user } = await renderPromo(<RewardCentrePage />, { account: 'player01' });
    await user.click(await screen.findByRole('tab', { name: 'Promo code' }));
    expect(
      await screen.findByText('Promo codes are available for your account.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Rebate rates' }));
    const table = await screen.findByRole('table', { name: 'Rebate rates' });
    expect(within(table).getAllByRole('row').length).toBe(8);
  });

  it('without PLYRBT there is no rebate tab; without REWCEN3 no centre', async () => {
    const first = await renderPromo(<RewardCentrePage />, {
      account: 'player01',
      flags: { REWCEN3: true },
    });
    await screen.findByRole('tab', { name: 'Promo code' });
    expect(screen.queryByRole('tab', { name: 'Rebate rates' })).not.toBeInTheDocument();
    first.unmount();
    await renderPromo(<RewardCentrePage />, { account: 'player01', flags: { REWCEN3: false } });
    expect(screen.getByText('Promotions are not available')).toBeInTheDocument();
  });

  it("opens the point mall (the reward centre's pointMall route) only under PTSYS3", async () => {
    const links = recordingLinks();
    const first = await renderPromo(<RewardCentrePage />, {
      account: 'player01',
      flags: { REWCEN3: true, PTSYS3: true },
      links,
    });
    const { user } = first;
    await user.click(await screen.findByRole('button', { name: 'Points mall' }));
    expect(links.opened).toEqual(['promo.pointMarket']);
    first.unmount();
    await renderPromo(<RewardCentrePage />, { account: 'player01', flags: { REWCEN3: true } });
    await screen.findByRole('tab', { name: 'Promo code' });
    expect(screen.queryByRole('button', { name: 'Points mall' })).not.toBeInTheDocument();
  });

  it('missionLeaderboard shows the mission count badge and the missions', async () => {
    await renderPromo(<MissionPage />, { account: 'player01' });
    expect(await screen.findByText('Weekly Missions')).toBeInTheDocument();
  });

  it('hasRebate: any rebate value above zero', () => {
    expect(hasRebateIn([{ productType: 'LIVE', rebateValue: 0.3 }])).toBe(true);
    expect(hasRebateIn([{ productType: 'LIVE', rebateValue: 0 }])).toBe(false);
    expect(hasRebateIn(null)).toBe(false);
  });
});
