import type { SiteState } from './site-slice';

export interface WithSite {
  site: SiteState;
}

/** Roles of account-access.md section 6. */
export type SiteRole = 'visitor' | 'free-play' | 'trial' | 'agent' | 'agent-menu' | 'player';

/** isAgent values whose unread messages and consolidated data are not loaded. */
export const NO_MESSAGE_LOADING = [4, 40, 41, 42] as const;
export const AGENT_KINDS = [0, 1, 2] as const;
export const AGENT_MENU_KINDS = [41, 42] as const;
/**
 * Who has the agent centre (ADR 0058): the agent kinds whose agent data is fetched, except 0 (a
 * member who may also answer contracts as a downline), and the agent-menu kinds 41 and 42.
 */
export const AGENT_CENTRE_KINDS = [1, 2, 41, 42] as const;
export const TRIAL_KIND = 4;

const inList = (list: readonly number[], value: number | null) =>
  value !== null && list.includes(value);

export const selectSite = (state: WithSite) => state.site;
export const selectLoggedIn = (state: WithSite) => state.site.loggedIn;
export const selectIsAgent = (state: WithSite) => state.site.isAgent;
export const selectMemberInfo = (state: WithSite) => state.site.memberInfo;

/** The role from login state and isAgent: 0/1/2 agent, 41/42 agent menu, 4 trial. */
export function roleOf(loggedIn: boolean, isAgent: number | null, hasFreePlay = false): SiteRole {
  if (!loggedIn) return 'visitor';
  if (hasFreePlay) return 'free-play';
  if (isAgent === TRIAL_KIND) return 'trial';
  if (inList(AGENT_KINDS, isAgent)) return 'agent';
  if (inList(AGENT_MENU_KINDS, isAgent)) return 'agent-menu';
  return 'player';
}

export const selectRole = (state: WithSite): SiteRole =>
  roleOf(state.site.loggedIn, state.site.isAgent, state.site.hasFreePlay);

/** Agent data, consolidated funds and payment confirmations: isAgent 0, 1, 2. */
export const selectIsAgentKind = (state: WithSite) =>
  state.site.loggedIn && inList(AGENT_KINDS, state.site.isAgent);
/** Whether the member opens the agent centre (ADR 0058). */
export const selectHasAgentCentre = (state: WithSite) =>
  state.site.loggedIn && inList(AGENT_CENTRE_KINDS, state.site.isAgent);
/** 41 and 42 show the agent menu. */
export const selectShowsAgentMenu = (state: WithSite) =>
  state.site.loggedIn && inList(AGENT_MENU_KINDS, state.site.isAgent);
/** isAgent 4: blocked from member centre, game launch, chat; no language update. */
export const selectIsTrial = (state: WithSite) =>
  state.site.loggedIn && state.site.isAgent === TRIAL_KIND;
/** Unread messages and consolidated data load only for accounts not in 4, 40, 41, 42. */
export const selectLoadsMessages = (state: WithSite) =>
  state.site.loggedIn && !inList(NO_MESSAGE_LOADING, state.site.isAgent);
export const selectLoadsConsolidatedData = selectLoadsMessages;

/** VIP progress: 1 with no next label, else completed divided by expected (0 to 1). */
export function vipProgressOf(
  vip: Pick<SiteState['vip'], 'nextLabelName' | 'completedConditions' | 'totalExpectedConditions'>,
): number {
  if (!vip.nextLabelName) return 1;
  if (vip.totalExpectedConditions <= 0) return 1;
  return Math.min(1, Math.max(0, vip.completedConditions / vip.totalExpectedConditions));
}

export const selectVipProgress = (state: WithSite) => vipProgressOf(state.site.vip);
