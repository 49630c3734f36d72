import { defineFeature, type CentrePage } from '@site/feature-api';
import type { ComponentType } from 'react';
import type { AgentPageId } from './constants';
import { agentNamespace } from './i18n/agent-i18n';
import { AGENT_PAGE_GATES } from './rules/page-gates';

/** A centre page whose code (and the team API) loads on first open; its gate is in `visible`. */
const page = (id: AgentPageId, load: () => Promise<ComponentType>): CentrePage => ({
  id,
  labelKey: `page_${id}`,
  visible: AGENT_PAGE_GATES[id],
  lazy: async () => ({ Component: await load() }),
});

/**
 * The agent centre's team pages (issue 19, ADR 0140): each page carries its own gate (ADR 0058
 * flags), its code and the team calls load with the page, and its texts are one chunk per language.
 */
export const agentFeature = defineFeature({
  id: 'agent',
  i18n: agentNamespace,
  agentCentre: [
    page(
      'agentAnnouncement',
      async () => (await import('./announcement/agent-announcement-page')).AgentAnnouncementPage,
    ),
    page(
      'agentTeamOverview',
      async () => (await import('./team-overview/team-overview-page')).TeamOverviewPage,
    ),
    page(
      'registerCenter',
      async () => (await import('./register-centre/register-centre-page')).RegisterCentrePage,
    ),
    page(
      'downlineManagmentView',
      async () => (await import('./downline/downline-management-page')).DownlineManagementPage,
    ),
    page(
      'palStatementsAgentCopy',
      async () => (await import('./reports/report-pages')).ProfitStatementPage,
    ),
    page(
      'agentRevenueReport',
      async () => (await import('./reports/report-pages')).RevenueReportPage,
    ),
    page(
      'agentDownlineTransactionDetailsCopy',
      async () => (await import('./reports/report-pages')).DownlineTransactionsPage,
    ),
    page('agentRedRain', async () => (await import('./red-rain/red-rain-page')).RedRainPage),
  ],
  flags: [
    'AGEPAG',
    'AGEREGDOWN3',
    'CREATEAFF3',
    'AFFMAN3',
    'AGETEAMPNL3',
    'TEAMBETTING3',
    'AGENTRANSMULTDOWN3',
  ],
});
