import { PlatformError } from '../envelope';
import { formatDateTime } from '../format';
import { type CallContext, handlers } from '../handler';
import { bool, int, num, str, type Schema } from '../input';
import { type Lang, pick } from '../lang';
import { createRng, hashString } from '../prng';
import type { SeedGame } from '../seed/games';
import type { Account } from '../state';

export function presentGame(game: SeedGame, lang: Lang, favourites?: ReadonlySet<number>) {
  const name = pick(game.name, lang);
  const icon = `/res/game/${game.gameId}.svg?lang=${lang}`;
  return {
    gameId: game.gameId,
    roomId: game.roomId,
    nodeId: game.nodeId,
    nodeName: name,
    showIcon: icon,
    supportPlay: game.supportPlay,
    vassalage: game.vendor,
    accountTypeName: game.vendor,
    gameType: game.gameType,
    isGame: game.isGame,
    displayName: name,
    smallIcon: icon,
    webIconUrl: icon,
    iconUrl: icon,
    gameName: name,
    gameCode: game.gameCode,
    remark: game.gameClassify,
    gameClassify: game.gameClassify,
    freeplay: game.supportPlay === 0,
    appNewWindow: game.appNewWindow,
    matchId: game.matchId,
    leagueId: game.leagueId,
    sourceType: game.sourceType,
    marketingDetailId: game.marketingDetailId,
    minBet: game.minBet,
    lineNum: game.lineNum,
    hot: game.hot,
    jackpot: game.jackpot,
    favorite: favourites ? favourites.has(game.nodeId) : false,
  };
}

function favouriteSet(account: Account | null): Set<number> | undefined {
  return account ? new Set(account.favourites.map((fav) => fav.nodeId)) : undefined;
}

function findGame(ctx: CallContext): SeedGame {
  const { input } = ctx;
  const nodeId = input.optNum('nodeId');
  const gameId = input.optNum('gameId');
  const roomId = input.optStr('roomId');
  const game = ctx.catalogue.games.find(
    (candidate) =>
      (nodeId !== undefined && candidate.nodeId === nodeId) ||
      (gameId !== undefined && candidate.gameId === gameId) ||
      (roomId !== undefined && candidate.roomId === roomId),
  );
  if (!game) throw new PlatformError('in_stay_tuned');
  return game;
}

const LAUNCH_INPUT: Schema = {
  gameId: str({ max: 32 }),
  nodeId: str({ max: 32 }),
  roomId: str({ max: 32 }),
  matchId: str({ max: 32 }),
  leagueId: str({ max: 32 }),
  accountType: int({ min: 0, max: 1 }),
  confirmTrans: int({ min: 0, max: 1 }),
  vassalage: str({ max: 32 }),
  username: str({ max: 64 }),
  launchMode: str({ max: 16 }),
  platform: str({ max: 32 }),
  clientType: int({ min: 0, max: 9 }),
  language: str({ max: 8 }),
  merchantCode: str({ max: 32 }),
  token: str({ max: 128 }),
  sourceType: str({ max: 32 }),
  marketingDetailId: str({ max: 32 }),
};

function launch(ctx: CallContext, trial: boolean) {
  const game = findGame(ctx);
  const vendor = ctx.catalogue.vendors.find(
    (candidate) => candidate.accountTypeName === game.vendor,
  );
  if (vendor?.maintenance) {
    const start = formatDateTime(ctx.now - 3600_000);
    const end = formatDateTime(ctx.now + 2 * 3600_000);
    // startTime/endTime are the names the site's error policy reads; the maintain* pair stays
    // for older readers.
    throw new PlatformError('vendor_under_maintenance', 200, {
      startTime: start,
      endTime: end,
      maintainStart: start,
      maintainEnd: end,
    });
  }
  if (game.recommendedMaintenance) {
    return {
      resType: 1,
      errorCode: 'recommended_maintenance',
      message: pick(
        {
          CN: '该游戏即将维护，推荐其他游戏',
          TW: '該遊戲即將維護，推薦其他遊戲',
          JA: 'このゲームはまもなくメンテナンスです',
          EN: 'This game goes into maintenance soon; try another',
          TH: 'เกมนี้กำลังจะปิดปรับปรุง ลองเกมอื่น',
          VI: 'Trò chơi sắp bảo trì, hãy thử trò khác',
        },
        ctx.lang,
      ),
      content: {
        data: {
          maintainTime: formatDateTime(ctx.now + 600_000),
          endTime: formatDateTime(ctx.now + 3 * 3600_000),
        },
      },
    };
  }
  if (trial) {
    if (game.supportPlay !== 0) throw new PlatformError('in_stay_tuned');
  } else {
    const account = ctx.requireAccount();
    const balance = account.wallets.reduce((sum, wallet) => sum + wallet.availBalance, 0);
    if ((ctx.input.optNum('accountType') ?? 1) === 1 && balance <= 0)
      throw new PlatformError('launch_game_balance_not_enough');
    account.recentGames = [
      game.nodeId,
      ...account.recentGames.filter((id) => id !== game.nodeId),
    ].slice(0, 20);
    ctx.changed();
  }
  const launchId = ctx.world.randomHex(8);
  const url = `/res/play/${game.nodeId}?lang=${ctx.lang}&mode=${trial ? 'trial' : 'real'}&launch=${launchId}`;
  return {
    game_url: url,
    game_url2: url,
    resType: 0,
    platform: ctx.input.optStr('platform') ?? 'html5-desktop',
  };
}

const LIST_INPUT: Schema = {
  clientType: int({ min: 0, max: 9 }),
  platform: str({ max: 64 }),
  merchant: str({ max: 32 }),
  gameType: str({ oneOf: ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS'] }),
  vassalage: str({ max: 32 }),
  gameClassify: str({ max: 32 }),
  gameName: str({ max: 64 }),
  minBet: num({ min: 0 }),
  minLineNum: int({ min: 0 }),
  pageNo: int({ min: 1, max: 10_000 }),
  pageSize: int({ min: 1, max: 200 }),
  language: str({ max: 8 }),
};

function gameList(ctx: CallContext) {
  const { input } = ctx;
  const gameType = input.optStr('gameType');
  const vendor = input.optStr('vassalage');
  const classify = input.optStr('gameClassify');
  const name = input.optStr('gameName')?.toLowerCase();
  const minBet = input.optNum('minBet');
  const minLine = input.optNum('minLineNum');
  const games = ctx.catalogue.games.filter(
    (game) =>
      (!gameType || game.gameType === gameType) &&
      (!vendor || game.vendor === vendor) &&
      (!classify || game.gameClassify === classify) &&
      (minBet === undefined || game.minBet >= minBet) &&
      (minLine === undefined || game.lineNum >= minLine) &&
      (!name || Object.values(game.name).some((text) => text.toLowerCase().includes(name))),
  );
  const pageSize = input.num('pageSize', 40);
  const pageNum = input.num('pageNo', 1);
  const favourites = favouriteSet(ctx.account);
  const content = games
    .slice((pageNum - 1) * pageSize, pageNum * pageSize)
    .map((game) => presentGame(game, ctx.lang, favourites));
  return {
    games: { content },
    totalPages: Math.max(1, Math.ceil(games.length / pageSize)),
    totalElements: games.length,
    pageSize,
    pageNum,
  };
}

const FAVOURITE_INPUT: Schema = {
  nodeId: int({ required: true, min: 1 }),
  vendor: str({ max: 32 }),
  gameType: str({ max: 16 }),
};

const TEAMS = [
  'Aurora FC',
  'Harbour City',
  'Red Lions',
  'Blue Sharks',
  'Golden Eagles',
  'River Plate XI',
  'Northern Stars',
  'Jade Dragons',
];

export const gameHandlers = handlers({
  launchGame: { realAccountOnly: true, input: LAUNCH_INPUT, handle: (ctx) => launch(ctx, false) },
  launchGameV2: { realAccountOnly: true, input: LAUNCH_INPUT, handle: (ctx) => launch(ctx, false) },
  'relay.GCS_gameTrialLaunch': { input: LAUNCH_INPUT, handle: (ctx) => launch(ctx, true) },
  lotteryUrl: {
    realAccountOnly: true,
    input: { prizeMode: str({ required: true, max: 16 }), lottoGameCode: str({ max: 32 }) },
    handle: (ctx) => {
      const code = ctx.input.optStr('lottoGameCode');
      if (code && !ctx.catalogue.lottery.some((game) => game.gameCode === code))
        throw new PlatformError('in_stay_tuned');
      return {
        gameUrl: `/res/lottery/${code ?? 'lobby'}?prize_mode=${ctx.input.str('prizeMode')}&lang=${ctx.lang}&merchant=${ctx.merchant}`,
      };
    },
  },
  lotteryLobbyLaunch: {
    realAccountOnly: true,
    input: {
      device: str({ max: 8 }),
      lottoArea: str({ max: 8 }),
      lottoPrizeMode: str({ max: 32 }),
      launchMode: str({ max: 8 }),
      language: str({ max: 8 }),
      lottoGameCode: str({ max: 32 }),
      lottoMode: str({ max: 32 }),
      lottoView: str({ oneOf: ['betting', 'lobby'] }),
      hasLobby: bool(),
      labelName: str({ max: 64 }),
    },
    handle: (ctx) => {
      const code = ctx.input.optStr('lottoGameCode') ?? 'lobby';
      if (code !== 'lobby' && !ctx.catalogue.lottery.some((game) => game.gameCode === code))
        throw new PlatformError('in_stay_tuned');
      const account = ctx.requireAccount();
      if (code !== 'lobby') {
        account.recentLottery = [
          code,
          ...account.recentLottery.filter((item) => item !== code),
        ].slice(0, 10);
        ctx.changed();
      }
      const mode = ctx.input.optStr('lottoMode') ?? 'Traditional';
      return {
        gameUrl: `/res/lottery/${code}?mode=${mode}&view=${ctx.input.optStr('lottoView') ?? 'lobby'}&lang=${ctx.lang}&merchant=${ctx.merchant}`,
      };
    },
  },
  winnerBoard: {
    input: {
      gameCategory: str({ max: 16 }),
      language: str({ max: 8 }),
      limitNum: int({ min: 1, max: 500 }),
    },
    handle: (ctx) => {
      const minute = Math.floor(ctx.now / 60_000);
      const rng = createRng(`winners:${ctx.merchant}:${minute}`);
      const games = ctx.catalogue.games.filter((game) => game.isGame === 'game');
      const category = ctx.input.optStr('gameCategory') ?? 'ALL';
      const pool = category === 'ALL' ? games : games.filter((game) => game.gameType === category);
      const limit = ctx.input.num('limitNum', 100);
      if (pool.length === 0) return [];
      return Array.from({ length: limit }, (_, i) => {
        const game = rng.pick(pool);
        return {
          recordId: minute * 1000 + i,
          vo: {
            username: `${String.fromCharCode(97 + rng.int(0, 25))}***${rng.int(10, 99)}`,
            gameName: pick(game.name, ctx.lang),
            gameType: game.gameType,
            amount: Math.round(rng.next() * 50_000 * 100) / 100,
            time: formatDateTime(ctx.now - i * 37_000),
          },
        };
      });
    },
  },
  'relay.GCSGAME_gameVendor': {
    input: { merchantCode: str({ max: 32 }), gameType: str({ max: 16 }) },
    handle: (ctx) => {
      const type = ctx.input.optStr('gameType');
      return ctx.catalogue.vendors
        .filter((vendor) => !type || vendor.gameType === type)
        .map((vendor, index) => ({
          accountTypeName: vendor.accountTypeName,
          vassalage: vendor.vassalage,
          displayName: pick(vendor.displayName, ctx.lang),
          gameType: vendor.gameType,
          iconUrl: `/res/vendor/${vendor.accountTypeName}.svg?lang=${ctx.lang}`,
          maintenance: vendor.maintenance,
          gameCount: vendor.count,
          sort: index + 1,
        }));
    },
  },
  'relay.GLS2_getVassGameType': {
    input: { vassalage: str({ max: 32 }) },
    handle: (ctx) => {
      const vendor = ctx.input.optStr('vassalage');
      return ctx.catalogue.vendors
        .filter((candidate) => !vendor || candidate.accountTypeName === vendor)
        .map((candidate) => ({
          vassalage: candidate.accountTypeName,
          gameType: candidate.gameType,
          gameClassify: [
            ...new Set(
              ctx.catalogue.games
                .filter((game) => game.vendor === candidate.accountTypeName)
                .map((game) => game.gameClassify),
            ),
          ],
        }));
    },
  },
  'relay.GLS2_roomList': {
    input: { vassalage: str({ max: 32 }) },
    handle: (ctx) => {
      const vendor = ctx.input.optStr('vassalage');
      return ctx.catalogue.games
        .filter((game) => game.roomId !== null && (!vendor || game.vendor === vendor))
        .map((game) => presentGame(game, ctx.lang));
    },
  },
  'relay.GCSGAME_gameList': { input: LIST_INPUT, handle: gameList },
  'relay.GCS_recentGame': {
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const favourites = favouriteSet(account);
      return account.recentGames.flatMap((nodeId) => {
        const game = ctx.catalogue.gamesByNode.get(nodeId);
        return game ? [presentGame(game, ctx.lang, favourites)] : [];
      });
    },
  },
  'relay.MCSFE_getFavoriteGamesList': {
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const favourites = favouriteSet(account);
      return account.favourites.flatMap((fav) => {
        const game = ctx.catalogue.gamesByNode.get(fav.nodeId);
        return game ? [presentGame(game, ctx.lang, favourites)] : [];
      });
    },
  },
  'relay.MCSFE_addFavoriteGameV2': {
    input: FAVOURITE_INPUT,
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const nodeId = ctx.input.num('nodeId', 0);
      const game = ctx.catalogue.gamesByNode.get(nodeId);
      if (!game) throw new PlatformError('record.not.found', 200, { nodeId });
      if (!account.favourites.some((fav) => fav.nodeId === nodeId)) {
        account.favourites.push({
          nodeId,
          vendor: game.vendor,
          gameType: game.gameType,
          addedAt: ctx.now,
        });
        ctx.changed();
      }
      return { nodeId, favorite: true, count: account.favourites.length };
    },
  },
  'relay.MCSFE_removeFavoriteGameV2': {
    input: FAVOURITE_INPUT,
    handle: (ctx) => {
      const account = ctx.requireAccount();
      const nodeId = ctx.input.num('nodeId', 0);
      const before = account.favourites.length;
      account.favourites = account.favourites.filter((fav) => fav.nodeId !== nodeId);
      if (account.favourites.length !== before) ctx.changed();
      return { nodeId, favorite: false, count: account.favourites.length };
    },
  },
  'relay.GCSGAME_hotGamesV2': {
    input: { platform: str({ max: 64 }), gameType: str({ max: 16 }) },
    handle: (ctx) => {
      const type = ctx.input.optStr('gameType');
      const favourites = favouriteSet(ctx.account);
      return ctx.catalogue.games
        .filter((game) => game.hot && (!type || game.gameType === type))
        .map((game) => presentGame(game, ctx.lang, favourites));
    },
  },
  'relay.GCSGAME_getRecommendedHotGames': {
    input: { platform: str({ max: 64 }) },
    handle: (ctx) =>
      ctx.catalogue.games
        .filter((game) => game.recommended)
        .map((game) => presentGame(game, ctx.lang, favouriteSet(ctx.account))),
  },
  'relay.GCSGAME_getGameMatchV2': {
    handle: (ctx) => {
      const hour = Math.floor(ctx.now / 3600_000);
      return ctx.catalogue.games
        .filter((game) => game.matchId !== null)
        .map((game, i) => {
          const rng = createRng(`match:${game.matchId}:${hour}`);
          const home = TEAMS[(i * 2) % TEAMS.length] ?? 'Home';
          const away = TEAMS[(i * 2 + 3) % TEAMS.length] ?? 'Away';
          return {
            matchId: game.matchId,
            leagueId: game.leagueId,
            nodeId: game.nodeId,
            vendor: game.vendor,
            gameType: game.gameType,
            leagueName: pick(game.name, ctx.lang),
            homeTeam: home,
            awayTeam: away,
            startTime: formatDateTime((hour + 1 + i) * 3600_000),
            odds: {
              home: 1.5 + Math.round(rng.next() * 200) / 100,
              draw: 2.8 + Math.round(rng.next() * 100) / 100,
              away: 1.5 + Math.round(rng.next() * 200) / 100,
            },
          };
        });
    },
  },
  'relay.GCS_gameLogout': { handle: () => true },
  'relay.GCS_merchantWallet': {
    input: { merchantCode: str({ max: 32 }) },
    handle: (ctx) => ({
      singleWallet: ctx.catalogue.profile.singleWallet,
      walletType: ctx.catalogue.profile.singleWallet ? 'SINGLE' : 'TRANSFER',
      currency: ctx.catalogue.profile.currency,
    }),
  },
  'relay.GCSGAME_getRankList': {
    handle: (ctx) => {
      const day = Math.floor(ctx.now / 86_400_000);
      return ctx.catalogue.games
        .filter((game) => game.hot)
        .slice(0, 10)
        .map((game, i) => ({
          rank: i + 1,
          playCount: 5000 - i * 321 + (hashString(`${game.gameCode}:${day}`) % 200),
          ...presentGame(game, ctx.lang),
        }));
    },
  },
  'relay.VIS_getJackpot': {
    input: { merchant_code: str({ max: 32 }), currency: str({ max: 8 }) },
    handle: (ctx) => {
      const base = hashString(`jackpot:${ctx.merchant}`) % 50_000_000;
      const amount = (base + Math.floor(ctx.now / 1000) * 7.31) % 100_000_000;
      return {
        amount: Math.round(amount * 100) / 100,
        currency: ctx.input.optStr('currency') ?? ctx.catalogue.profile.currency,
      };
    },
  },
});
