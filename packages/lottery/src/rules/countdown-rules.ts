import { COUNTDOWN_PLACEHOLDER, formatCountdown } from '@site/ui';
import { LOTTERY_LIMITS } from '../constants';

/**
 * The countdown text: `--:--:--` when under 2 s or over 1000 hours (section 4), else HH:MM:SS.
 */
export function countdownText(secondsLeft: number): string {
  if (!Number.isFinite(secondsLeft)) return COUNTDOWN_PLACEHOLDER;
  if (secondsLeft < LOTTERY_LIMITS.blankUnderSeconds) return COUNTDOWN_PLACEHOLDER;
  if (secondsLeft > LOTTERY_LIMITS.blankOverSeconds) return COUNTDOWN_PLACEHOLDER;
  return formatCountdown(Math.floor(secondsLeft));
}

/**
 * An issue's deadlines on the browser clock. The platform sends seconds left (`remainTime`,
 * `lockTime`) measured on its own clock at the moment it answered; anchoring them to the
 * browser time the answer arrived turns them into end timestamps in which the server-browser
 * offset cancels out. Time left is always `end - now`, never counted down per tick.
 */
export interface IssueDeadlines {
  numero: string;
  /** Browser-clock ms when sales close. */
  lockAt: number;
  /** Browser-clock ms of the draw. */
  drawAt: number;
}

function seconds(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
}

/** Deadlines from an answer received at `receivedAt` (browser ms); null for an unusable issue. */
export function deadlinesOf(issue: unknown, receivedAt: number): IssueDeadlines | null {
  if (typeof issue !== 'object' || issue === null) return null;
  const record = issue as Record<string, unknown>;
  const remain = seconds(record.remainTime);
  const numero = record.numero;
  if (remain === null || (typeof numero !== 'string' && typeof numero !== 'number')) return null;
  const lock = seconds(record.lockTime);
  const drawAt = receivedAt + remain * 1000;
  return {
    numero: String(numero),
    drawAt,
    lockAt: lock === null ? drawAt : Math.min(drawAt, receivedAt + lock * 1000),
  };
}

/** open -> locked -> drawing -> result (section 4). */
export type IssuePhase = 'open' | 'locked' | 'drawing' | 'result';

/**
 * The phase of an issue at `now`: open before the lock, locked until the draw, then drawing
 * until a result for this very numero is known. The previous draw's result never counts.
 */
export function phaseOf(deadlines: IssueDeadlines, now: number, resultNumero: unknown): IssuePhase {
  if (now < deadlines.lockAt) return 'open';
  if (now < deadlines.drawAt) return 'locked';
  return resultNumero !== undefined &&
    resultNumero !== null &&
    String(resultNumero) === deadlines.numero
    ? 'result'
    : 'drawing';
}

/** Seconds left until the next deadline of the phase (lock while open, draw while locked). */
export function secondsLeft(deadlines: IssueDeadlines, now: number): number {
  const target = now < deadlines.lockAt ? deadlines.lockAt : deadlines.drawAt;
  return Math.max(0, (target - now) / 1000);
}
