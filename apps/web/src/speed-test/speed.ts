/** Speed thresholds (content-and-play.md section 9): 80 ms or less fast, 81 to 150 normal, over 150 slow, 0 cannot connect. */
export const SPEED_FAST_MAX_MS = 80;
export const SPEED_NORMAL_MAX_MS = 150;

export type SpeedRating = 'fast' | 'normal' | 'slow' | 'unreachable';

export function rateSpeed(ms: number): SpeedRating {
  if (!Number.isFinite(ms) || ms <= 0) return 'unreachable';
  if (ms <= SPEED_FAST_MAX_MS) return 'fast';
  if (ms <= SPEED_NORMAL_MAX_MS) return 'normal';
  return 'slow';
}
