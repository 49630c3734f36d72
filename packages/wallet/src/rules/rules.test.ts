import { describe, expect, it } from 'vitest';
import { mobileProblem, paymentPasswordProblem, serverErrorKey } from './form-rules';
import { pageOf, wireRange } from './history-rules';
import { amountProblem, normaliseMoneyInput, parseMoney } from './money-rules';
import { createRequestId } from './request-id';

describe('amounts typed in the site money format', () => {
  it.each([
    ['CNY', '1234.567', '1234.56'],
    ['CNY', '1,234.5', '1,234.5'],
    ['CNY', 'abc12x3', '123'],
    ['CNY', '.5', '0.5'],
    ['CNY', '1.2.3', '1.23'],
    ['CNY', ',12', '12'],
    ['BRL', '1.234,567', '1.234,56'],
    ['BRL', '12.5', '12.5'],
    ['THB', '¥ 100', '100'],
  ])('%s: typing %j keeps %j', (currency, typed, kept) => {
    expect(normaliseMoneyInput(typed, currency)).toBe(kept);
  });

  it.each([
    ['CNY', '1,234.50', 1234.5],
    ['CNY', '100', 100],
    ['CNY', '0.01', 0.01],
    ['CNY', '1.234', null],
    ['CNY', '', null],
    ['CNY', 'x', null],
    ['BRL', '1.234,50', 1234.5],
    ['BRL', '10,5', 10.5],
  ])('%s: %j reads as %j', (currency, text, amount) => {
    expect(parseMoney(text, currency)).toBe(amount);
  });
});

describe('amount limits', () => {
  const limits = { min: 100, max: 50_000, balance: 1_000 };
  it.each([
    ['', { key: 'amount_required' }],
    ['0', { key: 'amount_invalid' }],
    ['99.99', { key: 'amount_below_min', min: 100 }],
    ['50,000.01', { key: 'amount_above_max', max: 50_000 }],
    ['1,000.01', { key: 'amount_above_balance', balance: 1_000 }],
    ['100', null],
    ['1,000', null],
  ])('%j -> %j', (text, problem) => {
    expect(amountProblem(text, limits, 'CNY')).toEqual(problem);
  });

  it('deposits have no balance limit', () => {
    expect(amountProblem('20000', { min: 100, max: 50_000 }, 'CNY')).toBeNull();
  });
});

describe('payment password and mobile', () => {
  it.each([
    ['', undefined, 'payment_password_required'],
    ['12345', undefined, 'payment_password_format'],
    ['12345a', undefined, 'payment_password_format'],
    ['123456', '123457', 'payment_password_mismatch'],
    ['123456', '123456', null],
    ['123456', undefined, null],
  ])('%j / %j -> %j', (value, confirm, problem) => {
    expect(paymentPasswordProblem(value, confirm)).toBe(problem);
  });

  it.each([
    ['', 'mobile_required'],
    ['12345', 'mobile_format'],
    ['+8613912345678', 'mobile_format'],
    ['13912345678', null],
  ])('mobile %j -> %j', (value, problem) => {
    expect(mobileProblem(value)).toBe(problem);
  });
});

describe('server errors', () => {
  it.each([
    ['request.replayed', 'error_replayed'],
    ['balance.not.enough', 'error_balance'],
    ['payment.password.incorrect', 'error_payment_password'],
    ['amount.above.maximum', 'error_amount_limits'],
    ['something.else', null],
    [null, null],
  ])('%s -> %s', (code, key) => {
    expect(serverErrorKey(code)).toBe(key);
  });
});

describe('history paging', () => {
  it('sends the range from the start of the first day to the end of the last', () => {
    expect(wireRange({ start: '2026-10-24', end: '2026-11-22' })).toEqual({
      startTime: '2026-10-24 00:00:00',
      endTime: '2026-11-22 23:59:59',
    });
  });

  it.each([
    [
      { content: [1, 2], totalPages: 3, totalElements: 25, totals: { a: 1 } },
      { rows: [1, 2], pageCount: 3, total: 25, totals: { a: 1 } },
    ],
    [null, { rows: [], pageCount: 0, total: 0, totals: {} }],
    [
      { content: 'x', totalPages: 'y' },
      { rows: [], pageCount: 0, total: 0, totals: {} },
    ],
  ])('reads %j defensively', (value, read) => {
    expect(pageOf(value)).toEqual(read);
  });
});

describe('request ids', () => {
  it('are UUID-shaped hex and differ each time', () => {
    const first = createRequestId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(createRequestId()).not.toBe(first);
    expect(createRequestId((bytes) => bytes.fill(255))).toBe(
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    );
  });
});
