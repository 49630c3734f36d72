/** The agent-centre pages this feature contributes, in the order of account-access.md section 2. */
export const AGENT_PAGE_IDS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentRedRain',
] as const;

export type AgentPageId = (typeof AGENT_PAGE_IDS)[number];

/** Figures this feature owns (ADR 0141). */
export const AGENT_LIMITS = {
  /** Reports and the overview cover at most 30 days (the shared history rule). */
  maxRangeDays: 30,
  /** The overview and reports open on the last 7 days. */
  defaultRangeDays: 7,
  /** Rows per page of the team list and the reports. */
  pageSize: 10,
  /** Affiliate links per page (the platform keeps at most 20 per agent). */
  linksPageSize: 20,
  /** Side of a link's QR code, in CSS pixels. */
  qrSize: 160,
  /** Money has two decimals. */
  moneyDecimals: 2,
} as const;
