import { defineCall, relayPath } from './define';
import type { NoPayload } from './shapes/common';
import type {
  AgentAffiliateLink,
  AgentAnnouncement,
  AgentCreateAffiliateLinkRequest,
  AgentDownlineTransaction,
  AgentLinkRequest,
  AgentPage,
  AgentPageRequest,
  AgentPeriodRequest,
  AgentProfitRow,
  AgentProfitTotals,
  AgentRedRainSession,
  AgentRegisterDownlineRequest,
  AgentRegisterDownlineResponse,
  AgentReport,
  AgentReportRequest,
  AgentRevenueRow,
  AgentRevenueTotals,
  AgentTeamMember,
  AgentTeamMembersRequest,
  AgentTeamOverview,
  AgentTransactionTotals,
  AgentTransferRequest,
  AgentTransferResponse,
  AgentTransferSetting,
  AgentUpdateAffiliateLinkRequest,
} from './shapes/agent-team';

const relay = (operation: string) => ({ path: relayPath(operation), operation });

/**
 * The agent centre's team calls (issue 19): team overview, downline registration, affiliate links,
 * team list, statements, revenue and downline transactions. The spec names these pages without
 * their calls, so every entry here is `pathSource: 'assumed'` and listed in
 * docs/decisions/0017-assumed-calls.md (ADR 0140 explains the choices). Every call needs the
 * member's token; money and passwords travel encrypted; lists page with `page`/`size`.
 */
export const agentCalls = {
  /** The agent announcements (AGEPAG), newest first. */
  agentAnnouncements: defineCall<AgentPageRequest, AgentPage<AgentAnnouncement>>()({
    id: 'agentAnnouncements',
    method: 'GET',
    path: '/wps/agent/announcements',
    flag: 'AGEPAG',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Team size, new members and the team's money figures for a period (at most 30 days). */
  agentTeamOverview: defineCall<AgentPeriodRequest, AgentTeamOverview>()({
    id: 'agentTeamOverview',
    method: 'GET',
    path: '/wps/agent/team/overview',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Registers a downline under the agent (AGEREGDOWN3); the password travels encrypted. */
  agentRegisterDownline: defineCall<AgentRegisterDownlineRequest, AgentRegisterDownlineResponse>()({
    id: 'agentRegisterDownline',
    method: 'POST',
    path: '/wps/agent/downline',
    flag: 'AGEREGDOWN3',
    needsToken: true,
    encrypted: true,
    alert: 'silent',
    pathSource: 'assumed',
  }),
  /** The agent's affiliate links (CREATEAFF3), newest first. */
  agentAffiliateLinks: defineCall<AgentPageRequest, AgentPage<AgentAffiliateLink>>()({
    id: 'agentAffiliateLinks',
    method: 'GET',
    path: '/wps/agent/affiliate/links',
    flag: 'CREATEAFF3',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Creates an affiliate link with a new affiliate code. */
  agentCreateAffiliateLink: defineCall<AgentCreateAffiliateLinkRequest, AgentAffiliateLink>()({
    id: 'agentCreateAffiliateLink',
    method: 'POST',
    path: '/wps/agent/affiliate/links',
    flag: 'CREATEAFF3',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Enables or disables a link; a disabled code no longer registers downlines. */
  agentUpdateAffiliateLink: defineCall<AgentUpdateAffiliateLinkRequest, AgentAffiliateLink>()({
    id: 'agentUpdateAffiliateLink',
    method: 'PUT',
    path: '/wps/agent/affiliate/links/:affiliateCode',
    flag: 'CREATEAFF3',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Deletes a link. */
  agentDeleteAffiliateLink: defineCall<AgentLinkRequest, { affiliateCode: string }>()({
    id: 'agentDeleteAffiliateLink',
    method: 'DELETE',
    path: '/wps/agent/affiliate/links/:affiliateCode',
    flag: 'CREATEAFF3',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** The team list (AFFMAN3), paged, filtered by part of a username. */
  agentTeamMembers: defineCall<AgentTeamMembersRequest, AgentPage<AgentTeamMember>>()({
    id: 'agentTeamMembers',
    method: 'GET',
    path: '/wps/agent/team/members',
    flag: 'AFFMAN3',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** The limits of a transfer to a downline and the agent's balance. */
  agentTransferSetting: defineCall<NoPayload, AgentTransferSetting>()({
    id: 'agentTransferSetting',
    method: 'GET',
    path: '/wps/agent/team/transfer/setting',
    flag: 'AFFMAN3',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Moves money from the agent's main wallet to a downline's: encrypted, idempotent by requestId. */
  agentTransferToDownline: defineCall<AgentTransferRequest, AgentTransferResponse>()({
    id: 'agentTransferToDownline',
    method: 'POST',
    path: '/wps/agent/team/transfer',
    flag: 'AFFMAN3',
    needsToken: true,
    encrypted: true,
    alert: 'silent',
    pathSource: 'assumed',
  }),
  /** Profit and loss per downline with totals (AGETEAMPNL3). */
  'relay.MCSFE_getTeamProfitLoss': defineCall<
    AgentReportRequest,
    AgentReport<AgentProfitRow, AgentProfitTotals>
  >()({
    id: 'relay.MCSFE_getTeamProfitLoss',
    method: 'GET',
    ...relay('MCSFE_getTeamProfitLoss'),
    flag: 'AGETEAMPNL3',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** The team's betting revenue per day and product with totals (TEAMBETTING3). */
  'relay.MCSFE_getTeamBettingReport': defineCall<
    AgentReportRequest,
    AgentReport<AgentRevenueRow, AgentRevenueTotals>
  >()({
    id: 'relay.MCSFE_getTeamBettingReport',
    method: 'GET',
    ...relay('MCSFE_getTeamBettingReport'),
    flag: 'TEAMBETTING3',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Money movements of the downlines with totals (AGENTRANSMULTDOWN3). */
  'relay.MCSFE_getDownlineTransactions': defineCall<
    AgentReportRequest,
    AgentReport<AgentDownlineTransaction, AgentTransactionTotals>
  >()({
    id: 'relay.MCSFE_getDownlineTransactions',
    method: 'GET',
    ...relay('MCSFE_getDownlineTransactions'),
    flag: 'AGENTRANSMULTDOWN3',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Red-envelope rain sessions and what the agent's team caught in each. */
  agentRedRain: defineCall<AgentPageRequest, AgentPage<AgentRedRainSession>>()({
    id: 'agentRedRain',
    method: 'GET',
    path: '/wps/agent/redRain',
    needsToken: true,
    pathSource: 'assumed',
  }),
} as const;
