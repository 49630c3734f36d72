/** Numbers of content-and-play.md sections 4, 5, 7 and 9 for the points mall. */
export const POINTS_LIMITS = {
  /** getPointReward is asked for up to 1000 items (section 7, section 9 "rewards fetched 1000"). */
  rewardsFetched: 1000,
  /** Items shown per category on the all-types view (section 4). */
  perCategory: 3,
  /** Items shown when one reward type is selected (section 4). */
  perSelectedType: 7,
  /** Items shown after "more" (section 4). */
  afterMore: 1000,
  /** Redeem records per page (section 9). */
  recordsPageSize: 13,
  /** Point transactions per page (section 9). */
  transactionsPageSize: 12,
  /** ODSFE2_MemTransDet account type of points (section 7). */
  pointsAccountTypeId: 9,
  /** Transaction types left out of the point details (section 7). */
  excludedTxTypeIds: '9203',
  /** History date ranges: at most 30 days (section 5). */
  maxRangeDays: 30,
  /** Smallest quantity and conversion amount (section 5). */
  minimum: 1,
} as const;

/** The reward types with fixed labels (section 3). */
export const FIXED_REWARD_TYPES = [1, 2, 3] as const;

/** Redeem record statuses (section 3); `''` asks for all of them. */
export const REDEEM_STATUSES = ['P', 'R', 'A'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];
export type RedeemStatusFilter = RedeemStatus | '';

/** The mall's menu (section 4), in its order. */
export const MALL_SECTIONS = ['goods', 'records', 'details', 'rules'] as const;
export type MallSection = (typeof MALL_SECTIONS)[number];
