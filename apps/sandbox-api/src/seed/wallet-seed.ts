import { createRng } from '../prng';
import type { Account } from '../state';

/**
 * The member centre's money state of one account (issue 19): bank cards, deposit and withdrawal
 * orders, balance movements, daily profit, bonuses, the manual rebate and the request ids already
 * served. It lives on the account (so it is saved with the state and a reset re-seeds it) and is
 * seeded on first use from the account's name, relative to the sandbox clock, so history pages
 * always have rows in the last 30 days.
 */
export interface WalletLedger {
  paymentPasswordSet: boolean;
  bankCards: { cardId: number; bankName: string; cardNo: string; holderName: string }[];
  orders: WalletOrder[];
  transactions: LedgerTransaction[];
  profit: { day: number; validBet: number; payout: number; bonus: number; rebate: number }[];
  bonuses: {
    bonusId: string;
    time: number;
    name: string;
    amount: number;
    turnoverRequired: number;
    status: 'ISSUED' | 'PENDING' | 'EXPIRED';
  }[];
  rebate: { available: number; details: RebateDetail[] };
  /** Request ids of money-moving calls already served (newest last, at most REQUEST_ID_MEMORY). */
  requestIds: string[];
  /** Withdrawals per day (`YYYY-MM-DD`). */
  withdrawals: Record<string, number>;
  nextSeq: number;
}

export interface WalletOrder {
  orderNo: string;
  type: 'DEPOSIT' | 'WITHDRAW';
  amount: number;
  status: 'PENDING' | 'SUCCESS' | 'REJECTED';
  time: number;
  channel: string;
}

export interface LedgerTransaction {
  txId: string;
  time: number;
  txType: string;
  amount: number;
  balanceAfter: number;
  remark: string;
}

export interface RebateDetail {
  productType: string;
  validBet: number;
  rate: number;
  amount: number;
}

/** How many served request ids an account remembers. */
export const REQUEST_ID_MEMORY = 500;

export const DAY_MS = 86_400_000;

/** Deposit channels and their limits (merchant-wide). */
export const DEPOSIT_CHANNELS = [
  { channelId: 1, type: 'BANK', minAmount: 100, maxAmount: 50_000 },
  { channelId: 2, type: 'EWALLET', minAmount: 50, maxAmount: 20_000 },
  { channelId: 3, type: 'QR', minAmount: 10, maxAmount: 5_000 },
  { channelId: 4, type: 'USDT', minAmount: 100, maxAmount: 100_000 },
] as const;

export const WITHDRAW_LIMITS = { minAmount: 100, maxAmount: 50_000, timesPerDay: 5 } as const;
export const UPLINE_LIMITS = { minAmount: 1, maxAmount: 100_000 } as const;

/** Accounts seeded without a payment password (the security centre's "set" flow). */
const WITHOUT_PAYMENT_PASSWORD: readonly string[] = ['player02', 'broke01'];

const BANKS = ['ICBC', 'China Merchants Bank', 'Bank of China', 'Bangkok Bank', 'MUFG'];
const PRODUCTS = ['LIVE', 'RNG', 'SPORTS', 'LOTT'];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A fresh ledger for `account` with history ending at `now`. */
export function seedWalletLedger(account: Account, now: number): WalletLedger {
  const rng = createRng(`wallet:${account.username}`);
  const main = account.wallets[0]?.availBalance ?? 0;
  const seeded = main > 0;
  const orders: WalletOrder[] = [];
  const transactions: LedgerTransaction[] = [];
  let balance = main;
  let seq = 1;
  // Newest first: walk back in time, undoing each movement to find the balance before it.
  if (seeded) {
    for (let i = 0; i < 24; i += 1) {
      const time = now - (i * 2 + 1) * (DAY_MS / 2) - rng.int(0, 3_600_000);
      const kind =
        i % 4 === 0 ? 'DEPOSIT' : i % 4 === 2 ? 'WITHDRAW' : i % 4 === 1 ? 'BET' : 'PAYOUT';
      const amount =
        kind === 'DEPOSIT'
          ? rng.int(2, 30) * 100
          : kind === 'WITHDRAW'
            ? rng.int(1, 10) * 100
            : kind === 'BET'
              ? rng.int(10, 300)
              : rng.int(5, 400);
      const signed = kind === 'WITHDRAW' || kind === 'BET' ? -amount : amount;
      const orderNo = `${kind === 'DEPOSIT' ? 'D' : 'W'}${account.customerId}${String(900 + i)}`;
      transactions.push({
        txId: `T${account.customerId}${String(900 + i)}`,
        time,
        txType: kind,
        amount: signed,
        balanceAfter: round2(balance),
        remark: kind === 'DEPOSIT' || kind === 'WITHDRAW' ? orderNo : '',
      });
      if (kind === 'DEPOSIT' || kind === 'WITHDRAW')
        orders.push({
          orderNo,
          type: kind,
          amount,
          status: i === 2 ? 'REJECTED' : 'SUCCESS',
          time,
          channel: kind === 'DEPOSIT' ? 'BANK' : (BANKS[0] ?? 'BANK'),
        });
      balance = round2(balance - signed);
      seq += 1;
    }
  }
  const profit = seeded
    ? Array.from({ length: 45 }, (_, i) => {
        const validBet = rng.int(0, 50) * 20;
        return {
          day: now - i * DAY_MS,
          validBet,
          payout: round2(validBet * (0.7 + rng.next() * 0.5)),
          bonus: i % 7 === 0 ? 18 : 0,
          rebate: round2(validBet * 0.005),
        };
      }).filter((row) => row.validBet > 0)
    : [];
  const bonuses: WalletLedger['bonuses'] = seeded
    ? Array.from({ length: 8 }, (_, i) => ({
        bonusId: `B${account.customerId}${String(i + 1).padStart(2, '0')}`,
        time: now - (i * 6 + 1) * DAY_MS,
        name: ['Welcome bonus', 'Weekly reload', 'Birthday gift', 'VIP upgrade'][i % 4] ?? 'Bonus',
        amount: [88, 58, 188, 38][i % 4] ?? 18,
        turnoverRequired: i === 0 ? 264 : 0,
        status: i === 0 ? 'PENDING' : i === 7 ? 'EXPIRED' : 'ISSUED',
      }))
    : [];
  const details: RebateDetail[] = seeded
    ? PRODUCTS.map((productType, i) => {
        const validBet = (i + 1) * 1_250;
        const rate = 0.004 + i * 0.001;
        return { productType, validBet, rate, amount: round2(validBet * rate) };
      })
    : [];
  return {
    paymentPasswordSet: !WITHOUT_PAYMENT_PASSWORD.includes(account.username),
    bankCards: seeded
      ? [0, 1].map((i) => ({
          cardId: account.customerId * 10 + i,
          bankName: BANKS[(account.customerId + i) % BANKS.length] ?? 'Bank',
          cardNo: `**** **** **** ${String(1000 + ((account.customerId * 7 + i * 13) % 9000))}`,
          holderName: account.payeeName ?? account.username,
        }))
      : [],
    orders,
    transactions,
    profit,
    bonuses,
    rebate: { available: round2(details.reduce((sum, d) => sum + d.amount, 0)), details },
    requestIds: [],
    withdrawals: {},
    nextSeq: seq,
  };
}

/** The account's ledger, seeded on first use. */
export function walletLedgerOf(account: Account, now: number): WalletLedger {
  account.walletLedger ??= seedWalletLedger(account, now);
  return account.walletLedger;
}
