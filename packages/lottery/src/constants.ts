/** Every number of content-and-play.md the lottery feature uses (sections 2, 3, 4 and 9). */
export const LOTTERY_LIMITS = {
  /** Lottery draws shown: 5. */
  draws: 5,
  /** Popular games count: 4. */
  popularCount: 4,
  /** A group with more than 4 games folds, 4 shown by default. */
  menuFold: 4,
  /** Countdown refetch throttle: at most once every 5 s across all cards. */
  refetchThrottleMs: 5_000,
  /** At most 5 lotto cards and 5 live-video cards. */
  lottoCards: 5,
  liveVideoCards: 5,
  /** `--:--:--` under 2 s or over 1000 hours. */
  blankUnderSeconds: 2,
  blankOverSeconds: 1_000 * 3_600,
  /** The one shared clock ticks once a second. */
  tickMs: 1_000,
  /** Quick bet: up to 5 games. */
  quickBetGames: 5,
  /** SSC: 5 digits 0-9. */
  sscDigits: 5,
  /** 11X5: 5 distinct numbers 01-11. */
  elevenPickFive: 5,
  elevenMax: 11,
  /** HeSheng mode: up to 6. */
  heShengMax: 6,
  /** Mini-game: drag delay 150 ms, horizontal tilt clamped to 25. */
  miniGameDragDelayMs: 150,
  miniGameTiltClamp: 25,
} as const;

/** Quick-bet default games (section 3). */
export const QUICK_BET_DEFAULTS = ['CQSSC', 'TXFFC', 'SD11X5', 'GD11X5', 'CASSC'] as const;

/** Group ids 9, 10 and 11 form the Thai group (section 3). */
export const THAI_GROUP_IDS: readonly number[] = [9, 10, 11];

/** The dragon game: forces entertainment mode. */
export const LONG_DRAGON = 'long_dragon';

/** The routes of the feature (ADR 0082 records the trend-chart path). */
export const LOTTERY_PATHS = {
  lottery: '/lottery',
  vn: '/vnLottery',
  sea: '/seaLottery',
  trend: '/lotteryTrend',
} as const;

/** Routes the mini-game widget never shows on (section 4). */
export const MINI_GAME_HIDDEN_ON = [
  '/lottery',
  '/vnLottery',
  '/seamless',
  '/agent',
  '/agentHome',
  '/seaLottery',
] as const;

/**
 * Resource types of the merchant settings that carry the lottery hosts (ADR 0083): the lottery
 * host (lottery gateway and mini-game script) and the Thai lottery frame host.
 */
export const LOTTERY_RESOURCE_TYPES = {
  lotteryHost: 'LOTTERY_HOST',
  thaiFrameHost: 'THAI_LOTTERY_HOST',
} as const;

/** The mini-game script under the lottery host (the two spec paths; s1 is the one loaded). */
export const MINI_GAME_SCRIPT_PATHS = ['/mini-game/s1/minigame.js', '/mini-game/v1'] as const;
