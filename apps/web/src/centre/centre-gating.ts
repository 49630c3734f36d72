import { AGENT_CENTRE_KINDS as AGENT_CENTRE_KIND_LIST } from '@site/api-core';
import { evaluateAccess, type CentrePage, type Gate, type GateContext } from '@site/feature-api';

/** The member centre's left menu, in the order of account-access.md section 2. */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'transferUpline',
  'rewardCenter',
  'referral',
  'bonusDetails',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'playerMRDailySalary',
] as const;

/** The agent centre's pages, in the order of section 2; `agentTeamOverview` is the default. */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentRedRain',
  'agentDividendRecordCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentMRDailySalary',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type MemberPageId = (typeof MEMBER_CENTRE_PAGES)[number];
export type AgentPageId = (typeof AGENT_CENTRE_PAGES)[number];
export type CentreKind = 'member' | 'agent';

export const DEFAULT_AGENT_PAGE: AgentPageId = 'agentTeamOverview';

/** These ids all open the reward centre (section 2). */
export const REWARD_CENTRE_ALIASES = [
  'signInTask',
  'newbieTask',
  'rescueTask',
  'promoList',
] as const;

/**
 * Who opens the agent centre (ADR 0058): the agent kinds 1 and 2, whose agent data is fetched, and
 * 41 and 42, who see the agent menu. isAgent 0 is a member (who may answer contracts as a downline).
 */
export const AGENT_CENTRE_KINDS: readonly number[] = AGENT_CENTRE_KIND_LIST;

const always: Gate = () => true;
const hasAgentCentre = (ctx: Pick<GateContext, 'isAgent'>) =>
  ctx.isAgent !== null && AGENT_CENTRE_KINDS.includes(ctx.isAgent);

/** Why a centre cannot open: visitors sign in; isAgent 4 gets `in_please_account` (a real account is needed for the member centre; its pages and game launches say `in_need_true_account`); only 1, 2, 41 and 42 have the agent centre. */
export type CentreRefusal = 'signInRequired' | 'realAccountRequired' | 'agentMenuRequired';

export function centreRefusal(
  kind: CentreKind,
  ctx: Pick<GateContext, 'signedIn' | 'isAgent'>,
): CentreRefusal | null {
  const denial = evaluateAccess('realAccount', { signedIn: ctx.signedIn, isAgent: ctx.isAgent });
  if (denial) return denial;
  if (kind === 'agent' && !hasAgentCentre(ctx)) return 'agentMenuRequired';
  return null;
}

function specOrder(kind: CentreKind): readonly string[] {
  return kind === 'member' ? MEMBER_CENTRE_PAGES : AGENT_CENTRE_PAGES;
}

/**
 * The menu of a centre: only pages a feature contributed, each passing its own `visible` gate
 * (every page carries its section 6 rule in its page definition, ADR 0059), in the spec's order
 * (pages the spec does not list come last, by `order`). Nothing at all when the centre itself is
 * refused: the shell keeps only the centre-level rules (sign-in, real account, agent menu).
 */
export function visibleCentrePages(
  kind: CentreKind,
  pages: readonly CentrePage[],
  ctx: GateContext,
): CentrePage[] {
  if (centreRefusal(kind, ctx)) return [];
  const order = specOrder(kind);
  const rank = (page: CentrePage) => {
    const index = order.indexOf(page.id);
    return index >= 0 ? index : order.length + (page.order ?? 0);
  };
  return pages
    .filter((page) => (page.visible ?? always)(ctx))
    .map((page, index) => ({ page, index }))
    .sort((a, b) => rank(a.page) - rank(b.page) || a.index - b.index)
    .map(({ page }) => page);
}

/** What the centre's menu has heard from each page's `available` hook, by page id (ADR 0199). */
export type PageAvailability = Readonly<Record<string, boolean | undefined>>;

/**
 * The pages the menu lists among those whose gates passed: a page with an `available` hook only
 * once it answered `true` (data-aware availability, ADR 0199); `false` and "not yet known" hide it.
 */
export function availablePages(
  pages: readonly CentrePage[],
  answers: PageAvailability,
): CentrePage[] {
  return pages.filter((page) => !page.available || answers[page.id] === true);
}

/**
 * The page an id opens: the page itself, or the page that lists it among its aliases
 * (signInTask, newbieTask, rescueTask and promoList open rewardCenter). Undefined when no
 * visible page answers, so a link to a hidden page opens the centre's first page instead.
 */
export function resolveCentrePage(
  id: string,
  visible: readonly CentrePage[],
): CentrePage | undefined {
  const target = (REWARD_CENTRE_ALIASES as readonly string[]).includes(id) ? 'rewardCenter' : id;
  return visible.find((page) => page.id === target || (page.aliases ?? []).includes(id));
}

/** The page a centre opens on when none is asked for. */
export function defaultCentrePage(
  kind: CentreKind,
  visible: readonly CentrePage[],
): CentrePage | undefined {
  if (kind === 'agent') return visible.find((page) => page.id === DEFAULT_AGENT_PAGE) ?? visible[0];
  return visible[0];
}
