import { callArgs, siteApi } from '@site/api-core';
import type { LotteryLaunchRequest } from '@site/api-core/catalogue';
import { frameAddressOf } from './rules/launch-rules';
import { decodeGroups, type MenuGroup } from './rules/menu-rules';

/** A lottery game of the gateway's full list (`/lgw/games`). */
export interface LotteryGameInfo {
  gameId: number | string | null;
  gameCode: string;
  gameGroupId: number | null;
  remark: string;
  defaultPlayType: number | null;
  /** The prize-mode lane (LOTT, ELOTT, SEA, VN) when the gateway says. */
  lane: string | null;
  webIconUrl: string | null;
}

/** An opened issue of the countdown cards. */
export interface OpenedIssue {
  gameId: number | string | null;
  gameCode: string;
  remark: string;
  numero: string;
  remainTime: number;
  lockTime: number | null;
  liveVideoSwitch: boolean;
  lastDraw: LotteryDrawInfo | null;
}

export interface LotteryDrawInfo {
  gameCode: string;
  numero: string;
  winNo: string;
}

export interface NearIssue {
  gameCode: string;
  current: { numero: string; remainTime: number; lockTime: number | null } | null;
  previous: LotteryDrawInfo | null;
}

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] =>
  Array.isArray(value)
    ? value.filter((entry): entry is Row => typeof entry === 'object' && entry !== null)
    : [];
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const id = (value: unknown): number | string | null =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : null;

export function decodeGames(value: unknown): LotteryGameInfo[] {
  return rows(value).flatMap((row) => {
    const gameCode = text(row.gameCode);
    if (!gameCode) return [];
    return [
      {
        gameId: id(row.gameId),
        gameCode,
        gameGroupId: num(row.gameGroupId),
        remark: text(row.remark) || text(row.gameName) || gameCode,
        defaultPlayType: num(row.defaultPlayType),
        lane: text(row.lane) || null,
        webIconUrl: text(row.webIconUrl) || null,
      },
    ];
  });
}

function decodeDraw(row: unknown): LotteryDrawInfo | null {
  if (typeof row !== 'object' || row === null) return null;
  const record = row as Row;
  const numero = text(record.numero);
  if (!numero) return null;
  return { gameCode: text(record.gameCode), numero, winNo: text(record.winNo) };
}

export function decodeDraws(value: unknown): LotteryDrawInfo[] {
  return rows(value).flatMap((row) => {
    const draw = decodeDraw(row);
    return draw ? [draw] : [];
  });
}

export function decodeOpened(value: unknown): OpenedIssue[] {
  return rows(value).flatMap((row) => {
    const numero = text(row.numero);
    const remainTime = num(row.remainTime);
    const gameCode = text(row.gameCode);
    if (!numero || remainTime === null || !gameCode) return [];
    return [
      {
        gameId: id(row.gameId),
        gameCode,
        remark: text(row.remark) || gameCode,
        numero,
        remainTime,
        lockTime: num(row.lockTime),
        liveVideoSwitch: row.liveVideoSwitch === true,
        lastDraw: decodeDraw(row.lastDraw),
      },
    ];
  });
}

export function decodeNear(value: unknown): NearIssue | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Row;
  const current = record.currentNumero as Row | undefined;
  const numero = text(current?.numero);
  const remainTime = num(current?.remainTime);
  const previous = decodeDraw(record.previousNumero);
  return {
    gameCode: text(record.gameCode),
    current:
      numero && remainTime !== null
        ? { numero, remainTime, lockTime: num(current?.lockTime) }
        : null,
    previous: previous && previous.winNo ? previous : null,
  };
}

/** The lottery's tag types (refreshed with `invalidateTags`). */
export const LOTTERY_TAGS = [
  'LotteryGames',
  'LotteryMenus',
  'LotteryOpened',
  'LotteryDraws',
  'LotteryIssue',
] as const;

/**
 * The lottery calls, injected into the site's one base API with their own tags (ADR 0050).
 * Gateway answers are raw JSON; every answer is decoded defensively so a wrong-typed value gives
 * an empty state, never a throw.
 */
export const lotteryApi = siteApi.enhanceEndpoints({ addTagTypes: LOTTERY_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    lotteryGames: build.query<LotteryGameInfo[], void>({
      query: () => callArgs('lgwGames'),
      transformResponse: decodeGames,
      providesTags: ['LotteryGames'],
    }),
    lotteryMenus: build.query<MenuGroup[], void>({
      // The menu shows its own failure with a retry (ADR 0087), so no alert dialog as well.
      query: () => callArgs('lgwGameMenus', undefined, { noAlert: true }),
      transformResponse: decodeGroups,
      providesTags: ['LotteryMenus'],
    }),
    lotteryRecentMenus: build.query<MenuGroup[], void>({
      query: () => callArgs('lgwGameMenusRecent', undefined, { noAlert: true }),
      transformResponse: decodeGroups,
      providesTags: ['LotteryMenus'],
    }),
    lotteryVnMenus: build.query<MenuGroup[], void>({
      query: () => callArgs('lgwVnGameMenu'),
      transformResponse: decodeGroups,
      providesTags: ['LotteryMenus'],
    }),
    lotteryPopular: build.query<
      LotteryGameInfo[],
      { count: number; prizeMode: string; playType: number }
    >({
      query: (request) => callArgs('lgwPopular', request),
      transformResponse: decodeGames,
      providesTags: ['LotteryGames'],
    }),
    lotteryOpened: build.query<OpenedIssue[], void>({
      query: () => callArgs('lgwOpenedNumero', undefined, { noAlert: true }),
      transformResponse: decodeOpened,
      providesTags: ['LotteryOpened'],
    }),
    lotteryLiveOpened: build.query<OpenedIssue[], void>({
      query: () => callArgs('lottoLgwOpenedNumero', undefined, { noAlert: true }),
      transformResponse: decodeOpened,
      providesTags: ['LotteryOpened'],
    }),
    lotteryVnOpened: build.query<OpenedIssue[], void>({
      query: () => callArgs('lgwVnOpenedGame', undefined, { noAlert: true }),
      transformResponse: decodeOpened,
      providesTags: ['LotteryOpened'],
    }),
    lotteryDraws: build.query<LotteryDrawInfo[], { gameCode?: string }>({
      query: ({ gameCode }) =>
        gameCode
          ? callArgs('lgwDrawByCode', { gameCode }, { noAlert: true })
          : callArgs('lgwDraw', undefined, { noAlert: true }),
      transformResponse: decodeDraws,
      providesTags: ['LotteryDraws'],
    }),
    lotteryNear: build.query<NearIssue | null, { gameCode: string }>({
      query: ({ gameCode }) =>
        callArgs('lgwNumerosNear', { gameCode } as unknown as { gameId: string }, {
          noAlert: true,
        }),
      transformResponse: decodeNear,
      providesTags: ['LotteryIssue'],
    }),
    lotteryIssue: build.query<NearIssue | null, { gameId: number | string }>({
      query: ({ gameId }) => callArgs('lgwIssue', { gameId }, { noAlert: true }),
      transformResponse: decodeNear,
      providesTags: ['LotteryIssue'],
    }),
    lotteryLaunch: build.mutation<string | null, LotteryLaunchRequest>({
      query: (request) => callArgs('lotteryLobbyLaunch', request, { noAlert: true }),
      transformResponse: frameAddressOf,
    }),
    lotterySeaUrl: build.mutation<string | null, { lottoGameCode?: string }>({
      query: ({ lottoGameCode }) =>
        callArgs(
          'lotteryUrl',
          { prizeMode: 'SEA', ...(lottoGameCode ? { lottoGameCode } : {}) },
          { noAlert: true },
        ),
      transformResponse: frameAddressOf,
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useLotteryGamesQuery,
  useLotteryMenusQuery,
  useLotteryRecentMenusQuery,
  useLotteryVnMenusQuery,
  useLotteryPopularQuery,
  useLotteryOpenedQuery,
  useLotteryLiveOpenedQuery,
  useLotteryVnOpenedQuery,
  useLotteryDrawsQuery,
  useLotteryNearQuery,
  useLotteryIssueQuery,
  useLotteryLaunchMutation,
  useLotterySeaUrlMutation,
} = lotteryApi;
