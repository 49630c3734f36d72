import { formatMoney, selectCurrencyFormat, useSiteSelector } from '@site/api-core';
import { useCallback } from 'react';
import { AGENT_LIMITS } from '../constants';

/** Formats amounts in the site's money format (grouped, 2 decimals, pt-BR for BRL, else zh). */
export function useMoney(): (amount: unknown) => string {
  const { currency } = useSiteSelector(selectCurrencyFormat);
  return useCallback(
    (amount: unknown) =>
      typeof amount === 'number' && Number.isFinite(amount)
        ? formatMoney(amount, { currency, decimals: AGENT_LIMITS.moneyDecimals })
        : '-',
    [currency],
  );
}

/** Whole numbers (counts) grouped the same way. */
const countFormat = new Intl.NumberFormat('zh', { maximumFractionDigits: 0 });
export const formatCount = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? countFormat.format(value) : '-';
