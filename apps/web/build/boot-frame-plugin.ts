import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { MerchantTable } from '@site/theme/vite';
import { build, type Plugin } from 'vite';
import type { BootFrameConfig } from '../src/boot/boot-frame';
import { themeLooks } from './boot-frame-themes';
import { BOOT_FRAMES_CONF, bootPages } from './boot-pages';

/**
 * The boot frame (ADR 0204) in the built index pages: the module script and modulepreload links
 * move into an inert `<template id="boot-scripts">`, and a small inline script (the CSP nonce's
 * placeholder on it) paints the merchant's frame, then starts them (src/boot/boot-frame.ts).
 * One page per merchant theme, each carrying its own merchant's look only: `index.html` for the
 * merchant a host outside the domain map gets, `index-<code>.html` for the others, and
 * `boot-frames.conf` (nginx `map` entries, host -> page) for the server to pick by host.
 * What each theme contributes (its look, its favicon) is read in boot-frame-themes.ts; which page
 * a host gets, in boot-pages.ts.
 */

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
