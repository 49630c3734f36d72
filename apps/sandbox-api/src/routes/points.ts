import { PlatformError } from '../envelope';
import { formatDateTime, paginate, parseDateTime, round2 } from '../format';
import { type CallContext, handlers } from '../handler';
import { int, num, str } from '../input';
import { pick } from '../lang';
import { REWARD_TYPES, type SeedReward } from '../seed/content';
import type { Account } from '../state';

/** One point converts to this much money. */
export const POINT_EXCHANGE_RATE = 0.01;

function stockLeft(ctx: CallContext, reward: SeedReward): number {
  return Math.max(0, reward.inventory - (ctx.merchantState.rewardRedeemed[String(reward.id)] ?? 0));
}

function presentReward(ctx: CallContext, reward: SeedReward) {
  const inventory = stockLeft(ctx, reward);
  const image = `/res/reward/${reward.id}.svg?lang=${ctx.lang}`;
  return {
    id: reward.id,
    name: pick(reward.name, ctx.lang),
    chineseName: reward.name.CN,
    type: reward.type,
    price: reward.price,
    mpPointAmount: reward.mpPointAmount,
    mpMoneyAmount: reward.mpMoneyAmount,
    // Points-plus-money only items, and every third item, show their money price too.
    displayPointMoneyAmt: reward.price === null || reward.id % 3 === 0 ? 'Y' : 'N',
    inventory,
    adjustedCount: ctx.merchantState.rewardRedeemed[String(reward.id)] ?? 0,
    description: pick(reward.description, ctx.lang),
    imageLink: image,
    merchandiseImages: [
      { imageUrl: image, type: 'M' },
      { imageUrl: `${image}&slide=1`, type: 'S' },
      { imageUrl: `${image}&slide=2`, type: 'S' },
    ],
  };
}

function checkPassword(ctx: CallContext, account: Account, password: string): void {
  const expected = ctx.flag('PAYMENTPASS3') ? account.paymentPassword : account.password;
  if (!expected || password !== expected) throw new PlatformError('payment.password.incorrect');
}

function addPointTx(
  ctx: CallContext,
  account: Account,
  amount: number,
  nameCn: string,
  nameEn: string,
): void {
  const id = ctx.merchantState.nextRecordId;
  ctx.merchantState.nextRecordId += 1;
  account.pointTransactions.unshift({
    txId: id,
    txTimeInTimestamp: ctx.now,
    amount,
    currentAvailBalance: account.points,
    nameCn,
    nameEn,
  });
}

function mainWallet(account: Account) {
  const wallet = account.wallets[0];
  if (!wallet) throw new PlatformError('balance.not.enough');
  return wallet;
}

/** A date-only end covers its whole day; an end with a time (the site adds 86399000 ms) is exact. */
function endOf(text: string | undefined): number | undefined {
  const end = parseDateTime(text);
  if (end === undefined || text === undefined) return end;
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) ? end + 86_399_000 : end;
}

function inRange(time: number, start: number | undefined, end: number | undefined): boolean {
  return (start === undefined || time >= start) && (end === undefined || time <= end);
}

/** Merchants whose points mall asks for the LINE id when redeeming (getPointConfig.lineRequired). */
const LINE_REQUIRED: readonly string[] = ['lumen'];

export const pointsHandlers = handlers({
  'relay.MCSFE_getPointBalance': {
    handle: (ctx) => {
      const account = ctx.requireAccount();
      return {
        balance: account.points,
        pointExchangeRate: POINT_EXCHANGE_RATE,
        moneyValue: round2(account.points * POINT_EXCHANGE_RATE),
      };
    },
  },
  'relay.MCSFE_getPointRewardConversionType': {
    handle: (ctx) =>
      REWARD_TYPES.map((type) => ({
        typeId: type.typeId,
        name: pick(type.name, ctx.lang),
        chineseName: type.name.CN,
      })),
  },
  'relay.MCSFE_getPointReward': {
    input: { page: int({ min: 1 }), size: int({ min: 1, max: 1000 }), type: int({ min: 0 }) },
    handle: (ctx) => {
      const type = ctx.input.optNum('type');
      const rewards = ctx.catalogue.rewards
        .filter((reward) => !type || reward.type === type)
        .map((reward) => presentReward(ctx, reward));
      return paginate(rewards, ctx.input.num('page', 1), ctx.input.num('size', 1000));
    },
  },
  'relay.MCSFE_getRedeemPointList': {
    input: {
      startDate: str({ max: 32 }),
      endDate: str({ max: 32 }),
      page: int({ min: 1 }),
      size: int({ min: 1, max: 100 }),
      status: str({ oneOf: ['P', 'R', 'A', '', 'ALL'] }),
    },
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const start = parseDateTime(ctx.input.optStr('startDate'));
      const end = endOf(ctx.input.optStr('endDate'));
      const status = ctx.input.optStr('status');
      const records = account.redeemRecords
        .filter(
          (record) =>
            inRange(record.dateRequested, start, end) &&
            (!status || status === 'ALL' || record.status === status),
        )
        .map((record) => ({ ...record, dateRequested: formatDateTime(record.dateRequested) }));
      return paginate(records, ctx.input.num('page', 1), ctx.input.num('size', 13));
    },
  },
  'relay.MCSFE_getPointConfig': {
    handle: (ctx) => ({
      pointExchangeRate: POINT_EXCHANGE_RATE,
      liveBet: 0.005,
      lottoBet: 0.01,
      pvpBet: 0.008,
      rngBet: 0.0125,
      sportBet: 0.006,
      deposit: 0.02,
      lineRequired: LINE_REQUIRED.includes(ctx.merchant),
    }),
  },
  'relay.ODSFE2_MemTransDet': {
    input: {
      subordinateName: str({ max: 64 }),
      startTime: str({ max: 32 }),
      endTime: str({ max: 32 }),
      accountTypeId: int({ min: 0 }),
      size: int({ min: 1, max: 100 }),
      page: int({ min: 1 }),
      excludeTxTypeIds: str({ max: 64 }),
    },
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const start = parseDateTime(ctx.input.optStr('startTime'));
      const end = endOf(ctx.input.optStr('endTime'));
      const txs = account.pointTransactions
        .filter((tx) => inRange(tx.txTimeInTimestamp, start, end))
        .map((tx) => ({ ...tx, txId: String(tx.txId) }));
      return paginate(txs, ctx.input.num('page', 1), ctx.input.num('size', 12));
    },
  },
  'relay.MCSFE_redeemPointReward': {
    realAccountOnly: true,
    input: {
      rewardId: int({ required: true, min: 1 }),
      quantity: int({ required: true, min: 1, max: 1000 }),
      redeemType: str({ required: true, oneOf: ['P', 'PM'] }),
      password: str({ required: true, max: 64 }),
      province: str({ max: 64 }),
      remarks: str({ max: 500 }),
    },
    handle: (ctx) => {
      const account = ctx.requireAccount();
      checkPassword(ctx, account, ctx.input.str('password'));
      const reward = ctx.catalogue.rewards.find(
        (candidate) => candidate.id === ctx.input.num('rewardId', 0),
      );
      if (!reward) throw new PlatformError('record.not.found');
      const quantity = ctx.input.num('quantity', 1);
      if (quantity > stockLeft(ctx, reward)) throw new PlatformError('inventory.not.enough');
      const type = ctx.input.str('redeemType');
      if (type === 'P' && reward.price === null)
        throw new PlatformError(
          'field.invalid',
          200,
          { field: 'redeemType' },
          'this reward is points plus money only',
        );
      const points = (type === 'P' ? (reward.price ?? 0) : reward.mpPointAmount) * quantity;
      const money = type === 'PM' ? reward.mpMoneyAmount * quantity : 0;
      if (points > account.points) throw new PlatformError('points.not.enough');
      const wallet = mainWallet(account);
      if (money > wallet.availBalance) throw new PlatformError('balance.not.enough');
      account.points -= points;
      wallet.availBalance = round2(wallet.availBalance - money);
      ctx.merchantState.rewardRedeemed[String(reward.id)] =
        (ctx.merchantState.rewardRedeemed[String(reward.id)] ?? 0) + quantity;
      const id = ctx.merchantState.nextRecordId;
      ctx.merchantState.nextRecordId += 1;
      account.redeemRecords.unshift({
        id,
        dateRequested: ctx.now,
        rewardId: reward.id,
        type: reward.type,
        name: pick(reward.name, ctx.lang),
        quantity,
        requiredPoint: points,
        requiredMoney: money,
        status: 'P',
        redeemType: type === 'PM' ? 'PM' : 'P',
        remarks: ctx.input.str('remarks'),
      });
      addPointTx(ctx, account, -points, `兑换 ${reward.name.CN}`, `Redeemed ${reward.name.EN}`);
      ctx.changed();
      return {
        recordId: id,
        pointBalance: account.points,
        requiredPoint: points,
        requiredMoney: money,
      };
    },
  },
  'relay.MCSFE_convertPoint': {
    realAccountOnly: true,
    input: { amount: num({ required: true, min: 1 }), password: str({ required: true, max: 64 }) },
    handle: (ctx) => {
      const account = ctx.requireAccount();
      checkPassword(ctx, account, ctx.input.str('password'));
      const amount = Math.floor(ctx.input.num('amount', 0));
      if (amount > account.points) throw new PlatformError('points.not.enough');
      const wallet = mainWallet(account);
      const money = round2(amount * POINT_EXCHANGE_RATE);
      account.points -= amount;
      wallet.availBalance = round2(wallet.availBalance + money);
      addPointTx(ctx, account, -amount, '积分兑换余额', 'Points converted to balance');
      ctx.changed();
      return { pointBalance: account.points, money, balance: wallet.availBalance };
    },
  },
});
