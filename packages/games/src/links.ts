import { createLinkRef } from '@site/feature-api';

/** Places the games screens link to that this feature does not own; the shell binds them. */
export const gamesLinks = {
  /** The lottery hall (lottery feature), from the /lott and /elott category pages. */
  lottery: createLinkRef('games.lottery', { optional: true }),
  /** The member centre's deposit page, from the insufficient-balance notice of a launch. */
  deposit: createLinkRef('games.deposit'),
  /**
   * The member centre's fund transfer page, from the transfer-wallet note of the lobby and the
   * category pages (optional: without a binding the note shows no button).
   */
  transferFund: createLinkRef('games.transferFund', { optional: true }),
} as const;
