import { AGENT_CENTRE_KINDS } from '@site/api-core';
import { defineFeature, type GateContext } from '@site/feature-api';
import { useMissionCount } from './reward-centre/use-mission-count';
import { PROMO_PAGES, REWARD_CENTRE_ALIASES } from './constants';
import { promoNamespace } from './i18n/promo-i18n';
import { promoLinks } from './links';
import { promoApi } from './promo-api';
import { promoRealtime } from './realtime';
import { promoUiSlice } from './shared/promo-ui-slice';

/** Accounts with the agent centre open registerCenter instead of referral (ADR 0058). */
const hasAgentCentre = (ctx: GateContext) =>
  ctx.isAgent !== null && (AGENT_CENTRE_KINDS as readonly number[]).includes(ctx.isAgent);

/**
 * Promotions for the shell (ADR 0050, ADR 0090): /promotion, /promotions and /news, the banner,
 * notice and promotions home sections, the reward-centre pages, the session widget (poll,
 * raffle tip, publicity pop-ups, hand bonus), the MANUAL_PROMO and PROMOTION_CLAIM handlers.
 */
export const promoFeature = defineFeature({
  id: 'promo',
  i18n: promoNamespace,
  routes: [
    { path: 'promotion', access: 'public', lazy: () => import('./promotions/promotions-page') },
    { path: 'promotions', access: 'public', lazy: () => import('./promotions/promotions-page') },
    { path: 'news', access: 'public', lazy: () => import('./notices/notices-page') },
  ],
  homeSections: [
    { id: 'banner', lazy: () => import('./banner/banner-section') },
    { id: 'notice', lazy: () => import('./notices/notice-strip') },
    {
      id: 'promotions',
      lazy: () => import('./promotions/promotions-section'),
      visible: (ctx) => ctx.flag('REWCEN3'),
    },
  ],
  navigation: [
    {
      id: 'promotions',
      labelKey: 'nav_promotions',
      to: '/promotion',
      order: 50,
      visible: (ctx) => ctx.flag('REWCEN3'),
    },
    { id: 'news', labelKey: 'nav_news', to: '/news', order: 60 },
  ],
  memberCentre: [
    {
      id: PROMO_PAGES.rewardCenter,
      labelKey: 'menu_reward_center',
      aliases: REWARD_CENTRE_ALIASES,
      visible: (ctx) => ctx.flag('REWCEN3'),
      lazy: () => import('./reward-centre/reward-centre-page'),
    },
    {
      id: PROMO_PAGES.referral,
      labelKey: 'menu_referral',
      visible: (ctx) => ctx.promoEnabled('REFERRAL') && !hasAgentCentre(ctx),
      lazy: () => import('./reward-centre/referral-page'),
    },
    {
      id: PROMO_PAGES.missionLeaderboard,
      labelKey: 'menu_mission',
      visible: (ctx) => ctx.promoEnabled('MISSION'),
      useBadgeCount: useMissionCount,
      lazy: () => import('./reward-centre/mission-page'),
    },
  ],
  widgets: [
    {
      id: 'promo-session',
      placement: 'bottom-left',
      visible: (ctx) => ctx.signedIn,
      lazy: () => import('./shared/promo-session-widget'),
    },
  ],
  realtime: promoRealtime,
  endpoints: promoApi,
  slices: [promoUiSlice],
  links: promoLinks,
  flags: ['REWCEN3', 'PLYRBT'],
});
