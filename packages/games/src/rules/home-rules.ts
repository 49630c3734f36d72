import { GAMES_LIMITS } from '../constants';

/**
 * Jackpot (section 9: "Jackpot display is a seeded random up to 1e8"): the first value of a
 * session comes from a seeded generator (seed: merchant, currency) unless the platform answered a
 * positive amount; the value is kept in the session key `jackpot` and counts up from there.
 */
export function seededJackpot(seed: string, max: number = GAMES_LIMITS.jackpotMax): number {
  let hash = 2166136261;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  // Between 10 % and 60 % of the maximum so the count-up has room before the cap.
  const unit = (hash >>> 0) / 4294967296;
  return Math.round((0.1 + unit * 0.5) * max * 100) / 100;
}

/** Where the display starts: the stored session value, else the platform's amount, else the seed. */
export function initialJackpot(options: {
  stored: unknown;
  platform: unknown;
  seed: string;
  max?: number;
}): number {
  const max = options.max ?? GAMES_LIMITS.jackpotMax;
  const valid = (value: unknown): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= max;
  if (valid(options.stored)) return options.stored;
  if (valid(options.platform)) return options.platform;
  return seededJackpot(options.seed, max);
}

/** One count-up step: grows by a small amount and never passes the cap. */
export function nextJackpot(
  value: number,
  step: number,
  max: number = GAMES_LIMITS.jackpotMax,
): number {
  return Math.min(max, Math.round((value + Math.max(0, step)) * 100) / 100);
}

/** Winner board language: CN is sent as zh_CN; the other codes as they are (section 7). */
export function winnerBoardLanguage(language: string): string {
  return language === 'CN' ? 'zh_CN' : language;
}

/** Winner board request: gameCategory default ALL, limitNum default 100 (section 7). */
export function winnerBoardRequest(
  language: string,
  gameCategory = 'ALL',
  limitNum: number = GAMES_LIMITS.winnerLimit,
) {
  return { gameCategory, language: winnerBoardLanguage(language), limitNum };
}

export interface WinnerRow {
  recordId: string;
  username: string;
  gameName: string;
  amount: number | null;
  time: string;
}

/** Winner records are `recordId` and `vo`; anything else is dropped. */
export function winnerRows(records: unknown): WinnerRow[] {
  if (!Array.isArray(records)) return [];
  return records.flatMap((record: unknown) => {
    if (typeof record !== 'object' || record === null) return [];
    const { recordId, vo } = record as { recordId?: unknown; vo?: unknown };
    if (typeof recordId !== 'string' && typeof recordId !== 'number') return [];
    const details = typeof vo === 'object' && vo !== null ? (vo as Record<string, unknown>) : {};
    const str = (value: unknown) => (typeof value === 'string' ? value : '');
    const amount =
      typeof details.amount === 'number' && Number.isFinite(details.amount) ? details.amount : null;
    return [
      {
        recordId: String(recordId),
        username: str(details.username),
        gameName: str(details.gameName),
        amount,
        time: str(details.time),
      },
    ];
  });
}

/** Splits a list into slides of `size` (recommended games: 12 per slide). */
export function slides<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
