import type { RoutePrefetch } from '@site/feature-api';
import { drawsRequest } from '../draws/draw-list';
import { POPULAR_REQUEST } from '../home/use-popular';
import { lotteryApi } from '../lottery-api';
import { issueLookupOf } from './issue-lookup';

/**
 * `/lottery`'s first calls for a visit that lands on it (ADR 0201): the menu, the game list, both
 * countdown feeds, the popular games and the latest draws, with the arguments the page's first
 * render uses, so they leave beside the layout's render instead of after the page's. A link with
 * only a `gameId` learns its game code from the issue first, so its draws are left to the page.
 * The recent menu depends on the member, and the quick bet's issue on the game list's answer.
 */
export const prefetchLotteryPage: RoutePrefetch = ({ dispatch, search }) => {
  const prefetch = lotteryApi.util.prefetch;
  dispatch(prefetch('lotteryMenus', undefined, {}));
  dispatch(prefetch('lotteryGames', undefined, {}));
  dispatch(prefetch('lotteryOpened', undefined, {}));
  dispatch(prefetch('lotteryLiveOpened', undefined, {}));
  dispatch(prefetch('lotteryPopular', POPULAR_REQUEST, {}));
  // The same functions as the page's, so RTK Query finds the same arguments.
  const lookup = issueLookupOf(search);
  if (lookup) dispatch(prefetch('lotteryIssue', lookup, {}));
  else dispatch(prefetch('lotteryDraws', drawsRequest(search.get('gameCode')), {}));
};
