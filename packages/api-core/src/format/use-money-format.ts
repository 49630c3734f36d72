import { useCallback, useMemo } from 'react';
import { selectCurrencyFormat } from '../session/merchant-api';
import { useSiteSelector } from '../state/store';
import { formatMoney, type MoneyFormat } from './money';

/** The site's money format as one hook hands it to a component. */
export interface SiteMoneyFormat {
  /** The member's currency, else the merchant's (`selectCurrencyFormat`). */
  currency: string;
  /** What `formatMoney` takes: that currency, 2 decimals, no symbol. */
  options: MoneyFormat;
  /** An amount in the site's format; anything but a finite number reads "-". */
  format: (amount: unknown) => string;
}

/** Formats an amount with `options`, or "-" when it is not a finite number. */
export function formatAmountOrDash(amount: unknown, options: MoneyFormat = {}): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? formatMoney(amount, options) : '-';
}

/**
 * The site's money format (content-and-play.md section 1: pt-BR for BRL, otherwise zh, 2
 * decimals) for the currency of the merchant settings selector: one hook for every feature's
 * amounts, so wallet, agent and agent-contracts cannot disagree.
 */
export function useMoneyFormat(): SiteMoneyFormat {
  const { currency } = useSiteSelector(selectCurrencyFormat);
  const options = useMemo<MoneyFormat>(() => ({ currency, decimals: 2 }), [currency]);
  const format = useCallback((amount: unknown) => formatAmountOrDash(amount, options), [options]);
  return useMemo(() => ({ currency, options, format }), [currency, options, format]);
}
