/**
 * Shapes of the member centre's money calls (issue 19). The spec names the pages without their
 * calls; these follow the platform's conventions (envelope, `page`/`size` paging) and are listed
 * as assumed in docs/decisions/0017-assumed-calls.md.
 */
import type { Page } from './common';

/** Every money-moving request carries a fresh id; the platform refuses one it has seen. */
export interface IdempotentRequest {
  requestId: string;
}

/** A paged history with the sums of the whole filtered period (not only the page). */
export interface TotalledPage<T, Totals> extends Page<T> {
  totalElements: number;
  totals: Totals;
}

/** A date-range query of the history pages: `YYYY-MM-DD HH:mm:ss`, at most 30 days. */
export interface HistoryRequest {
  startTime: string;
  endTime: string;
  page: number;
  size: number;
}

export interface SecurityInfo {
  paymentPasswordSet: boolean;
  /** Masked mobile number, or null when none is bound. */
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
}

export interface PaymentPasswordRequest {
  /** The current payment password; required when one is set. */
  oldPassword?: string;
  newPassword: string;
}

export interface UpdateMobileRequest {
  mobileNo: string;
  countryDialingCode?: string;
  /** The login password confirms the change. */
  password: string;
}

export interface VendorWallet {
  walletId: number;
  accountName: string;
  displayName: string;
  availBalance: number;
}

export interface FundTransferRequest extends IdempotentRequest {
  fromWalletId: number;
  toWalletId: number;
  amount: number;
}

export interface FundTransferResponse {
  wallets: VendorWallet[];
}

export interface DepositChannel {
  channelId: number;
  /** Channel kind: BANK, EWALLET, QR, USDT. */
  type: string;
  name: string;
  minAmount: number;
  maxAmount: number;
}

export interface DepositChannels {
  channels: DepositChannel[];
}

export interface DepositRequest extends IdempotentRequest {
  channelId: number;
  amount: number;
}

export interface DepositOrder {
  orderNo: string;
  amount: number;
  /** The cashier (payment) page; opened through the URL guard. */
  payUrl: string;
  status: 'PENDING' | 'SUCCESS';
}

export interface CashierPageRequest {
  orderNo: string;
}

export interface BankCard {
  cardId: number;
  bankName: string;
  /** Masked card number: only the last four digits. */
  cardNo: string;
  holderName: string;
}

export interface WithdrawSetting {
  minAmount: number;
  maxAmount: number;
  /** Withdrawals left today. */
  remainingTimes: number;
  balance: number;
  cards: BankCard[];
}

export interface WithdrawRequest extends IdempotentRequest {
  cardId: number;
  amount: number;
  paymentPassword: string;
}

export interface MoneyOrderResponse {
  orderNo: string;
  amount: number;
  balance: number;
  status: string;
}

/** personalHistoryCopy: deposits and withdrawals. */
export interface FundRecordRequest extends HistoryRequest {
  /** DEPOSIT, WITHDRAW or empty for both. */
  type?: string;
}

export interface FundRecord {
  orderNo: string;
  type: 'DEPOSIT' | 'WITHDRAW';
  amount: number;
  status: 'PENDING' | 'SUCCESS' | 'REJECTED';
  time: string;
  channel: string;
}

export interface FundTotals {
  deposit: number;
  withdraw: number;
}

/** transactionHistory: every movement of the main wallet. */
export interface WalletTransaction {
  txId: string;
  time: string;
  /** DEPOSIT, WITHDRAW, TRANSFER_IN, TRANSFER_OUT, BET, PAYOUT, BONUS, REBATE, UPLINE. */
  txType: string;
  amount: number;
  balanceAfter: number;
  remark: string;
}

export interface TransactionTotals {
  income: number;
  expense: number;
}

/** personalProfit: one row per day. */
export interface ProfitRow {
  date: string;
  validBet: number;
  payout: number;
  bonus: number;
  rebate: number;
  profit: number;
}

export interface ProfitTotals {
  validBet: number;
  payout: number;
  bonus: number;
  rebate: number;
  profit: number;
}

export interface UplineTransferRequest extends IdempotentRequest {
  amount: number;
  paymentPassword: string;
}

export interface UplineInfo {
  upline: string | null;
  balance: number;
  minAmount: number;
  maxAmount: number;
}

export interface BonusRecord {
  bonusId: string;
  time: string;
  name: string;
  amount: number;
  /** Turnover still to bet before the bonus can be withdrawn. */
  turnoverRequired: number;
  status: 'ISSUED' | 'PENDING' | 'EXPIRED';
}

export interface BonusTotals {
  amount: number;
}

export interface ManualRebate {
  /** Rebate available to claim now. */
  available: number;
  minClaim: number;
  details: { productType: string; validBet: number; rate: number; amount: number }[];
}

export type ManualRebateClaimRequest = IdempotentRequest;
