import { describe, expect, it } from 'vitest';
import { launchRefusal, type LaunchRefusalInput } from './launch-rules';

describe('launchRefusal (section 4 Game launch, section 5 Lottery, section 6 roles)', () => {
  const cases: Array<[string, LaunchRefusalInput, ReturnType<typeof launchRefusal>]> = [
    [
      'requires a token: a visitor gets in_sorry_in',
      { signedIn: false, isAgent: null },
      'in_sorry_in',
    ],
    [
      'requires a token before anything else (no game id either)',
      { signedIn: false, isAgent: 4, gameId: undefined },
      'in_sorry_in',
    ],
    [
      'requires non-isAgent-4: a trial account gets in_need_true_account',
      { signedIn: true, isAgent: 4, gameId: 12 },
      'in_need_true_account',
    ],
    ['agents 0, 1, 2 may launch', { signedIn: true, isAgent: 1, gameId: 12 }, null],
    [
      'a player with isAgent null may launch',
      { signedIn: true, isAgent: null, gameId: '12' },
      null,
    ],
    ['41 and 42 are not 4', { signedIn: true, isAgent: 41, roomId: 3 }, null],
    [
      'a game needs gameId or roomId, else in_stay_tuned',
      { signedIn: true, isAgent: 0, gameId: undefined, roomId: undefined },
      'in_stay_tuned',
    ],
    [
      'an empty or blank game id counts as missing',
      { signedIn: true, isAgent: 0, gameId: '  ', roomId: null },
      'in_stay_tuned',
    ],
    ['NaN is not a game id', { signedIn: true, isAgent: 0, gameId: Number.NaN }, 'in_stay_tuned'],
    ['a roomId alone is enough', { signedIn: true, isAgent: 0, gameId: null, roomId: 7 }, null],
    ['game id 0 is a game id', { signedIn: true, isAgent: 0, gameId: 0 }, null],
    [
      'without gameId or roomId keys (lottery) the game check is not asked for',
      { signedIn: true, isAgent: 0 },
      null,
    ],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(launchRefusal(input)).toBe(expected);
  });
});
