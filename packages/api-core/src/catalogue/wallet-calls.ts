import { defineCall, relayPath } from './define';
import type { NoPayload } from './shapes/common';
import type {
  BonusRecord,
  BonusTotals,
  CashierPageRequest,
  DepositChannels,
  DepositOrder,
  DepositRequest,
  FundRecord,
  FundRecordRequest,
  FundTotals,
  FundTransferRequest,
  FundTransferResponse,
  HistoryRequest,
  ManualRebate,
  ManualRebateClaimRequest,
  MoneyOrderResponse,
  PaymentPasswordRequest,
  ProfitRow,
  ProfitTotals,
  SecurityInfo,
  TotalledPage,
  TransactionTotals,
  UpdateMobileRequest,
  UplineInfo,
  UplineTransferRequest,
  WalletTransaction,
  WithdrawRequest,
  WithdrawSetting,
} from './shapes/wallet';

const relay = (operation: string) => ({ path: relayPath(operation), operation });

/** Money and password writes: encrypted, token, realised by the form (no global alert). */
const moneyWrite = {
  method: 'POST',
  encrypted: true,
  needsToken: true,
  alert: 'silent',
  pathSource: 'assumed',
} as const;

const read = { method: 'GET', needsToken: true, pathSource: 'assumed' } as const;

/**
 * The member centre's money calls (issue 19): deposit, withdraw, transfers, histories. The spec
 * names these pages without their calls, so every entry here is `pathSource: 'assumed'` and listed
 * in docs/decisions/0017-assumed-calls.md for a merchant's integrator to map. Every money-moving
 * body is encrypted and carries a `requestId` the platform refuses to see twice (ADR 0130).
 */
export const walletCalls = {
  /** securityCenter: payment password set?, masked mobile, e-mail, payee name. */
  'relay.MCSFE_getSecurityInfo': defineCall<NoPayload, SecurityInfo>()({
    id: 'relay.MCSFE_getSecurityInfo',
    ...read,
    ...relay('MCSFE_getSecurityInfo'),
  }),
  /** Sets (first time) or changes the payment password. */
  'relay.MCSFE_setPaymentPassword': defineCall<PaymentPasswordRequest, boolean>()({
    id: 'relay.MCSFE_setPaymentPassword',
    ...moneyWrite,
    ...relay('MCSFE_setPaymentPassword'),
  }),
  /** Updates the bound mobile number (UPDATEMOBILEICC3), confirmed by the login password. */
  'relay.MCSFE_updateMobile': defineCall<UpdateMobileRequest, SecurityInfo>()({
    id: 'relay.MCSFE_updateMobile',
    ...moneyWrite,
    ...relay('MCSFE_updateMobile'),
    flag: 'UPDATEMOBILEICC3',
  }),
  /** transferFund: moves money between the main wallet and a vendor wallet. */
  'relay.MCSFE_transferFund': defineCall<FundTransferRequest, FundTransferResponse>()({
    id: 'relay.MCSFE_transferFund',
    ...moneyWrite,
    ...relay('MCSFE_transferFund'),
  }),
  /** depositv2: the deposit channels and their amount limits. */
  'relay.MCSFE_getDepositChannels': defineCall<NoPayload, DepositChannels>()({
    id: 'relay.MCSFE_getDepositChannels',
    ...read,
    ...relay('MCSFE_getDepositChannels'),
    flag: 'DEPOSIT',
  }),
  /** Creates a deposit order; the answer's payUrl is the cashier page. */
  'relay.MCSFE_createDeposit': defineCall<DepositRequest, DepositOrder>()({
    id: 'relay.MCSFE_createDeposit',
    ...moneyWrite,
    ...relay('MCSFE_createDeposit'),
    flag: 'DEPOSIT',
  }),
  /** The platform's cashier page of an order (HTML, opened in a window, never fetched). */
  cashierPage: defineCall<CashierPageRequest, string>()({
    id: 'cashierPage',
    method: 'GET',
    path: '/wps/cashier/:orderNo',
    response: 'text',
    alert: 'silent',
    pathSource: 'assumed',
  }),
  /** The cashier's "pay" button: completes the order and pushes DEPOSIT on the socket. */
  cashierPay: defineCall<CashierPageRequest, string>()({
    id: 'cashierPay',
    method: 'POST',
    path: '/wps/cashier/:orderNo/pay',
    payload: 'form',
    response: 'text',
    alert: 'silent',
    pathSource: 'assumed',
  }),
  /** withdraw: limits, times left today, balance and bound bank cards. */
  'relay.MCSFE_getWithdrawSetting': defineCall<NoPayload, WithdrawSetting>()({
    id: 'relay.MCSFE_getWithdrawSetting',
    ...read,
    ...relay('MCSFE_getWithdrawSetting'),
    flag: 'WITHDRAW',
  }),
  /** Withdraws to a bank card with the payment password (encrypted). */
  'relay.MCSFE_createWithdraw': defineCall<WithdrawRequest, MoneyOrderResponse>()({
    id: 'relay.MCSFE_createWithdraw',
    ...moneyWrite,
    ...relay('MCSFE_createWithdraw'),
    flag: 'WITHDRAW',
  }),
  /** personalHistoryCopy: deposit and withdrawal records, paged, with totals. */
  'relay.ODSFE2_getFundRecords': defineCall<
    FundRecordRequest,
    TotalledPage<FundRecord, FundTotals>
  >()({
    id: 'relay.ODSFE2_getFundRecords',
    ...read,
    ...relay('ODSFE2_getFundRecords'),
  }),
  /** transactionHistory: every movement of the balance, paged, with totals. */
  'relay.ODSFE2_getWalletTransactions': defineCall<
    HistoryRequest,
    TotalledPage<WalletTransaction, TransactionTotals>
  >()({
    id: 'relay.ODSFE2_getWalletTransactions',
    ...read,
    ...relay('ODSFE2_getWalletTransactions'),
  }),
  /** personalProfit: profit and loss per day, paged, with totals. */
  'relay.ODSFE2_getPersonalProfit': defineCall<
    HistoryRequest,
    TotalledPage<ProfitRow, ProfitTotals>
  >()({
    id: 'relay.ODSFE2_getPersonalProfit',
    ...read,
    ...relay('ODSFE2_getPersonalProfit'),
  }),
  /** transferUpline: the upline, the balance and the limits. */
  'relay.MCSFE_getUplineInfo': defineCall<NoPayload, UplineInfo>()({
    id: 'relay.MCSFE_getUplineInfo',
    ...read,
    ...relay('MCSFE_getUplineInfo'),
    flag: 'AGETRANSFERUP3',
  }),
  /** Transfers money to the upline with the payment password (encrypted). */
  'relay.MCSFE_transferToUpline': defineCall<UplineTransferRequest, MoneyOrderResponse>()({
    id: 'relay.MCSFE_transferToUpline',
    ...moneyWrite,
    ...relay('MCSFE_transferToUpline'),
    flag: 'AGETRANSFERUP3',
  }),
  /** bonusDetails: bonuses received, paged, with totals. */
  'relay.MCSFE_getBonusDetails': defineCall<
    HistoryRequest,
    TotalledPage<BonusRecord, BonusTotals>
  >()({
    id: 'relay.MCSFE_getBonusDetails',
    ...read,
    ...relay('MCSFE_getBonusDetails'),
  }),
  /** manualRebate: the rebate available to claim now and its details. */
  'relay.MCSFE_getManualRebate': defineCall<NoPayload, ManualRebate>()({
    id: 'relay.MCSFE_getManualRebate',
    ...read,
    ...relay('MCSFE_getManualRebate'),
    flag: 'MANPLAYREB3',
  }),
  /** Claims the available rebate into the main wallet (encrypted, idempotent). */
  'relay.MCSFE_claimManualRebate': defineCall<ManualRebateClaimRequest, MoneyOrderResponse>()({
    id: 'relay.MCSFE_claimManualRebate',
    ...moneyWrite,
    ...relay('MCSFE_claimManualRebate'),
    flag: 'MANPLAYREB3',
  }),
} as const;
