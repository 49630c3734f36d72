import { defineDialog, defineFeature } from '@site/feature-api';
import type { ComponentType } from 'react';
import { GAMES_DIALOGS } from './constants';
import { gamesNamespace } from './i18n/games-i18n';
import { gamesLinks } from './links';
import { CATEGORY_PAGES } from './rules/category-rules';

/** Header entries: the slot lobby first, then the category pages (section 2 routes). */
const NAVIGATION_ORDER = ['electron', 'sports', 'casino', 'rng', 'fish', 'pvp', 'lott'];

/**
 * Games for the shell (ADR 0050, ADR 0070): the slot lobby, the category pages, the frame and
 * trial pages, the launch notices and the recommended-games dialog, the home sections, the
 * `games` namespace. The endpoints (`games-api.ts`, own tag types) load with the screens that use
 * them, not with the feature object (ADR 0158).
 */
export const gamesFeature = defineFeature({
  id: 'games',
  i18n: gamesNamespace,
  routes: [
    {
      path: 'electron',
      access: 'public',
      lazy: async () => {
        const { ElectronPage, prefetchElectronPage } = await import('./lobby/electron-page');
        return { Component: ElectronPage, prefetch: prefetchElectronPage };
      },
    },
    ...CATEGORY_PAGES.map((page) => ({
      path: page.id,
      access: 'public' as const,
      lazy: async () => ({
        Component: (await import('./category/category-routes')).CATEGORY_COMPONENTS[
          page.id
        ] as ComponentType,
      }),
    })),
    {
      path: 'seamless',
      access: 'realAccount',
      lazy: async () => ({ Component: (await import('./seamless/game-frame-page')).SeamlessPage }),
    },
    {
      path: 'trial',
      access: 'public',
      lazy: async () => ({ Component: (await import('./seamless/game-frame-page')).TrialPage }),
    },
  ],
  dialogs: [
    defineDialog(
      GAMES_DIALOGS.notice,
      async () => (await import('./launch/games-notice-dialog')).GamesNoticeDialog,
    ),
    defineDialog(
      GAMES_DIALOGS.recommended,
      async () => (await import('./recommended/recommended-dialog')).RecommendedDialog,
    ),
  ],
  homeSections: [
    {
      id: 'games',
      lazy: async () => ({
        Component: (await import('./home/games-home-section')).GamesHomeSection,
      }),
    },
    {
      id: 'winners',
      lazy: async () => ({ Component: (await import('./home/winner-board')).WinnerBoardSection }),
    },
  ],
  navigation: NAVIGATION_ORDER.map((id, index) => ({
    id: `games-${id}`,
    labelKey: `nav_${id}`,
    to: `/${id}`,
    order: 10 + index,
  })),
  links: gamesLinks,
});
