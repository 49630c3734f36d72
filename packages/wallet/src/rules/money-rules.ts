import { moneyLocale } from '@site/api-core';

/** The separators of the site's money format (pt-BR for BRL, zh otherwise; @site/api-core). */
export function separatorsOf(currency?: string): { decimal: string; group: string } {
  return moneyLocale(currency) === 'pt-BR'
    ? { decimal: ',', group: '.' }
    : { decimal: '.', group: ',' };
}

/**
 * What an amount field keeps of what was typed: digits, the currency's group separators and one
 * decimal separator with at most two decimals. Anything else is dropped as it is typed.
 */
export function normaliseMoneyInput(text: string, currency?: string): string {
  const { decimal, group } = separatorsOf(currency);
  let seenDecimal = false;
  let decimals = 0;
  let out = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (seenDecimal) {
        if (decimals >= 2) continue;
        decimals += 1;
      }
      out += char;
    } else if (char === decimal && !seenDecimal) {
      seenDecimal = true;
      out += out === '' ? `0${char}` : char;
    } else if (char === group && !seenDecimal && out !== '') {
      out += char;
    }
  }
  return out;
}

/** The amount an input holds in the site's money format, or null when it is not an amount. */
export function parseMoney(text: string, currency?: string): number | null {
  const { decimal, group } = separatorsOf(currency);
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const groupPattern = group === '.' ? /\./g : /,/g;
  const plain = trimmed.replace(groupPattern, '').replace(decimal, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

export interface AmountLimits {
  min?: number;
  max?: number;
  /** What the member can spend (the main wallet); omitted for deposits. */
  balance?: number;
}

/** The message key of an amount that breaks a limit, with its values; null when it is fine. */
export type AmountProblem =
  | { key: 'amount_required' }
  | { key: 'amount_invalid' }
  | { key: 'amount_below_min'; min: number }
  | { key: 'amount_above_max'; max: number }
  | { key: 'amount_above_balance'; balance: number };

export function amountProblem(
  text: string,
  limits: AmountLimits,
  currency?: string,
): AmountProblem | null {
  if (text.trim() === '') return { key: 'amount_required' };
  const amount = parseMoney(text, currency);
  if (amount === null || amount <= 0) return { key: 'amount_invalid' };
  if (limits.min !== undefined && amount < limits.min)
    return { key: 'amount_below_min', min: limits.min };
  if (limits.max !== undefined && amount > limits.max)
    return { key: 'amount_above_max', max: limits.max };
  if (limits.balance !== undefined && amount > limits.balance)
    return { key: 'amount_above_balance', balance: limits.balance };
  return null;
}
