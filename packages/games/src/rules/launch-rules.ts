import type { Game, LaunchGameRequest } from '@site/api-core/catalogue';
import { LAUNCH } from '../constants';

/**
 * Vendors that launch with platform `flash` (section 4: "flash for PT, PTSS and DG live and
 * fish"): PT and PTSS always; DG for its live and fish games.
 */
const FLASH_VENDORS = new Set(['PT', 'PTSS']);
const DG_FLASH_TYPES = new Set<string>(['LIVE', 'FISH']);

function vendorOf(game: Game): string {
  return String(game.accountTypeName ?? game.vassalage ?? '').toUpperCase();
}

/** Section 4: platform html5-desktop, flash for PT, PTSS and DG live and fish. */
export function launchPlatform(
  game: Pick<Game, 'accountTypeName' | 'vassalage' | 'gameType'>,
): string {
  const vendor = vendorOf(game as Game);
  if (FLASH_VENDORS.has(vendor)) return LAUNCH.flashPlatform;
  if (vendor.startsWith('DG') && DG_FLASH_TYPES.has(String(game.gameType ?? '').toUpperCase()))
    return LAUNCH.flashPlatform;
  // DGFISH is DG's fishing hall.
  if (vendor === 'DGFISH') return LAUNCH.flashPlatform;
  return LAUNCH.desktopPlatform;
}

export interface LaunchContext {
  language: string;
  merchantCode: string;
  token?: string | undefined;
  username?: string | undefined;
  /** Free (trial) launch: accountType 0. */
  free?: boolean;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : undefined;

/**
 * Section 3 "Game launch parameters (vendor games)": gameId, nodeId, matchId, leagueId,
 * accountType (0 free, 1 real), confirmTrans 0, vassalage, username, launchMode GLS, platform,
 * clientType 3, language, merchantCode, token, sourceType, marketingDetailId.
 */
export function launchRequest(game: Game, context: LaunchContext): LaunchGameRequest {
  const request: LaunchGameRequest = {
    accountType: context.free ? LAUNCH.freeAccount : LAUNCH.realAccount,
    confirmTrans: LAUNCH.confirmTrans,
    launchMode: LAUNCH.launchMode,
    platform: launchPlatform(game),
    clientType: LAUNCH.clientType,
    language: context.language,
    merchantCode: context.merchantCode,
  };
  const optional: Array<[keyof LaunchGameRequest, unknown]> = [
    ['gameId', game.gameId],
    ['nodeId', game.nodeId],
    ['matchId', game.matchId],
    ['leagueId', game.leagueId],
    ['vassalage', game.vassalage ?? game.accountTypeName],
    ['username', context.username],
    ['token', context.token],
    ['sourceType', game.sourceType],
    ['marketingDetailId', game.marketingDetailId],
  ];
  const extra: Record<string, string> = {};
  for (const [key, value] of optional) {
    const found = text(value);
    if (found !== undefined) extra[key] = found;
  }
  // roomId is not a section 3 parameter, but a room game has no gameId: pass it so the platform
  // finds the room (the guard accepts gameId or roomId).
  const room = text(game.roomId);
  if (room !== undefined && extra.gameId === undefined) extra.roomId = room;
  return { ...request, ...extra } as LaunchGameRequest;
}

/** The launch answer's address: `game_url`, else `game_url2`. */
export function gameUrlOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const record = answer as Record<string, unknown>;
  for (const key of ['game_url', 'game_url2']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

export interface RecommendedMaintenance {
  errorCode?: string;
  message?: string;
  maintainTime?: string;
  endTime?: string;
}

/** Section 3 "Recommended maintenance": resType 1 answers errorCode, message, content.data. */
export function recommendedMaintenanceOf(answer: unknown): RecommendedMaintenance | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  if (Number(record.resType) !== 1) return null;
  const content = record.content as { data?: Record<string, unknown> } | undefined;
  const data = (content && typeof content === 'object' ? content.data : undefined) ?? {};
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const result: RecommendedMaintenance = {};
  const errorCode = str(record.errorCode);
  const message = str(record.message);
  const maintainTime = str(data.maintainTime);
  const endTime = str(data.endTime);
  if (errorCode) result.errorCode = errorCode;
  if (message) result.message = message;
  if (maintainTime) result.maintainTime = maintainTime;
  if (endTime) result.endTime = endTime;
  return result;
}

/** How a game is played (ADR 0071). */
export type LaunchMode = 'window' | 'frame';

/**
 * Which mode a game uses (ADR 0071): section 4 makes the new window the desktop default. Sports
 * and esports games that do not ask for a new window (`appNewWindow` false) play in the page
 * (`/seamless?gameType=`); flash-platform vendors always get their own window. Free trial is a
 * separate action offered when `supportPlay` is 0 or `freeplay` is true (`/trial`).
 */
export function launchModeOf(game: Game): LaunchMode {
  if (launchPlatform(game) === LAUNCH.flashPlatform) return 'window';
  if (game.appNewWindow === true) return 'window';
  const type = String(game.gameType ?? '').toUpperCase();
  return type === 'SPORTS' || type === 'ESPORTS' ? 'frame' : 'window';
}

/** Section 3: supportPlay 0 means a free demo is available (or the `freeplay` field). */
export function supportsTrial(game: Game): boolean {
  return game.supportPlay === 0 || game.freeplay === true;
}
