import { PlatformError } from '../envelope';
import { formatDateTime } from '../format';
import { type CallContext, handlers } from '../handler';
import type { World } from '../world';
import { int, str } from '../input';
import { pick } from '../lang';
import {
  currentIndex,
  LOTTERY_GROUPS,
  numeroAt,
  winningNumber,
  type LotteryGame,
} from '../seed/lottery';
import { MINI_GAME_SCRIPT } from './mini-game-script';

/** Seconds, rounded down, never negative. Issue times follow the real clock. */
function seconds(ms: number): number {
  return Math.max(0, Math.floor(ms / 1000));
}

function numero(game: LotteryGame, index: number, now: number) {
  const info = numeroAt(game, index);
  return {
    numero: info.numero,
    isSale: now < info.lockAt,
    remainTime: seconds(info.drawAt - now),
    lockTime: seconds(info.lockAt - now),
    liveVideoSwitch: game.liveVideo,
    drawTime: formatDateTime(info.drawAt),
  };
}

function draw(game: LotteryGame, index: number) {
  const info = numeroAt(game, index);
  return {
    gameCode: game.gameCode,
    gameId: game.gameId,
    numero: info.numero,
    winNo: winningNumber(game, info.numero),
    drawTime: formatDateTime(info.drawAt),
  };
}

function issue(game: LotteryGame, now: number) {
  const index = currentIndex(game, now);
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    currentNumero: numero(game, index, now),
    nextNumero: numero(game, index + 1, now),
    previousNumero: { ...numero(game, index - 1, now), winNo: draw(game, index - 1).winNo },
  };
}

function findByCode(ctx: CallContext, code: string): LotteryGame {
  const game = ctx.catalogue.lottery.find(
    (candidate) => candidate.gameCode.toLowerCase() === code.toLowerCase(),
  );
  if (!game) throw new PlatformError('in_stay_tuned', 404);
  return game;
}

function findById(ctx: CallContext, id: number | undefined): LotteryGame {
  const game = ctx.catalogue.lottery.find((candidate) => candidate.gameId === id);
  if (!game) throw new PlatformError('in_stay_tuned', 404);
  return game;
}

function presentGame(ctx: CallContext, game: LotteryGame) {
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameGroupId: game.gameGroupId,
    remark: pick(game.name, ctx.lang),
    gameName: pick(game.name, ctx.lang),
    defaultPlayType: game.defaultPlayType,
    tag: game.tag,
    lane: game.lane,
    interval: game.interval,
    webIconUrl: `/res/lottery-icon/${game.gameCode}.svg?lang=${ctx.lang}`,
    liveVideoSwitch: game.liveVideo,
  };
}

function menus(ctx: CallContext, games: readonly LotteryGame[]) {
  return LOTTERY_GROUPS.map((group) => ({
    gameGroupId: group.gameGroupId,
    gameGroupCode: group.gameGroupCode,
    labelName: pick(group.labelName, ctx.lang),
    gameMenus: games
      .filter((game) => game.gameGroupId === group.gameGroupId)
      .map((game) => ({
        code: game.gameCode,
        gameId: game.gameId,
        remark: pick(game.name, ctx.lang),
        defaultPlayType: game.defaultPlayType,
        tag: game.tag,
      })),
  })).filter((group) => group.gameMenus.length > 0);
}

function opened(ctx: CallContext, games: readonly LotteryGame[]) {
  return games.map((game) => ({
    gameId: game.gameId,
    gameCode: game.gameCode,
    remark: pick(game.name, ctx.lang),
    ...numero(game, currentIndex(game, ctx.now), ctx.now),
    lastDraw: draw(game, currentIndex(game, ctx.now) - 1),
  }));
}

/**
 * Where the site finds the lottery hosts (ADR 0083): two entries of the merchant's `resources`
 * (consolidated settings and download settings). `LOTTERY_HOST` is the lottery host (the gateway
 * prefix `/lotto` the site proxies here, which also serves the mini-game script);
 * `THAI_LOTTERY_HOST` is the address the Thai lottery frame is built on.
 * Tests switch them off per merchant to see `game_maintenance`.
 */
const hostsOff = new WeakMap<World, Set<string>>();

export function setLotteryHosts(world: World, merchant: string, on: boolean): void {
  const off = hostsOff.get(world) ?? new Set<string>();
  if (on) off.delete(merchant);
  else off.add(merchant);
  hostsOff.set(world, off);
}

export function lotteryResources(ctx: Pick<CallContext, 'world' | 'merchant'>) {
  if (hostsOff.get(ctx.world)?.has(ctx.merchant)) return [];
  return [
    { resourceType: 'LOTTERY_HOST', url: '/lotto', qrCodeUrl: null },
    { resourceType: 'THAI_LOTTERY_HOST', url: '/res/lottery/lobby', qrCodeUrl: null },
  ];
}

/** The prize mode the site sends (Traditional, ElottEntertainment, SEA_Tradition, lott...) as a lane. */
function laneOfPrizeMode(prizeMode: string | undefined): LotteryGame['lane'] | null {
  if (!prizeMode) return null;
  const upper = prizeMode.toUpperCase();
  if (upper.startsWith('SEA')) return 'SEA';
  if (upper.startsWith('ELOTT')) return 'ELOTT';
  if (upper === 'VN') return 'VN';
  return 'LOTT';
}

const DRAW_INPUT = {
  gameCode: str({ max: 32 }),
  count: int({ min: 1, max: 100 }),
  size: int({ min: 1, max: 100 }),
};

export const lotteryHandlers = handlers({
  lgwGames: { handle: (ctx) => ctx.catalogue.lottery.map((game) => presentGame(ctx, game)) },
  lgwGameMenus: { handle: (ctx) => menus(ctx, ctx.catalogue.lottery) },
  lgwGameMenusRecent: {
    handle: (ctx) => {
      const recent = ctx.requireAccount().recentLottery;
      return menus(
        ctx,
        ctx.catalogue.lottery.filter((game) => recent.includes(game.gameCode)),
      );
    },
  },
  lgwPopular: {
    input: {
      count: int({ min: 1, max: 50 }),
      prizeMode: str({ max: 32 }),
      playType: int({ min: 1, max: 2 }),
    },
    handle: (ctx) => {
      const count = ctx.input.num('count', 4);
      const lane = laneOfPrizeMode(ctx.input.optStr('prizeMode'));
      const playType = ctx.input.optNum('playType');
      return ctx.catalogue.lottery
        .filter((game) => game.popular || game.tag === 'hot')
        .filter((game) => lane === null || lane === 'LOTT' || game.lane === lane)
        .filter(
          (game) =>
            playType === undefined || game.defaultPlayType === playType || game.lane === 'SEA',
        )
        .slice(0, count)
        .map((game) => ({ ...presentGame(ctx, game), ...issue(game, ctx.now) }));
    },
  },
  lgwOpenedNumero: { handle: (ctx) => opened(ctx, ctx.catalogue.lottery) },
  lottoLgwOpenedNumero: { handle: (ctx) => opened(ctx, ctx.catalogue.lottery) },
  lgwDraw: {
    input: DRAW_INPUT,
    handle: (ctx) => {
      const code = ctx.input.optStr('gameCode');
      const count = ctx.input.num('count', ctx.input.num('size', 5));
      const games = code ? [findByCode(ctx, code)] : ctx.catalogue.lottery;
      return games.flatMap((game) => {
        const index = currentIndex(game, ctx.now);
        return Array.from({ length: code ? count : 1 }, (_, i) => draw(game, index - 1 - i));
      });
    },
  },
  lgwDrawByCode: {
    input: DRAW_INPUT,
    handle: (ctx) => {
      const game = findByCode(ctx, ctx.params.gameCode ?? '');
      const count = ctx.input.num('count', ctx.input.num('size', 5));
      const index = currentIndex(game, ctx.now);
      return Array.from({ length: count }, (_, i) => draw(game, index - 1 - i));
    },
  },
  lgwNumerosNear: {
    input: { gameId: int({ min: 1 }), gameCode: str({ max: 32 }) },
    handle: (ctx) => {
      const code = ctx.input.optStr('gameCode');
      const game = code ? findByCode(ctx, code) : findById(ctx, ctx.input.optNum('gameId'));
      return issue(game, ctx.now);
    },
  },
  lgwIssue: {
    handle: (ctx) => {
      const id = Number(ctx.params.gameId);
      if (!Number.isInteger(id)) throw new PlatformError('field.invalid', 400, { field: 'gameId' });
      return issue(findById(ctx, id), ctx.now);
    },
  },
  lgwVnOpenedGame: {
    handle: (ctx) =>
      opened(
        ctx,
        ctx.catalogue.lottery.filter((game) => game.lane === 'VN'),
      ),
  },
  lotteryMiniGameScript: {
    handle: () =>
      new Response(MINI_GAME_SCRIPT, {
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=300',
        },
      }),
  },
  lgwVnGameMenu: {
    handle: (ctx) =>
      menus(
        ctx,
        ctx.catalogue.lottery.filter((game) => game.lane === 'VN'),
      ),
  },
});
