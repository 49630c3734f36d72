import type { Game } from '@site/api-core/catalogue';

/** Games shaped like the sandbox's answers, for stories that render without a call. */
export const STORY_GAMES: Game[] = [
  {
    gameId: 10051,
    nodeId: 50051,
    accountTypeName: 'PG',
    vassalage: 'PG',
    gameType: 'RNG',
    displayName: 'Mystic Panda',
    webIconUrl: '/res/game/10051.svg?lang=EN',
    supportPlay: 0,
    freeplay: true,
    appNewWindow: false,
  },
  {
    gameId: 10052,
    nodeId: 50052,
    accountTypeName: 'PG',
    vassalage: 'PG',
    gameType: 'RNG',
    displayName: 'A game with a very long name that does not fit on one line',
    webIconUrl: '/res/game/missing.svg',
    supportPlay: 1,
  },
  {
    gameId: 10160,
    nodeId: 50160,
    accountTypeName: 'CQ9',
    vassalage: 'CQ9',
    gameType: 'RNG',
    displayName: 'Golden Tiger',
    webIconUrl: '/res/game/10160.svg?lang=EN',
    supportPlay: 0,
  },
];
