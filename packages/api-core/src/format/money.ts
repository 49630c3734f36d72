import type { CurrencyPosition } from '../state/site-slice';

export interface MoneyFormat {
  /** ISO code: BRL formats with pt-BR, everything else with zh. */
  currency?: string;
  symbol?: string;
  /** F: symbol in front (default); B: behind. */
  position?: CurrencyPosition;
  /** Default 2. */
  decimals?: number;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The locale for a currency (section 1): pt-BR for BRL, otherwise zh. */
export function moneyLocale(currency?: string): 'pt-BR' | 'zh' {
  return currency?.toUpperCase() === 'BRL' ? 'pt-BR' : 'zh';
}

/** Formats an amount: grouped, 2 decimals, the symbol in front (F) or behind (B). */
export function formatMoney(amount: number, format: MoneyFormat = {}): string {
  const decimals = format.decimals ?? 2;
  const locale = moneyLocale(format.currency);
  const key = `${locale}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  const number = formatter.format(Number.isFinite(amount) ? amount : 0);
  if (!format.symbol) return number;
  return format.position === 'B' ? `${number} ${format.symbol}` : `${format.symbol}${number}`;
}
