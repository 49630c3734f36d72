import type { Gate } from '@site/feature-api';
import { WALLET_PAGES, type WalletPageId } from '../constants';

/**
 * Each page's gate (account-access.md section 6, ADR 0053 and 0058), moved from the shell's
 * per-page table into the pages that own them (issue 19, ADR 0131). The centre's own rules
 * (signed in, real account) apply before these.
 */
export const WALLET_PAGE_GATES: Readonly<Record<WalletPageId, Gate>> = {
  [WALLET_PAGES.securityCenter]: () => true,
  // Single-wallet merchants hide fund transfer.
  [WALLET_PAGES.transferFund]: (ctx) => !ctx.singleWallet,
  // Deposit and withdraw are both hidden in CREDITMAR3 credit-margin mode.
  [WALLET_PAGES.deposit]: (ctx) => ctx.flag('DEPOSIT') && !ctx.flag('CREDITMAR3'),
  [WALLET_PAGES.withdraw]: (ctx) => ctx.flag('WITHDRAW') && !ctx.flag('CREDITMAR3'),
  [WALLET_PAGES.personalHistory]: () => true,
  [WALLET_PAGES.transactionHistory]: () => true,
  [WALLET_PAGES.personalProfit]: () => true,
  // Upline transfer needs toUpline 1, isAgent not 2, and AGETRANSFERUP3.
  [WALLET_PAGES.transferUpline]: (ctx) =>
    ctx.toUpline === 1 && ctx.isAgent !== 2 && ctx.flag('AGETRANSFERUP3'),
  // PLYRBT with a rebate available.
  [WALLET_PAGES.bonusDetails]: (ctx) => ctx.flag('PLYRBT') && ctx.hasRebate,
  [WALLET_PAGES.manualRebate]: (ctx) => ctx.flag('MANPLAYREB3'),
};

/** The security centre's mobile section shows with UPDATEMOBILEICC3. */
export const canUpdateMobile = (flag: (id: 'UPDATEMOBILEICC3') => boolean): boolean =>
  flag('UPDATEMOBILEICC3');
