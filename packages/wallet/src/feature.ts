import { defineFeature, type CentrePage, type LazyComponent } from '@site/feature-api';
import type { ComponentType } from 'react';
import { WALLET_PAGES, type WalletPageId } from './constants';
import { walletNamespace } from './i18n/wallet-i18n';
import { walletLinks } from './links';
import { WALLET_PAGE_GATES } from './rules/page-gates';

/** A page component loaded with its chunk; the endpoints are injected by that chunk's import. */
const load =
  <M>(importer: () => Promise<M>, pick: (module: M) => ComponentType): LazyComponent =>
  async () => ({ Component: pick(await importer()) });

const page = (id: WalletPageId, lazy: LazyComponent, order: number): CentrePage => ({
  id,
  labelKey: `page_${id}`,
  lazy,
  visible: WALLET_PAGE_GATES[id],
  order,
});

/**
 * The member centre's money pages for the shell (issue 19, ADR 0130 and 0131): each page carries
 * its own gate (account-access.md section 6), loads lazily (the endpoints come with the chunk, so
 * nothing of the wallet is in the home page's JavaScript), and reads the `wallet` namespace. The
 * login password opens auth's dialog through the `changePassword` link the shell binds.
 */
export const walletFeature = defineFeature({
  id: 'wallet',
  i18n: walletNamespace,
  memberCentre: [
    page(
      WALLET_PAGES.securityCenter,
      load(
        () => import('./security/security-center'),
        (m) => m.SecurityCenter,
      ),
      1,
    ),
    page(
      WALLET_PAGES.transferFund,
      load(
        () => import('./transfer/transfer-fund'),
        (m) => m.TransferFund,
      ),
      2,
    ),
    page(
      WALLET_PAGES.deposit,
      load(
        () => import('./deposit/deposit-page'),
        (m) => m.DepositPage,
      ),
      3,
    ),
    page(
      WALLET_PAGES.withdraw,
      load(
        () => import('./withdraw/withdraw-page'),
        (m) => m.WithdrawPage,
      ),
      4,
    ),
    page(
      WALLET_PAGES.personalHistory,
      load(
        () => import('./history/personal-history'),
        (m) => m.PersonalHistory,
      ),
      5,
    ),
    page(
      WALLET_PAGES.transactionHistory,
      load(
        () => import('./history/transaction-history'),
        (m) => m.TransactionHistory,
      ),
      6,
    ),
    page(
      WALLET_PAGES.personalProfit,
      load(
        () => import('./history/personal-profit'),
        (m) => m.PersonalProfit,
      ),
      7,
    ),
    page(
      WALLET_PAGES.transferUpline,
      load(
        () => import('./upline/transfer-upline'),
        (m) => m.TransferUpline,
      ),
      8,
    ),
    page(
      WALLET_PAGES.bonusDetails,
      load(
        () => import('./bonus/bonus-details'),
        (m) => m.BonusDetails,
      ),
      11,
    ),
    page(
      WALLET_PAGES.manualRebate,
      load(
        () => import('./rebate/manual-rebate'),
        (m) => m.ManualRebate,
      ),
      14,
    ),
  ],
  // The agent centre lists the member's own deposit and withdrawal history too (section 2).
  agentCentre: [
    page(
      WALLET_PAGES.personalHistory,
      load(
        () => import('./history/personal-history'),
        (m) => m.PersonalHistory,
      ),
      5,
    ),
  ],
  links: walletLinks,
  flags: [
    'DEPOSIT',
    'WITHDRAW',
    'CREDITMAR3',
    'AGETRANSFERUP3',
    'PLYRBT',
    'MANPLAYREB3',
    'UPDATEMOBILEICC3',
    'PAYMENTPASS3',
  ],
});
