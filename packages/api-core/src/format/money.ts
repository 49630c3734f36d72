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

/** The locale for a currency (section 1): pt-BR for BRL, otherwise zh. */
export function moneyLocale(currency?: string): 'pt-BR' | 'zh' {
  return currency?.toUpperCase() === 'BRL' ? 'pt-BR' : 'zh';
}

/** The group and decimal separators of each money locale, as `Intl.NumberFormat` writes them. */
const SEPARATORS = {
  zh: { group: ',', decimal: '.' },
  'pt-BR': { group: '.', decimal: ',' },
} as const;

/** Adds one to a string of decimal digits ("199" gives "200", "99" gives "100"). */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * A non-negative finite number rounded to `decimals` places, as a whole part and a fraction. Like
 * `Intl.NumberFormat`, it rounds the number's shortest decimal form (the one `String` writes: 1.005
 * is "1.005", so 1.01), half away from zero.
 */
function roundDecimal(value: number, decimals: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [int = '0', frac = ''] = mantissa.split('.');
  const digits = `${int}${frac}`;
  const point = int.length + Number(exponent);
  const keep = point + decimals;
  let kept = keep <= 0 ? '' : digits.slice(0, keep).padEnd(keep, '0');
  if (keep >= 0 && (digits[keep] ?? '0') >= '5') kept = increment(kept.padStart(1, '0'));
  const width = Math.max(kept.length, decimals + 1);
  const all = kept.padStart(width, '0');
  const whole = all.slice(0, all.length - decimals).replace(/^0+(?=\d)/, '');
  return { whole, fraction: all.slice(all.length - decimals) };
}

/**
 * Formats an amount: grouped by thousands, 2 decimals, the symbol in front (F) or behind (B).
 *
 * It writes what `Intl.NumberFormat(locale, { minimum/maximumFractionDigits })` writes for the two
 * money locales, without `Intl`: the page's first `Intl.NumberFormat` loads the number data of the
 * browser's ICU, 25 to 45 ms on the 2-core machine and four times that on Lighthouse's mobile CPU,
 * and the home page's jackpot paid it as one long task. An amount that rounds to zero has no minus sign.
 */
export function formatMoney(amount: number, format: MoneyFormat = {}): string {
  const decimals = Math.min(Math.max(Math.trunc(format.decimals ?? 2), 0), 20);
  const { group, decimal } = SEPARATORS[moneyLocale(format.currency)];
  const value = Number.isFinite(amount) ? amount : 0;
  const { whole, fraction } = roundDecimal(Math.abs(value), decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  const number = `${sign}${grouped}${decimals > 0 ? `${decimal}${fraction}` : ''}`;
  if (!format.symbol) return number;
  return format.position === 'B' ? `${number} ${format.symbol}` : `${format.symbol}${number}`;
}
