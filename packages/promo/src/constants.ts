/** Numbers of content-and-play.md sections 5 and 9 that this feature enforces. */
export const PROMO_LIMITS = {
  /** Remark of a reward application, in characters. */
  remarkMax: 140,
  /** Largest image of a reward application, in bytes (5 MB). */
  imageMaxBytes: 5_242_880,
  /** Most images of a reward application. */
  imagesMax: 3,
  /** Accepted image extensions. */
  imageExtensions: ['jpg', 'jpeg', 'png'] as const,
  /** Notices per page on the notice board. */
  noticePageSize: 10,
  /** The page strip slides when there are more pages than this. */
  noticeStripVisible: 7,
  /** How far the page strip slides per page, in px. */
  noticeStripStepPx: 25,
} as const;

export const PROMO_TIMING = {
  /** Banner autoplay delay. */
  bannerAutoplayMs: 2_500,
  /** Autoplay delay of form banners (login and register). */
  formBannerAutoplayMs: 3_000,
  /** A promotion hash scrolls after this delay... */
  hashScrollDelayMs: 400,
  /** ...and stops this far above the entry (px). */
  hashScrollOffsetPx: 150,
  /** Available promotions poll. */
  availablePollMs: 300_000,
  /** On-demand refreshes of available promotions at most once per second. */
  availableThrottleMs: 1_000,
} as const;

/** Announcement types of MCSFE_/CCSFE_getListAnnouncements (section 7). */
export const ANNOUNCEMENT_TYPES = {
  /** The default: board notices plus popup notices. */
  notices: 'B,PL,PU',
  /** The promotion list. */
  promotions: 'PR,B,PL,PU',
} as const;

/** Group names of the banner and promotion lists (ADR 0024). */
export const GROUP_NAMES = {
  home: 'w_home',
  promotion: 'w_promotion',
  login: 'w_login',
  register: 'w_register',
} as const;

/** The member-centre page ids (account-access.md section 2). */
export const PROMO_PAGES = {
  rewardCenter: 'rewardCenter',
  missionLeaderboard: 'missionLeaderboard',
  referral: 'referral',
} as const;

export const REWARD_CENTRE_ALIASES = [
  'signInTask',
  'newbieTask',
  'rescueTask',
  'promoList',
] as const;
