/** Local storage key of the merchant code (account-access.md section 3). */
export const MERCHANT_STORAGE_KEY = 'merchantCode';
export const DEFAULT_MERCHANT = 'default';

export interface MerchantInputs {
  /** `localStorage.merchantCode`. */
  stored: string | null | undefined;
  /** `location.hostname`. */
  hostname: string;
  /** Host -> merchant map from config. */
  domainMerchants: Readonly<Record<string, string>>;
  /** Merchants with a theme in this build. */
  available: readonly string[];
  /** The merchant of a one-skin build. */
  fixed: string | null;
}

export interface ResolvedMerchant {
  /** Sent to the platform (the `Merchant` header). */
  merchantCode: string;
  /** The theme package that dresses the site: the merchant's own, else the default. */
  themeCode: string;
  source: 'build' | 'storage' | 'domain' | 'default';
}

const CODE = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Which merchant this visit is for: a one-skin build's merchant; else local storage
 * `merchantCode`; else the host name in the domain map (exact, then parent domains); else the
 * default. A merchant with no theme package of its own wears the default theme.
 */
export function resolveMerchant({
  stored,
  hostname,
  domainMerchants,
  available,
  fixed,
}: MerchantInputs): ResolvedMerchant {
  const themeOf = (code: string) =>
    available.includes(code)
      ? code
      : available.includes(DEFAULT_MERCHANT)
        ? DEFAULT_MERCHANT
        : (available[0] ?? code);
  if (fixed) return { merchantCode: fixed, themeCode: themeOf(fixed), source: 'build' };
  if (stored && CODE.test(stored))
    return { merchantCode: stored, themeCode: themeOf(stored), source: 'storage' };
  const labels = hostname.toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    const code = domainMerchants[labels.slice(i).join('.')];
    if (code) return { merchantCode: code, themeCode: themeOf(code), source: 'domain' };
  }
  return {
    merchantCode: DEFAULT_MERCHANT,
    themeCode: themeOf(DEFAULT_MERCHANT),
    source: 'default',
  };
}
