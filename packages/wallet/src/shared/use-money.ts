import { formatMoney, useWalletBalanceQuery } from '@site/api-core';
import { useCallback } from 'react';

/**
 * The site's money format for the member's currency (the session's balance answer names it):
 * pt-BR grouping for BRL, zh otherwise, two decimals (`formatMoney` of @site/api-core).
 */
export function useMoney() {
  const { data } = useWalletBalanceQuery();
  const currency = data?.currency ?? undefined;
  const format = useCallback(
    (amount: unknown) =>
      typeof amount === 'number' && Number.isFinite(amount)
        ? formatMoney(amount, currency ? { currency } : {})
        : '-',
    [currency],
  );
  return { currency, format, wallets: data?.wallets ?? [] };
}
