import { expect } from 'vitest';
import type { Harness } from '../../test/helpers';
import { walletLedgerOf } from '../seed/wallet-seed';

/** The fields of a route case (routes.test.ts) the wallet's cases use. */
interface WalletRouteCase {
  user?: string;
  merchant?: string;
  query?: Record<string, string | number | boolean>;
  body?: Record<string, unknown>;
  form?: Record<string, string>;
  setup?: (h: Harness) => Promise<Record<string, unknown> | void>;
  check: (value: unknown, h: Harness) => void | Promise<void>;
}

const PLAYER = 'player01';
const has = (shape: Record<string, unknown>) => (value: unknown) => {
  expect(value).toMatchObject(shape);
};
/** The last 30 days of the harness clock (test/helpers.ts starts it on 2026-11-21). */
const LAST_30_DAYS = {
  startTime: '2026-10-23 00:00:00',
  endTime: '2026-11-21 23:59:59',
  page: 1,
  size: 10,
};
let requestCounter = 0;
const requestId = () => `route-case-${(requestCounter += 1)}-${Date.now()}`;

/** A pending deposit order numbered `x` (the sample value of the `:orderNo` path segment). */
async function pendingOrder(h: Harness): Promise<void> {
  const account = h.app.world.findAccount('default', PLAYER);
  if (!account) throw new Error('player01 is seeded');
  walletLedgerOf(account, h.clock.now()).orders.unshift({
    orderNo: 'x',
    type: 'DEPOSIT',
    amount: 300,
    status: 'PENDING',
    time: h.clock.now(),
    channel: 'BANK',
  });
}

/** One valid request per wallet call (routes.test.ts spreads these into its table). */
export const WALLET_ROUTE_CASES = {
  'relay.MCSFE_getSecurityInfo': {
    user: PLAYER,
    check: has({ paymentPasswordSet: true, mobile: expect.stringContaining('****') }),
  },
  'relay.MCSFE_setPaymentPassword': {
    user: PLAYER,
    body: { oldPassword: '654321', newPassword: '135790' },
    check: (value) => expect(value).toBe(true),
  },
  'relay.MCSFE_updateMobile': {
    user: PLAYER,
    body: { mobileNo: '13912345678', password: 'Sandbox123' },
    check: has({ mobile: '139****5678' }),
  },
  'relay.MCSFE_transferFund': {
    user: PLAYER,
    setup: async () => ({ requestId: requestId() }),
    body: { fromWalletId: 0, toWalletId: 1, amount: 100 },
    check: has({ wallets: expect.any(Array) }),
  },
  'relay.MCSFE_getDepositChannels': {
    user: PLAYER,
    check: has({ channels: expect.arrayContaining([expect.objectContaining({ type: 'BANK' })]) }),
  },
  'relay.MCSFE_createDeposit': {
    user: PLAYER,
    setup: async () => ({ requestId: requestId() }),
    body: { channelId: 1, amount: 500 },
    check: has({ status: 'PENDING', payUrl: expect.stringMatching(/^\/wps\/cashier\/D/) }),
  },
  cashierPage: {
    setup: pendingOrder,
    check: (value) => expect(String(value)).toContain('<form method="post"'),
  },
  cashierPay: {
    setup: pendingOrder,
    form: { lang: 'EN' },
    check: (value) => expect(String(value)).toContain('Payment complete'),
  },
  'relay.MCSFE_getWithdrawSetting': {
    user: PLAYER,
    check: has({ minAmount: 100, remainingTimes: 5, cards: expect.any(Array) }),
  },
  'relay.MCSFE_createWithdraw': {
    user: PLAYER,
    setup: async (h) => {
      const account = h.app.world.findAccount('default', PLAYER);
      const cardId = account ? walletLedgerOf(account, h.clock.now()).bankCards[0]?.cardId : 0;
      return { requestId: requestId(), cardId };
    },
    body: { amount: 200, paymentPassword: '654321' },
    check: has({ status: 'PENDING', amount: 200 }),
  },
  'relay.ODSFE2_getFundRecords': {
    user: PLAYER,
    query: LAST_30_DAYS,
    check: has({ content: expect.any(Array), totals: expect.any(Object) }),
  },
  'relay.ODSFE2_getWalletTransactions': {
    user: PLAYER,
    query: LAST_30_DAYS,
    check: has({ content: expect.any(Array), totals: expect.any(Object) }),
  },
  'relay.ODSFE2_getPersonalProfit': {
    user: PLAYER,
    query: LAST_30_DAYS,
    check: has({ content: expect.any(Array), totals: expect.any(Object) }),
  },
  'relay.MCSFE_getUplineInfo': { user: 'agent00', check: has({ upline: 'agent01' }) },
  'relay.MCSFE_transferToUpline': {
    user: 'agent00',
    setup: async () => ({ requestId: requestId() }),
    body: { amount: 10, paymentPassword: '654321' },
    check: has({ status: 'SUCCESS', amount: 10 }),
  },
  'relay.MCSFE_getBonusDetails': {
    user: PLAYER,
    query: LAST_30_DAYS,
    check: has({ content: expect.any(Array), totals: expect.any(Object) }),
  },
  'relay.MCSFE_getManualRebate': { user: PLAYER, check: has({ available: expect.any(Number) }) },
  'relay.MCSFE_claimManualRebate': {
    user: PLAYER,
    setup: async () => ({ requestId: requestId() }),
    check: has({ status: 'SUCCESS' }),
  },
} satisfies Record<string, WalletRouteCase>;
