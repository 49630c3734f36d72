// The public entry of @site/lottery: its feature object and the pure rules other code may reuse.
export { lotteryFeature } from './feature';
export { LOTTERY_LIMITS, LOTTERY_PATHS, QUICK_BET_DEFAULTS } from './constants';
