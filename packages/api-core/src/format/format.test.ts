import { describe, expect, it } from 'vitest';
import { dateRange, END_OF_DAY_MS, formatDate } from './date';
import { formatMoney, moneyLocale } from './money';

describe('money', () => {
  it('uses pt-BR for BRL and zh otherwise, with 2 decimals', () => {
    expect(moneyLocale('BRL')).toBe('pt-BR');
    expect(moneyLocale('CNY')).toBe('zh');
    expect(formatMoney(1234.5, { currency: 'BRL' })).toBe('1.234,50');
    expect(formatMoney(1234.5, { currency: 'CNY' })).toBe('1,234.50');
    expect(formatMoney(0.005)).toBe('0.01');
  });

  it.each([
    [0, undefined, undefined],
    [1234567.891, 'CNY', undefined],
    [1234567.891, 'BRL', undefined],
    [-1234.5, 'CNY', undefined],
    [-1234.5, 'BRL', undefined],
    [-0.001, 'CNY', undefined],
    [999.995, 'CNY', undefined],
    [1.005, 'CNY', undefined],
    [0.0049, 'CNY', undefined],
    [0.5, 'CNY', 0],
    [9.995, 'BRL', 2],
    [1e-7, 'CNY', undefined],
    [1.5e21, 'CNY', undefined],
    [123.456, 'CNY', 20],
    [100000000, 'CNY', 0],
    [12345.678, 'BRL', 3],
    [98765432.1, 'CNY', 1],
    [Number.NaN, 'CNY', undefined],
    [Number.POSITIVE_INFINITY, 'BRL', undefined],
  ])('writes %s (%s, %s decimals) as Intl.NumberFormat does', (amount, currency, decimals) => {
    // The one difference: an amount that rounds to zero shows no minus sign ("0.00", not "-0.00").
    const places = decimals ?? 2;
    const intl = new Intl.NumberFormat(moneyLocale(currency), {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    });
    const expected = intl
      .format(Number.isFinite(amount) ? amount : 0)
      .replace(/^-(?=0[.,]?0*$)/, '');
    expect(formatMoney(amount, { currency, decimals })).toBe(expected);
  });

  it('puts the symbol in front (F, default) or behind (B)', () => {
    expect(formatMoney(10, { symbol: '¥' })).toBe('¥10.00');
    expect(formatMoney(10, { symbol: '¥', position: 'F' })).toBe('¥10.00');
    expect(formatMoney(10, { currency: 'BRL', symbol: 'R$', position: 'B' })).toBe('10,00 R$');
  });
});

describe('dates', () => {
  it('formats with dayjs and tolerates empty values', () => {
    expect(formatDate(new Date(2026, 10, 21, 9, 5, 7))).toBe('2026-11-21 09:05:07');
    expect(formatDate('2026-11-21', 'DD/MM')).toBe('21/11');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('ends a range 86399000 ms after the start of its last day', () => {
    const { startTime, endTime } = dateRange('2026-11-01', '2026-11-30');
    expect(endTime - new Date(2026, 10, 30).getTime()).toBe(END_OF_DAY_MS);
    expect(startTime).toBe(new Date(2026, 10, 1).getTime());
  });
});
