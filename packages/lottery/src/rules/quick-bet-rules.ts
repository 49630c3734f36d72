import { LOTTERY_LIMITS, QUICK_BET_DEFAULTS } from '../constants';

/** SSC: 5 digits 0-9; 11X5: 5 distinct numbers 01-11 (section 4). */
export type QuickBetKind = 'SSC' | '11X5';
/** The standard bet, or HeSheng mode (up to 6 numbers). */
export type QuickBetMode = 'standard' | 'hesheng';

export type QuickBetError =
  | 'qb_empty'
  | 'qb_ssc_count'
  | 'qb_ssc_range'
  | 'qb_11x5_count'
  | 'qb_11x5_range'
  | 'qb_11x5_distinct'
  | 'qb_hesheng_max'
  | 'qb_hesheng_distinct';

/** The quick-bet kind of a game code: codes with 11X5 are 11X5, the rest SSC. */
export function quickBetKindOf(gameCode: string): QuickBetKind {
  return gameCode.toUpperCase().includes('11X5') ? '11X5' : 'SSC';
}

/** Up to 5 games: the platform's list when it has any, else the defaults (section 3). */
export function quickBetGames(available: readonly string[] | null): string[] {
  if (available === null) return [...QUICK_BET_DEFAULTS];
  const wanted = QUICK_BET_DEFAULTS.filter((code) => available.includes(code));
  return wanted.slice(0, LOTTERY_LIMITS.quickBetGames);
}

/** The numbers typed: SSC digits may be written together ("12345") or separated. */
export function parseEntry(kind: QuickBetKind, typed: string): string[] {
  const trimmed = typed.trim();
  if (trimmed === '') return [];
  if (kind === 'SSC' && /^\d+$/.test(trimmed)) return trimmed.split('');
  return trimmed.split(/[^0-9]+/).filter(Boolean);
}

export interface QuickBetCheck {
  error: QuickBetError | null;
  /** The normalised numbers (SSC "1", 11X5 "01") when valid. */
  numbers: string[];
}

const pad = (value: string) => String(Number(value)).padStart(2, '0');

/**
 * Validates a quick bet: SSC needs 5 digits 0-9, 11X5 5 distinct numbers 01-11; in HeSheng mode
 * 1 to 6 distinct numbers of the game's range.
 */
export function checkQuickBet(
  kind: QuickBetKind,
  mode: QuickBetMode,
  typed: string,
): QuickBetCheck {
  const parts = parseEntry(kind, typed);
  if (parts.length === 0) return { error: 'qb_empty', numbers: [] };
  const inRange =
    kind === 'SSC'
      ? parts.every((part) => /^\d$/.test(part))
      : parts.every(
          (part) =>
            /^\d{1,2}$/.test(part) && Number(part) >= 1 && Number(part) <= LOTTERY_LIMITS.elevenMax,
        );
  if (!inRange) return { error: kind === 'SSC' ? 'qb_ssc_range' : 'qb_11x5_range', numbers: [] };
  const numbers = kind === 'SSC' ? parts : parts.map(pad);
  const distinct = new Set(numbers).size === numbers.length;
  if (mode === 'hesheng') {
    if (numbers.length > LOTTERY_LIMITS.heShengMax) return { error: 'qb_hesheng_max', numbers: [] };
    if (!distinct) return { error: 'qb_hesheng_distinct', numbers: [] };
    return { error: null, numbers };
  }
  if (kind === 'SSC') {
    if (numbers.length !== LOTTERY_LIMITS.sscDigits) return { error: 'qb_ssc_count', numbers: [] };
    return { error: null, numbers };
  }
  if (numbers.length !== LOTTERY_LIMITS.elevenPickFive)
    return { error: 'qb_11x5_count', numbers: [] };
  if (!distinct) return { error: 'qb_11x5_distinct', numbers: [] };
  return { error: null, numbers };
}

/** The `bet_param` handed to the lottery page (ADR 0084): `code|mode|n,n,n`. */
export function betParamOf(
  gameCode: string,
  mode: QuickBetMode,
  numbers: readonly string[],
): string {
  return `${gameCode}|${mode}|${numbers.join(',')}`;
}

/** Decodes a `bet_param`; null when it is not one. */
export function parseBetParam(
  value: unknown,
): { gameCode: string; mode: QuickBetMode; numbers: string[] } | null {
  if (typeof value !== 'string') return null;
  const [gameCode, mode, numbers] = value.split('|');
  if (!gameCode || (mode !== 'standard' && mode !== 'hesheng') || numbers === undefined)
    return null;
  return { gameCode, mode, numbers: numbers.split(',').filter(Boolean) };
}
