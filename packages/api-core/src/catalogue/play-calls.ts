import { defineCall, relayPath } from './define';
import type { NoPayload, Unspecified } from './shapes/common';
import type {
  FavouriteGameRequest,
  Game,
  GameCodeParam,
  GameIdParam,
  GameListPage,
  GameListRequest,
  GameVendor,
  GameVendorRequest,
  HotGamesRequest,
  JackpotRequest,
  JackpotResponse,
  LaunchGameRequest,
  LaunchGameResponse,
  LotteryDraw,
  LotteryGroup,
  LotteryIssue,
  LotteryLaunchRequest,
  LotteryLaunchResponse,
  LotteryUrlRequest,
  MerchantWalletRequest,
  Numero,
  PopularLottery,
  PopularLotteryRequest,
  TokenRequest,
  WinnerBoardRequest,
  WinnerRecord,
} from './shapes/play';

const relay = (operation: string) => ({ path: relayPath(operation), operation });

/** Games and lottery (content-and-play.md section 7). */
export const playCalls = {
  /** Vendor game launch; resType 1 is the recommended-maintenance notice. */
  launchGame: defineCall<LaunchGameRequest, LaunchGameResponse>()({
    id: 'launchGame',
    method: 'POST',
    path: '/wps/game/launchGame',
    needsToken: true,
  }),
  /** Launch address v2 (path not shown in the spec). */
  launchGameV2: defineCall<LaunchGameRequest, LaunchGameResponse>()({
    id: 'launchGameV2',
    method: 'POST',
    path: '/wps/v2/game/launchGame',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Lottery url (prizeMode SEA, lottoGameCode); path not shown in the spec. */
  lotteryUrl: defineCall<LotteryUrlRequest, LotteryLaunchResponse>()({
    id: 'lotteryUrl',
    method: 'GET',
    path: '/wps/game/lotteryUrl',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Lottery lobby launch (lottoGameCode, launchMode LOTT, lottoMode, lang); path not shown. */
  lotteryLobbyLaunch: defineCall<LotteryLaunchRequest, LotteryLaunchResponse>()({
    id: 'lotteryLobbyLaunch',
    method: 'POST',
    path: '/wps/game/launchLottery',
    needsToken: true,
    pathSource: 'assumed',
  }),
  /** Winner board: gameCategory ALL, language zh_CN, limitNum 100; headers CustomerId, Language. */
  winnerBoard: defineCall<WinnerBoardRequest, WinnerRecord[]>()({
    id: 'winnerBoard',
    method: 'GET',
    path: '/lgw/winners',
    response: 'raw',
    alert: 'silent',
    pathSource: 'assumed',
  }),
  /** Game vendors for the merchant. */
  'relay.GCSGAME_gameVendor': defineCall<GameVendorRequest, GameVendor[]>()({
    id: 'relay.GCSGAME_gameVendor',
    method: 'GET',
    ...relay('GCSGAME_gameVendor'),
    cacheable: true,
  }),
  /** Vassalage game types (payload not shown). */
  'relay.GLS2_getVassGameType': defineCall<Unspecified, Unspecified[]>()({
    id: 'relay.GLS2_getVassGameType',
    method: 'GET',
    ...relay('GLS2_getVassGameType'),
    cacheable: true,
  }),
  /** Room list (payload not shown). */
  'relay.GLS2_roomList': defineCall<Unspecified, Game[]>()({
    id: 'relay.GLS2_roomList',
    method: 'GET',
    ...relay('GLS2_roomList'),
    cacheable: true,
  }),
  /** User game list; at most 4 in flight. */
  'relay.GCSGAME_gameList': defineCall<GameListRequest, GameListPage>()({
    id: 'relay.GCSGAME_gameList',
    method: 'GET',
    ...relay('GCSGAME_gameList'),
    cacheable: true,
    concurrency: 'gameList',
  }),
  /** Trial launch. */
  'relay.GCS_gameTrialLaunch': defineCall<LaunchGameRequest, LaunchGameResponse>()({
    id: 'relay.GCS_gameTrialLaunch',
    method: 'GET',
    ...relay('GCS_gameTrialLaunch'),
  }),
  /** Recent games (login required). */
  'relay.GCS_recentGame': defineCall<TokenRequest, Game[]>()({
    id: 'relay.GCS_recentGame',
    method: 'GET',
    ...relay('GCS_recentGame'),
    needsToken: true,
  }),
  /** Favourite games (login required). */
  'relay.MCSFE_getFavoriteGamesList': defineCall<TokenRequest, Game[]>()({
    id: 'relay.MCSFE_getFavoriteGamesList',
    method: 'GET',
    ...relay('MCSFE_getFavoriteGamesList'),
    needsToken: true,
  }),
  /** Add a favourite. */
  'relay.MCSFE_addFavoriteGameV2': defineCall<FavouriteGameRequest, unknown>()({
    id: 'relay.MCSFE_addFavoriteGameV2',
    method: 'POST',
    ...relay('MCSFE_addFavoriteGameV2'),
    needsToken: true,
  }),
  /** Remove a favourite. */
  'relay.MCSFE_removeFavoriteGameV2': defineCall<FavouriteGameRequest, unknown>()({
    id: 'relay.MCSFE_removeFavoriteGameV2',
    method: 'DELETE',
    ...relay('MCSFE_removeFavoriteGameV2'),
    needsToken: true,
  }),
  /** Hot games (platform flash,html5-desktop). */
  'relay.GCSGAME_hotGamesV2': defineCall<HotGamesRequest, Game[]>()({
    id: 'relay.GCSGAME_hotGamesV2',
    method: 'GET',
    ...relay('GCSGAME_hotGamesV2'),
    cacheable: true,
  }),
  /** Recommended games (12 per slide). */
  'relay.GCSGAME_getRecommendedHotGames': defineCall<HotGamesRequest, Game[]>()({
    id: 'relay.GCSGAME_getRecommendedHotGames',
    method: 'GET',
    ...relay('GCSGAME_getRecommendedHotGames'),
    cacheable: true,
  }),
  /** Game matches (payload not shown). */
  'relay.GCSGAME_getGameMatchV2': defineCall<Unspecified, Unspecified[]>()({
    id: 'relay.GCSGAME_getGameMatchV2',
    method: 'GET',
    ...relay('GCSGAME_getGameMatchV2'),
    alert: 'silent',
  }),
  /** Game logout when leaving /seamless; no alert. */
  'relay.GCS_gameLogout': defineCall<Unspecified, unknown>()({
    id: 'relay.GCS_gameLogout',
    method: 'GET',
    ...relay('GCS_gameLogout'),
    needsToken: true,
    alert: 'silent',
    keepAlive: true,
  }),
  /** Merchant wallet mode (single wallet hides fund transfer). */
  'relay.GCS_merchantWallet': defineCall<MerchantWalletRequest, Unspecified>()({
    id: 'relay.GCS_merchantWallet',
    method: 'GET',
    ...relay('GCS_merchantWallet'),
    alert: 'silent',
    cacheable: true,
  }),
  /** Game rank list (payload not shown). */
  'relay.GCSGAME_getRankList': defineCall<Unspecified, Unspecified[]>()({
    id: 'relay.GCSGAME_getRankList',
    method: 'GET',
    ...relay('GCSGAME_getRankList'),
    alert: 'silent',
  }),
  /** Jackpot (merchant_code, currency). */
  'relay.VIS_getJackpot': defineCall<JackpotRequest, JackpotResponse>()({
    id: 'relay.VIS_getJackpot',
    method: 'POST',
    ...relay('VIS_getJackpot'),
    alert: 'silent',
  }),

  /* Lottery gateway: raw JSON, no envelope. */
  /** Lottery games. */
  lgwGames: defineCall<NoPayload, Unspecified[]>()({
    id: 'lgwGames',
    method: 'GET',
    path: '/lgw/games',
    response: 'raw',
    cacheable: true,
  }),
  /** Lottery menu by game group. */
  lgwGameMenus: defineCall<NoPayload, LotteryGroup[]>()({
    id: 'lgwGameMenus',
    method: 'GET',
    path: '/lgw/games/game_menus',
    response: 'raw',
    cacheable: true,
  }),
  /** Recent lottery menus. */
  lgwGameMenusRecent: defineCall<NoPayload, LotteryGroup[]>()({
    id: 'lgwGameMenusRecent',
    method: 'GET',
    path: '/lgw/games/game_menus/recent',
    response: 'raw',
    needsToken: true,
  }),
  /** Popular lottery games (count, prizeMode, playType). */
  lgwPopular: defineCall<PopularLotteryRequest, PopularLottery[]>()({
    id: 'lgwPopular',
    method: 'GET',
    path: '/lgw/games/popular',
    response: 'raw',
    cacheable: true,
  }),
  /** Opened issues (countdown cards). */
  lgwOpenedNumero: defineCall<NoPayload, Numero[]>()({
    id: 'lgwOpenedNumero',
    method: 'GET',
    path: '/lgw/games/opened/numero',
    response: 'raw',
  }),
  /** Opened issues through the /lotto prefix. */
  lottoLgwOpenedNumero: defineCall<NoPayload, Numero[]>()({
    id: 'lottoLgwOpenedNumero',
    method: 'GET',
    path: '/lotto/lgw/games/opened/numero',
    response: 'raw',
  }),
  /** Latest draws. */
  lgwDraw: defineCall<NoPayload, LotteryDraw[]>()({
    id: 'lgwDraw',
    method: 'GET',
    path: '/lgw/draw',
    response: 'raw',
  }),
  /** Draws of one game (latest 5 shown). */
  lgwDrawByCode: defineCall<GameCodeParam, LotteryDraw[]>()({
    id: 'lgwDrawByCode',
    method: 'GET',
    path: '/lgw/draw/code/:gameCode',
    response: 'raw',
  }),
  /** Current, next and previous issue. */
  lgwNumerosNear: defineCall<GameIdParam, LotteryIssue>()({
    id: 'lgwNumerosNear',
    method: 'GET',
    path: '/lgw/numeros/near',
    response: 'raw',
  }),
  /** Issue by gameId (path not shown in the spec). */
  lgwIssue: defineCall<GameIdParam, LotteryIssue>()({
    id: 'lgwIssue',
    method: 'GET',
    path: '/lgw/games/:gameId/numero',
    response: 'raw',
    pathSource: 'assumed',
  }),
  /** Vietnamese lottery opened issues. */
  lgwVnOpenedGame: defineCall<NoPayload, Numero[]>()({
    id: 'lgwVnOpenedGame',
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    response: 'raw',
  }),
  /** Vietnamese lottery menu. */
  lgwVnGameMenu: defineCall<NoPayload, LotteryGroup[]>()({
    id: 'lgwVnGameMenu',
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    response: 'raw',
    cacheable: true,
  }),
  /** The mini-game widget script under the lottery host (loaded by a script tag, not called). */
  lotteryMiniGameScript: defineCall<NoPayload, string>()({
    id: 'lotteryMiniGameScript',
    method: 'GET',
    path: '/lotto/mini-game/s1/minigame.js',
    response: 'text',
    alert: 'silent',
    pathSource: 'assumed',
  }),
} as const;
