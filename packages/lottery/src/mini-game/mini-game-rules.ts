import { LOTTERY_LIMITS, MINI_GAME_HIDDEN_ON } from '../constants';

/** Whether a path is one the mini-game never shows on (section 4). */
export function miniGameHiddenOn(pathname: string): boolean {
  return MINI_GAME_HIDDEN_ON.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/**
 * The mini-game shows for a signed-in member with LOTTMINIGAME3 or SEALOTTMINIGAME3 on, on any
 * route but the hidden ones.
 */
export function miniGameShown(input: {
  pathname: string;
  signedIn: boolean;
  lott: boolean;
  sea: boolean;
}): boolean {
  return input.signedIn && (input.lott || input.sea) && !miniGameHiddenOn(input.pathname);
}

/** A drag starts only after the pointer is held for 150 ms. */
export function dragStarted(heldMs: number): boolean {
  return heldMs >= LOTTERY_LIMITS.miniGameDragDelayMs;
}

/** The horizontal tilt (degrees) follows the horizontal movement, clamped to 25 either way. */
export function tiltOf(deltaX: number): number {
  if (!Number.isFinite(deltaX)) return 0;
  const limit = LOTTERY_LIMITS.miniGameTiltClamp;
  return Math.max(-limit, Math.min(limit, deltaX));
}
