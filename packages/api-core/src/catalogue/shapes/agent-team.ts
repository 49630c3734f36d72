/**
 * Request and answer shapes of the agent centre's team calls (`agent-calls.ts`). The spec names
 * the pages only, so every shape here is assumed (ADR 0017, ADR 0140).
 */

/** Paging as the platform asks for it: `page` from 1, `size` rows. */
export interface AgentPageRequest {
  page: number;
  size: number;
}

/** A period of whole days, `YYYY-MM-DD`, both ends included, at most 30 days (ADR 0141). */
export interface AgentPeriodRequest {
  startDate: string;
  endDate: string;
}

/** A paged answer; reports add their `totals` over the whole period, not only the page. */
export interface AgentPage<T> {
  content: T[];
  totalPages: number;
  pageSize: number;
  pageNum: number;
  totalElements: number;
}

export interface AgentAnnouncement {
  id: number;
  title: string;
  /** Server HTML: rendered only through the one sanitiser. */
  content: string;
  publishTime: string;
}

export interface AgentTeamOverview {
  startDate: string;
  endDate: string;
  /** Every downline of the agent. */
  teamSize: number;
  /** Downlines registered within the period. */
  newMembers: number;
  /** Downlines who placed a bet within the period. */
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  /** The team's win/loss from the platform's side: bets minus payouts. */
  profit: number;
}

export interface AgentRegisterDownlineRequest {
  username: string;
  password: string;
  confirmPassword: string;
  /** A fresh id per submit; the platform refuses a replay (`request.replayed`). */
  requestId: string;
}

export interface AgentRegisterDownlineResponse {
  username: string;
  customerId: number;
}

export interface AgentAffiliateLink {
  id: number;
  /** The affiliate code the registration page reads (`/register?affiliateCode=`). */
  affiliateCode: string;
  remark: string;
  enabled: boolean;
  registrations: number;
  createTime: string;
}

export interface AgentCreateAffiliateLinkRequest {
  remark: string;
}

/** A link is named by its affiliate code (the `:affiliateCode` path segment). */
export interface AgentLinkRequest {
  affiliateCode: string;
}

export interface AgentUpdateAffiliateLinkRequest extends AgentLinkRequest {
  enabled: boolean;
}

export interface AgentTeamMembersRequest extends AgentPageRequest {
  /** Part of a username; empty for everyone. */
  keyword?: string;
}

export interface AgentTeamMember {
  customerId: number;
  username: string;
  /** Direct (1) or deeper downline level. */
  level: number;
  registerTime: string;
  lastLoginTime: string | null;
  balance: number;
}

export interface AgentTransferSetting {
  minAmount: number;
  maxAmount: number;
  /** The agent's main-wallet balance the transfer comes from. */
  balance: number;
}

export interface AgentTransferRequest {
  downline: string;
  amount: number;
  /** A fresh id per transfer; the platform refuses a replay (`request.replayed`). */
  requestId: string;
}

export interface AgentTransferResponse {
  transactionId: number;
  amount: number;
  /** The agent's balance after the transfer. */
  balance: number;
}

export interface AgentReportRequest extends AgentPeriodRequest, AgentPageRequest {}

export interface AgentProfitRow {
  username: string;
  deposits: number;
  withdrawals: number;
  bets: number;
  payouts: number;
  bonus: number;
  /** Bets minus payouts minus bonus, from the platform's side. */
  profit: number;
}

export interface AgentRevenueRow {
  date: string;
  productType: string;
  betCount: number;
  bets: number;
  validBets: number;
  payouts: number;
  profit: number;
}

export interface AgentDownlineTransaction {
  transactionId: number;
  username: string;
  type: 'DEPOSIT' | 'WITHDRAW' | 'TRANSFER_IN' | 'TRANSFER_OUT' | 'BONUS';
  amount: number;
  time: string;
}

export interface AgentReport<Row, Totals> extends AgentPage<Row> {
  totals: Totals;
}

export type AgentProfitTotals = Omit<AgentProfitRow, 'username'>;
export type AgentRevenueTotals = Omit<AgentRevenueRow, 'date' | 'productType'>;
export interface AgentTransactionTotals {
  count: number;
  amountIn: number;
  amountOut: number;
}

export interface AgentRedRainSession {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  status: 'UPCOMING' | 'LIVE' | 'ENDED';
  /** Red envelopes the agent's team caught in the session. */
  teamClaims: number;
  teamAmount: number;
  totalAmount: number;
}
