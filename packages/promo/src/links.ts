import { createLinkRef } from '@site/feature-api';

/**
 * Places this feature links to but does not own; the shell binds them (ADR 0050). The nine
 * promotion `redirect` values (content-and-play.md section 3) map to the first nine.
 */
export const promoLinks = {
  /** APP_DOWNLOAD: the app download page. */
  appDownload: createLinkRef('promo.appDownload', { optional: true }),
  /** REGISTER: registration. */
  register: createLinkRef('promo.register', { optional: true }),
  /** DEPOSIT: the deposit page of the member centre. */
  deposit: createLinkRef('promo.deposit', { optional: true }),
  /** REWARD_CENTER: the reward centre (this feature's member-centre page, opened by the shell). */
  rewardCenter: createLinkRef('promo.rewardCenter', { optional: true }),
  /** MISSION: the mission leaderboard. */
  mission: createLinkRef('promo.mission', { optional: true }),
  /** INVITE_FRIENDS for players with referral enabled: the member referral page. */
  referral: createLinkRef('promo.referral', { optional: true }),
  /** INVITE_FRIENDS for agents: the agent centre's registerCenter. */
  registerCenter: createLinkRef('promo.registerCenter', { optional: true }),
  /** MEMBER: the member centre. */
  member: createLinkRef('promo.member', { optional: true }),
  /** POINT_MARKET: the points mall. */
  pointMarket: createLinkRef('promo.pointMarket', { optional: true }),
  /** Customer service (INVITE_FRIENDS for players without referral). */
  customerService: createLinkRef('promo.customerService'),
  /** G banners: the game lobby that launches `nodeId` (query nodeId, vendor, roomId). */
  launchGame: createLinkRef('promo.launchGame', { optional: true }),
} as const;

export type PromoLinkName = keyof typeof promoLinks;
