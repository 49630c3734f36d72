import type { RoutePrefetch } from '@site/feature-api';
import { gamesApi } from '../games-api';
import { parseLobbyState } from '../rules/lobby-state';
import { slotListRequest } from './use-lobby-games';

/**
 * The slot lobby's first calls for a visit that lands on `/electron` (ADR 0201): the vendors
 * and the first grid page of every vendor, with the arguments the page's first render uses
 * (`slotListRequest`). A vendor named in the URL is checked against the vendor list first, and
 * the hot, recent and favourite tabs depend on the member, so those are left to the page.
 */
export const prefetchElectronPage: RoutePrefetch = ({
  dispatch,
  search,
  language,
  merchantCode,
}) => {
  const state = parseLobbyState(search);
  // Only the plain lobby: `?page=` names a vendor (checked against the list) or a special tab.
  if (state.page !== '') return;
  dispatch(gamesApi.util.prefetch('gamesVendors', { merchantCode }, {}));
  dispatch(
    gamesApi.util.prefetch('gamesList', slotListRequest(state, '', { merchantCode, language }), {}),
  );
};
