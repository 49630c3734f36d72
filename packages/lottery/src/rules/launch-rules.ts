import { launchRefusal } from '@site/api-core';
import type { LotteryLaunchRequest } from '@site/api-core/catalogue';
import { lottoModeOf, type PlayType } from './prize-mode';

/** Why a lottery frame cannot open: the shared launch refusals plus the lottery's own. */
export type LotteryRefusal =
  'in_sorry_in' | 'in_need_true_account' | 'in_stay_tuned' | 'game_maintenance';

export interface LotteryRefusalInput {
  signedIn: boolean;
  isAgent: number | null;
  /** The lottery host from the merchant's resources (ADR 0083); missing gives game_maintenance. */
  lotteryHost: string | null;
  /** Whether the requested game has a lane in the lottery game list; false gives in_stay_tuned. */
  hasLane: boolean;
}

/**
 * Section 5: the lottery needs a token (`in_sorry_in`), isAgent 4 gets `in_need_true_account`
 * (both through the shared `launchRefusal`), a missing lottery host gives `game_maintenance` and
 * no lottery lane gives `in_stay_tuned`.
 */
export function lotteryRefusal(input: LotteryRefusalInput): LotteryRefusal | null {
  const shared = launchRefusal({ signedIn: input.signedIn, isAgent: input.isAgent });
  if (shared) return shared;
  if (!input.lotteryHost) return 'game_maintenance';
  if (!input.hasLane) return 'in_stay_tuned';
  return null;
}

export interface LobbyLaunchInput {
  language: string;
  prizeMode: string;
  playType: PlayType;
  gameCode?: string | null;
  /** The Vietnamese lottery sends lottoArea VN. */
  vietnam?: boolean;
  labelName?: string | null;
}

/**
 * The lottery lobby launch parameters (section 3): device WEB, lottoArea VN (Vietnamese lottery),
 * lottoPrizeMode, launchMode LOTT, language, lottoGameCode (default lobby), lottoMode (default
 * Traditional), lottoView (betting with a game, else lobby), hasLobby and labelName.
 */
export function lobbyLaunchRequest(input: LobbyLaunchInput): LotteryLaunchRequest {
  const gameCode = input.gameCode?.trim() ? input.gameCode.trim() : null;
  return {
    device: 'WEB',
    ...(input.vietnam ? { lottoArea: 'VN' as const } : {}),
    lottoPrizeMode: input.prizeMode,
    launchMode: 'LOTT',
    language: input.language,
    lottoGameCode: gameCode ?? 'lobby',
    lottoMode: lottoModeOf(input.playType),
    lottoView: gameCode ? 'betting' : 'lobby',
    hasLobby: true,
    ...(input.labelName ? { labelName: input.labelName } : {}),
  };
}

/** The launch answer's frame address: `gameUrl`, else `content`, else null. */
export function frameAddressOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  for (const key of ['gameUrl', 'content']) {
    const candidate = record[key];
    if (typeof candidate === 'string' && candidate.trim()) return candidate.trim();
  }
  return null;
}

/** The Thai lottery frame address: the Thai host with token, merchant, lang and prize_mode. */
export function thaiFrameAddress(input: {
  host: string;
  token: string;
  merchant: string;
  lang: string;
  prizeMode: string;
}): string {
  const separator = input.host.includes('?') ? '&' : '?';
  const query = new URLSearchParams({
    token: input.token,
    merchant: input.merchant,
    lang: input.lang,
    prize_mode: input.prizeMode,
  });
  return `${input.host}${separator}${query.toString()}`;
}

/** The resource url of one type from the merchant resources, or null. */
export function resourceUrl(resources: unknown, type: string): string | null {
  if (!Array.isArray(resources)) return null;
  for (const entry of resources) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    if (record.resourceType === type && typeof record.url === 'string' && record.url.trim())
      return record.url.trim().replace(/\/+$/, '');
  }
  return null;
}
