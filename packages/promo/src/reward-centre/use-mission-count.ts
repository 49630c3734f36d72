import { useAvailablePromotions } from '../available/available-promotions';

/** The mission count of the menu badge (available promotions, type MISSION). */
export function useMissionCount(): number {
  return useAvailablePromotions().promoCount('MISSION');
}
