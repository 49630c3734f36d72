import { describe, expect, it } from 'vitest';
import { countdownText, deadlinesOf, phaseOf } from './countdown-rules';
import {
  frameAddressOf,
  lobbyLaunchRequest,
  lotteryRefusal,
  resourceUrl,
  thaiFrameAddress,
} from './launch-rules';
import {
  decodeGroups,
  groupFolds,
  visibleGames,
  withThaiGroup,
  type MenuGroup,
} from './menu-rules';
import { playTypeOf, prizeModeOf, storedVnPrizeMode, vnPrizeModeFrom } from './prize-mode';
import {
  betParamOf,
  checkQuickBet,
  parseBetParam,
  quickBetGames,
  quickBetKindOf,
} from './quick-bet-rules';

describe('prize modes (section 3 "Lottery prize modes")', () => {
  it.each([
    ['LOTT with play type 1 is Traditional', { lane: 'LOTT', playType: 1 }, 'Traditional'],
    ['LOTT with play type 2 is Entertainment', { lane: 'LOTT', playType: 2 }, 'Entertainment'],
    ['ELOTT likewise with an Elott prefix (1)', { lane: 'ELOTT', playType: 1 }, 'ElottTraditional'],
    [
      'ELOTT likewise with an Elott prefix (2)',
      { lane: 'ELOTT', playType: '2' },
      'ElottEntertainment',
    ],
    ['SEA gives SEA_Tradition', { lane: 'SEA', playType: 2 }, 'SEA_Tradition'],
    [
      'long_dragon forces entertainment',
      { lane: 'LOTT', playType: 1, gameCode: 'long_dragon' },
      'Entertainment',
    ],
    ['default prize mode lott', { lane: undefined }, 'lott'],
    ['default prize mode lott (unknown lane)', { lane: 42 }, 'lott'],
  ])('%s', (_, input, expected) => {
    expect(prizeModeOf(input)).toBe(expected);
  });

  it.each([
    ['long_dragon forces play type 2', 'long_dragon', 1, 2],
    ['LONG_DRAGON in any case', 'LONG_DRAGON', undefined, 2],
    ['requested play type wins', 'CQSSC', '2', 2],
    ['wrong play type falls back to 1', 'CQSSC', 'x', 1],
  ])('%s', (_, code, requested, expected) => {
    expect(playTypeOf(code, requested)).toBe(expected);
  });

  it.each([
    ['A Vietnamese prize mode is detected from the vendor list (Lott)', ['LOTT', 'ELOTT'], 'Lott'],
    ['A Vietnamese prize mode is detected from the vendor list (Elott)', ['elott', 'PT'], 'Elott'],
    ['no lottery vendor gives Lott', ['PT'], 'Lott'],
  ])('%s', (_, vendors, expected) => {
    expect(vnPrizeModeFrom(vendors)).toBe(expected);
  });

  it('remembered in session storage: only Lott or Elott are read back', () => {
    expect(storedVnPrizeMode('Elott')).toBe('Elott');
    expect(storedVnPrizeMode('nope')).toBeNull();
  });
});

describe('lottery launch (section 5, section 3 "Lottery launch parameters")', () => {
  const base = { signedIn: true, isAgent: 0, lotteryHost: '/lotto', hasLane: true };
  it.each([
    [
      'Lottery needs a token (in_sorry_in when missing)',
      { ...base, signedIn: false },
      'in_sorry_in',
    ],
    ['isAgent 4 gets in_need_true_account', { ...base, isAgent: 4 }, 'in_need_true_account'],
    [
      'Lottery host missing gives game_maintenance',
      { ...base, lotteryHost: null },
      'game_maintenance',
    ],
    ['No lottery lane gives in_stay_tuned', { ...base, hasLane: false }, 'in_stay_tuned'],
    ['a real member with host and lane may launch', base, null],
  ])('%s', (_, input, expected) => {
    expect(lotteryRefusal(input)).toBe(expected);
  });

  it('lobby launch: device WEB, lottoArea VN, launchMode LOTT, lottoGameCode default lobby, lottoMode default Traditional', () => {
    expect(
      lobbyLaunchRequest({ language: 'EN', prizeMode: 'Lott', playType: 1, vietnam: true }),
    ).toEqual({
      device: 'WEB',
      lottoArea: 'VN',
      lottoPrizeMode: 'Lott',
      launchMode: 'LOTT',
      language: 'EN',
      lottoGameCode: 'lobby',
      lottoMode: 'Traditional',
      lottoView: 'lobby',
      hasLobby: true,
    });
  });

  it('a game code opens the betting view; play type 2 is Entertainment; labelName passes', () => {
    expect(
      lobbyLaunchRequest({
        language: 'CN',
        prizeMode: 'Entertainment',
        playType: 2,
        gameCode: 'CQSSC',
        labelName: 'SSC',
      }),
    ).toMatchObject({
      lottoGameCode: 'CQSSC',
      lottoView: 'betting',
      lottoMode: 'Entertainment',
      labelName: 'SSC',
    });
  });

  it.each([
    ['Result value holds gameUrl', { gameUrl: '/res/lottery/CQSSC' }, '/res/lottery/CQSSC'],
    ['or content', { content: 'https://lotto.example/x' }, 'https://lotto.example/x'],
    ['nothing usable', { gameUrl: 3 }, null],
    ['a null value', null, null],
  ])('%s', (_, value, expected) => {
    expect(frameAddressOf(value)).toBe(expected);
  });

  it('A Thai lottery frame address is built from token, merchant, lang, prize_mode', () => {
    expect(
      thaiFrameAddress({
        host: '/res/lottery/lobby',
        token: 't k',
        merchant: 'lumen',
        lang: 'TH',
        prizeMode: 'Traditional',
      }),
    ).toBe('/res/lottery/lobby?token=t+k&merchant=lumen&lang=TH&prize_mode=Traditional');
  });

  it('the hosts come from the merchant resources; anything else reads as missing', () => {
    const resources = [
      { resourceType: 'LOTTERY_HOST', url: '/lotto/' },
      { resourceType: 'X', url: 'y' },
    ];
    expect(resourceUrl(resources, 'LOTTERY_HOST')).toBe('/lotto');
    expect(resourceUrl(resources, 'THAI_LOTTERY_HOST')).toBeNull();
    expect(resourceUrl('oops', 'LOTTERY_HOST')).toBeNull();
  });
});

describe('countdown (section 4 "Lottery")', () => {
  it.each([
    ['Shows --:--:-- when under 2 s', 1.9, '--:--:--'],
    ['2 s shows the time', 2, '00:00:02'],
    ['Shows --:--:-- when over 1000 hours', 1000 * 3600 + 1, '--:--:--'],
    ['exactly 1000 hours still shows', 1000 * 3600, '1000:00:00'],
    ['normal time', 3725, '01:02:05'],
    ['not a number', Number.NaN, '--:--:--'],
  ])('%s', (_, seconds, expected) => {
    expect(countdownText(seconds)).toBe(expected);
  });

  it('open -> locked -> drawing -> result; the previous draw never counts as the new result', () => {
    const deadlines = deadlinesOf({ numero: '20260101-010', remainTime: 60, lockTime: 50 }, 0)!;
    expect(phaseOf(deadlines, 0, '20260101-009')).toBe('open');
    expect(phaseOf(deadlines, 50_000, null)).toBe('locked');
    expect(phaseOf(deadlines, 60_000, '20260101-009')).toBe('drawing');
    expect(phaseOf(deadlines, 61_000, '20260101-010')).toBe('result');
  });

  it('time left is computed from end timestamps anchored at the answer time', () => {
    expect(deadlinesOf({ numero: 7, remainTime: 30, lockTime: 90 }, 1000)).toEqual({
      numero: '7',
      drawAt: 31_000,
      lockAt: 31_000,
    });
    expect(deadlinesOf({ numero: '1', remainTime: 'x' }, 0)).toBeNull();
    expect(deadlinesOf(null, 0)).toBeNull();
  });
});

describe('menu (section 2 "Lottery menu", section 3 "Lottery group")', () => {
  const group = (id: number, count: number): MenuGroup => ({
    gameGroupId: id,
    gameGroupCode: `G${id}`,
    labelName: `Group ${id}`,
    gameMenus: Array.from({ length: count }, (_, i) => ({
      code: `G${id}-${i}`,
      remark: `Game ${i}`,
    })),
  });

  it('a group with more than 4 games is expandable, default 4 shown', () => {
    expect(groupFolds(group(1, 4))).toBe(false);
    expect(groupFolds(group(1, 5))).toBe(true);
    expect(visibleGames(group(1, 7), false)).toHaveLength(4);
    expect(visibleGames(group(1, 7), true)).toHaveLength(7);
  });

  it('Group ids 9, 10, 11 are the Thai group', () => {
    const merged = withThaiGroup([
      group(1, 2),
      group(9, 1),
      group(10, 2),
      group(11, 1),
      group(12, 1),
    ]);
    expect(merged.map((entry) => entry.gameGroupId)).toEqual([1, 9, 12]);
    expect(merged[1]!.gameMenus).toHaveLength(4);
  });

  it('a wrong-typed answer decodes to an empty menu', () => {
    expect(decodeGroups(null)).toEqual([]);
    expect(decodeGroups([{ gameGroupId: 'x' }, 3, { gameGroupId: 2, gameMenus: 'no' }])).toEqual([
      { gameGroupId: 2, gameGroupCode: '', labelName: '', gameMenus: [] },
    ]);
  });
});

describe('quick bet (section 4 "Quick bet", section 5)', () => {
  it.each([
    ['SSC type: 5 digits 0-9', 'CQSSC', 'standard', '12345', null],
    ['SSC separated digits', 'CQSSC', 'standard', '1 2 3 4 5', null],
    ['SSC 4 digits rejected', 'CQSSC', 'standard', '1234', 'qb_ssc_count'],
    ['SSC 6 digits rejected', 'TXFFC', 'standard', '123456', 'qb_ssc_count'],
    ['SSC digit out of 0-9', 'CQSSC', 'standard', '1 2 3 4 12', 'qb_ssc_range'],
    ['11X5 type: 5 distinct numbers 01-11', 'GD11X5', 'standard', '01 02 03 10 11', null],
    ['11X5 repeated numbers rejected', 'SD11X5', 'standard', '01 01 03 04 05', 'qb_11x5_distinct'],
    ['11X5 12 out of range', 'SD11X5', 'standard', '01 02 03 04 12', 'qb_11x5_range'],
    ['11X5 00 out of range', 'SD11X5', 'standard', '00 02 03 04 05', 'qb_11x5_range'],
    ['11X5 four numbers rejected', 'SD11X5', 'standard', '01 02 03 04', 'qb_11x5_count'],
    ['HeSheng mode up to 6', 'CQSSC', 'hesheng', '1 2 3 4 5 6', null],
    ['HeSheng mode 7 rejected', 'CQSSC', 'hesheng', '1 2 3 4 5 6 7', 'qb_hesheng_max'],
    ['HeSheng mode repeated rejected', 'GD11X5', 'hesheng', '01 01', 'qb_hesheng_distinct'],
    ['empty entry', 'CQSSC', 'standard', '  ', 'qb_empty'],
  ] as const)('%s', (_, code, mode, typed, expected) => {
    expect(checkQuickBet(quickBetKindOf(code), mode, typed).error).toBe(expected);
  });

  it('up to 5 games; defaults CQSSC, TXFFC, SD11X5, GD11X5, CASSC; an empty list stays empty (in_stay_tuned)', () => {
    expect(quickBetGames(null)).toEqual(['CQSSC', 'TXFFC', 'SD11X5', 'GD11X5', 'CASSC']);
    expect(quickBetGames(['GD11X5', 'CQSSC', 'PK10'])).toEqual(['CQSSC', 'GD11X5']);
    expect(quickBetGames([])).toEqual([]);
  });

  it('a bet hands over with bet_param (round trip)', () => {
    const param = betParamOf('GD11X5', 'standard', ['01', '02', '03', '04', '05']);
    expect(parseBetParam(param)).toEqual({
      gameCode: 'GD11X5',
      mode: 'standard',
      numbers: ['01', '02', '03', '04', '05'],
    });
    expect(parseBetParam('junk')).toBeNull();
  });
});
