import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent, formatRate } from './format-rules';

describe('section 1: money with pt-BR for BRL, otherwise zh, 2 decimals', () => {
  it.each([
    [1234.5, {}, '1,234.50'],
    [1234.5, { currency: 'CNY' }, '1,234.50'],
    [1234.5, { currency: 'BRL' }, '1.234,50'],
    [null, {}, '-'],
    ['12', {}, '-'],
  ])('%j with %j reads %s', (value, format, text) => {
    expect(formatAmount(value, format)).toBe(text);
  });
});

describe('section 3: "rateType P percent or fixed"', () => {
  it.each([
    ['P', 0.3, {}, '0.30%'],
    ['P', 12, {}, '12.00%'],
    ['F', 100, {}, '100.00'],
    ['F', 100, { currency: 'BRL' }, '100,00'],
    [undefined, 5, {}, '5.00'],
    ['P', undefined, {}, '-'],
  ])('rateType %s rate %j reads %s', (rateType, rate, format, text) => {
    expect(formatRate(rateType, rate, format)).toBe(text);
  });
  it('percent has 2 decimals', () => {
    expect(formatPercent(0.125)).toBe('0.13%');
  });
});
