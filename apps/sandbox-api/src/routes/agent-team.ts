import { PlatformError } from '../envelope';
import { type CallContext, handlers } from '../handler';
import { bool, int, num, str } from '../input';
import { pick } from '../lang';
import { formatDate, formatDateTime, paginate, parseDateTime, round2 } from '../format';
import {
  AGENT_ANNOUNCEMENTS,
  DAY_MS,
  dayActivity,
  dayStart,
  PRODUCT_TYPES,
  productShares,
  redRainSessions,
  REGISTERED_DOWNLINE_ROLE,
  seedAgentTeam,
  TEAM_AGENT_KINDS,
  TRANSFER_LIMITS,
  type AgentTeamState,
  type TeamMerchantState,
} from '../seed/agent-team-seed';
import { newAccount } from '../seed/accounts';
import type { Account } from '../state';
import type { AgentRevenueRow } from '@site/api-core/catalogue';

/** Reports and the overview cover at most 30 days (ADR 0141). */
export const MAX_PERIOD_DAYS = 30;
/** A request id: 8 to 64 letters, digits or dashes (a UUID fits). */
const REQUEST_ID = str({ required: true, min: 8, max: 64, pattern: /^[A-Za-z0-9-]+$/ });
const PAGE = { page: int({ min: 1 }), size: int({ min: 1, max: 100 }) };
const PERIOD = {
  startDate: str({ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/ }),
  endDate: str({ required: true, pattern: /^\d{4}-\d{2}-\d{2}$/ }),
};

interface Team {
  agent: Account;
  state: AgentTeamState;
  /** Downlines with their level: 1 direct, 2 a downline's downline. */
  members: { account: Account; level: number }[];
}

/** The signed-in agent (isAgent 1, 2, 41, 42) and its team; seeds the team on first use. */
export function teamOf(ctx: CallContext): Team {
  const agent = ctx.requireAccount();
  if (!TEAM_AGENT_KINDS.includes(agent.isAgent))
    throw new PlatformError('agent.only', 200, { isAgent: agent.isAgent });
  const merchantState = ctx.merchantState as TeamMerchantState;
  const state = seedAgentTeam(merchantState, ctx.catalogue.profile, ctx.now);
  const accounts = merchantState.accounts;
  const direct = accounts.filter((a) => a.upline === agent.username);
  const names = new Set(direct.map((a) => a.username));
  const second = accounts.filter((a) => a.upline !== null && names.has(a.upline));
  const members = [
    ...direct.map((account) => ({ account, level: 1 })),
    ...second.map((account) => ({ account, level: 2 })),
  ];
  return { agent, state, members };
}

/** Start and end (exclusive) of a period of whole days, at most 30 days, not reversed. */
export function periodOf(ctx: CallContext): { from: number; to: number; days: number[] } {
  const from = parseDateTime(ctx.input.str('startDate'));
  const last = parseDateTime(ctx.input.str('endDate'));
  if (from === undefined || last === undefined)
    throw new PlatformError('field.invalid', 200, { field: 'startDate' }, 'dates are unreadable');
  if (last < from)
    throw new PlatformError(
      'field.invalid',
      200,
      { field: 'endDate' },
      'the end is before the start',
    );
  const days = Math.round((last - from) / DAY_MS) + 1;
  if (days > MAX_PERIOD_DAYS)
    throw new PlatformError(
      'field.invalid',
      200,
      { field: 'endDate', maxDays: MAX_PERIOD_DAYS },
      `a period covers at most ${MAX_PERIOD_DAYS} days`,
    );
  return {
    from,
    to: last + DAY_MS,
    days: Array.from({ length: days }, (_, i) => from + i * DAY_MS),
  };
}

/** Refuses a request id seen before (a replayed money or registration request). */
function claimRequestId(ctx: CallContext, state: AgentTeamState): void {
  const id = ctx.input.str('requestId');
  if (state.requestIds.includes(id))
    throw new PlatformError('request.replayed', 200, { requestId: id });
  state.requestIds.push(id);
  if (state.requestIds.length > 5000) state.requestIds.splice(0, state.requestIds.length - 5000);
}

function mainWallet(account: Account) {
  const wallet = account.wallets.find((w) => w.accountName === 'MAIN') ?? account.wallets[0];
  if (!wallet) throw new PlatformError('balance.not.enough');
  return wallet;
}

/**
 * A link as the client sees it. Registrations count the agent's direct downlines that signed up on
 * the site (role `registered`) under the account's own affiliate code; the site's registration
 * does not know the codes of extra links yet (ADR 0142), so those count none.
 */
function linkView(ctx: CallContext, link: AgentTeamState['links'][number]) {
  const agent = ctx.world.findAccount(ctx.merchant, link.agent);
  const ownCode = agent?.affiliateCode?.toLowerCase() === link.affiliateCode.toLowerCase();
  const registrations = ownCode
    ? ctx.merchantState.accounts.filter((a) => a.upline === link.agent && a.role === 'registered')
        .length
    : 0;
  return {
    id: link.id,
    affiliateCode: link.affiliateCode,
    remark: link.remark,
    enabled: link.enabled,
    registrations,
    createTime: formatDateTime(link.createdAt),
  };
}

function ownLink(ctx: CallContext, team: Team) {
  const code = (ctx.params.affiliateCode ?? '').toLowerCase();
  const link = team.state.links.find(
    (l) => l.affiliateCode.toLowerCase() === code && l.agent === team.agent.username,
  );
  if (!link) throw new PlatformError('record.not.found', 200, { affiliateCode: code });
  return link;
}

function sumActivity(ctx: CallContext, account: Account, days: readonly number[]) {
  const total = { deposits: 0, withdrawals: 0, bets: 0, betCount: 0, payouts: 0, bonus: 0 };
  for (const day of days) {
    const a = dayActivity(ctx.merchant, account, day);
    total.deposits += a.deposits;
    total.withdrawals += a.withdrawals;
    total.bets += a.bets;
    total.betCount += a.betCount;
    total.payouts += a.payouts;
    total.bonus += a.bonus;
  }
  return total;
}

/** The team's transactions in a period: generated deposits and withdrawals plus real transfers. */
function transactionsOf(ctx: CallContext, team: Team, period: ReturnType<typeof periodOf>) {
  const rows: {
    transactionId: number;
    username: string;
    type: 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER_IN' | 'TRANSFER_OUT' | 'BONUS';
    amount: number;
    at: number;
  }[] = [];
  team.members.forEach(({ account }, index) => {
    for (const day of period.days) {
      const a = dayActivity(ctx.merchant, account, day);
      const id = (account.customerId % 100000) * 1000 + (Math.floor(day / DAY_MS) % 1000);
      if (a.deposits > 0)
        rows.push({
          transactionId: id * 10 + 1,
          username: account.username,
          type: 'DEPOSIT',
          amount: a.deposits,
          at: day + 9 * 3600_000 + index * 60_000,
        });
      if (a.withdrawals > 0)
        rows.push({
          transactionId: id * 10 + 2,
          username: account.username,
          type: 'WITHDRAW',
          amount: a.withdrawals,
          at: day + 15 * 3600_000 + index * 60_000,
        });
      if (a.bonus > 0)
        rows.push({
          transactionId: id * 10 + 3,
          username: account.username,
          type: 'BONUS',
          amount: a.bonus,
          at: day + 18 * 3600_000 + index * 60_000,
        });
    }
  });
  const names = new Set(team.members.map((m) => m.account.username));
  for (const transfer of team.state.transfers) {
    if (transfer.agent !== team.agent.username || !names.has(transfer.downline)) continue;
    if (transfer.at < period.from || transfer.at >= period.to) continue;
    rows.push({
      transactionId: transfer.transactionId,
      username: transfer.downline,
      type: 'TRANSFER_IN',
      amount: transfer.amount,
      at: transfer.at,
    });
  }
  return rows
    .filter((row) => row.at <= ctx.now)
    .sort((a, b) => b.at - a.at || b.transactionId - a.transactionId);
}

const pageArgs = (ctx: CallContext, size: number) =>
  [ctx.input.num('page', 1), ctx.input.num('size', size)] as const;

/** The agent centre's team calls (catalogue `agent-calls.ts`), with state per merchant (ADR 0142). */
export const agentTeamHandlers = handlers({
  agentAnnouncements: {
    input: PAGE,
    handle: (ctx) => {
      teamOf(ctx);
      const items = AGENT_ANNOUNCEMENTS.map((a) => ({
        id: a.id,
        title: pick(a.title, ctx.lang),
        content: pick(a.content, ctx.lang),
        publishTime: formatDateTime(dayStart(ctx.now) - a.daysAgo * DAY_MS + 10 * 3600_000),
      }));
      return paginate(items, ...pageArgs(ctx, 10));
    },
  },
  agentTeamOverview: {
    input: PERIOD,
    handle: (ctx) => {
      const team = teamOf(ctx);
      const period = periodOf(ctx);
      const existing = team.members.filter((m) => m.account.createdAt < period.to);
      let deposits = 0;
      let withdrawals = 0;
      let bets = 0;
      let payouts = 0;
      let bonus = 0;
      let activeMembers = 0;
      for (const { account } of existing) {
        const total = sumActivity(ctx, account, period.days);
        deposits += total.deposits;
        withdrawals += total.withdrawals;
        bets += total.bets;
        payouts += total.payouts;
        bonus += total.bonus;
        if (total.bets > 0) activeMembers += 1;
      }
      return {
        startDate: formatDate(period.from),
        endDate: formatDate(period.to - DAY_MS),
        teamSize: existing.length,
        newMembers: existing.filter((m) => m.account.createdAt >= period.from).length,
        activeMembers,
        deposits: round2(deposits),
        withdrawals: round2(withdrawals),
        bets: round2(bets),
        profit: round2(bets - payouts - bonus),
      };
    },
  },
  agentRegisterDownline: {
    realAccountOnly: true,
    input: {
      username: str({ required: true, max: 64 }),
      password: str({ required: true, max: 64 }),
      confirmPassword: str({ required: true, max: 64 }),
      requestId: REQUEST_ID,
    },
    handle: (ctx) => {
      const team = teamOf(ctx);
      const username = ctx.input.str('username').trim();
      const password = ctx.input.str('password');
      for (const [key, value] of [
        ['username', username],
        ['password', password],
      ] as const) {
        const rule = ctx.catalogue.registerFields.find((r) => r.key === key);
        if (!rule) continue;
        const wrong =
          value.length < rule.minLength ||
          value.length > rule.maxLength ||
          (rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern).test(value));
        if (wrong)
          throw new PlatformError(
            'field.invalid',
            200,
            { field: key },
            `${key} does not match the rule`,
          );
      }
      if (ctx.input.str('confirmPassword') !== password)
        throw new PlatformError('password.mismatch');
      claimRequestId(ctx, team.state);
      if (ctx.world.findAccount(ctx.merchant, username))
        throw new PlatformError('register.username.exists');
      const customerId = ctx.merchantState.nextCustomerId;
      ctx.merchantState.nextCustomerId += 1;
      const account: Account = {
        ...newAccount(ctx.catalogue.profile, customerId, username, ctx.now),
        password,
        role: REGISTERED_DOWNLINE_ROLE,
        upline: team.agent.username,
        language: ctx.lang,
      };
      ctx.merchantState.accounts.push(account);
      ctx.changed();
      ctx.world.log.info(`[agent] ${ctx.merchant} ${team.agent.username} registered ${username}`);
      return { username, customerId };
    },
  },
  agentAffiliateLinks: {
    input: PAGE,
    handle: (ctx) => {
      const team = teamOf(ctx);
      const links = team.state.links
        .filter((l) => l.agent === team.agent.username)
        .sort((a, b) => b.id - a.id)
        .map((l) => linkView(ctx, l));
      return paginate(links, ...pageArgs(ctx, 20));
    },
  },
  agentCreateAffiliateLink: {
    realAccountOnly: true,
    input: { remark: str({ max: 40 }) },
    handle: (ctx) => {
      const team = teamOf(ctx);
      const own = team.state.links.filter((l) => l.agent === team.agent.username);
      if (own.length >= 20)
        throw new PlatformError(
          'field.invalid',
          200,
          { field: 'remark', max: 20 },
          'at most 20 links',
        );
      const id = team.state.nextLinkId++;
      const base = team.agent.affiliateCode ?? `AFF${team.agent.customerId}`;
      const link = {
        id,
        agent: team.agent.username,
        affiliateCode: `${base}L${id}`,
        remark: (ctx.input.optStr('remark') ?? '').trim(),
        enabled: true,
        createdAt: ctx.now,
      };
      team.state.links.push(link);
      ctx.changed();
      return linkView(ctx, link);
    },
  },
  agentUpdateAffiliateLink: {
    input: { enabled: bool({ required: true }) },
    handle: (ctx) => {
      const link = ownLink(ctx, teamOf(ctx));
      link.enabled = ctx.input.bool('enabled');
      ctx.changed();
      return linkView(ctx, link);
    },
  },
  agentDeleteAffiliateLink: {
    handle: (ctx) => {
      const team = teamOf(ctx);
      const link = ownLink(ctx, team);
      team.state.links = team.state.links.filter((l) => l !== link);
      ctx.changed();
      return { affiliateCode: link.affiliateCode };
    },
  },
  agentTeamMembers: {
    input: { ...PAGE, keyword: str({ max: 32 }) },
    handle: (ctx) => {
      const team = teamOf(ctx);
      const keyword = (ctx.input.optStr('keyword') ?? '').trim().toLowerCase();
      const rows = team.members
        .filter((m) => m.account.username.toLowerCase().includes(keyword))
        .sort(
          (a, b) =>
            b.account.createdAt - a.account.createdAt ||
            a.account.username.localeCompare(b.account.username),
        )
        .map(({ account, level }) => ({
          customerId: account.customerId,
          username: account.username,
          level,
          registerTime: formatDateTime(account.createdAt),
          lastLoginTime: account.lastLogin === null ? null : formatDateTime(account.lastLogin),
          balance: round2(account.wallets.reduce((sum, w) => sum + w.availBalance, 0)),
        }));
      return paginate(rows, ...pageArgs(ctx, 10));
    },
  },
  agentTransferSetting: {
    handle: (ctx) => {
      const team = teamOf(ctx);
      return { ...TRANSFER_LIMITS, balance: round2(mainWallet(team.agent).availBalance) };
    },
  },
  agentTransferToDownline: {
    realAccountOnly: true,
    input: {
      downline: str({ required: true, max: 64 }),
      amount: num({ required: true }),
      requestId: REQUEST_ID,
    },
    handle: (ctx) => {
      const team = teamOf(ctx);
      const amount = ctx.input.num('amount', 0);
      if (!Number.isFinite(amount) || Math.round(amount * 100) !== amount * 100)
        throw new PlatformError('field.invalid', 200, { field: 'amount' }, 'at most 2 decimals');
      if (amount < TRANSFER_LIMITS.minAmount || amount > TRANSFER_LIMITS.maxAmount)
        throw new PlatformError('transfer.amount.limit', 200, { ...TRANSFER_LIMITS });
      const name = ctx.input.str('downline').trim().toLowerCase();
      const member = team.members.find((m) => m.account.username.toLowerCase() === name);
      if (!member) throw new PlatformError('record.not.found', 200, { downline: name });
      claimRequestId(ctx, team.state);
      const from = mainWallet(team.agent);
      if (from.availBalance < amount) throw new PlatformError('balance.not.enough');
      const to = mainWallet(member.account);
      from.availBalance = round2(from.availBalance - amount);
      to.availBalance = round2(to.availBalance + amount);
      const transactionId = team.state.nextTransactionId++;
      team.state.transfers.push({
        transactionId,
        agent: team.agent.username,
        downline: member.account.username,
        amount,
        at: ctx.now,
      });
      ctx.changed();
      ctx.world.hub.publish(ctx.merchant, member.account.customerId, {
        type: 'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
        content: { amount, from: team.agent.username },
      });
      return { transactionId, amount, balance: from.availBalance };
    },
  },
  'relay.MCSFE_getTeamProfitLoss': {
    input: { ...PERIOD, ...PAGE },
    handle: (ctx) => {
      const team = teamOf(ctx);
      const period = periodOf(ctx);
      const rows = team.members
        .map(({ account }) => {
          const t = sumActivity(ctx, account, period.days);
          return {
            username: account.username,
            deposits: round2(t.deposits),
            withdrawals: round2(t.withdrawals),
            bets: round2(t.bets),
            payouts: round2(t.payouts),
            bonus: round2(t.bonus),
            profit: round2(t.bets - t.payouts - t.bonus),
          };
        })
        .sort((a, b) => a.username.localeCompare(b.username));
      const totals = { deposits: 0, withdrawals: 0, bets: 0, payouts: 0, bonus: 0, profit: 0 };
      for (const row of rows)
        for (const key of Object.keys(totals) as (keyof typeof totals)[])
          totals[key] = round2(totals[key] + row[key]);
      return { ...paginate(rows, ...pageArgs(ctx, 10)), totals };
    },
  },
  'relay.MCSFE_getTeamBettingReport': {
    input: { ...PERIOD, ...PAGE },
    handle: (ctx) => {
      const team = teamOf(ctx);
      const period = periodOf(ctx);
      const rows: AgentRevenueRow[] = [];
      for (const day of [...period.days].reverse()) {
        let bets = 0;
        let payouts = 0;
        let betCount = 0;
        for (const { account } of team.members) {
          const a = dayActivity(ctx.merchant, account, day);
          bets += a.bets;
          payouts += a.payouts;
          betCount += a.betCount;
        }
        if (bets === 0) continue;
        const shares = productShares(ctx.merchant, day);
        PRODUCT_TYPES.forEach((productType, i) => {
          const share = shares[i] ?? 0;
          const b = round2(bets * share);
          const p = round2(payouts * share);
          rows.push({
            date: formatDate(day),
            productType,
            betCount: Math.round(betCount * share),
            bets: b,
            validBets: round2(b * 0.97),
            payouts: p,
            profit: round2(b - p),
          });
        });
      }
      const totals = { betCount: 0, bets: 0, validBets: 0, payouts: 0, profit: 0 };
      for (const row of rows)
        for (const key of Object.keys(totals) as (keyof typeof totals)[])
          totals[key] = round2(totals[key] + row[key]);
      return { ...paginate(rows, ...pageArgs(ctx, 10)), totals };
    },
  },
  'relay.MCSFE_getDownlineTransactions': {
    input: { ...PERIOD, ...PAGE },
    handle: (ctx) => {
      const team = teamOf(ctx);
      const period = periodOf(ctx);
      const rows = transactionsOf(ctx, team, period);
      const incoming = (type: string) =>
        type === 'DEPOSIT' || type === 'TRANSFER_IN' || type === 'BONUS';
      const totals = {
        count: rows.length,
        amountIn: round2(rows.filter((r) => incoming(r.type)).reduce((s, r) => s + r.amount, 0)),
        amountOut: round2(rows.filter((r) => !incoming(r.type)).reduce((s, r) => s + r.amount, 0)),
      };
      const content = rows.map(({ at, ...row }) => ({ ...row, time: formatDateTime(at) }));
      return { ...paginate(content, ...pageArgs(ctx, 10)), totals };
    },
  },
  agentRedRain: {
    input: PAGE,
    handle: (ctx) => {
      teamOf(ctx);
      const sessions = redRainSessions(ctx.merchant, ctx.now).map((s) => ({
        ...s,
        title: pick(s.title, ctx.lang),
      }));
      return paginate(sessions, ...pageArgs(ctx, 10));
    },
  },
});
