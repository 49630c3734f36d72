import { createDialogRef } from '@site/feature-api';
import type { GamesNotice } from './launch/games-notice-dialog';
import type { RecommendedParams } from './recommended/recommended-dialog';

/**
 * Figures of content-and-play.md section 9 (and sections 2 and 7) that the games feature owns.
 * Every page size, slide size, delay and launch constant reads from here.
 */
export const GAMES_LIMITS = {
  /** Slot list page: 40 games. */
  slotPageSize: 40,
  /** Game popup list: 10 per page. */
  popupPageSize: 10,
  /** Recommended games: 12 per slide. */
  recommendedPerSlide: 12,
  /** Home: the first 3 vendor items per category. */
  homeVendorsPerCategory: 3,
  /** Vendor tab scroll shows 8. */
  vendorTabsVisible: 8,
  /** Name search: no minimum length, debounced (ADR 0072). */
  searchDebounceMs: 300,
  /** Winner board: limitNum default 100. */
  winnerLimit: 100,
  /** Jackpot display: a seeded random up to 1e8. */
  jackpotMax: 100_000_000,
  /** Jackpot count-up: one step per second (ADR 0074). */
  jackpotTickMs: 1_000,
} as const;

/** Launch constants of section 3 ("Game launch parameters") and section 9. */
export const LAUNCH = {
  clientType: 3,
  launchMode: 'GLS',
  desktopPlatform: 'html5-desktop',
  flashPlatform: 'flash',
  /** Hot and recommended games are asked for both platforms. */
  listPlatform: 'flash,html5-desktop',
  /** accountType: 0 free, 1 real. */
  realAccount: 1,
  freeAccount: 0,
  confirmTrans: 0,
} as const;

/** Special tabs of the slot lobby (`?page=`). */
export const LOBBY_TABS = {
  hot: 'hot',
  recent: 'recentGameList',
  favourite: 'favGameList',
} as const;

/** The dialogs this feature contributes, as typed refs (ADR 0190). */
export const GAMES_DIALOGS = {
  notice: createDialogRef<GamesNotice | undefined>('games-notice'),
  recommended: createDialogRef<RecommendedParams | undefined>('games-recommended'),
} as const;

/** The slot lobby route. */
export const SLOT_LOBBY_PATH = '/electron';
export const SEAMLESS_PATH = '/seamless';
export const TRIAL_PATH = '/trial';
