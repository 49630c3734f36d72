import { selectSiteSettings, useSiteSelector } from '@site/api-core';
import type { GateContext } from '@site/feature-api';
import { useAvailablePromotions, useHasRebate } from '@site/promo';
import { useFlags } from '@site/theme';
import { useMemo } from 'react';
import { buildGateContext } from './gate-context';

/** The gate context of the current visitor, rebuilt when the member, promotions or flags change. */
export function useGateContext(): GateContext {
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
