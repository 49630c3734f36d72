import { selectCurrencyFormat, useSiteSelector, type MoneyFormat } from '@site/api-core';
import { useMemo } from 'react';

/** The site's money format: the member's currency (pt-BR for BRL, otherwise zh), 2 decimals. */
export function useMoneyFormat(): MoneyFormat {
  const currency = useSiteSelector(selectCurrencyFormat).currency;
  return useMemo(() => ({ currency, decimals: 2 }), [currency]);
}
