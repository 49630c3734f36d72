// The module `siteMerchantsPlugin` (@site/theme/vite) generates from themes/*/package.json.
declare module 'virtual:site-merchants' {
  import type { MerchantThemeModule } from '@site/theme';

  /** Merchant codes with a theme package in this build (only one when SITE_MERCHANT is set). */
  export const merchantCodes: readonly string[];
  /** The merchant a one-skin build is fixed to, else null. */
  export const fixedMerchant: string | null;
  /** Host name -> merchant code, from each theme's `site.domains` and SITE_MERCHANT_DOMAINS. */
  export const domainMerchants: Readonly<Record<string, string>>;
  /** One dynamic import (one chunk) per merchant theme. */
  export const themeLoaders: Readonly<Record<string, () => Promise<MerchantThemeModule>>>;
}
