import type { PromoLinkName } from '../links';

/** The nine promotion redirect values of content-and-play.md section 3. */
export const PROMOTION_REDIRECTS = [
  'APP_DOWNLOAD',
  'REGISTER',
  'DEPOSIT',
  'REWARD_CENTER',
  'MISSION',
  'INVITE_FRIENDS',
  'MEMBER',
  'POINT_MARKET',
  'REDIRECT_URL',
] as const;
export type PromotionRedirect = (typeof PROMOTION_REDIRECTS)[number];

/** Who follows an INVITE_FRIENDS redirect (account-access.md section 6, referral rule). */
export interface ReferralViewer {
  signedIn: boolean;
  /** Agents with the agent menu (isAgent 41 and 42) open registerCenter. */
  agentMenu: boolean;
  referralEnabled: boolean;
}

/** What the go-to button does. */
export type GoTo =
  | { kind: 'link'; link: PromoLinkName }
  | { kind: 'url'; url: string }
  | { kind: 'promotion'; id: number }
  | { kind: 'friendOverview' }
  | { kind: 'unknown'; value: string }
  | { kind: 'none' };

/** The referral rule: agents -> registerCenter; referral on -> referral page; else customer service; visitors -> friend overview. */
export function referralTarget(viewer: ReferralViewer): GoTo {
  if (!viewer.signedIn) return { kind: 'friendOverview' };
  if (viewer.agentMenu) return { kind: 'link', link: 'registerCenter' };
  if (viewer.referralEnabled) return { kind: 'link', link: 'referral' };
  return { kind: 'link', link: 'customerService' };
}

const REDIRECT_LINKS: Readonly<
  Record<Exclude<PromotionRedirect, 'REDIRECT_URL' | 'INVITE_FRIENDS'>, PromoLinkName>
> = {
  APP_DOWNLOAD: 'appDownload',
  REGISTER: 'register',
  DEPOSIT: 'deposit',
  REWARD_CENTER: 'rewardCenter',
  MISSION: 'mission',
  MEMBER: 'member',
  POINT_MARKET: 'pointMarket',
};

export interface RedirectSource {
  redirect?: string | null | undefined;
  externalLink?: string | null | undefined;
  linkedPromotionId?: number | string | null | undefined;
}

/**
 * The go-to target of a promotion or notice: a `linkedPromotionId` opens that promotion; the nine
 * redirect values map to bound links; REDIRECT_URL (or a bare `externalLink`) goes to the URL the
 * caller then passes through the URL guard; an unknown value is a warning only.
 */
export function goToTarget(source: RedirectSource, viewer: ReferralViewer): GoTo {
  const linked = Number(source.linkedPromotionId);
  if (source.linkedPromotionId != null && Number.isInteger(linked) && linked > 0) {
    return { kind: 'promotion', id: linked };
  }
  const redirect = typeof source.redirect === 'string' ? source.redirect.trim() : '';
  const external = typeof source.externalLink === 'string' ? source.externalLink.trim() : '';
  if (!redirect) return external ? { kind: 'url', url: external } : { kind: 'none' };
  if (redirect === 'REDIRECT_URL')
    return external ? { kind: 'url', url: external } : { kind: 'none' };
  if (redirect === 'INVITE_FRIENDS') return referralTarget(viewer);
  if (redirect in REDIRECT_LINKS) {
    return { kind: 'link', link: REDIRECT_LINKS[redirect as keyof typeof REDIRECT_LINKS] };
  }
  return { kind: 'unknown', value: redirect };
}

/** Promotion type -> member page (content-and-play.md section 3). */
const TYPE_PAGES: ReadonlyArray<readonly [readonly string[], string]> = [
  [['LOGIN', 'REGISTER', 'SAVIOR'], 'rewardCenter'],
  [
    [
      'DEPOSIT',
      'FIRST_DEPOSIT',
      'SECOND_DEPOSIT',
      'THIRD_DEPOSIT',
      'FOURTH_DEPOSIT',
      'FIFTH_DEPOSIT',
      'DEPOSIT_COUNT',
      'DEPOSIT_BET_BONUS',
    ],
    'depositv2',
  ],
  [['MISSION'], 'missionLeaderboard'],
  [['REFERRAL'], 'referral'],
  [['UPGRADE_BONUS'], 'playerRank'],
];

/** The member page a promotion type belongs to, or undefined for other types. */
export function memberPageOfType(promotionType: string | null | undefined): string | undefined {
  if (!promotionType) return undefined;
  return TYPE_PAGES.find(([types]) => types.includes(promotionType))?.[1];
}
