import type { GateContext } from '@site/feature-api';
import { describe, expect, it } from 'vitest';
import { WALLET_PAGE_GATES } from './page-gates';

const ctx = (over: Partial<GateContext> & { on?: string[] } = {}): GateContext => {
  const on = new Set(over.on ?? ['DEPOSIT', 'WITHDRAW', 'AGETRANSFERUP3', 'PLYRBT', 'MANPLAYREB3']);
  return {
    flag: (id) => on.has(id),
    flags: {},
    signedIn: true,
    isAgent: over.isAgent ?? 0,
    toUpline: over.toUpline ?? 0,
    singleWallet: over.singleWallet ?? false,
    promoEnabled: () => false,
    hasRebate: over.hasRebate ?? true,
  };
};

/** Which pages each context shows: the rules of the shell's MEMBER_PAGE_RULES (ADR 0058). */
const visible = (context: GateContext) =>
  Object.entries(WALLET_PAGE_GATES)
    .filter(([, gate]) => gate(context))
    .map(([id]) => id);

describe('wallet page gates (account-access.md section 6)', () => {
  it.each([
    [
      'a plain member',
      ctx(),
      [
        'securityCenter',
        'transferFund',
        'depositv2',
        'withdraw',
        'personalHistoryCopy',
        'transactionHistory',
        'personalProfit',
        'bonusDetails',
        'manualRebate',
      ],
    ],
    [
      'a single-wallet merchant hides transferFund',
      ctx({ singleWallet: true }),
      expect.not.arrayContaining(['transferFund']),
    ],
    [
      'CREDITMAR3 hides deposit and withdraw',
      ctx({ on: ['DEPOSIT', 'WITHDRAW', 'CREDITMAR3'] }),
      expect.not.arrayContaining(['depositv2', 'withdraw']),
    ],
    [
      'no DEPOSIT flag hides deposit',
      ctx({ on: ['WITHDRAW'] }),
      expect.not.arrayContaining(['depositv2']),
    ],
    [
      'no WITHDRAW flag hides withdraw',
      ctx({ on: ['DEPOSIT'] }),
      expect.not.arrayContaining(['withdraw']),
    ],
    [
      'toUpline 1, isAgent 0 and AGETRANSFERUP3 show transferUpline',
      ctx({ toUpline: 1 }),
      expect.arrayContaining(['transferUpline']),
    ],
    [
      'isAgent 2 never transfers to the upline',
      ctx({ toUpline: 1, isAgent: 2 }),
      expect.not.arrayContaining(['transferUpline']),
    ],
    [
      'without AGETRANSFERUP3 no upline transfer',
      ctx({ toUpline: 1, on: [] }),
      expect.not.arrayContaining(['transferUpline']),
    ],
    [
      'bonus details need a rebate available',
      ctx({ hasRebate: false }),
      expect.not.arrayContaining(['bonusDetails']),
    ],
    [
      'manual rebate needs MANPLAYREB3',
      ctx({ on: ['DEPOSIT'] }),
      expect.not.arrayContaining(['manualRebate']),
    ],
  ])('%s', (_name, context, expected) => {
    expect(visible(context)).toEqual(expected);
  });

  it('CREDITMAR3 alone (no DEPOSIT/WITHDRAW) keeps the other pages', () => {
    expect(visible(ctx({ on: ['CREDITMAR3'] }))).toContain('securityCenter');
  });
});
