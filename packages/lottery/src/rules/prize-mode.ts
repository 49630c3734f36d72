import { LONG_DRAGON } from '../constants';

/** The lottery lanes a prize mode belongs to (content-and-play.md section 3). */
export type LotteryLane = 'LOTT' | 'ELOTT' | 'SEA';
/** Play type 1 Traditional, 2 Entertainment. */
export type PlayType = 1 | 2;
export type LottoMode = 'Traditional' | 'Entertainment';
export type VnPrizeMode = 'Lott' | 'Elott';

/** The default prize mode when nothing else applies: `lott`. */
export const DEFAULT_PRIZE_MODE = 'lott';
export const SEA_PRIZE_MODE = 'SEA_Tradition';

function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

/** Whether a game code is the dragon game (case-insensitive). */
export function isLongDragon(gameCode: unknown): boolean {
  return typeof gameCode === 'string' && gameCode.toLowerCase() === LONG_DRAGON;
}

/**
 * The play type of a launch: `long_dragon` forces 2 (Entertainment); otherwise the requested
 * play type when it is 1 or 2, else the game's default, else 1 (Traditional).
 */
export function playTypeOf(gameCode: unknown, requested: unknown, gameDefault?: unknown): PlayType {
  if (isLongDragon(gameCode)) return 2;
  for (const candidate of [requested, gameDefault]) {
    const value = asNumber(candidate);
    if (value === 1 || value === 2) return value;
  }
  return 1;
}

/** Play type 1 is Traditional, 2 Entertainment. */
export function lottoModeOf(playType: PlayType): LottoMode {
  return playType === 2 ? 'Entertainment' : 'Traditional';
}

/** A lane name from whatever the platform sent (`lott`, `ELOTT`, `sea`...), or null. */
export function laneOf(value: unknown): LotteryLane | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return upper === 'LOTT' || upper === 'ELOTT' || upper === 'SEA' ? upper : null;
}

/**
 * The prize mode of a lane and play type:
 * LOTT gives Traditional or Entertainment, ELOTT the same with the `Elott` prefix, SEA gives
 * `SEA_Tradition`; without a lane the default `lott`. `long_dragon` forces Entertainment.
 */
export function prizeModeOf(input: {
  lane: unknown;
  playType?: unknown;
  gameCode?: unknown;
}): string {
  const lane = laneOf(input.lane);
  if (lane === 'SEA') return SEA_PRIZE_MODE;
  if (lane === null) return DEFAULT_PRIZE_MODE;
  const mode = lottoModeOf(playTypeOf(input.gameCode, input.playType));
  return lane === 'ELOTT' ? `Elott${mode}` : mode;
}

/**
 * The Vietnamese prize mode from the names of the merchant's lottery vendors: `Elott` when only
 * the ELOTT vendor is present, otherwise `Lott` (ADR 0081).
 */
export function vnPrizeModeFrom(vendorNames: readonly unknown[]): VnPrizeMode {
  const lanes = new Set(vendorNames.map(laneOf).filter((lane) => lane !== null));
  if (lanes.has('LOTT')) return 'Lott';
  if (lanes.has('ELOTT')) return 'Elott';
  return 'Lott';
}

/** A remembered VN prize mode, or null when the stored value is not one. */
export function storedVnPrizeMode(value: unknown): VnPrizeMode | null {
  return value === 'Lott' || value === 'Elott' ? value : null;
}
