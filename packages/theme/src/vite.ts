import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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
  /** Extra host -> merchant entries, e.g. from env `SITE_MERCHANT_DOMAINS=a.com=aurum,b.com=lumen`. */
  domains?: Record<string, string>;
}

export const VIRTUAL_MERCHANTS_ID = 'virtual:site-merchants';
const RESOLVED_ID = `\0${VIRTUAL_MERCHANTS_ID}`;
/** Emitted next to the build: the theme chunk of each merchant and its size. */
export const MERCHANTS_MANIFEST = 'site-merchants.json';

interface PackageJson {
  name?: string;
  main?: string;
  exports?: Record<string, unknown>;
  site?: { kind?: string; merchant?: string; domains?: unknown };
}

const CODE = /^[a-z][a-z0-9-]*$/;

/** Reads `themes/*\/package.json`; the order is alphabetical with `default` first. */
export function discoverMerchants(root: string): DiscoveredMerchant[] {
  const themesDir = path.join(root, 'themes');
  if (!existsSync(themesDir)) return [];
  const found: DiscoveredMerchant[] = [];
  for (const name of readdirSync(themesDir)) {
    const dir = path.join(themesDir, name);
    const pkgFile = path.join(dir, 'package.json');
    if (!statSync(dir).isDirectory() || !existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as PackageJson;
    const code = pkg.site?.merchant;
    if (pkg.site?.kind !== 'theme' || typeof code !== 'string' || !CODE.test(code)) continue;
    const exported = pkg.exports?.['.'];
    const entry = typeof exported === 'string' ? exported : (pkg.main ?? './src/index.ts');
    const domains = Array.isArray(pkg.site.domains)
      ? pkg.site.domains.filter((d): d is string => typeof d === 'string')
      : [];
    found.push({ code, packageName: pkg.name ?? name, dir, entry: path.join(dir, entry), domains });
  }
  return found.sort((a, b) =>
    a.code === 'default' ? -1 : b.code === 'default' ? 1 : a.code.localeCompare(b.code),
  );
}

/** Parses `host=merchant,host=merchant`. */
export function parseDomainList(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (text ?? '').split(',')) {
    const [host, code] = pair.split('=').map((s) => s.trim());
    if (host && code) out[host.toLowerCase()] = code;
  }
  return out;
}

/** The source of `virtual:site-merchants`. */
export function merchantsModuleSource(
  merchants: readonly DiscoveredMerchant[],
  fixedMerchant: string | undefined,
  extraDomains: Record<string, string> = {},
): string {
  const included = fixedMerchant ? merchants.filter((m) => m.code === fixedMerchant) : merchants;
  if (fixedMerchant && included.length === 0) {
    throw new Error(
      `SITE_MERCHANT=${fixedMerchant} but no themes/*/package.json declares that merchant (found: ${merchants
        .map((m) => m.code)
        .join(', ')}). Run pnpm new-merchant ${fixedMerchant}.`,
    );
  }
  const domains: Record<string, string> = {};
  for (const m of included) for (const host of m.domains) domains[host.toLowerCase()] = m.code;
  for (const [host, code] of Object.entries(extraDomains)) {
    if (included.some((m) => m.code === code)) domains[host] = code;
  }
  const loaders = included
    .map((m) => `  ${JSON.stringify(m.code)}: () => import(${JSON.stringify(m.entry)}),`)
    .join('\n');
  return [
    `export const merchantCodes = ${JSON.stringify(included.map((m) => m.code))};`,
    `export const fixedMerchant = ${JSON.stringify(fixedMerchant ?? null)};`,
    `export const domainMerchants = ${JSON.stringify(domains)};`,
    `export const themeLoaders = {\n${loaders}\n};`,
    '',
  ].join('\n');
}

/**
 * Discovers the merchant theme packages and exposes them as `virtual:site-merchants`, each theme
 * behind its own dynamic import (its own chunk, named `theme-<code>-<hash>.js`). A new folder in
 * `themes/` is picked up on the next start or build with no code change.
 */
export function siteMerchantsPlugin(options: SiteMerchantsOptions): Plugin {
  const fixedMerchant = options.fixedMerchant ?? (process.env.SITE_MERCHANT || undefined);
  const extraDomains = { ...parseDomainList(process.env.SITE_MERCHANT_DOMAINS), ...options.domains };
  let merchants = discoverMerchants(options.root);
  const codeOfEntry = (id: string | null | undefined) =>
    id ? merchants.find((m) => path.resolve(m.entry) === path.resolve(id.split('?')[0] ?? ''))?.code : undefined;

  return {
    name: 'site-merchants',
    config() {
      return {
        build: {
          // Theme images are small SVGs: inline them so a theme is one self-contained chunk.
          assetsInlineLimit: (file: string) => (file.includes(`${path.sep}themes${path.sep}`) ? true : undefined),
          rollupOptions: {
            output: {
              chunkFileNames: (chunk: { facadeModuleId?: string | null; name: string }) => {
                const code = codeOfEntry(chunk.facadeModuleId);
                return code ? `assets/theme-${code}-[hash].js` : 'assets/[name]-[hash].js';
              },
            },
          },
        },
      };
    },
    resolveId(id) {
      return id === VIRTUAL_MERCHANTS_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      merchants = discoverMerchants(options.root);
      for (const m of merchants) this.addWatchFile(path.join(m.dir, 'package.json'));
      return merchantsModuleSource(merchants, fixedMerchant, extraDomains);
    },
    configureServer(server) {
      const themesDir = path.join(options.root, 'themes');
      server.watcher.add(themesDir);
      server.watcher.on('add', (file) => {
        if (file.startsWith(themesDir) && file.endsWith(`${path.sep}package.json`)) {
          const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
          if (mod) server.moduleGraph.invalidateModule(mod);
          server.ws.send({ type: 'full-reload' });
        }
      });
    },
    generateBundle(_output, bundle) {
      const themes: Record<string, { file: string; bytes: number; gzipBytes: number }> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const code = codeOfEntry(item.facadeModuleId);
        if (!code) continue;
        const bytes = Buffer.byteLength(item.code);
        themes[code] = { file: item.fileName, bytes, gzipBytes: gzipSync(item.code).length };
      }
      this.emitFile({
        type: 'asset',
        fileName: MERCHANTS_MANIFEST,
        source: `${JSON.stringify({ fixedMerchant: fixedMerchant ?? null, themes }, null, 2)}\n`,
      });
    },
  };
}
