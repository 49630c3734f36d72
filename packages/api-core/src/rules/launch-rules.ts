/**
 * The launch guards shared by every game and lottery entry point (content-and-play.md section 4
 * "Game launch" and section 5 "Lottery needs a token"):
 *
 * - a token is required, else `in_sorry_in`;
 * - isAgent 4 (a trial or non-real account) cannot launch, else `in_need_true_account`;
 * - a game needs a `gameId` or a `roomId`, else `in_stay_tuned` (checked only when the caller
 *   passes either key: lottery launches have no game id).
 *
 * The answer is a spec message key (shared `errors` namespace) or `null` when the launch may go on.
 */
export type LaunchRefusal = 'in_sorry_in' | 'in_need_true_account' | 'in_stay_tuned';

/** isAgent 4: a trial or non-real account (section 6). */
const NOT_A_REAL_ACCOUNT = 4;

export interface LaunchRefusalInput {
  signedIn: boolean;
  isAgent: number | null;
  gameId?: unknown;
  roomId?: unknown;
}

function present(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.trim() !== '';
  return false;
}

export function launchRefusal(input: LaunchRefusalInput): LaunchRefusal | null {
  if (!input.signedIn) return 'in_sorry_in';
  if (input.isAgent === NOT_A_REAL_ACCOUNT) return 'in_need_true_account';
  const asksForGame = 'gameId' in input || 'roomId' in input;
  if (asksForGame && !present(input.gameId) && !present(input.roomId)) return 'in_stay_tuned';
  return null;
}
