import { describe, expect, it } from 'vitest';
import { chatVerdict, mayAskChat, unreadCountOf, unreadLabel } from './chat-rules';

describe('Unread count shows 99+ as dots', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [1, '1'],
    [99, '99'],
    [100, '…'],
    [12345, '…'],
    [Number.NaN, ''],
    ['7', ''],
    [null, ''],
  ])('%s -> %j', (count, label) => {
    expect(unreadLabel(count)).toBe(label);
  });

  it.each([
    [{ count: 3 }, 3],
    [{ unReadCount: 4, count: 9 }, 4],
    [{}, 0],
    [null, 0],
    [5, 5],
    [{ count: 'x' }, 0],
  ])('reads %j as %d', (value, count) => {
    expect(unreadCountOf(value)).toBe(count);
  });
});

describe('Players chat (chat flag on and permission granted); visitors and isAgent 4 cannot chat', () => {
  it.each([
    [{ signedIn: false, isAgent: null, chatFlag: undefined, hasPermission: undefined }, 'visitor'],
    [{ signedIn: true, isAgent: 4, chatFlag: true, hasPermission: true }, 'trial'],
    [{ signedIn: true, isAgent: 0, chatFlag: false, hasPermission: true }, 'off'],
    [{ signedIn: true, isAgent: 0, chatFlag: undefined, hasPermission: undefined }, 'checking'],
    [{ signedIn: true, isAgent: 0, chatFlag: true, hasPermission: false }, 'no-permission'],
    [{ signedIn: true, isAgent: 1, chatFlag: undefined, hasPermission: true }, 'allowed'],
  ] as const)('%j -> %s', (access, verdict) => {
    expect(chatVerdict(access)).toBe(verdict);
  });

  it('asks the platform only for players with the flag on', () => {
    expect(mayAskChat({ signedIn: false, isAgent: null, chatFlag: true })).toBe(false);
    expect(mayAskChat({ signedIn: true, isAgent: 4, chatFlag: true })).toBe(false);
    expect(mayAskChat({ signedIn: true, isAgent: 0, chatFlag: false })).toBe(false);
    expect(mayAskChat({ signedIn: true, isAgent: 0, chatFlag: undefined })).toBe(true);
  });
});
