import { describe, expect, it } from 'vitest';
import { GAMES_LIMITS, LAUNCH } from '../constants';
import { categoryPage, homeTileVendors, selectedVendor, vendorsFor } from './category-rules';
import {
  initialJackpot,
  nextJackpot,
  seededJackpot,
  slides,
  winnerBoardLanguage,
  winnerBoardRequest,
  winnerRows,
} from './home-rules';
import {
  gameUrlOf,
  launchModeOf,
  launchPlatform,
  launchRequest,
  recommendedMaintenanceOf,
  supportsTrial,
} from './launch-rules';
import {
  lobbySearch,
  lobbyTabOf,
  matchesName,
  nextLobbyState,
  pageOf,
  parseLobbyState,
  tabNeedsLogin,
} from './lobby-state';

describe('section 4: platform html5-desktop (flash for PT, PTSS and DG live and fish)', () => {
  it.each([
    ['PT', 'RNG', 'flash'],
    ['PTSS', 'RNG', 'flash'],
    ['DG', 'LIVE', 'flash'],
    ['DG', 'FISH', 'flash'],
    ['DGFISH', 'FISH', 'flash'],
    ['DG', 'RNG', 'html5-desktop'],
    ['PG', 'RNG', 'html5-desktop'],
    ['AG', 'LIVE', 'html5-desktop'],
    [undefined, undefined, 'html5-desktop'],
  ] as const)('%s %s -> %s', (vendor, gameType, platform) => {
    expect(launchPlatform({ accountTypeName: vendor, gameType })).toBe(platform);
  });
});

describe('section 3: game launch parameters (vendor games)', () => {
  it('sends every parameter: accountType 1, confirmTrans 0, launchMode GLS, clientType 3 ...', () => {
    const request = launchRequest(
      {
        gameId: 10001,
        nodeId: 50001,
        matchId: 'M1',
        leagueId: 'L1',
        accountTypeName: 'PG',
        vassalage: 'PG',
        gameType: 'RNG',
        sourceType: 'HOT',
        marketingDetailId: 'MK1',
      },
      { language: 'EN', merchantCode: 'default', token: 'tok', username: 'player01' },
    );
    expect(request).toEqual({
      gameId: '10001',
      nodeId: '50001',
      matchId: 'M1',
      leagueId: 'L1',
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      username: 'player01',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      language: 'EN',
      merchantCode: 'default',
      token: 'tok',
      sourceType: 'HOT',
      marketingDetailId: 'MK1',
    });
  });

  it('accountType 0 for free play; empty fields are left out; a room game passes its roomId', () => {
    const request = launchRequest(
      { roomId: 'AG-R101', accountTypeName: 'AG', gameType: 'LIVE', matchId: '' },
      { language: 'CN', merchantCode: 'aurum', free: true },
    );
    expect(request).toMatchObject({
      accountType: LAUNCH.freeAccount,
      roomId: 'AG-R101',
      vassalage: 'AG',
    });
    expect(request).not.toHaveProperty('matchId');
    expect(request).not.toHaveProperty('token');
  });

  it('result: game_url or game_url2', () => {
    expect(gameUrlOf({ game_url: '/a', game_url2: '/b' })).toBe('/a');
    expect(gameUrlOf({ game_url: '', game_url2: '/b' })).toBe('/b');
    expect(gameUrlOf({})).toBeUndefined();
    expect(gameUrlOf(null)).toBeUndefined();
    expect(gameUrlOf('x')).toBeUndefined();
  });
});

describe('section 3 recommended maintenance: errorCode, message, content.data (maintainTime, endTime)', () => {
  it('reads resType 1 answers', () => {
    expect(
      recommendedMaintenanceOf({
        resType: 1,
        errorCode: 'rec',
        message: 'Soon',
        content: { data: { maintainTime: '10:00', endTime: '12:00' } },
      }),
    ).toEqual({ errorCode: 'rec', message: 'Soon', maintainTime: '10:00', endTime: '12:00' });
    expect(recommendedMaintenanceOf({ resType: '1', content: 'bad' })).toEqual({});
  });
  it('anything else is not a notice', () => {
    expect(recommendedMaintenanceOf({ resType: 0, game_url: '/x' })).toBeNull();
    expect(recommendedMaintenanceOf(undefined)).toBeNull();
  });
});

describe('launch mode (ADR 0071): new window by default, sports in the page unless appNewWindow', () => {
  it.each([
    [{ accountTypeName: 'PG', gameType: 'RNG', appNewWindow: false }, 'window'],
    [{ accountTypeName: 'SABA', gameType: 'SPORTS', appNewWindow: true }, 'window'],
    [{ accountTypeName: 'SABA', gameType: 'SPORTS', appNewWindow: false }, 'frame'],
    [{ accountTypeName: 'TF', gameType: 'ESPORTS' }, 'frame'],
    [{ accountTypeName: 'PT', gameType: 'SPORTS', appNewWindow: false }, 'window'],
  ] as const)('%o -> %s', (game, mode) => {
    expect(launchModeOf(game)).toBe(mode);
  });
  it('section 3: supportPlay 0 means a free demo is available (or freeplay)', () => {
    expect(supportsTrial({ supportPlay: 0 })).toBe(true);
    expect(supportsTrial({ supportPlay: 1, freeplay: true })).toBe(true);
    expect(supportsTrial({ supportPlay: 1 })).toBe(false);
    expect(supportsTrial({})).toBe(false);
  });
});

describe('section 2 /electron: page = a vendor accountTypeName, or hot, recentGameList, favGameList', () => {
  it('parses and writes the lobby state (vendor, tab, category, search, page)', () => {
    const state = parseLobbyState(new URLSearchParams('page=PG&classify=SLOT&name=dragon&p=3'));
    expect(state).toEqual({ page: 'PG', classify: 'SLOT', name: 'dragon', pageNo: 3 });
    expect(lobbySearch(state).toString()).toBe('page=PG&classify=SLOT&name=dragon&p=3');
    expect(lobbySearch(parseLobbyState(new URLSearchParams(''))).toString()).toBe('');
  });
  it('bad page numbers are page 1', () => {
    for (const p of ['0', '-2', 'abc', ''])
      expect(parseLobbyState(new URLSearchParams({ p })).pageNo).toBe(1);
  });
  it.each([
    ['hot', 'hot', false],
    ['recentGameList', 'recent', true],
    ['favGameList', 'favourite', true],
    ['PG', 'vendor', false],
    ['', 'vendor', false],
  ] as const)(
    '%s is the %s tab; needs login: %s (recent and favourite need login)',
    (page, tab, login) => {
      expect(lobbyTabOf(page)).toBe(tab);
      expect(tabNeedsLogin(lobbyTabOf(page))).toBe(login);
    },
  );
  it('changing vendor, category or search goes back to page 1; a vendor change clears the category', () => {
    const state = { page: 'PG', classify: 'SLOT', name: '', pageNo: 4 };
    expect(nextLobbyState(state, { page: 'JDB' })).toEqual({
      page: 'JDB',
      classify: '',
      name: '',
      pageNo: 1,
    });
    expect(nextLobbyState(state, { classify: 'ARCADE' }).pageNo).toBe(1);
    expect(nextLobbyState(state, { name: 'a' }).pageNo).toBe(1);
    expect(nextLobbyState(state, { pageNo: 5 })).toEqual({ ...state, pageNo: 5 });
  });
  it('slot list page 40', () => {
    const items = Array.from({ length: 95 }, (_, i) => i);
    const third = pageOf(items, 3, GAMES_LIMITS.slotPageSize);
    expect(third).toEqual({ items: items.slice(80), totalPages: 3, page: 3 });
    expect(pageOf([], 2, 40)).toEqual({ items: [], totalPages: 1, page: 1 });
  });
  it('name search (no minimum): one letter matches', () => {
    expect(matchesName({ gameName: 'Lucky Dragon' }, 'd')).toBe(true);
    expect(matchesName({ displayName: 'Lucky Dragon' }, 'DRAG')).toBe(true);
    expect(matchesName({ gameName: 'Lucky Dragon' }, 'x')).toBe(false);
    expect(matchesName({}, '')).toBe(true);
  });
});

describe('category pages: vendor lists, ?page={accountTypeName} selecting a vendor', () => {
  const vendors = [
    { accountTypeName: 'SABA', gameType: 'SPORTS' },
    { accountTypeName: 'TF', gameType: 'ESPORTS' },
    { accountTypeName: 'PG', gameType: 'RNG' },
    { accountTypeName: '', gameType: 'RNG' },
    null,
  ];
  it('lists the vendors of the page family, defensively', () => {
    const sports = categoryPage('sports');
    expect(sports && vendorsFor(sports, vendors).map((v) => v.accountTypeName)).toEqual([
      'SABA',
      'TF',
    ]);
    expect(sports && vendorsFor(sports, { not: 'a list' })).toEqual([]);
    expect(categoryPage('nowhere')).toBeUndefined();
  });
  it('selects the named vendor, else the first', () => {
    const list = [{ accountTypeName: 'A' }, { accountTypeName: 'B' }];
    expect(selectedVendor(list, 'B')?.accountTypeName).toBe('B');
    expect(selectedVendor(list, 'Z')?.accountTypeName).toBe('A');
    expect(selectedVendor([], null)).toBeUndefined();
  });
  it('home tiles: first 3 vendor items each', () => {
    const many = ['A', 'B', 'C', 'D'].map((name) => ({ accountTypeName: name, gameType: 'LIVE' }));
    expect(
      homeTileVendors(many, 'LIVE', GAMES_LIMITS.homeVendorsPerCategory).map(
        (v) => v.accountTypeName,
      ),
    ).toEqual(['A', 'B', 'C']);
    expect(homeTileVendors('oops', 'LIVE', 3)).toEqual([]);
  });
});

describe('section 9: jackpot display is a seeded random up to 1e8', () => {
  it('is the same for the same seed, different for another, and within 1e8', () => {
    expect(seededJackpot('default:CNY')).toBe(seededJackpot('default:CNY'));
    expect(seededJackpot('default:CNY')).not.toBe(seededJackpot('aurum:USD'));
    for (const seed of ['a', 'b', 'default:CNY', 'lumen:THB']) {
      expect(seededJackpot(seed)).toBeGreaterThan(0);
      expect(seededJackpot(seed)).toBeLessThanOrEqual(1e8);
    }
  });
  it('starts from the session key jackpot, else the platform, else the seed', () => {
    expect(initialJackpot({ stored: 123, platform: 456, seed: 's' })).toBe(123);
    expect(initialJackpot({ stored: 'x', platform: 456, seed: 's' })).toBe(456);
    expect(initialJackpot({ stored: 2e8, platform: -1, seed: 's' })).toBe(seededJackpot('s'));
  });
  it('counts up and never passes 1e8', () => {
    expect(nextJackpot(100, 5)).toBe(105);
    expect(nextJackpot(1e8 - 1, 5)).toBe(1e8);
    expect(nextJackpot(100, -5)).toBe(100);
  });
});

describe('section 7 winner board: gameCategory default ALL, language CN to zh_CN, limitNum default 100', () => {
  it('builds the request', () => {
    expect(winnerBoardRequest('CN')).toEqual({
      gameCategory: 'ALL',
      language: 'zh_CN',
      limitNum: 100,
    });
    expect(winnerBoardRequest('EN', 'RNG', 10)).toEqual({
      gameCategory: 'RNG',
      language: 'EN',
      limitNum: 10,
    });
    expect(winnerBoardLanguage('TH')).toBe('TH');
  });
  it('section 3: winner board record: recordId, vo', () => {
    expect(
      winnerRows([
        { recordId: 1, vo: { username: 'a***1', gameName: 'G', amount: 12.5, time: 't' } },
        { recordId: 'x', vo: null },
        { vo: {} },
        'junk',
      ]),
    ).toEqual([
      { recordId: '1', username: 'a***1', gameName: 'G', amount: 12.5, time: 't' },
      { recordId: 'x', username: '', gameName: '', amount: null, time: '' },
    ]);
    expect(winnerRows({ value: [] })).toEqual([]);
  });
});

describe('section 9: recommended games 12 per slide', () => {
  it('splits into slides', () => {
    const list = Array.from({ length: 25 }, (_, i) => i);
    expect(slides(list, GAMES_LIMITS.recommendedPerSlide).map((s) => s.length)).toEqual([
      12, 12, 1,
    ]);
    expect(slides([], 12)).toEqual([]);
  });
});
