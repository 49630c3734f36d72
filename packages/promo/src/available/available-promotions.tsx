import { promoApi, usePromoAvailableQuery, usePromoMerchantAvailableQuery } from '../promo-api';
import { PROMO_TIMING } from '../constants';
import { availableEntry } from '../rules/available-rules';
import { useViewer } from '../shared/use-viewer';
import { throttle, useSiteDispatch } from '@site/api-core';
import { useMemo } from 'react';

export interface AvailablePromotionsView {
  /** The raw answer (counts by type); undefined until loaded. */
  data: unknown;
  /** Whether a type (MISSION, REFERRAL, ...) is enabled. */
  promoEnabled: (type: string) => boolean;
  /** The count of a type (the mission badge). */
  promoCount: (type: string) => number;
}

/**
 * Available promotions: MCSFE_getAvailablePromotions for members, the merchant's
 * (MCSFE_getMerchantAvailablePromotions) for visitors. The shell and other code read them here.
 */
export function useAvailablePromotions(): AvailablePromotionsView {
  const { signedIn } = useViewer();
  const member = usePromoAvailableQuery(undefined, { skip: !signedIn });
  const merchant = usePromoMerchantAvailableQuery(undefined, { skip: signedIn });
  const data = signedIn ? member.data : merchant.data;
  return useMemo(
    () => ({
      data,
      promoEnabled: (type: string) => availableEntry(data, type).enabled,
      promoCount: (type: string) => availableEntry(data, type).count,
    }),
    [data],
  );
}

/** An on-demand refresh of the member's available promotions, throttled to once per second. */
export function useRefreshAvailablePromotions(): () => void {
  const dispatch = useSiteDispatch();
  return useMemo(
    () =>
      throttle(
        () => dispatch(promoApi.util.invalidateTags(['PromoAvailable'])),
        PROMO_TIMING.availableThrottleMs,
      ),
    [dispatch],
  );
}

/** The always-mounted poll for signed-in members: every 300000 ms (section 9). */
export function AvailablePromotionsPoller() {
  const { signedIn } = useViewer();
  usePromoAvailableQuery(undefined, {
    skip: !signedIn,
    pollingInterval: PROMO_TIMING.availablePollMs,
  });
  return null;
}
