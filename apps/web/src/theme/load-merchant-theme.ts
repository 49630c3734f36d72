import type { SiteTheme } from '@site/theme';
import {
  domainMerchants,
  fixedMerchant,
  merchantCodes,
  themeLoaders,
} from 'virtual:site-merchants';
import { MERCHANT_STORAGE_KEY, resolveMerchant, type ResolvedMerchant } from './resolve-merchant';

function readStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Resolves this visit's merchant and remembers it, so every call sends the same `Merchant`. */
export function currentMerchant(): ResolvedMerchant {
  const storage = readStorage();
  const resolved = resolveMerchant({
    stored: storage?.getItem(MERCHANT_STORAGE_KEY),
    hostname: window.location.hostname,
    domainMerchants,
    available: merchantCodes,
    fixed: fixedMerchant,
  });
  if (storage?.getItem(MERCHANT_STORAGE_KEY) !== resolved.merchantCode) {
    storage?.setItem(MERCHANT_STORAGE_KEY, resolved.merchantCode);
  }
  return resolved;
}

/** Loads one merchant's theme chunk (and only that one). */
export async function loadMerchantTheme(themeCode: string): Promise<SiteTheme> {
  const load = themeLoaders[themeCode];
  if (!load) throw new Error(`No theme package for merchant "${themeCode}" in this build`);
  return (await load()).theme;
}

/** The merchants this build can dress the site as. */
export const availableMerchants: readonly string[] = merchantCodes;

/** Switches merchant at run time: remembers the code and reloads into the new skin. */
export function switchMerchant(code: string): void {
  readStorage()?.setItem(MERCHANT_STORAGE_KEY, code);
  window.location.reload();
}
