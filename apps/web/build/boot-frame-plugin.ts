import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantTable } from '@site/theme/vite';
import { build, runnerImport, type Plugin } from 'vite';
import type { BootFrameConfig, BootFrameLook } from '../src/boot/boot-frame';
import { resolveMerchant } from '../src/theme/resolve-merchant';

/**
 * The boot frame (ADR 0204) in the built index pages: the module script and modulepreload links
 * move into an inert `<template id="boot-scripts">`, and a small inline script (the CSP nonce's
 * placeholder on it) paints the merchant's frame, then starts them (src/boot/boot-frame.ts).
 * One page per merchant theme, each carrying its own merchant's look only: `index.html` for the
 * merchant a host outside the domain map gets, `index-<code>.html` for the others, and
 * `boot-frames.conf` (nginx `map` entries, host -> page) for the server to pick by host.
 */

/** The host -> page entries for nginx (deploy/nginx.conf.template includes them). */
export const BOOT_FRAMES_CONF = 'boot-frames.conf';

const SCRIPT_TAG = /[ \t]*<script type="module"[^>]*><\/script>\n?/g;
const PRELOAD_TAG = /[ \t]*<link rel="modulepreload"[^>]*>\n?/g;

/**
 * Moves index.html's module scripts and modulepreload links (in their order) into the
 * template and puts the painter after it, at the end of `<body>`.
 */
export function withBootFrame(html: string, painter: string, nonce: string | undefined): string {
  const tags: { at: number; tag: string }[] = [];
  for (const pattern of [SCRIPT_TAG, PRELOAD_TAG]) {
    for (const match of html.matchAll(pattern)) {
      tags.push({ at: match.index, tag: match[0].trim() });
    }
  }
  if (!tags.some(({ tag }) => tag.startsWith('<script'))) {
    throw new Error('boot frame: index.html has no module script to hold back');
  }
  if (/<\/script/i.test(painter)) throw new Error('boot frame: the painter contains </script');
  // Each tag once (a chunk can be hinted twice); the first keeps its place.
  const held = [...new Set(tags.sort((a, b) => a.at - b.at).map(({ tag }) => tag))]
    .map((tag) => `      ${tag}`)
    .join('\n');
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  const rest = html.replace(SCRIPT_TAG, '').replace(PRELOAD_TAG, '');
  return rest.replace(
    /\n?[ \t]*<\/body>/,
    `\n    <template id="boot-scripts">\n${held}\n    </template>\n    <script${nonceAttr}>${painter.trim()}</script>\n  </body>`,
  );
}

const IMAGE = /\.(svg|png|jpe?g|webp|gif)$/;
const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Theme images as data URLs, as the site's build inlines them (themes are self-contained). */
const inlineImages: Plugin = {
  name: 'boot-frame-inline-images',
  enforce: 'pre',
  load(id) {
    const file = id.split('?')[0] ?? id;
    const ext = IMAGE.exec(file)?.[1];
    if (!ext) return undefined;
    const url =
      ext === 'svg'
        ? `data:${MIME.svg},${encodeURIComponent(readFileSync(file, 'utf8'))}`
        : `data:${MIME[ext]};base64,${readFileSync(file).toString('base64')}`;
    return `export default ${JSON.stringify(url)};`;
  },
};

interface ThemeLike {
  tokens?: { color?: { background?: unknown } };
  assets?: { logo?: unknown; favicon?: unknown };
}

/**
 * The theme's favicon as the index page's first icon link (ADR 0219), so the browser shows the
 * merchant's icon from the first byte and never asks for `/favicon.ico` (the site has none: the
 * server answered that request with the index page, and it held one of the browser's few
 * connections while the first load's chunks queued). The image passes the theme's own image
 * rule, as the logo does; none is written otherwise. The theme provider later points the same
 * link at the merchant's icon or the platform's (`useRootDocument` in @site/theme).
 */
export function withFavicon(
  html: string,
  favicon: unknown,
  isSafeImageUrl: (value: unknown) => value is string,
): string {
  if (!isSafeImageUrl(favicon)) return html;
  const href = favicon
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return html.replace(/\n?([ \t]*)<\/head>/, `\n$1  <link rel="icon" href="${href}">\n$1</head>`);
}

/**
 * The frame's values of one theme. The logo passes the theme's own image rule
 * (`isSafeImageUrl` of @site/theme, the one server templates go through) or is left out.
 */
export function lookOf(
  code: string,
  theme: ThemeLike,
  isSafeImageUrl: (value: unknown) => value is string,
): BootFrameLook {
  const background = theme.tokens?.color?.background;
  const logo = theme.assets?.logo;
  return {
    theme: code,
    background: typeof background === 'string' ? background : '',
    logo: isSafeImageUrl(logo) ? logo : '',
  };
}

/** Loads every theme of the build once, through Vite's module runner, and takes their looks. */
async function themeLooks(
  table: MerchantTable,
  cacheDir: string,
): Promise<Record<string, { look: BootFrameLook; page: (html: string) => string }>> {
  mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, 'boot-frame-themes.ts');
  writeFileSync(
    file,
    [
      ...table.included.map((m, i) => `import { theme as t${i} } from ${JSON.stringify(m.entry)};`),
      `export const themes = { ${table.included.map((m, i) => `${JSON.stringify(m.code)}: t${i}`).join(', ')} };`,
      "export { isSafeImageUrl } from '@site/theme';",
      '',
    ].join('\n'),
  );
  const { module } = await runnerImport<{
    themes: Record<string, ThemeLike>;
    isSafeImageUrl: (value: unknown) => value is string;
  }>(file, {
    configFile: false,
    logLevel: 'warn',
    plugins: [inlineImages],
  });
  return Object.fromEntries(
    Object.entries(module.themes).map(([code, t]) => [
      code,
      {
        look: lookOf(code, t, module.isSafeImageUrl),
        page: (html: string) => withFavicon(html, t.assets?.favicon, module.isSafeImageUrl),
      },
    ]),
  );
}

/** The painter as a minified script that defines `siteBootFrame.paintBootFrame`. */
async function compilePainter(painterModule: string, cacheDir: string): Promise<string> {
  const entry = path.join(cacheDir, 'boot-frame-painter.ts');
  writeFileSync(entry, `export { paintBootFrame } from ${JSON.stringify(painterModule)};\n`);
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2019',
      lib: { entry, formats: ['iife'], name: 'siteBootFrame' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results
    .flatMap((r) => ('output' in r ? r.output : []))
    .find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('boot frame: the painter did not build');
  return chunk.code.trim();
}

/** The inline script of one page: the painter, called with that page's merchant. */
export function painterScript(painter: string, config: BootFrameConfig): string {
  // `<` escaped: nothing in the configuration can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `(function(){${painter}\nsiteBootFrame.paintBootFrame(${json})})();`;
}

/** What may go into nginx's configuration as a host name: nothing else (no space, no `;`). */
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** The page of each theme, and the nginx `map` entries that send a host to its merchant's page. */
export function bootPages(
  table: Pick<MerchantTable, 'merchantCodes' | 'domainMerchants' | 'fixedMerchant'>,
): { pages: Record<string, string>; map: string } {
  const themeOf = (hostname: string) =>
    resolveMerchant({
      stored: null,
      hostname,
      domainMerchants: table.domainMerchants,
      available: table.merchantCodes,
      fixed: table.fixedMerchant,
    }).themeCode;
  // A host outside the domain map: the fixed merchant, else the default.
  const home = themeOf('');
  const pages = Object.fromEntries(
    table.merchantCodes.map((code) => [code, code === home ? 'index.html' : `index-${code}.html`]),
  );
  const lines = Object.keys(table.domainMerchants)
    .filter((host) => HOST_NAME.test(host))
    .sort()
    .flatMap((host) => {
      const page = pages[themeOf(host)];
      // `.host` (nginx `hostnames`): the host and its sub-domains, as the domain map matches.
      return page && page !== 'index.html' ? [`.${host} /${page};`] : [];
    });
  const map = [
    '# Generated by the build (apps/web/build/boot-frame-plugin.ts, ADR 0204): host -> the index',
    "# page that carries that merchant's boot frame. Every other host gets /index.html.",
    ...lines,
    '',
  ].join('\n');
  return { pages, map };
}

export interface BootFrameOptions {
  /** This build's merchants (`siteMerchantsPlugin`'s `api.table`). */
  merchants: () => MerchantTable;
  /** The painter module (src/boot/boot-frame.ts). */
  painterModule: string;
  /** Where the generated theme list is written. */
  cacheDir: string;
  /** The CSP nonce placeholder of the production build. */
  nonce: string | undefined;
}

export function bootFramePlugin(options: BootFrameOptions): Plugin {
  return {
    name: 'site-boot-frame',
    apply: 'build',
    // After Vite's own HTML step has written the tags into index.html.
    generateBundle: {
      order: 'post',
      async handler(_output, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') return;
        const table = options.merchants();
        const looks = await themeLooks(table, options.cacheDir);
        const painter = await compilePainter(options.painterModule, options.cacheDir);
        const built = String(index.source);
        const { pages, map } = bootPages(table);
        for (const [code, fileName] of Object.entries(pages)) {
          const theme = looks[code];
          if (!theme) continue;
          const script = painterScript(painter, {
            look: theme.look,
            merchantCodes: table.merchantCodes,
            domainMerchants: table.domainMerchants,
            fixedMerchant: table.fixedMerchant,
          });
          const html = theme.page(withBootFrame(built, script, options.nonce));
          if (fileName === 'index.html') index.source = html;
          else this.emitFile({ type: 'asset', fileName, source: html });
        }
        this.emitFile({ type: 'asset', fileName: BOOT_FRAMES_CONF, source: map });
      },
    },
  };
}

/** Reads `boot-frames.conf` back: host (without the leading dot) -> page. */
export function parseBootFramesConf(text: string): Record<string, string> {
  const hosts: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\.([^\s#]+)\s+(\/[\w.-]+\.html);$/.exec(line.trim());
    if (match?.[1] && match[2]) hosts[match[1]] = match[2];
  }
  return hosts;
}

/** The page nginx's `hostnames` map gives a host: the exact name, then its parent domains. */
export function pageForHost(hosts: Readonly<Record<string, string>>, hostname: string): string {
  const labels = hostname.toLowerCase().split('.');
  for (let i = 0; i < labels.length - 1; i += 1) {
    const page = hosts[labels.slice(i).join('.')];
    if (page) return page;
  }
  return hosts[hostname.toLowerCase()] ?? '/index.html';
}

/**
 * `vite preview` picks the page by host as nginx does (the browser tests run against it), from
 * the same `boot-frames.conf` the build wrote.
 */
export function bootFramePreview(): Plugin {
  return {
    name: 'site-boot-frame-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      let hosts: Record<string, string> = {};
      try {
        hosts = parseBootFramesConf(readFileSync(path.join(outDir, BOOT_FRAMES_CONF), 'utf8'));
      } catch {
        hosts = {};
      }
      // Returned: installed after Vite's own middlewares, where the platform proxy (/wps, /lgw,
      // /lotto, /res) and the files have answered theirs and the SPA fallback has turned every
      // route of the site into /index.html.
      return () => {
        server.middlewares.use((req, _res, next) => {
          if (req.url === '/index.html') {
            req.url = pageForHost(hosts, (req.headers.host ?? '').replace(/:\d+$/, ''));
          }
          next();
        });
      };
    },
  };
}
