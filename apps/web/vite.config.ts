import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { parseDomainList, siteMerchantsPlugin } from '@site/theme/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { bootFramePlugin } from './build/boot-frame-plugin.ts';
import { bootFramePreview } from './build/boot-pages.ts';
import { compileHints } from './build/compile-hints.ts';
import {
  APP_INPUT,
  bootModules,
  initialChunkGroups,
  isInitialChunk,
  preloadApp,
} from './build/initial-chunks.ts';
import { spreadPreloadLinks } from './build/spread-preload-links.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * react-router's package exports point every condition at its development build, dev warnings
 * and checks included (remix-run/react-router#14102). The production build ships beside it; a
 * production build of the site takes that one. The exact specifier only: every import of
 * `react-router` must resolve to one copy, or the router's contexts would be two.
 */
function reactRouterProductionBuild(): string {
  const manifest = createRequire(import.meta.url).resolve('react-router/package.json');
  return path.join(path.dirname(manifest), 'dist/production/index.mjs');
}

/**
 * The placeholder Vite writes as the nonce of index.html's scripts, styles and its
 * `<meta property="csp-nonce">` (which styled-components reads). The production server replaces
 * it with a fresh value per response (deploy/nginx.conf.template, ADR 0151).
 */
const CSP_NONCE_PLACEHOLDER = 'SITE_CSP_NONCE';

/** index.html and the other merchants' index pages (ADR 0204). */
const INDEX_PAGE = /^index(-[\w-]+)?\.html$/;

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
        // The index pages are sent with a fresh nonce per response: never precompressed.
        if (!COMPRESSIBLE.test(file) || INDEX_PAGE.test(path.basename(file))) continue;
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
  const boot = bootModules('index.html');
  const merchants = siteMerchantsPlugin({
    root: workspaceRoot,
    fixedMerchant: env.SITE_MERCHANT || undefined,
    domains: parseDomainList(env.SITE_MERCHANT_DOMAINS),
  });
  const nonce = mode === 'production' ? CSP_NONCE_PLACEHOLDER : undefined;
  return {
    plugins: [
      boot,
      react(),
      merchants,
      preloadApp(APP_INPUT, nonce),
      bootFramePlugin({
        merchants: () => merchants.api.table(),
        painterModule: fileURLToPath(new URL('./src/boot/boot-frame.ts', import.meta.url)),
        cacheDir: fileURLToPath(new URL('./node_modules/.cache/boot-frame', import.meta.url)),
        nonce,
      }),
      bootFramePreview(),
      spreadPreloadLinks(),
      // V8 compiles the first load's chunks as they stream in, not function by function on the
      // main thread as they are first called (ADR 0232).
      compileHints(),
      precompress(),
      sourceMapsOutOfDist(),
    ],
    html: mode === 'production' ? { cspNonce: CSP_NONCE_PLACEHOLDER } : {},
    resolve:
      mode === 'production'
        ? { alias: [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] }
        : {},
    server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
    // Hidden source maps (ADR 0169): written for upload to an error tracker, never referenced
    // from a served file, and moved out of dist so no server hands them out.
    build: {
      target: 'es2022',
      sourcemap: 'hidden',
      manifest: true,
      // A dynamic import's preload list leaves out the first load's chunks (ADR 0157): index.html
      // has fetched them already, and listing them in every dynamic import cost 2 KiB. It leaves
      // out the imported chunk itself too (ADR 0209): `import()` fetches it at once, and each
      // `<link rel=modulepreload>` the helper appends costs about 0.3 ms of main thread.
      modulePreload: {
        resolveDependencies: (file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => !isInitialChunk(dep) && dep !== file),
      },
      rolldownOptions: {
        input: { index: 'index.html', [APP_INPUT]: 'src/main-app.tsx' },
        output: {
          // Few, large initial chunks instead of dozens of small shared ones (ADR 0156): the
          // boot module alone (it requests the theme and messages at once), the libraries every
          // page needs, and the app's own initial code. Lazy routes and sections keep rolldown's
          // automatic chunks.
          codeSplitting: {
            groups: initialChunkGroups(boot.modules),
          },
        },
      },
    },
  };
});
