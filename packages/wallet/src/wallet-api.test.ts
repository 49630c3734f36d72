import { createFeatureTestStore, sandboxSignIn } from '@site/feature-testing';
import { setupSandbox } from '@site/feature-testing/vitest';
import { describe, expect, it, vi } from 'vitest';
import { WALLET_TAGS, walletApi } from './wallet-api';

setupSandbox();

const HISTORY = {
  startTime: '2026-10-23 00:00:00',
  endTime: '2026-11-21 23:59:59',
  page: 1,
  size: 10,
};

describe('wallet tags (issue 10: declare only tags in use)', () => {
  it('every declared wallet tag is provided by one of its queries', async () => {
    const { token, isAgent } = await sandboxSignIn('agent00');
    const { store } = createFeatureTestStore({ token, isAgent });
    const { endpoints } = walletApi;
    const loads = [
      store.dispatch(endpoints.walletSecurityInfo.initiate()),
      store.dispatch(endpoints.walletWithdrawSetting.initiate()),
      store.dispatch(endpoints.walletFundRecords.initiate(HISTORY)),
      store.dispatch(endpoints.walletTransactions.initiate(HISTORY)),
      store.dispatch(endpoints.walletPersonalProfit.initiate(HISTORY)),
      store.dispatch(endpoints.walletBonusDetails.initiate(HISTORY)),
      store.dispatch(endpoints.walletManualRebate.initiate()),
      store.dispatch(endpoints.walletUplineInfo.initiate()),
      store.dispatch(endpoints.walletDepositChannels.initiate()),
      store.dispatch(endpoints.walletSecurityConfig.initiate()),
      store.dispatch(endpoints.walletRankProgress.initiate()),
    ];
    await Promise.all(loads);
    await vi.waitFor(() => {
      const provided = Object.keys(store.getState().siteApi.provided.tags);
      expect(provided.filter((tag) => tag.startsWith('Wallet')).sort()).toEqual(
        [...WALLET_TAGS].sort(),
      );
    });
    for (const load of loads) load.unsubscribe();
  });
});
