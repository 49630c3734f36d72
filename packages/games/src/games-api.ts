import { callArgs, siteApi } from '@site/api-core';
import type {
  FavouriteGameRequest,
  Game,
  GameListPage,
  GameListRequest,
  GameVendor,
  JackpotResponse,
  LaunchGameRequest,
  LaunchGameResponse,
} from '@site/api-core/catalogue';
import { LAUNCH } from './constants';

/** The tag types of this feature (declared here, not in api-core). */
const GAMES_TAGS = [
  'GamesVendors',
  'GamesList',
  'GamesFavourites',
  'GamesRecent',
  'GamesHot',
  'GamesWallet',
] as const;

/** A record (a plain object): what every entry of the feature's lists must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A list answer decoded defensively: anything but an array is an empty list, and entries that
 * are not records (`null`, numbers, strings, nested lists) are dropped, so no screen reads a
 * field of `null` (issue 10 item 8).
 */
export const listOf = <T>(value: unknown): T[] =>
  Array.isArray(value) ? (value.filter(isRecord) as T[]) : [];

/** A record answer decoded defensively: anything but a record is an empty one. */
export const recordOf = <T extends object>(value: unknown): Partial<T> =>
  isRecord(value) ? (value as Partial<T>) : {};

/** A game list page's games: `games.content`, else `content`, else none. */
export function gamesOfPage(page: unknown): Game[] {
  if (typeof page !== 'object' || page === null) return [];
  const record = page as Partial<GameListPage>;
  const nested =
    record.games && typeof record.games === 'object' ? record.games.content : undefined;
  return listOf<Game>(nested ?? record.content);
}

export function totalPagesOf(page: unknown): number {
  const total = typeof page === 'object' && page !== null ? (page as GameListPage).totalPages : 1;
  return typeof total === 'number' && Number.isFinite(total) && total >= 1 ? Math.floor(total) : 1;
}

export interface GamesVendor extends GameVendor {
  iconUrl?: string;
  maintenance?: boolean;
}

export interface VassGameType {
  vassalage?: string;
  gameType?: string;
  gameClassify?: string[];
}

export interface GameMatch {
  matchId?: string;
  leagueId?: string;
  nodeId?: number;
  vendor?: string;
  gameType?: string;
  leagueName?: string;
  homeTeam?: string;
  awayTeam?: string;
  startTime?: string;
}

export interface FavouriteToggle extends FavouriteGameRequest {
  /** The game itself, for the optimistic update of the favourite list. */
  game: Game;
}

/**
 * The platform calls of the games feature (content-and-play.md section 7 "Games"), injected into
 * the site's one base API. Endpoint names start with `games`.
 */
export const gamesApi = siteApi.enhanceEndpoints({ addTagTypes: GAMES_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** This package owns the vendor list (`GCSGAME_gameVendor`). */
    gamesVendors: build.query<GamesVendor[], { merchantCode: string }>({
      query: (request) => callArgs('relay.GCSGAME_gameVendor', request),
      transformResponse: (value: unknown) => listOf<GamesVendor>(value),
      providesTags: ['GamesVendors'],
    }),
    gamesVassGameTypes: build.query<VassGameType[], { vassalage?: string }>({
      query: (request) => callArgs('relay.GLS2_getVassGameType', request, { noAlert: true }),
      transformResponse: (value: unknown) => listOf<VassGameType>(value),
    }),
    gamesRoomList: build.query<Game[], { vassalage?: string }>({
      query: (request) => callArgs('relay.GLS2_roomList', request, { noAlert: true }),
      transformResponse: (value: unknown) => listOf<Game>(value),
    }),
    gamesList: build.query<GameListPage, GameListRequest>({
      query: (request) => callArgs('relay.GCSGAME_gameList', request),
      providesTags: ['GamesList'],
    }),
    gamesHot: build.query<Game[], void>({
      query: () => callArgs('relay.GCSGAME_hotGamesV2', { platform: LAUNCH.listPlatform }),
      transformResponse: (value: unknown) => listOf<Game>(value),
      providesTags: ['GamesHot'],
    }),
    gamesRecommended: build.query<Game[], void>({
      query: () =>
        callArgs('relay.GCSGAME_getRecommendedHotGames', { platform: LAUNCH.listPlatform }),
      transformResponse: (value: unknown) => listOf<Game>(value),
    }),
    gamesRecent: build.query<Game[], { token: string }>({
      query: (request) => callArgs('relay.GCS_recentGame', request),
      transformResponse: (value: unknown) => listOf<Game>(value),
      providesTags: ['GamesRecent'],
    }),
    gamesFavourites: build.query<Game[], { token: string }>({
      query: (request) => callArgs('relay.MCSFE_getFavoriteGamesList', request),
      transformResponse: (value: unknown) => listOf<Game>(value),
      providesTags: ['GamesFavourites'],
    }),
    gamesToggleFavourite: build.mutation<
      unknown,
      FavouriteToggle & { favourite: boolean; token: string }
    >({
      query: ({ favourite, nodeId, vendor, gameType }) =>
        callArgs(
          favourite ? 'relay.MCSFE_addFavoriteGameV2' : 'relay.MCSFE_removeFavoriteGameV2',
          { nodeId, vendor, gameType },
          // The toggle rolls back and says so itself (one message for one failure).
          { noAlert: true },
        ),
      // Optimistic: the favourite list changes at once and is restored if the call fails.
      async onQueryStarted({ favourite, game, nodeId, token }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          gamesApi.util.updateQueryData('gamesFavourites', { token }, (draft) => {
            const without = draft.filter((item) => String(item.nodeId) !== String(nodeId));
            return favourite ? [{ ...game }, ...without] : without;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    gamesLaunch: build.mutation<LaunchGameResponse, LaunchGameRequest>({
      // The launch module shows every failure itself (one notice; ADR 0071).
      query: (request) => callArgs('launchGame', request, { noAlert: true }),
      invalidatesTags: ['GamesRecent'],
    }),
    /**
     * Frame and trial modes launch when their page opens: a query, never cached (every visit is a
     * new game session). Errors go through the error path like the window launch.
     */
    gamesFrameLaunch: build.query<
      LaunchGameResponse,
      { trial: boolean; request: LaunchGameRequest }
    >({
      query: ({ trial, request }) =>
        callArgs(trial ? 'relay.GCS_gameTrialLaunch' : 'launchGame', request),
      keepUnusedDataFor: 0,
    }),
    gamesMatches: build.query<GameMatch[], void>({
      query: () => callArgs('relay.GCSGAME_getGameMatchV2', {}),
      transformResponse: (value: unknown) => listOf<GameMatch>(value),
    }),
    gamesLogout: build.mutation<unknown, void>({
      query: () => callArgs('relay.GCS_gameLogout', {}, { noAlert: true }),
    }),
    gamesMerchantWallet: build.query<Record<string, unknown>, { merchantCode: string }>({
      query: (request) => callArgs('relay.GCS_merchantWallet', request),
      transformResponse: (value: unknown) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {},
      providesTags: ['GamesWallet'],
    }),
    gamesRankList: build.query<Game[], void>({
      query: () => callArgs('relay.GCSGAME_getRankList', {}),
      transformResponse: (value: unknown) => listOf<Game>(value),
    }),
    gamesJackpot: build.query<
      Partial<JackpotResponse>,
      { merchant_code: string; currency: string }
    >({
      query: (request) => callArgs('relay.VIS_getJackpot', request),
      transformResponse: (value: unknown) => recordOf<JackpotResponse>(value),
    }),
    gamesWinnerBoard: build.query<
      unknown,
      {
        gameCategory: string;
        language: string;
        limitNum: number;
        customerId?: string;
        headerLanguage: string;
      }
    >({
      query: ({ customerId, headerLanguage, ...request }) =>
        callArgs('winnerBoard', request, {
          headers: { ...(customerId ? { CustomerId: customerId } : {}), Language: headerLanguage },
        }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGamesVendorsQuery,
  useGamesVassGameTypesQuery,
  useGamesRoomListQuery,
  useGamesListQuery,
  useGamesHotQuery,
  useGamesRecommendedQuery,
  useGamesRecentQuery,
  useGamesFavouritesQuery,
  useGamesToggleFavouriteMutation,
  useGamesLaunchMutation,
  useGamesFrameLaunchQuery,
  useGamesMatchesQuery,
  useGamesLogoutMutation,
  useGamesMerchantWalletQuery,
  useGamesRankListQuery,
  useGamesJackpotQuery,
  useGamesWinnerBoardQuery,
} = gamesApi;
