import type { RealtimeHandler } from '@site/feature-api';
import { promoApi } from './promo-api';
import { promoUiActions } from './shared/promo-ui-slice';

function bodyOf(content: unknown): string | undefined {
  if (typeof content === 'string') return content || undefined;
  if (typeof content !== 'object' || content === null) return undefined;
  for (const key of ['message', 'content', 'remarks', 'title']) {
    const value = (content as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

/**
 * Real-time events of this feature (content-and-play.md section 4): MANUAL_PROMO opens the
 * hand-bonus modal when REWCEN3 is on and refreshes the balance; PROMOTION_CLAIM refreshes the
 * promotions, the claims and the balance.
 */
export const promoRealtime: Readonly<Record<string, RealtimeHandler>> = {
  MANUAL_PROMO: (event, context) => {
    if (context.gate.flag('REWCEN3'))
      context.dispatch(promoUiActions.bonusReceived(bodyOf(event.content)));
    context.refreshBalance();
  },
  PROMOTION_CLAIM: (_event, context) => {
    context.dispatch(
      promoApi.util.invalidateTags(['PromoAvailable', 'PromoAnnouncements', 'PromoClaims']),
    );
    context.refreshBalance();
  },
};
