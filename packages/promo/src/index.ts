// The public entry of @site/promo: its feature object, its links, and the hooks the shell and
// other code read available promotions and `hasRebate` through.
export { promoFeature } from './feature';
export { promoLinks } from './links';
export { PROMO_LIMITS, PROMO_TIMING } from './constants';
export {
  useAvailablePromotions,
  useRefreshAvailablePromotions,
  type AvailablePromotionsView,
} from './available/available-promotions';
export { useHasRebate } from './reward-centre/use-has-rebate';
