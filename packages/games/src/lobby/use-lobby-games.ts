import type { Game, GameListRequest } from '@site/api-core/catalogue';
import { useEffect, useRef, useState } from 'react';
import { GAMES_LIMITS, LAUNCH } from '../constants';
import {
  gamesOfPage,
  totalPagesOf,
  useGamesFavouritesQuery,
  useGamesHotQuery,
  useGamesListQuery,
  useGamesRecentQuery,
} from '../games-api';
import { matchesName, pageOf, type LobbyState, type LobbyTab } from '../rules/lobby-state';
import { useGamesSession } from '../shared/use-games-session';

/** The slot lobby is the RNG family (section 2: /electron). */
export const SLOT_TYPE = 'RNG';

export interface LobbyGames {
  games: Game[];
  pageCount: number;
  /** Nothing to show yet: skeletons. */
  loading: boolean;
  /** Another page or search is on its way: the current one stays usable. */
  fetching: boolean;
}

/**
 * The `GCSGAME_gameList` request of the lobby's vendor tabs: one builder for the page and its
 * prefetch (ADR 0201), so both ask with the same arguments and RTK Query makes one call.
 */
export function slotListRequest(
  state: LobbyState,
  vendor: string,
  session: { merchantCode: string; language: string },
): GameListRequest {
  return {
    clientType: LAUNCH.clientType,
    platform: LAUNCH.desktopPlatform,
    merchant: session.merchantCode,
    gameType: SLOT_TYPE,
    ...(vendor ? { vassalage: vendor } : {}),
    ...(state.classify ? { gameClassify: state.classify } : {}),
    ...(state.name ? { gameName: state.name } : {}),
    pageNo: state.pageNo,
    pageSize: GAMES_LIMITS.slotPageSize,
    language: session.language,
  };
}

/**
 * The slot lobby grid's source: `GCSGAME_gameList` (40 a page) for the vendor tabs, and the hot,
 * recent and favourite lists (paged and searched here) for the special tabs. Only the selected
 * tab's call is made, and a vendor named in the URL is waited for (`waitForVendor`) so the list
 * is asked for once, for that vendor.
 */
export function useLobbyGames({
  tab,
  state,
  vendor,
  waitForVendor,
}: {
  tab: LobbyTab;
  state: LobbyState;
  vendor: string;
  waitForVendor: boolean;
}): LobbyGames {
  const session = useGamesSession();
  const listRequest = slotListRequest(state, vendor, session);
  const listQuery = useGamesListQuery(listRequest, { skip: tab !== 'vendor' || waitForVendor });
  const token = session.token ?? '';
  const hotQuery = useGamesHotQuery(undefined, { skip: tab !== 'hot' });
  const recentQuery = useGamesRecentQuery({ token }, { skip: tab !== 'recent' || !token });
  const favouritesQuery = useGamesFavouritesQuery(
    { token },
    { skip: tab !== 'favourite' || !token },
  );

  if (tab === 'vendor') {
    return {
      games: gamesOfPage(listQuery.data),
      pageCount: totalPagesOf(listQuery.data),
      loading: waitForVendor || listQuery.isLoading,
      fetching: listQuery.isFetching,
    };
  }
  const source = tab === 'hot' ? hotQuery : tab === 'recent' ? recentQuery : favouritesQuery;
  const all = (source.data ?? []).filter(
    (game) =>
      (tab !== 'hot' || !game.gameType || game.gameType === SLOT_TYPE) &&
      matchesName(game, state.name),
  );
  const paged = pageOf(all, state.pageNo, GAMES_LIMITS.slotPageSize);
  return {
    games: paged.items,
    pageCount: paged.totalPages,
    loading: source.isLoading,
    fetching: source.isFetching,
  };
}

/**
 * Name search (section 2): no minimum length, debounced (ADR 0072). Returns what the box shows
 * and its setter; `commit` gets the name once typing stops. A new name from the URL (back,
 * forward, a shared link) replaces what the box shows.
 */
export function useDebouncedSearch(
  urlName: string,
  commit: (name: string) => void,
): [string, (value: string) => void] {
  const [typed, setTyped] = useState(urlName);
  const lastUrlName = useRef(urlName);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;
  useEffect(() => {
    if (urlName !== lastUrlName.current) {
      lastUrlName.current = urlName;
      setTyped(urlName);
    }
  }, [urlName]);
  useEffect(() => {
    if (typed === lastUrlName.current) return undefined;
    const timer = setTimeout(() => {
      lastUrlName.current = typed;
      latestCommit.current(typed);
    }, GAMES_LIMITS.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [typed]);
  return [typed, setTyped];
}
