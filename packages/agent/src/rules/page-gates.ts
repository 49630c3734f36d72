import type { Gate } from '@site/feature-api';
import type { AgentPageId } from '../constants';

const always: Gate = () => true;

/**
 * The gate of each agent-centre page, as in ADR 0058 (section 6): the page's own `visible` gate.
 * The shell still decides who opens the agent centre at all (isAgent 1, 2, 41, 42).
 */
export const AGENT_PAGE_GATES: Readonly<Record<AgentPageId, Gate>> = {
  agentAnnouncement: (ctx) => ctx.flag('AGEPAG'),
  agentTeamOverview: always,
  registerCenter: (ctx) => ctx.flag('AGEREGDOWN3') || ctx.flag('CREATEAFF3'),
  downlineManagmentView: (ctx) => ctx.flag('AFFMAN3'),
  palStatementsAgentCopy: (ctx) => ctx.flag('AGETEAMPNL3'),
  agentRevenueReport: (ctx) => ctx.flag('TEAMBETTING3'),
  agentDownlineTransactionDetailsCopy: (ctx) => ctx.flag('AGENTRANSMULTDOWN3'),
  agentRedRain: always,
};

/** Which parts of the register centre show: registration (AGEREGDOWN3), links (CREATEAFF3). */
export function registerCentreTabs(flags: {
  register: boolean;
  links: boolean;
}): ('register' | 'links')[] {
  return [
    ...(flags.register ? (['register'] as const) : []),
    ...(flags.links ? (['links'] as const) : []),
  ];
}
