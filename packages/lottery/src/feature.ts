import { defineFeature } from '@site/feature-api';
import { LOTTERY_PATHS, MINI_GAME_HIDDEN_ON } from './constants';
import { lotteryNamespace } from './i18n/lottery-i18n';

const path = (route: string) => route.replace(/^\//, '');

/**
 * The lottery feature object the shell composes (ADR 0050, 0080): the lottery, Vietnamese, SEA
 * and trend-chart routes, two home sections (popular trend tiles, one popular lottery tile), the
 * mini-game widget and the `lottery` namespace. Every screen loads with its route.
 *
 * The object lists no `endpoints` (ADR 0086): `lottery-api.ts` and the rules it decodes with are
 * imported only by the lazy screens and sections, and inject the lottery endpoints into the one
 * base API when the first of them loads. The home page's initial JavaScript holds only this object.
 */
export const lotteryFeature = defineFeature({
  id: 'lottery',
  i18n: lotteryNamespace,
  routes: [
    {
      path: path(LOTTERY_PATHS.lottery),
      access: 'public',
      lazy: async () => {
        const { LotteryPage, prefetchLotteryPage } = await import('./page/lottery-page');
        return { Component: LotteryPage, prefetch: prefetchLotteryPage };
      },
    },
    {
      path: path(LOTTERY_PATHS.vn),
      access: 'public',
      lazy: async () => ({ Component: (await import('./page/vn-lottery-page')).VnLotteryPage }),
    },
    {
      path: path(LOTTERY_PATHS.sea),
      access: 'public',
      lazy: async () => ({ Component: (await import('./page/sea-lottery-page')).SeaLotteryPage }),
    },
    {
      path: path(LOTTERY_PATHS.trend),
      access: 'public',
      lazy: async () => ({ Component: (await import('./page/trend-page')).TrendPage }),
    },
  ],
  homeSections: [
    {
      id: 'lottery',
      lazy: async () => ({ Component: (await import('./home/popular-tiles')).PopularTilesSection }),
    },
    {
      id: 'lottery-tile',
      lazy: async () => ({
        Component: (await import('./home/popular-tiles')).HomeLotteryTileSection,
      }),
    },
  ],
  widgets: [
    {
      id: 'lottery-mini-game',
      placement: 'bottom-left',
      hiddenOn: MINI_GAME_HIDDEN_ON,
      visible: (gate) =>
        gate.signedIn && (gate.flag('LOTTMINIGAME3') || gate.flag('SEALOTTMINIGAME3')),
      lazy: async () => ({
        Component: (await import('./mini-game/mini-game-widget')).MiniGameWidget,
      }),
    },
  ],
  flags: ['LOTTMINIGAME3', 'SEALOTTMINIGAME3'],
});
