import { LOTTERY_LIMITS } from '../constants';
import { useLotteryPopularQuery } from '../lottery-api';
import { DEFAULT_PRIZE_MODE } from '../rules/prize-mode';

/** Popular lottery games: count 4, the default prize mode `lott`, play type 1 (section 7). */
export const POPULAR_REQUEST = {
  count: LOTTERY_LIMITS.popularCount,
  prizeMode: DEFAULT_PRIZE_MODE,
  playType: 1,
};

/** The popular lottery games (`POPULAR_REQUEST`), which the page's prefetch also asks for. */
export function usePopularLotteries() {
  return useLotteryPopularQuery(POPULAR_REQUEST);
}
