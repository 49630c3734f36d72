import { selectHasAgentCentre, useSiteSelector } from '@site/api-core';
import { useEffect, useRef } from 'react';
import { useCentreControl } from '../centre/centre-control';
import { HomePage } from '../home-page';
import { useShellServices } from '../shell/shell-context';

/** The local `source` value that sends logout to `/agent` (account-access.md sections 3 and 4). */
export const AGENT_SOURCE = 'agent';

/**
 * `/agent`, the agent home (account-access.md section 2; ADR 0192): the visitor came in as an
 * agent, so local `source` becomes `agent` (kept across logout, which then lands here again). The
 * page is the home page; for an account with the agent centre (isAgent 1, 2, 41, 42; ADR 0059)
 * the agent centre opens over it once, as soon as the session says so.
 */
export function AgentHomeRoute() {
  const { storage } = useShellServices();
  const centre = useCentreControl();
  const hasAgentCentre = useSiteSelector(selectHasAgentCentre);
  const opened = useRef(false);

  useEffect(() => {
    if (storage.getLocal('source') !== AGENT_SOURCE) storage.setLocal('source', AGENT_SOURCE);
  }, [storage]);

  useEffect(() => {
    if (!hasAgentCentre || opened.current) return;
    opened.current = true;
    centre.open('agent');
  }, [hasAgentCentre, centre]);

  return <HomePage />;
}
