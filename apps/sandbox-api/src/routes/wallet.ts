import { PlatformError } from '../envelope';
import {
  formatDate,
  formatDateTime,
  maskEmail,
  maskMobile,
  paginate,
  parseDateTime,
} from '../format';
import { type CallContext, handlers } from '../handler';
import { int, num, str } from '../input';
import { type Lang, parseLang } from '../lang';
import type { Account } from '../state';
import {
  DAY_MS,
  DEPOSIT_CHANNELS,
  REQUEST_ID_MEMORY,
  UPLINE_LIMITS,
  WITHDRAW_LIMITS,
  walletLedgerOf,
  type WalletLedger,
  type WalletOrder,
} from '../seed/wallet-seed';
import { cashierHtml, channelName } from './wallet-cashier';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A request id: what every money-moving call carries (ADR 0130). */
const REQUEST_ID = str({ required: true, min: 8, max: 64, pattern: /^[A-Za-z0-9-]+$/ });
const AMOUNT = num({ required: true, min: 0.01, max: 10_000_000 });
const PASSWORD = str({ required: true, max: 64 });
const HISTORY = {
  startTime: str({ required: true, max: 32 }),
  endTime: str({ required: true, max: 32 }),
  page: int({ min: 1 }),
  size: int({ min: 1, max: 100 }),
} as const;

/** History pages read at most 31 calendar days (30 days plus the end of the last one). */
const MAX_RANGE_MS = 31 * DAY_MS;

function ledger(ctx: CallContext): { account: Account; book: WalletLedger } {
  const account = ctx.requireAccount();
  return { account, book: walletLedgerOf(account, ctx.now) };
}

function main(account: Account) {
  const wallet = account.wallets[0];
  if (!wallet) throw new PlatformError('balance.not.enough');
  return wallet;
}

/** Refuses a request id this account has already been served (a replay or a double submit). */
function claimRequestId(ctx: CallContext, book: WalletLedger): void {
  const id = ctx.input.str('requestId');
  if (book.requestIds.includes(id)) throw new PlatformError('request.replayed');
  book.requestIds.push(id);
  if (book.requestIds.length > REQUEST_ID_MEMORY) book.requestIds.shift();
}

function checkPaymentPassword(account: Account, book: WalletLedger, password: string): void {
  if (!book.paymentPasswordSet) throw new PlatformError('payment.password.not.set');
  if (password !== account.paymentPassword) throw new PlatformError('payment.password.incorrect');
}

function checkLimits(amount: number, min: number, max: number): void {
  if (amount < min) throw new PlatformError('amount.below.minimum', 200, { minAmount: min });
  if (amount > max) throw new PlatformError('amount.above.maximum', 200, { maxAmount: max });
}

function addTx(
  book: WalletLedger,
  account: Account,
  now: number,
  txType: string,
  amount: number,
  remark = '',
) {
  book.transactions.unshift({
    txId: `T${account.customerId}${book.nextSeq}`,
    time: now,
    txType,
    amount: round2(amount),
    balanceAfter: main(account).availBalance,
    remark,
  });
  book.nextSeq += 1;
}

function nextOrderNo(book: WalletLedger, account: Account, prefix: string): string {
  const orderNo = `${prefix}${account.customerId}${book.nextSeq}`;
  book.nextSeq += 1;
  return orderNo;
}

/** The range of a history request; a range longer than 30 days is refused. */
function rangeOf(ctx: CallContext): { start: number; end: number } {
  const start = parseDateTime(ctx.input.str('startTime'));
  let end = parseDateTime(ctx.input.str('endTime'));
  if (start === undefined || end === undefined)
    throw new PlatformError('field.invalid', 200, { field: 'startTime' });
  if (/^\d{4}-\d{2}-\d{2}$/.test(ctx.input.str('endTime').trim())) end += DAY_MS - 1000;
  if (end < start) throw new PlatformError('field.invalid', 200, { field: 'endTime' });
  if (end - start > MAX_RANGE_MS)
    throw new PlatformError('date.range.too.long', 200, { maxDays: 30 });
  return { start, end };
}

const within = (time: number, range: { start: number; end: number }) =>
  time >= range.start && time <= range.end;

function paged<T, Totals>(ctx: CallContext, rows: readonly T[], totals: Totals) {
  return { ...paginate(rows, ctx.input.num('page', 1), ctx.input.num('size', 10)), totals };
}

/** Finds an order by number across the merchant's accounts (the cashier has no session). */
function findOrder(ctx: CallContext): { account: Account; book: WalletLedger; order: WalletOrder } {
  const orderNo = ctx.params.orderNo ?? '';
  for (const account of ctx.merchantState.accounts) {
    const order = account.walletLedger?.orders.find((entry) => entry.orderNo === orderNo);
    if (order && account.walletLedger) return { account, book: account.walletLedger, order };
  }
  throw new PlatformError('record.not.found', 404);
}

function cashierLang(ctx: CallContext): Lang {
  return parseLang(ctx.input.optStr('lang') ?? ctx.request.headers.get('language'));
}

function html(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

function presentOrder(order: WalletOrder) {
  return { ...order, time: formatDateTime(order.time) };
}

/** The member centre's money calls (catalogue `wallet-calls.ts`), with state per account. */
export const walletHandlers = handlers({
  'relay.MCSFE_getSecurityInfo': {
    handle: (ctx) => {
      const { account, book } = ledger(ctx);
      return {
        paymentPasswordSet: book.paymentPasswordSet,
        mobile: maskMobile(account.mobileNo),
        email: maskEmail(account.email),
        payeeName: account.payeeName,
      };
    },
  },
  'relay.MCSFE_setPaymentPassword': {
    realAccountOnly: true,
    input: { oldPassword: str({ max: 64 }), newPassword: str({ required: true, max: 64 }) },
    handle: (ctx) => {
      const { account, book } = ledger(ctx);
      if (book.paymentPasswordSet && ctx.input.optStr('oldPassword') !== account.paymentPassword)
        throw new PlatformError('payment.password.incorrect');
      const next = ctx.input.str('newPassword');
      if (!/^\d{6}$/.test(next))
        throw new PlatformError('field.invalid', 200, { field: 'newPassword' });
      account.paymentPassword = next;
      book.paymentPasswordSet = true;
      ctx.changed();
      return true;
    },
  },
  'relay.MCSFE_updateMobile': {
    realAccountOnly: true,
    input: {
      mobileNo: str({ required: true, max: 20, pattern: /^\d{6,15}$/ }),
      countryDialingCode: str({ max: 6 }),
      password: PASSWORD,
    },
    handle: (ctx) => {
      const { account, book } = ledger(ctx);
      if (ctx.input.str('password') !== account.password)
        throw new PlatformError('password.incorrect');
      account.mobileNo = ctx.input.str('mobileNo');
      const code = ctx.input.optStr('countryDialingCode');
      if (code) account.countryDialingCode = code;
      ctx.changed();
      return {
        paymentPasswordSet: book.paymentPasswordSet,
        mobile: maskMobile(account.mobileNo),
        email: maskEmail(account.email),
        payeeName: account.payeeName,
      };
    },
  },
  'relay.MCSFE_transferFund': {
    realAccountOnly: true,
    input: {
      fromWalletId: int({ required: true, min: 0 }),
      toWalletId: int({ required: true, min: 0 }),
      amount: AMOUNT,
      requestId: REQUEST_ID,
    },
    handle: (ctx) => {
      const { account, book } = ledger(ctx);
      if (ctx.catalogue.profile.singleWallet) throw new PlatformError('transfer.single.wallet');
      const from = account.wallets.find((w) => w.walletId === ctx.input.num('fromWalletId', -1));
      const to = account.wallets.find((w) => w.walletId === ctx.input.num('toWalletId', -1));
      if (!from || !to || from === to || (from.walletId !== 0 && to.walletId !== 0))
        throw new PlatformError('field.invalid', 200, { field: 'toWalletId' });
      const amount = round2(ctx.input.num('amount', 0));
      if (amount > from.availBalance) throw new PlatformError('balance.not.enough');
      claimRequestId(ctx, book);
      from.availBalance = round2(from.availBalance - amount);
      to.availBalance = round2(to.availBalance + amount);
      addTx(
        book,
        account,
        ctx.now,
        from.walletId === 0 ? 'TRANSFER_OUT' : 'TRANSFER_IN',
        from.walletId === 0 ? -amount : amount,
        from.walletId === 0 ? to.accountName : from.accountName,
      );
      ctx.changed();
      return { wallets: account.wallets.map((wallet) => ({ ...wallet })) };
    },
  },
  'relay.MCSFE_getDepositChannels': {
    handle: (ctx) => {
      ctx.requireAccount();
      return {
        channels: DEPOSIT_CHANNELS.map((channel) => ({
          ...channel,
          name: channelName(channel.type, ctx.lang),
        })),
      };
    },
  },
  'relay.MCSFE_createDeposit': {
    realAccountOnly: true,
    input: { channelId: int({ required: true, min: 1 }), amount: AMOUNT, requestId: REQUEST_ID },
    handle: (ctx) => {
      const { account, book } = ledger(ctx);
      const channel = DEPOSIT_CHANNELS.find(
        (entry) => entry.channelId === ctx.input.num('channelId', 0),
      );
      if (!channel) throw new PlatformError('field.invalid', 200, { field: 'channelId' });
      const amount = round2(ctx.input.num('amount', 0));
      checkLimits(amount, channel.minAmount, channel.maxAmount);
      claimRequestId(ctx, book);
      const orderNo = nextOrderNo(book, account, 'D');
      book.orders.unshift({
        orderNo,
        type: 'DEPOSIT',
        amount,
        status: 'PENDING',
        time: ctx.now,
        channel: channel.type,
      });
      ctx.changed();
      return {
        orderNo,
        amount,
        status: 'PENDING',
        payUrl: `/wps/cashier/${orderNo}?lang=${ctx.lang}`,
      };
    },
  },
  cashierPage: {
    input: { lang: str({ max: 8 }) },
    handle: (ctx) => {
      const { order } = findOrder(ctx);
      return html(cashierHtml(order, cashierLang(ctx)));
    },
  },
  cashierPay: {
    input: { lang: str({ max: 8 }) },
    handle: (ctx) => {
      const { account, book, order } = findOrder(ctx);
      const lang = cashierLang(ctx);
      if (order.type !== 'DEPOSIT' || order.status !== 'PENDING')
        return html(cashierHtml(order, lang), 409);
      order.status = 'SUCCESS';
      const wallet = main(account);
      wallet.availBalance = round2(wallet.availBalance + order.amount);
      addTx(book, account, ctx.now, 'DEPOSIT', order.amount, order.orderNo);
      ctx.changed();
      ctx.world.hub.publish(ctx.merchant, account.customerId, {
        type: 'DEPOSIT',
        content: { orderNo: order.orderNo, amount: order.amount, status: 'SUCCESS' },
      });
      return html(cashierHtml(order, lang));
    },
  },
  'relay.MCSFE_getWithdrawSetting': {
    handle: (ctx) => {
      const { account, book } = ledger(ctx);
      const used = book.withdrawals[formatDate(ctx.now)] ?? 0;
      return {
        minAmount: WITHDRAW_LIMITS.minAmount,
        maxAmount: WITHDRAW_LIMITS.maxAmount,
        remainingTimes: Math.max(0, WITHDRAW_LIMITS.timesPerDay - used),
        balance: main(account).availBalance,
        cards: book.bankCards,
      };
    },
  },
  'relay.MCSFE_createWithdraw': {
    realAccountOnly: true,
    input: {
      cardId: int({ required: true, min: 1 }),
      amount: AMOUNT,
      paymentPassword: PASSWORD,
      requestId: REQUEST_ID,
    },
    handle: (ctx) => {
      const { account, book } = ledger(ctx);
      checkPaymentPassword(account, book, ctx.input.str('paymentPassword'));
      const card = book.bankCards.find((entry) => entry.cardId === ctx.input.num('cardId', 0));
      if (!card) throw new PlatformError('bank.card.not.found');
      const amount = round2(ctx.input.num('amount', 0));
      checkLimits(amount, WITHDRAW_LIMITS.minAmount, WITHDRAW_LIMITS.maxAmount);
      const wallet = main(account);
      if (amount > wallet.availBalance) throw new PlatformError('balance.not.enough');
      const today = formatDate(ctx.now);
      if ((book.withdrawals[today] ?? 0) >= WITHDRAW_LIMITS.timesPerDay)
        throw new PlatformError('withdraw.times.exceeded');
      claimRequestId(ctx, book);
      book.withdrawals[today] = (book.withdrawals[today] ?? 0) + 1;
      wallet.availBalance = round2(wallet.availBalance - amount);
      const orderNo = nextOrderNo(book, account, 'W');
      book.orders.unshift({
        orderNo,
        type: 'WITHDRAW',
        amount,
        status: 'PENDING',
        time: ctx.now,
        channel: card.bankName,
      });
      addTx(book, account, ctx.now, 'WITHDRAW', -amount, orderNo);
      ctx.changed();
      return { orderNo, amount, balance: wallet.availBalance, status: 'PENDING' };
    },
  },
  'relay.ODSFE2_getFundRecords': {
    input: { ...HISTORY, type: str({ oneOf: ['', 'DEPOSIT', 'WITHDRAW'] }) },
    handle: (ctx) => {
      const { book } = ledger(ctx);
      const range = rangeOf(ctx);
      const type = ctx.input.optStr('type');
      const rows = book.orders.filter(
        (order) => within(order.time, range) && (!type || order.type === type),
      );
      const sum = (kind: WalletOrder['type']) =>
        round2(
          rows
            .filter((o) => o.type === kind && o.status !== 'REJECTED')
            .reduce((s, o) => s + o.amount, 0),
        );
      return paged(ctx, rows.map(presentOrder), {
        deposit: sum('DEPOSIT'),
        withdraw: sum('WITHDRAW'),
      });
    },
  },
  'relay.ODSFE2_getWalletTransactions': {
    input: HISTORY,
    handle: (ctx) => {
      const { book } = ledger(ctx);
      const range = rangeOf(ctx);
      const rows = book.transactions.filter((tx) => within(tx.time, range));
      const income = round2(rows.filter((tx) => tx.amount > 0).reduce((s, tx) => s + tx.amount, 0));
      const expense = round2(
        rows.filter((tx) => tx.amount < 0).reduce((s, tx) => s - tx.amount, 0),
      );
      return paged(
        ctx,
        rows.map((tx) => ({ ...tx, time: formatDateTime(tx.time) })),
        { income, expense },
      );
    },
  },
  'relay.ODSFE2_getPersonalProfit': {
    input: HISTORY,
    handle: (ctx) => {
      const { book } = ledger(ctx);
      const range = rangeOf(ctx);
      const rows = book.profit
        .filter((row) => within(row.day, range))
        .map((row) => ({
          date: formatDate(row.day),
          validBet: row.validBet,
          payout: row.payout,
          bonus: row.bonus,
          rebate: row.rebate,
          profit: round2(row.payout + row.bonus + row.rebate - row.validBet),
        }));
      const total = (key: 'validBet' | 'payout' | 'bonus' | 'rebate' | 'profit') =>
        round2(rows.reduce((s, row) => s + row[key], 0));
      return paged(ctx, rows, {
        validBet: total('validBet'),
        payout: total('payout'),
        bonus: total('bonus'),
        rebate: total('rebate'),
        profit: total('profit'),
      });
    },
  },
  'relay.MCSFE_getUplineInfo': {
    handle: (ctx) => {
      const { account } = ledger(ctx);
      return { upline: account.upline, balance: main(account).availBalance, ...UPLINE_LIMITS };
    },
  },
  'relay.MCSFE_transferToUpline': {
    realAccountOnly: true,
    input: { amount: AMOUNT, paymentPassword: PASSWORD, requestId: REQUEST_ID },
    handle: (ctx) => {
      const { account, book } = ledger(ctx);
      if (account.toUpline !== 1 || account.isAgent === 2 || !account.upline)
        throw new PlatformError('transfer.upline.not.allowed');
      checkPaymentPassword(account, book, ctx.input.str('paymentPassword'));
      const amount = round2(ctx.input.num('amount', 0));
      checkLimits(amount, UPLINE_LIMITS.minAmount, UPLINE_LIMITS.maxAmount);
      const wallet = main(account);
      if (amount > wallet.availBalance) throw new PlatformError('balance.not.enough');
      claimRequestId(ctx, book);
      wallet.availBalance = round2(wallet.availBalance - amount);
      const upline = ctx.merchantState.accounts.find((entry) => entry.username === account.upline);
      const uplineMain = upline?.wallets[0];
      if (uplineMain) uplineMain.availBalance = round2(uplineMain.availBalance + amount);
      const orderNo = nextOrderNo(book, account, 'U');
      addTx(book, account, ctx.now, 'UPLINE', -amount, account.upline);
      ctx.changed();
      return { orderNo, amount, balance: wallet.availBalance, status: 'SUCCESS' };
    },
  },
  'relay.MCSFE_getBonusDetails': {
    input: HISTORY,
    handle: (ctx) => {
      const { book } = ledger(ctx);
      const range = rangeOf(ctx);
      const rows = book.bonuses.filter((bonus) => within(bonus.time, range));
      const amount = round2(
        rows.filter((b) => b.status !== 'EXPIRED').reduce((s, b) => s + b.amount, 0),
      );
      return paged(
        ctx,
        rows.map((bonus) => ({ ...bonus, time: formatDateTime(bonus.time) })),
        { amount },
      );
    },
  },
  'relay.MCSFE_getManualRebate': {
    handle: (ctx) => {
      const { book } = ledger(ctx);
      return { available: book.rebate.available, minClaim: 1, details: book.rebate.details };
    },
  },
  'relay.MCSFE_claimManualRebate': {
    realAccountOnly: true,
    input: { requestId: REQUEST_ID },
    handle: (ctx) => {
      const { account, book } = ledger(ctx);
      const amount = book.rebate.available;
      if (amount < 1) throw new PlatformError('rebate.not.available');
      claimRequestId(ctx, book);
      const wallet = main(account);
      wallet.availBalance = round2(wallet.availBalance + amount);
      book.rebate = { available: 0, details: [] };
      const orderNo = nextOrderNo(book, account, 'R');
      addTx(book, account, ctx.now, 'REBATE', amount, orderNo);
      ctx.changed();
      return { orderNo, amount, balance: wallet.availBalance, status: 'SUCCESS' };
    },
  },
});
