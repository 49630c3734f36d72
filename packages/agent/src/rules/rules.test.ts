import { describe, expect, it } from 'vitest';
import { errorMessageOf, pageOf, totalsOf } from './answer-rules';
import { checkDownline } from './downline-rules';
import { affiliateUrl } from './link-rules';
import { checkTransferAmount, normaliseAmountInput, parseAmount } from './money-rules';
import { defaultPeriod, isAllowedPeriod, wirePeriod } from './period-rules';

describe('money entry', () => {
  it.each([
    ['1234', '1234'],
    ['1,234.5', '1234.5'],
    ['12.345', '12.34'],
    ['00012', '12'],
    ['.5', '0.5'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['-50', '50'],
    [' 7 000 ', '7000'],
  ])('normalises %j to %j', (typed, kept) => {
    expect(normaliseAmountInput(typed)).toBe(kept);
  });

  it.each([
    ['', null],
    ['.', 0],
    ['0', 0],
    ['10.5', 10.5],
    ['1,000.25', 1000.25],
  ])('reads %j as %j', (typed, amount) => {
    expect(parseAmount(typed)).toBe(amount);
  });

  const limits = { minAmount: 10, maxAmount: 50_000, balance: 3690 };
  it.each([
    [null, 'amount_required'],
    [0, 'amount_required'],
    [9.99, 'amount_below_min'],
    [10, null],
    [3690, null],
    [3690.01, 'amount_above_balance'],
    [50_000.01, 'amount_above_max'],
  ])('a transfer of %j: %j', (amount, key) => {
    expect(checkTransferAmount(amount, limits)?.messageKey ?? null).toBe(key);
  });

  it('the limit failures carry the limit', () => {
    expect(checkTransferAmount(5, limits)).toEqual({
      messageKey: 'amount_below_min',
      params: { min: 10 },
    });
    expect(checkTransferAmount(4000, limits)).toEqual({
      messageKey: 'amount_above_balance',
      params: { balance: 3690 },
    });
  });
});

describe('downline registration', () => {
  const ok = { username: 'newdown01', password: 'Secret123', confirmPassword: 'Secret123' };
  it.each([
    ['a valid downline', ok, null],
    ['a short username', { ...ok, username: 'abc12' }, 'username'],
    ['a long username', { ...ok, username: 'abcdefghijklm1' }, 'username'],
    ['a username with symbols', { ...ok, username: 'new_down1' }, 'username'],
    ['a short password', { ...ok, password: '12345', confirmPassword: '12345' }, 'password'],
    [
      'a long password',
      { ...ok, password: 'x'.repeat(17), confirmPassword: 'x'.repeat(17) },
      'password',
    ],
    ['a different confirmation', { ...ok, confirmPassword: 'Secret124' }, 'confirmPassword'],
  ])('%s', (_name, input, field) => {
    const result = checkDownline(input);
    expect(result.ok ? null : result.failure.field).toBe(field);
  });

  it('trims the username and applies the merchant patterns', () => {
    expect(checkDownline({ ...ok, username: '  newdown01 ' })).toEqual({
      ok: true,
      value: ok,
    });
    const digitsRequired = { password: '^(?=.*\\d).+$' };
    const letters = { ...ok, password: 'Secretpw', confirmPassword: 'Secretpw' };
    expect(checkDownline(letters, digitsRequired).ok).toBe(false);
    expect(checkDownline(ok, digitsRequired).ok).toBe(true);
    expect(checkDownline(ok, { password: '([' }).ok).toBe(true);
  });
});

describe('periods', () => {
  it('opens on the last 7 days and sends whole days', () => {
    const period = defaultPeriod('2026-11-21');
    expect(period).toEqual({ start: '2026-11-15', end: '2026-11-21' });
    expect(wirePeriod(period)).toEqual({ startDate: '2026-11-15', endDate: '2026-11-21' });
  });

  it.each([
    [{ start: '2026-10-23', end: '2026-11-21' }, true],
    [{ start: '2026-10-22', end: '2026-11-21' }, false],
    [{ start: '2026-11-21', end: '2026-11-21' }, true],
    [{ start: '2026-11-22', end: '2026-11-21' }, false],
  ])('%j allowed: %j', (range, allowed) => {
    expect(isAllowedPeriod(range)).toBe(allowed);
  });
});

describe('answers', () => {
  it.each([
    [null, { content: [], totalPages: 0, totalElements: 0 }],
    [
      { content: 'x', totalPages: '2' },
      { content: [], totalPages: 0, totalElements: 0 },
    ],
    [
      { content: [{ a: 1 }, null, 3], totalPages: 2, totalElements: 12 },
      { content: [{ a: 1 }], totalPages: 2, totalElements: 12 },
    ],
  ])('reads the page %j', (value, page) => {
    expect(pageOf(value)).toEqual(page);
  });

  it('reads totals, 0 when missing', () => {
    expect(totalsOf({ totals: { bets: 12.5, profit: 'x' } }, ['bets', 'profit', 'bonus'])).toEqual({
      bets: 12.5,
      profit: 0,
      bonus: 0,
    });
  });

  it.each([
    [{ errorCode: 'register.username.exists' }, { key: 'error_username_taken' }],
    [{ errorCode: 'request.replayed' }, { key: 'error_replayed' }],
    [{ errorCode: 'balance.not.enough' }, { key: 'error_balance' }],
    [{ errorCode: 'transfer.amount.limit' }, { key: 'error_limit' }],
    [{ errorCode: 'other', message: 'Server says no' }, { text: 'Server says no' }],
    [{ kind: 'timeout' }, { key: 'error_network' }],
    [undefined, { key: 'error_unknown' }],
  ])('the message of %j', (error, message) => {
    expect(errorMessageOf(error)).toEqual(message);
  });
});

describe('affiliate links', () => {
  it.each([
    ['https://site.example', 'AFF0041', 'https://site.example/register?affiliateCode=AFF0041'],
    ['https://site.example/', 'A B', 'https://site.example/register?affiliateCode=A%20B'],
  ])('%s + %s', (origin, code, url) => {
    expect(affiliateUrl(origin, code)).toBe(url);
  });
});
