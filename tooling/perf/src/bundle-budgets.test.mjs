import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  COMPILE_HINT,
  initialFiles,
  inlineScripts,
  measureBundle,
  withoutCompileHint,
} from './bundle-budgets.mjs';
import { checkPages } from './page-budgets.mjs';
import { renderTemplate } from '@site/scripts/start-config.mjs';

/** A fake build: files with given gzip sizes (the sizer is injected), a manifest, index.html. */
function fakeBuild({ html, manifest, sources = {} }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'index.html'), html);
  return { dir, sourcesOf: (file) => sources[file] ?? [] };
}

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/main-app.tsx', 'src/lazy.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  'src/main-app.tsx': {
    file: 'assets/main-app.js',
    src: 'src/main-app.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_big.js'],
  },
  '_big.js': { file: 'assets/big.js' },
  'src/lazy.tsx': {
    file: 'assets/lazy.js',
    src: 'src/lazy.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_swiper.js'],
  },
  '_swiper.js': { file: 'assets/swiper.js' },
};
const html =
  '<script type="module" crossorigin src="/assets/index.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/assets/react.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/main-app.js">\n' +
  '<link rel="modulepreload" crossorigin href="/assets/big.js">\n' +
  '<link rel="stylesheet" href="/assets/site.css">';
const sizes = {
  'assets/index.js': 3000,
  'assets/react.js': 60_000,
  'assets/main-app.js': 40_000,
  'assets/big.js': 50_000,
  'assets/lazy.js': 2_000,
  'assets/swiper.js': 28_000,
};

test('the initial JavaScript is the module script and every modulepreload', () => {
  assert.deepEqual(initialFiles(html), [
    'assets/index.js',
    'assets/react.js',
    'assets/main-app.js',
    'assets/big.js',
  ]);
});

test('the inline scripts of an index page are measured against their own budget', () => {
  assert.deepEqual(
    inlineScripts(
      '<script type="module" src="/a.js"></script><script nonce="N">paint()</script><script></script>',
    ),
    ['paint()'],
  );
  const page = `${html}\n<script nonce="N">${'x'.repeat(40)}</script>`;
  const build = fakeBuild({ html: page, manifest });
  const measured = measureBundle(build.dir, {
    sizeOf: (f) => sizes[f] ?? 0,
    sourcesOf: build.sourcesOf,
  });
  assert.equal(measured.inline.page, 'index.html');
  assert.ok(measured.inline.gzip > 0 && measured.inline.ok);
  const tight = measureBundle(build.dir, {
    sizeOf: (f) => sizes[f] ?? 0,
    sourcesOf: build.sourcesOf,
    budgets: { entryGzip: 180_000, lazyGzip: 60_000, inlineGzip: 5 },
  });
  assert.equal(tight.inline.ok, false);
  assert.equal(tight.ok, false);
});

test('the entry budget sums the initial files; a lazy chunk counts what it adds', () => {
  const build = fakeBuild({ html, manifest });
  const result = measureBundle(build.dir, {
    sizeOf: (f) => sizes[f] ?? 0,
    sourcesOf: build.sourcesOf,
  });
  assert.equal(result.entry.gzip, 153_000);
  assert.equal(result.entry.ok, true);
  assert.deepEqual(
    result.lazy.map((c) => [c.name, c.gzip]),
    [['lazy', 30_000]],
  );
  assert.equal(result.ok, true);

  const tight = measureBundle(build.dir, {
    sizeOf: (f) => sizes[f] ?? 0,
    sourcesOf: build.sourcesOf,
    budgets: { entryGzip: 150_000, lazyGzip: 20_000, inlineGzip: 2048 },
  });
  assert.equal(tight.entry.ok, false);
  assert.equal(tight.lazy[0]?.ok, false);
  assert.equal(tight.ok, false);
});

test('a forbidden library in an initial chunk fails the bundle', () => {
  const build = fakeBuild({
    html,
    manifest,
    sources: {
      'assets/big.js': [
        '../../node_modules/.pnpm/dompurify@3.4.18/node_modules/dompurify/dist/purify.es.mjs',
      ],
    },
  });
  const result = measureBundle(build.dir, {
    sizeOf: (f) => sizes[f] ?? 0,
    sourcesOf: build.sourcesOf,
  });
  assert.deepEqual(result.forbidden, [{ library: 'DOMPurify', file: 'assets/big.js' }]);
  assert.equal(result.ok, false);
});

test('page checks: thresholds, login LCP against the bare page, home LCP', () => {
  const page = (over = {}) => ({
    performance: 96,
    accessibility: 100,
    lcp: 1200,
    fcp: 900,
    tbt: 0,
    cls: 0,
    failedAudits: [],
    ...over,
  });
  const ok = checkPages({
    bare: page({ lcp: 1000 }),
    home: page({ lcp: 2400 }),
    login: page({ lcp: 1300 }),
  });
  assert.equal(
    ok.every((c) => c.ok),
    true,
  );
  const bad = checkPages({
    bare: page({ lcp: 1000 }),
    home: page({ lcp: 2600, cls: 0.1 }),
    login: page({ lcp: 1400, performance: 94 }),
  });
  assert.deepEqual(
    bad
      .filter((c) => !c.ok)
      .map((c) => c.id)
      .sort(),
    ['home.cls', 'home.lcp', 'login.lcp-ratio', 'login.performance'],
  );
});

test('the nginx template: every SITE_ variable filled, nginx variables left, a missing one named', () => {
  const out = renderTemplate('listen ${SITE_LISTEN}; add_header X $request_id;', {
    SITE_LISTEN: '8080',
  });
  assert.equal(out, 'listen 8080; add_header X $request_id;');
  assert.throws(() => renderTemplate('root ${SITE_ROOT};', {}), /SITE_ROOT/);
});

test('deploy/site.env fills every variable of deploy/nginx.conf.template', async () => {
  const { renderNginxConfig, siteSettings } = await import('@site/scripts/start-config.mjs');
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const config = renderNginxConfig(repoRoot, siteSettings(repoRoot, {}, { brotliModule: '/none' }));
  assert.doesNotMatch(config.replace(/^#.*$/gm, ''), /\$\{SITE_/);
  assert.match(config, /frame-ancestors 'none'/);
  assert.match(config, /'nonce-\$request_id'/);
  assert.doesNotMatch(config, /^\s*brotli_static on;/m);
  const withBrotli = renderNginxConfig(
    repoRoot,
    siteSettings(repoRoot, { SITE_NGINX_BROTLI: 'on' }),
  );
  assert.match(withBrotli, /load_module .*brotli_static/);
});

test('TLS: a certificate makes nginx the HTTPS edge with HTTP/2; none keeps plain HTTP/1.1', async () => {
  const { renderNginxConfig, siteSettings, tlsSettings } =
    await import('@site/scripts/start-config.mjs');
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  const plain = renderNginxConfig(repoRoot, siteSettings(repoRoot, {}, { brotliModule: '/none' }));
  assert.match(plain, /^\s*listen 127\.0\.0\.1:8080;$/m);
  assert.doesNotMatch(plain, /ssl_certificate/);
  const tls = renderNginxConfig(
    repoRoot,
    siteSettings(
      repoRoot,
      { SITE_TLS_CERT: '/etc/site/cert.pem', SITE_TLS_KEY: '/etc/site/key.pem' },
      { brotliModule: '/none' },
    ),
  );
  assert.match(tls, /^\s*listen 127\.0\.0\.1:8080 ssl http2;$/m);
  assert.match(
    tls,
    /ssl_certificate \/etc\/site\/cert\.pem; ssl_certificate_key \/etc\/site\/key\.pem;/,
  );
  const selfSigned = tlsSettings({
    SITE_TLS_CERT: 'self-signed',
    SITE_NGINX_RUNTIME_DIR: '/run/x',
  });
  assert.match(selfSigned.SITE_NGINX_TLS ?? '', /ssl_certificate \/run\/x\/self-signed\.crt;/);
  assert.throws(() => tlsSettings({ SITE_TLS_CERT: '/etc/site/cert.pem' }), /SITE_TLS_KEY/);
});

test("a run's document protocol is read from the report's requests", async () => {
  const { documentProtocol } = await import('./lighthouse-runs.mjs');
  const lhr = (/** @type {{ resourceType: string; protocol: string }[]} */ items) => ({
    audits: { 'network-requests': { details: { items } } },
  });
  assert.equal(
    documentProtocol(
      lhr([
        { resourceType: 'Other', protocol: 'data' },
        { resourceType: 'Document', protocol: 'h2' },
      ]),
    ),
    'h2',
  );
  assert.equal(documentProtocol(lhr([{ resourceType: 'Script', protocol: 'h2' }])), 'unknown');
  assert.equal(documentProtocol({ audits: {} }), 'unknown');
});

test('an initial chunk without a source map is searched for the libraries by name', () => {
  const build = fakeBuild({ html, manifest });
  writeFileSync(path.join(build.dir, 'runtime.js'), 'const x = 1;');
  mkdirSync(path.join(build.dir, 'assets'));
  writeFileSync(path.join(build.dir, 'assets/big.js'), 'window.DOMPurify = {};');
  writeFileSync(path.join(build.dir, 'assets/react.js'), 'export const r = 1;');
  const result = measureBundle(build.dir, {
    sizeOf: (f) => sizes[f] ?? 0,
    sourcesOf: (file) => (file === 'assets/big.js' || file === 'assets/react.js' ? null : []),
  });
  assert.deepEqual(result.forbidden, [{ library: 'DOMPurify', file: 'assets/big.js' }]);
  assert.deepEqual(result.unchecked, []);
  assert.equal(result.ok, false);
});

test('an initial file without the compile hint on its first line is named (ADR 0232)', () => {
  const build = fakeBuild({ html, manifest });
  mkdirSync(path.join(build.dir, 'assets'));
  writeFileSync(path.join(build.dir, 'assets/index.js'), `${COMPILE_HINT}\nimport './react.js';`);
  // The hint further down, or with nothing after it on its line, is not read by V8.
  writeFileSync(path.join(build.dir, 'assets/react.js'), `export const r = 1;\n${COMPILE_HINT}\n`);
  writeFileSync(path.join(build.dir, 'assets/big.js'), `${COMPILE_HINT} export const b = 1;`);
  assert.deepEqual(
    withoutCompileHint(build.dir, ['assets/index.js', 'assets/react.js', 'assets/big.js']),
    ['assets/react.js', 'assets/big.js'],
  );
  // A file the build did not write counts as without it.
  assert.deepEqual(withoutCompileHint(build.dir, ['assets/gone.js']), ['assets/gone.js']);
});
