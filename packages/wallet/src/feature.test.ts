import { describe, expect, it } from 'vitest';
import { walletFeature } from './feature';
import { WALLET_PAGE_GATES } from './rules/page-gates';

describe('the wallet feature object', () => {
  it('contributes the ten member-centre money pages, each with its own gate', () => {
    expect(walletFeature.memberCentre.map((page) => page.id)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'transferUpline',
      'bonusDetails',
      'manualRebate',
    ]);
    for (const page of walletFeature.memberCentre) {
      expect(page.visible).toBe(WALLET_PAGE_GATES[page.id as keyof typeof WALLET_PAGE_GATES]);
      expect(page.labelKey).toBe(`page_${page.id}`);
    }
  });

  it('loads every page lazily, with its namespace in six languages and the same keys', async () => {
    for (const page of walletFeature.memberCentre) {
      expect(typeof (await page.lazy()).Component).toBe('function');
    }
    const load = async (language: 'CN' | 'TW' | 'JA' | 'EN' | 'TH' | 'VI') => {
      const loaded = await walletFeature.i18n.load(language);
      return ('default' in loaded ? loaded.default : loaded) as Record<string, string>;
    };
    const en = await load('EN');
    for (const language of ['CN', 'TW', 'JA', 'TH', 'VI'] as const) {
      const messages = await load(language);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
      expect(messages.page_depositv2).not.toBe(en.page_depositv2);
    }
  });

  it('declares the change-password link the shell binds (required) and customer service (optional)', () => {
    expect(walletFeature.links.changePassword.optional).toBe(false);
    expect(walletFeature.links.customerService.optional).toBe(true);
  });
});
