import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { parseDomainList, siteMerchantsPlugin } from '@site/theme/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The placeholder Vite writes as the nonce of index.html's scripts, styles and its
 * `<meta property="csp-nonce">` (which styled-components reads). The production server replaces
 * it with a fresh value per response (deploy/nginx.conf.template, ADR 0151).
 */
const CSP_NONCE_PLACEHOLDER = 'SITE_CSP_NONCE';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|webmanifest)$/;

/** Writes `.gz` and `.br` beside every text asset so the server sends them with no CPU work. */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'site-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        // index.html gets its CSP nonce per response, so the server compresses it after that.
        if (!COMPRESSIBLE.test(file) || path.basename(file) === 'index.html') continue;
        const source = readFileSync(file);
        if (source.length < 256) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * main.tsx is a tiny boot module that imports the app with a dynamic import beside the merchant's
 * theme chunk; this hints the app's chunks from index.html so the browser fetches them with the
 * boot module, not after it ran (ADR 0155).
 */
function preloadApp(entryName: string, nonce: string | undefined): Plugin {
  return {
    name: 'site-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const start = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(entryName));
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!start || !entry) return [];
        const preloaded = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const visit = (fileName: string) => {
          if (preloaded.has(fileName)) return;
          preloaded.add(fileName);
          files.push(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return files.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'modulepreload',
            crossorigin: true,
            href: `/${file}`,
            ...(nonce ? { nonce } : {}),
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Moves the build's `.map` files to `apps/web/sourcemaps/` (uploadable, not served). */
function sourceMapsOutOfDist(): Plugin {
  let outDir = 'dist';
  let mapsDir = 'sourcemaps';
  return {
    name: 'site-source-maps-out-of-dist',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mapsDir = path.resolve(config.root, 'sourcemaps');
    },
    closeBundle() {
      rmSync(mapsDir, { recursive: true, force: true });
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!file.endsWith('.map')) continue;
        const target = path.join(mapsDir, path.relative(outDir, file));
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(file, target);
      }
    },
  };
}

/**
 * The platform calls go to the sandbox API in development and preview; set SITE_API_ORIGIN to
 * point the same build at a real merchant platform. Every theme in themes/* is built as its own
 * chunk; SITE_MERCHANT=<code> builds a one-skin site; SITE_MERCHANT_DOMAINS=host=code,... adds
 * domain mappings to those the theme packages declare. The build writes `.vite/manifest.json`
 * (read by the budgets in tooling/perf) and precompressed `.gz`/`.br` files (served by `pnpm start`).
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiOrigin = env.SITE_API_ORIGIN ?? 'http://127.0.0.1:8787';
  const proxy = Object.fromEntries(
    ['/wps', '/lgw', '/lotto', '/res'].map((prefix) => [
      prefix,
      { target: apiOrigin, changeOrigin: true, ws: prefix === '/wps' },
    ]),
  );
  return {
    plugins: [
      react(),
      siteMerchantsPlugin({
        root: workspaceRoot,
        fixedMerchant: env.SITE_MERCHANT || undefined,
        domains: parseDomainList(env.SITE_MERCHANT_DOMAINS),
      }),
      preloadApp('/src/main-app.tsx', mode === 'production' ? CSP_NONCE_PLACEHOLDER : undefined),
      precompress(),
      sourceMapsOutOfDist(),
    ],
    html: mode === 'production' ? { cspNonce: CSP_NONCE_PLACEHOLDER } : {},
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    // Hidden source maps (ADR 0169): written for upload to an error tracker, never referenced
    // from a served file, and moved out of dist so no server hands them out.
    build: { target: 'es2022', sourcemap: 'hidden', manifest: true },
  };
});
