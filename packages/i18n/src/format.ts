/** The `{{range}}` of length messages: "6-16", or "11" when both ends are equal. */
export function lengthRange(min: number, max: number): string {
  return min === max ? String(min) : `${min}-${max}`;
}

export interface MoneyFormat {
  /** ISO currency code, e.g. CNY, BRL. */
  code: string;
  symbol: string;
  /** F: symbol in front, B: behind (default F). */
  position?: 'F' | 'B';
  decimals?: number;
}

/** Money as the spec shows it: locale pt-BR for BRL, otherwise zh; 2 decimals by default. */
export function formatMoney(
  amount: number,
  { code, symbol, position = 'F', decimals = 2 }: MoneyFormat,
): string {
  const locale = code.toUpperCase() === 'BRL' ? 'pt-BR' : 'zh';
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return position === 'B' ? `${number} ${symbol}` : `${symbol}${number}`;
}
