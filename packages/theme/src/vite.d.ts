import type { Plugin } from 'vite';

/** A merchant theme package found in `themes/*` (marked `"site": { "kind": "theme" }`). */
export interface DiscoveredMerchant {
  code: string;
  packageName: string;
  dir: string;
  entry: string;
  /** Host names that select this merchant when local storage has no `merchantCode`. */
  domains: string[];
}

export interface SiteMerchantsOptions {
  /** The workspace root (the folder with `themes/`). */
  root: string;
  /** Build for this merchant only (a one-skin deployment); defaults to env `SITE_MERCHANT`. */
  fixedMerchant?: string | undefined;
  /** Extra host -> merchant entries (also read from env `SITE_MERCHANT_DOMAINS=a.com=aurum,...`). */
  domains?: Record<string, string>;
}

/** The merchants one build dresses the site as (`merchantTable`). */
export interface MerchantTable {
  included: DiscoveredMerchant[];
  merchantCodes: string[];
  fixedMerchant: string | null;
  /** Host name -> merchant code. */
  domainMerchants: Record<string, string>;
}

export declare const VIRTUAL_MERCHANTS_ID: 'virtual:site-merchants';
export declare const MERCHANTS_MANIFEST: 'site-merchants.json';
export declare function discoverMerchants(root: string): DiscoveredMerchant[];
export declare function parseDomainList(text: string | undefined): Record<string, string>;
export declare function merchantTable(
  merchants: readonly DiscoveredMerchant[],
  fixedMerchant: string | undefined,
  extraDomains?: Record<string, string>,
): MerchantTable;
export declare function merchantsModuleSource(
  merchants: readonly DiscoveredMerchant[],
  fixedMerchant: string | undefined,
  extraDomains?: Record<string, string>,
): string;
export declare function siteMerchantsPlugin(
  options: SiteMerchantsOptions,
): Plugin<{ table: () => MerchantTable }> & { api: { table: () => MerchantTable } };
