import { callArgs, siteApi } from '@site/api-core';
import type {
  AgentAffiliateLink,
  AgentAnnouncement,
  AgentDownlineTransaction,
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
} from '@site/api-core/catalogue';

/** The tags this feature owns: the team (list, overview), links, transfer setting, reports. */
export const AGENT_TAGS = ['AgentTeam', 'AgentLinks', 'AgentTransfer', 'AgentReports'] as const;

/**
 * The agent centre's team calls (ADR 0140). A registration reloads the team; a transfer reloads
 * the team, the transfer setting, the reports and the site balance; link changes reload links.
 */
export const agentApi = siteApi.enhanceEndpoints({ addTagTypes: AGENT_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    agentAnnouncements: build.query<AgentPage<AgentAnnouncement>, AgentPageRequest>({
      query: (request) => callArgs('agentAnnouncements', request),
    }),
    agentTeamOverview: build.query<AgentTeamOverview, AgentPeriodRequest>({
      query: (request) => callArgs('agentTeamOverview', request),
      providesTags: ['AgentTeam'],
    }),
    agentRegisterDownline: build.mutation<
      AgentRegisterDownlineResponse,
      AgentRegisterDownlineRequest
    >({
      query: (request) => callArgs('agentRegisterDownline', request),
      invalidatesTags: ['AgentTeam', 'AgentReports'],
    }),
    agentAffiliateLinks: build.query<AgentPage<AgentAffiliateLink>, AgentPageRequest>({
      query: (request) => callArgs('agentAffiliateLinks', request),
      providesTags: ['AgentLinks'],
    }),
    agentCreateAffiliateLink: build.mutation<AgentAffiliateLink, { remark: string }>({
      query: (request) => callArgs('agentCreateAffiliateLink', request),
      invalidatesTags: ['AgentLinks'],
    }),
    agentUpdateAffiliateLink: build.mutation<AgentAffiliateLink, AgentUpdateAffiliateLinkRequest>({
      query: (request) => callArgs('agentUpdateAffiliateLink', request),
      invalidatesTags: ['AgentLinks'],
    }),
    agentDeleteAffiliateLink: build.mutation<{ affiliateCode: string }, { affiliateCode: string }>({
      query: (request) => callArgs('agentDeleteAffiliateLink', request),
      invalidatesTags: ['AgentLinks'],
    }),
    agentTeamMembers: build.query<AgentPage<AgentTeamMember>, AgentTeamMembersRequest>({
      query: (request) => callArgs('agentTeamMembers', request),
      providesTags: ['AgentTeam'],
    }),
    agentTransferSetting: build.query<AgentTransferSetting, void>({
      query: () => callArgs('agentTransferSetting'),
      providesTags: ['AgentTransfer'],
    }),
    agentTransferToDownline: build.mutation<AgentTransferResponse, AgentTransferRequest>({
      query: (request) => callArgs('agentTransferToDownline', request),
      invalidatesTags: ['AgentTeam', 'AgentTransfer', 'AgentReports', 'Balance'],
    }),
    agentProfitStatement: build.query<
      AgentReport<AgentProfitRow, AgentProfitTotals>,
      AgentReportRequest
    >({
      query: (request) => callArgs('relay.MCSFE_getTeamProfitLoss', request),
      providesTags: ['AgentReports'],
    }),
    agentRevenueReport: build.query<
      AgentReport<AgentRevenueRow, AgentRevenueTotals>,
      AgentReportRequest
    >({
      query: (request) => callArgs('relay.MCSFE_getTeamBettingReport', request),
      providesTags: ['AgentReports'],
    }),
    agentDownlineTransactions: build.query<
      AgentReport<AgentDownlineTransaction, AgentTransactionTotals>,
      AgentReportRequest
    >({
      query: (request) => callArgs('relay.MCSFE_getDownlineTransactions', request),
      providesTags: ['AgentReports'],
    }),
    agentRedRain: build.query<AgentPage<AgentRedRainSession>, AgentPageRequest>({
      query: (request) => callArgs('agentRedRain', request),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useAgentAnnouncementsQuery,
  useAgentTeamOverviewQuery,
  useAgentRegisterDownlineMutation,
  useAgentAffiliateLinksQuery,
  useAgentCreateAffiliateLinkMutation,
  useAgentUpdateAffiliateLinkMutation,
  useAgentDeleteAffiliateLinkMutation,
  useAgentTeamMembersQuery,
  useAgentTransferSettingQuery,
  useAgentTransferToDownlineMutation,
  useAgentProfitStatementQuery,
  useAgentRevenueReportQuery,
  useAgentDownlineTransactionsQuery,
  useAgentRedRainQuery,
} = agentApi;
