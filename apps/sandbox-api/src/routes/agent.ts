import { PlatformError } from '../envelope';
import { type CallContext, handlers } from '../handler';
import { int, str } from '../input';
import type { Account, ContractStatus } from '../state';

const ACTION = str({ required: true, oneOf: ['A', 'R', 'C'] });

/** P or E accept (A -> V) or reject (R); V asks to cancel (C) or terminates (A). */
export function nextStatus(current: ContractStatus, action: string): ContractStatus {
  if ((current === 'P' || current === 'E') && action === 'A') return 'V';
  if ((current === 'P' || current === 'E') && action === 'R') return 'R';
  if (current === 'V' && action === 'C') return 'C';
  if (current === 'V' && action === 'A') return 'A';
  throw new PlatformError('status.invalid', 200, { status: current, action });
}

function agent(ctx: CallContext): Account {
  const account = ctx.requireAccount();
  if (![0, 1, 2].includes(account.isAgent)) throw new PlatformError('in_need_true_account');
  return account;
}

function apply<T extends { status: ContractStatus }>(
  ctx: CallContext,
  item: T | undefined,
  action: string,
): { status: ContractStatus } {
  if (!item) throw new PlatformError('record.not.found');
  item.status = nextStatus(item.status, action);
  ctx.changed();
  return { status: item.status };
}

/** A not-received proof: one jpg, jpeg or png image as a base64 data URL, at most 5 MB. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const PROOF_DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/;

export function proofProblem(proof: string | undefined): string | null {
  if (!proof) return 'a proof image is required';
  const match = PROOF_DATA_URL.exec(proof);
  if (!match) return 'the proof must be a jpg, jpeg or png image';
  const data = match[2] ?? '';
  const bytes =
    Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (bytes > PROOF_MAX_BYTES) return 'the proof image must not exceed 5 MB';
  return null;
}

type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';
const KIND_ALIASES: Readonly<Record<string, ContractKind>> = {
  DIVIDEND: 'dividend',
  DIVTYPEREQ: 'dividend',
  DAILY: 'daily',
  DAILY_SALARY: 'daily',
  DAILYSALREQTYPE: 'daily',
  HOUR: 'hourly',
  HOUR_SALARY: 'hourly',
  CONTRACTHOURSALREQ: 'hourly',
  REALTIME: 'realtime',
  REALTIME_SALARY: 'realtime',
  REALTIMESALREQTYPE: 'realtime',
};

export const agentHandlers = handlers({
  'relay.MCSFE_processContractDividend': {
    input: {
      productType: str({ required: true, max: 16 }),
      computationPeriod: str({ required: true, max: 32 }),
      status: ACTION,
    },
    handle: (ctx) => {
      const account = agent(ctx);
      const item = account.contracts.dividend.find(
        (contract) =>
          contract.productType === ctx.input.str('productType') &&
          contract.computationPeriod === ctx.input.str('computationPeriod'),
      );
      return apply(ctx, item, ctx.input.str('status'));
    },
  },
  'relay.MCSFE_processDailySalaryContract': {
    input: { id: int({ required: true, min: 1 }), status: ACTION },
    handle: (ctx) =>
      apply(
        ctx,
        agent(ctx).contracts.daily.find((contract) => contract.id === ctx.input.num('id', 0)),
        ctx.input.str('status'),
      ),
  },
  contractWage: {
    input: { id: int({ required: true, min: 1 }), status: ACTION },
    handle: (ctx) =>
      apply(
        ctx,
        agent(ctx).contracts.daily.find((contract) => contract.id === ctx.input.num('id', 0)),
        ctx.input.str('status'),
      ),
  },
  'relay.MCSFE_processContractHourSalary': {
    input: {
      contractId: int({ required: true, min: 1 }),
      status: ACTION,
      productType: str({ max: 16 }),
    },
    handle: (ctx) =>
      apply(
        ctx,
        agent(ctx).contracts.hourly.find(
          (contract) => contract.contractId === ctx.input.num('contractId', 0),
        ),
        ctx.input.str('status'),
      ),
  },
  contractHourSalary: {
    input: { contractId: int({ required: true, min: 1 }), status: ACTION },
    handle: (ctx) =>
      apply(
        ctx,
        agent(ctx).contracts.hourly.find(
          (contract) => contract.contractId === ctx.input.num('contractId', 0),
        ),
        ctx.input.str('status'),
      ),
  },
  'relay.MCSFE_processRealTimeSalaryContract': {
    input: { contractId: int({ required: true, min: 1 }), status: ACTION },
    handle: (ctx) =>
      apply(
        ctx,
        agent(ctx).contracts.realtime.find(
          (contract) => contract.contractId === ctx.input.num('contractId', 0),
        ),
        ctx.input.str('status'),
      ),
  },
  contractParticipation: {
    input: { type: str({ required: true, max: 32 }), status: ACTION },
    handle: (ctx) => {
      const kind = KIND_ALIASES[ctx.input.str('type').toUpperCase()];
      if (!kind)
        throw new PlatformError(
          'field.invalid',
          200,
          { field: 'type' },
          'type must name a contract kind',
        );
      const contracts: { status: ContractStatus }[] = agent(ctx).contracts[kind];
      const pending = contracts.find(
        (contract) => contract.status === 'P' || contract.status === 'E',
      );
      return apply(ctx, pending, ctx.input.str('status'));
    },
  },
  'relay.MCSFE_getPaymentConfirmationList': {
    handle: (ctx) => {
      const account = ctx.requireAccount();
      if (![0, 1, 2].includes(account.isAgent)) return [];
      return account.paymentConfirmations.map(
        ({ payDetailId, isAutoConfirmed, amount, remainingAmount, counterparty, direction }) => ({
          payDetailId,
          isAutoConfirmed,
          amount,
          remainingAmount,
          counterparty,
          direction,
        }),
      );
    },
  },
  'relay.MCSFE_processC2CTransaction': {
    input: {
      isMoneyReceived: str({ required: true, oneOf: ['Y', 'N', 'A'] }),
      payDetailId: int({ required: true, min: 1 }),
      proofOfNotReceive: str({ max: 8_000_000 }),
    },
    handle: (ctx) => {
      const account = agent(ctx);
      const id = ctx.input.num('payDetailId', 0);
      const item = account.paymentConfirmations.find((candidate) => candidate.payDetailId === id);
      if (!item) throw new PlatformError('record.not.found', 200, { payDetailId: id });
      const answer = ctx.input.str('isMoneyReceived') as 'Y' | 'N' | 'A';
      if (answer === 'N') {
        const problem = proofProblem(ctx.input.optStr('proofOfNotReceive'));
        if (problem)
          throw new PlatformError('field.invalid', 200, { field: 'proofOfNotReceive' }, problem);
      }
      if (answer === 'A' && item.isAutoConfirmed !== 'Y')
        throw new PlatformError('status.invalid', 200, { isAutoConfirmed: item.isAutoConfirmed });
      account.paymentConfirmations = account.paymentConfirmations.filter(
        (candidate) => candidate !== item,
      );
      account.processedConfirmations.push({
        payDetailId: id,
        isMoneyReceived: answer,
        hasProof: answer === 'N',
        at: ctx.now,
      });
      ctx.changed();
      return { payDetailId: id, remaining: account.paymentConfirmations.length };
    },
  },
});
