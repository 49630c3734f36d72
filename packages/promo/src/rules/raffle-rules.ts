/** What the raffle tip shows (section 4, Raffle tip). */
export type RaffleState =
  | { kind: 'hidden'; clear: boolean }
  | { kind: 'notStarted'; until: number }
  | { kind: 'running'; until: number };

export interface RaffleStatusLike {
  isClaimed?: unknown;
  hasStarted?: unknown;
  hasEnded?: unknown;
  due?: unknown;
  time?: unknown;
}

function instant(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim()) {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
    const parsed = Date.parse(value.replace(' ', 'T'));
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Claimed or ended: hide and clear the stored raffle data. Not started: count down to the start
 * (`time`). Started: count down to the due time (`due`), and the claim button shows.
 */
export function raffleState(status: RaffleStatusLike | null | undefined): RaffleState {
  if (!status || typeof status !== 'object') return { kind: 'hidden', clear: false };
  if (status.isClaimed === true || status.hasEnded === true) return { kind: 'hidden', clear: true };
  if (status.hasStarted !== true) {
    const start = instant(status.time);
    return start === null ? { kind: 'hidden', clear: false } : { kind: 'notStarted', until: start };
  }
  const due = instant(status.due);
  return due === null ? { kind: 'hidden', clear: false } : { kind: 'running', until: due };
}

export interface RaffleData {
  promotionId: number;
  raffleScheduleId: number;
}

/** Reads stored raffle data defensively. */
export function raffleDataOf(value: unknown): RaffleData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { promotionId, raffleScheduleId } = value as Record<string, unknown>;
  const p = Number(promotionId);
  const s = Number(raffleScheduleId);
  return Number.isInteger(p) && p > 0 && Number.isInteger(s) && s > 0
    ? { promotionId: p, raffleScheduleId: s }
    : null;
}
