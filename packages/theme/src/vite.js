// @ts-check
// Plain ESM (types in vite.d.ts) so Node loads it natively: Vite's config loader, Storybook's
// main.ts and the workspace scripts (new-merchant, screenshots) all import it without a build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const VIRTUAL_MERCHANTS_ID = 'virtual:site-merchants';
const RESOLVED_ID = `\0${VIRTUAL_MERCHANTS_ID}`;
/** Emitted next to the build: the theme chunk of each merchant and its size. */
export const MERCHANTS_MANIFEST = 'site-merchants.json';

const CODE = /^[a-z][a-z0-9-]*$/;

/**
 * Reads `themes/*\/package.json`; the order is alphabetical with `default` first.
 * @param {string} root
 * @returns {import('./vite').DiscoveredMerchant[]}
 */
export function discoverMerchants(root) {
  const themesDir = path.join(root, 'themes');
  if (!existsSync(themesDir)) return [];
  /** @type {import('./vite').DiscoveredMerchant[]} */
  const found = [];
  for (const name of readdirSync(themesDir)) {
    const dir = path.join(themesDir, name);
    const pkgFile = path.join(dir, 'package.json');
    if (!statSync(dir).isDirectory() || !existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
    const code = pkg.site?.merchant;
    if (pkg.site?.kind !== 'theme' || typeof code !== 'string' || !CODE.test(code)) continue;
    const exported = pkg.exports?.['.'];
    const entry = typeof exported === 'string' ? exported : (pkg.main ?? './src/index.ts');
    const domains = Array.isArray(pkg.site.domains)
      ? pkg.site.domains.filter((/** @type {unknown} */ d) => typeof d === 'string')
      : [];
    found.push({ code, packageName: pkg.name ?? name, dir, entry: path.join(dir, entry), domains });
  }
  return found.sort((a, b) =>
    a.code === 'default' ? -1 : b.code === 'default' ? 1 : a.code.localeCompare(b.code),
  );
}

/**
 * Parses `host=merchant,host=merchant`.
 * @param {string | undefined} text
 * @returns {Record<string, string>}
 */
export function parseDomainList(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const pair of (text ?? '').split(',')) {
    const [host, code] = pair.split('=').map((s) => s.trim());
    if (host && code) out[host.toLowerCase()] = code;
  }
  return out;
}

/**
 * The merchants of this build: every discovered one, or only the fixed one of a one-skin build,
 * with the host -> merchant map of their `site.domains` and the extra domains.
 * @param {readonly import('./vite').DiscoveredMerchant[]} merchants
 * @param {string | undefined} fixedMerchant
 * @param {Record<string, string>} [extraDomains]
 * @returns {import('./vite').MerchantTable}
 */
export function merchantTable(merchants, fixedMerchant, extraDomains = {}) {
  const included = fixedMerchant ? merchants.filter((m) => m.code === fixedMerchant) : merchants;
  if (fixedMerchant && included.length === 0) {
    throw new Error(
      `SITE_MERCHANT=${fixedMerchant} but no themes/*/package.json declares that merchant (found: ${merchants
        .map((m) => m.code)
        .join(', ')}). Run pnpm new-merchant ${fixedMerchant}.`,
    );
  }
  /** @type {Record<string, string>} */
  const domains = {};
  for (const m of included) for (const host of m.domains) domains[host.toLowerCase()] = m.code;
  for (const [host, code] of Object.entries(extraDomains)) {
    if (included.some((m) => m.code === code)) domains[host] = code;
  }
  return {
    included,
    merchantCodes: included.map((m) => m.code),
    fixedMerchant: fixedMerchant ?? null,
    domainMerchants: domains,
  };
}

/**
 * The source of `virtual:site-merchants`.
 * @param {readonly import('./vite').DiscoveredMerchant[]} merchants
 * @param {string | undefined} fixedMerchant
 * @param {Record<string, string>} [extraDomains]
 */
export function merchantsModuleSource(merchants, fixedMerchant, extraDomains = {}) {
  const table = merchantTable(merchants, fixedMerchant, extraDomains);
  const loaders = table.included
    .map((m) => `  ${JSON.stringify(m.code)}: () => import(${JSON.stringify(m.entry)}),`)
    .join('\n');
  return [
    `export const merchantCodes = ${JSON.stringify(table.merchantCodes)};`,
    `export const fixedMerchant = ${JSON.stringify(table.fixedMerchant)};`,
    `export const domainMerchants = ${JSON.stringify(table.domainMerchants)};`,
    `export const themeLoaders = {\n${loaders}\n};`,
    '',
  ].join('\n');
}

/**
 * Discovers the merchant theme packages and exposes them as `virtual:site-merchants`, each theme
 * behind its own dynamic import (its own chunk, named `theme-<code>-<hash>.js`). A new folder in
 * `themes/` is picked up on the next start or build with no code change.
 * @param {import('./vite').SiteMerchantsOptions} options
 * @returns {import('vite').Plugin}
 */
export function siteMerchantsPlugin(options) {
  const fixedMerchant = options.fixedMerchant ?? (process.env.SITE_MERCHANT || undefined);
  const extraDomains = {
    ...parseDomainList(process.env.SITE_MERCHANT_DOMAINS),
    ...options.domains,
  };
  let merchants = discoverMerchants(options.root);
  /** @param {string | null | undefined} id */
  const codeOfEntry = (id) =>
    id
      ? merchants.find((m) => path.resolve(m.entry) === path.resolve(id.split('?')[0] ?? ''))?.code
      : undefined;

  return {
    name: 'site-merchants',
    api: {
      /** This build's merchants, as `virtual:site-merchants` lists them (for other plugins). */
      table: () => merchantTable(discoverMerchants(options.root), fixedMerchant, extraDomains),
    },
    config() {
      return {
        build: {
          // Theme images are small SVGs: inline them so a theme is one self-contained chunk.
          assetsInlineLimit: (file) =>
            file.includes(`${path.sep}themes${path.sep}`) ? true : undefined,
          rollupOptions: {
            output: {
              chunkFileNames: (chunk) => {
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
      /** @type {Record<string, { file: string; bytes: number; gzipBytes: number }>} */
      const themes = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        const code = codeOfEntry(item.facadeModuleId);
        if (!code) continue;
        themes[code] = {
          file: item.fileName,
          bytes: Buffer.byteLength(item.code),
          gzipBytes: gzipSync(item.code).length,
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: MERCHANTS_MANIFEST,
        source: `${JSON.stringify({ fixedMerchant: fixedMerchant ?? null, themes }, null, 2)}\n`,
      });
    },
  };
}
