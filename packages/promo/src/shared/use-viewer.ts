import {
  AGENT_CENTRE_KINDS,
  selectIsAgent,
  selectLoggedIn,
  selectMemberInfo,
  useSiteSelector,
} from '@site/api-core';

/** isAgent values with the agent centre (they open registerCenter instead of referral; ADR 0058). */
const AGENT_MENU: readonly number[] = AGENT_CENTRE_KINDS;

export interface Viewer {
  signedIn: boolean;
  username: string | null;
  isAgent: number | null;
  /** isAgent 1, 2, 41 and 42: the agent centre (ADR 0058). */
  agentMenu: boolean;
  /** isAgent 4: a trial account. */
  trial: boolean;
}

/** Who is looking: visitor or member, with the facts the promo rules need. */
export function useViewer(): Viewer {
  const signedIn = useSiteSelector(selectLoggedIn);
  const isAgent = useSiteSelector(selectIsAgent);
  const member = useSiteSelector(selectMemberInfo);
  return {
    signedIn,
    username: signedIn ? (member?.account ?? null) : null,
    isAgent: signedIn ? isAgent : null,
    agentMenu: signedIn && isAgent !== null && AGENT_MENU.includes(isAgent),
    trial: signedIn && isAgent === 4,
  };
}
