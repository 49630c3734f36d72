import { expect } from 'vitest';
import type { Harness } from '../../test/helpers';
import { seedAgentTeam, type TeamMerchantState } from '../seed/agent-team-seed';

/** The fields of a route case (routes.test.ts) the agent team's cases use. */
interface AgentTeamRouteCase {
  user?: string;
  query?: Record<string, string | number | boolean>;
  body?: Record<string, unknown>;
  setup?: (h: Harness) => Promise<Record<string, unknown> | void>;
  check: (value: unknown, h: Harness) => void | Promise<void>;
}

const AGENT = 'agent41';
const has = (shape: Record<string, unknown>) => (value: unknown) => {
  expect(value).toMatchObject(shape);
};
/** The last 30 days of the harness clock (test/helpers.ts starts it on 2026-11-21). */
const PERIOD = { startDate: '2026-10-23', endDate: '2026-11-21' };
const PAGE = { page: 1, size: 10 };
let counter = 0;
const requestId = () => `agent-case-${(counter += 1)}-${Date.now()}`;
const paged = has({ content: expect.any(Array), pageNum: 1, totalPages: expect.any(Number) });

/** A link of agent41 whose affiliate code is `x`, the sample value of the `:affiliateCode` segment. */
async function linkX(h: Harness): Promise<void> {
  const state = h.app.world.merchantState('default') as TeamMerchantState;
  const team = seedAgentTeam(state, h.app.world.catalogue('default').profile, h.clock.now());
  team.links.push({
    id: team.nextLinkId++,
    agent: AGENT,
    affiliateCode: 'x',
    remark: 'route case',
    enabled: true,
    createdAt: h.clock.now(),
  });
}

/** One valid request per agent-team call (spread into the CASES table of routes.test.ts). */
export const AGENT_TEAM_ROUTE_CASES = {
  agentAnnouncements: { user: AGENT, query: PAGE, check: paged },
  agentTeamOverview: {
    user: AGENT,
    query: PERIOD,
    check: has({ teamSize: 24, startDate: PERIOD.startDate, endDate: PERIOD.endDate }),
  },
  agentRegisterDownline: {
    user: AGENT,
    body: { username: 'newdown01', password: 'Secret123', confirmPassword: 'Secret123' },
    setup: async () => ({ requestId: requestId() }),
    check: has({ username: 'newdown01', customerId: expect.any(Number) }),
  },
  agentAffiliateLinks: {
    user: AGENT,
    query: PAGE,
    check: has({ content: [expect.objectContaining({ affiliateCode: 'AFF0041' })] }),
  },
  agentCreateAffiliateLink: {
    user: AGENT,
    body: { remark: 'spring' },
    check: has({
      remark: 'spring',
      enabled: true,
      affiliateCode: expect.stringMatching(/^AFF0041L/),
    }),
  },
  agentUpdateAffiliateLink: {
    user: AGENT,
    body: { enabled: false },
    setup: linkX,
    check: has({ affiliateCode: 'x', enabled: false }),
  },
  agentDeleteAffiliateLink: { user: AGENT, setup: linkX, check: has({ affiliateCode: 'x' }) },
  agentTeamMembers: {
    user: AGENT,
    query: { ...PAGE, keyword: 'a41mem0' },
    check: has({ totalElements: 9, totalPages: 1 }),
  },
  agentTransferSetting: {
    user: AGENT,
    check: has({ minAmount: 10, maxAmount: 50_000, balance: 3690 }),
  },
  agentTransferToDownline: {
    user: AGENT,
    body: { downline: 'a41mem01', amount: 100.5 },
    setup: async () => ({ requestId: requestId() }),
    check: has({ amount: 100.5, balance: 3589.5 }),
  },
  'relay.MCSFE_getTeamProfitLoss': {
    user: AGENT,
    query: { ...PERIOD, ...PAGE },
    check: has({
      totalElements: 24,
      totals: expect.objectContaining({ bets: expect.any(Number) }),
    }),
  },
  'relay.MCSFE_getTeamBettingReport': {
    user: AGENT,
    query: { ...PERIOD, ...PAGE },
    check: has({
      content: expect.any(Array),
      totals: expect.objectContaining({ bets: expect.any(Number) }),
    }),
  },
  'relay.MCSFE_getDownlineTransactions': {
    user: AGENT,
    query: { ...PERIOD, ...PAGE },
    check: has({ totals: expect.objectContaining({ count: expect.any(Number) }) }),
  },
  agentRedRain: { user: AGENT, query: PAGE, check: paged },
} satisfies Record<string, AgentTeamRouteCase>;
