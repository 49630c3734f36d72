import { selectSiteSettings, useSiteSelector } from '@site/api-core';
import type { GateContext } from '@site/feature-api';
import { useAvailablePromotions, useHasRebate } from '@site/promo';
import { useFlags } from '@site/theme';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { buildGateContext } from './gate-context';

const GateContextValue = createContext<GateContext | null>(null);

/** The gate context of the current visitor, rebuilt when the member, promotions or flags change. */
function useBuiltGateContext(): GateContext {
  const flags = useFlags();
  const loggedIn = useSiteSelector((s) => s.site.loggedIn);
  const isAgent = useSiteSelector((s) => s.site.isAgent);
  const memberInfo = useSiteSelector((s) => s.site.memberInfo);
  // Available promotions and the rebate belong to @site/promo; the shell reads them through it.
  const promotions = useAvailablePromotions();
  const availablePromo = null;
  const hasRebate = useHasRebate();
  const settings = useSiteSelector(selectSiteSettings).raw;
  return useMemo(
    () => ({
      ...buildGateContext(
        { loggedIn, isAgent, memberInfo, availablePromo, hasRebate, settings },
        flags,
      ),
      promoEnabled: promotions.promoEnabled,
    }),
    [loggedIn, isAgent, memberInfo, promotions, hasRebate, settings, flags],
  );
}

/**
 * Builds the gate context once for the whole shell (ADR 0231): the header, the home page, the
 * floating widgets, the centres and the realtime handlers read the one value, instead of each
 * holding its own subscriptions to the member, the promotions and the rebate settings.
 */
export function GateContextProvider({ children }: { children: ReactNode }) {
  const gate = useBuiltGateContext();
  return <GateContextValue.Provider value={gate}>{children}</GateContextValue.Provider>;
}

/** The gate context of the current visitor (from the shell's `GateContextProvider`). */
export function useGateContext(): GateContext {
  const gate = useContext(GateContextValue);
  if (!gate) throw new Error('useGateContext needs the shell root (GateContextProvider) above it');
  return gate;
}
