import { formatMoney, type MoneyFormat } from '@site/api-core';

/** The product types of section 3; any other code is shown as sent. */
export const PRODUCT_TYPES = [
  'LIVE',
  'RNG',
  'CONS',
  'SPORTS',
  'LOTT',
  'FISH',
  'ELOTT',
  'PVP',
  'DEPOSIT',
] as const;
export type KnownProductType = (typeof PRODUCT_TYPES)[number];

export const isKnownProductType = (value: unknown): value is KnownProductType =>
  typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);

const percentFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** Rates are percentage points: 0.3 reads "0.30%", 12 reads "12.00%" (2 decimals, ADR 0115). */
export function formatPercent(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value)
    ? `${percentFormat.format(value)}%`
    : '-';
}

/** Money in the site's format (pt-BR for BRL, otherwise zh, 2 decimals); missing reads "-". */
export function formatAmount(value: unknown, format: MoneyFormat = {}): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatMoney(value, format) : '-';
}

/** A count (active members): a whole number, or "-". */
export function formatCount(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value)) : '-';
}

/** "rateType P percent or fixed": P is a percentage, anything else a fixed amount. */
export function formatRate(rateType: unknown, rate: unknown, format: MoneyFormat = {}): string {
  return rateType === 'P' ? formatPercent(rate) : formatAmount(rate, format);
}
