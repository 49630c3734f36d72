#!/usr/bin/env node
// `pnpm --filter @site/perf budgets` (the last stage of `pnpm test`): the size budgets from the
// build manifest, then Lighthouse medians on the site served by `pnpm start` beside a bare React
// page. Prints every figure; exits 1 when a budget is exceeded (README, "Performance budgets").
//   BUDGETS_SIZES_ONLY=1  only the size budgets (seconds, no browser)
//   BUDGETS_RUNS=n        Lighthouse runs per page (default 3; the median counts)
//   BUDGETS_PAGES=a,b     only these pages (names from PAGES; for working on one page, never in CI)
//   BUDGETS_LHR_DIR=dir   also write each run's Lighthouse report (JSON) there, to find culprits
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import {
  FORBIDDEN_IN_ENTRY,
  gzipSizer,
  initialFiles,
  kib,
  measureBundle,
  withoutCompileHint,
} from './bundle-budgets.mjs';
import { entryByPackage } from './entry-packages.mjs';
import { measurePages } from './lighthouse-runs.mjs';
import { checkPages, NOT_YET_ENFORCED, PAGES } from './page-budgets.mjs';
import { buildBarePage, PLAIN_HTTP, SERVED_PROTOCOL, servedUrl, startSite } from './servers.mjs';

const started = Date.now();
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const perfRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(repoRoot, 'apps/web/dist');
const runs = Number(process.env.BUDGETS_RUNS ?? 3);
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** @param {string[][]} rows */
function printTable(rows) {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const [index, row] of rows.entries()) {
    console.info(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
    if (index === 0) console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

if (!existsSync(path.join(distDir, '.vite/manifest.json'))) {
  console.info('[budgets] no build manifest: building the site');
  execSync('pnpm --filter @site/web build', { cwd: repoRoot, stdio: 'inherit' });
}

/** @type {{ id: string; measured: string; limit: string; ok: boolean }[]} */
const checks = [];
const bundle = measureBundle(distDir);
console.info(
  `\n[budgets] initial JavaScript (index.html's module script and modulepreloads, gzip)`,
);
checks.push({
  id: 'entry-js',
  measured: `${kib(bundle.entry.gzip)} in ${bundle.entry.chunks} files`,
  limit: `<= ${kib(bundle.budgets.entryGzip)}`,
  ok: bundle.entry.ok,
});
checks.push({
  id: 'index-inline-js',
  measured: `${kib(bundle.inline.gzip)} (${bundle.inline.page})`,
  limit: `<= ${kib(bundle.budgets.inlineGzip)}`,
  ok: bundle.inline.ok,
});
const initial = initialFiles(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
const unhinted = withoutCompileHint(distDir, initial);
checks.push({
  id: 'entry-compile-hint',
  measured: unhinted.length
    ? `missing in ${unhinted.join(', ')}`
    : `on all ${initial.length} files`,
  limit: 'on every initial file (ADR 0232)',
  ok: unhinted.length === 0,
});
// Who the first load's bytes belong to (minified, and each package's estimated share of gzip).
const byPackage = entryByPackage(distDir, initial, gzipSizer(distDir));
printTable([
  ['package', 'minified', 'gzip (share)'],
  ...byPackage.map((row) => [row.name, kib(row.bytes), kib(row.gzip)]),
]);
for (const hit of bundle.forbidden) {
  checks.push({
    id: `entry-has-${hit.library}`,
    measured: hit.file,
    limit: 'never in the entry',
    ok: false,
  });
}
checks.push({
  id: 'entry-forbidden-libraries',
  measured: bundle.unchecked.length
    ? `cannot tell: no source map for ${bundle.unchecked.join(', ')}`
    : bundle.forbidden.length
      ? bundle.forbidden.map((h) => h.library).join(', ')
      : 'none',
  limit: `${FORBIDDEN_IN_ENTRY.map((l) => l.name).join(', ')}: none`,
  ok: bundle.forbidden.length === 0 && bundle.unchecked.length === 0,
});
console.info(
  `\n[budgets] lazy chunks (the chunk and what it loads beyond the initial JavaScript, gzip; largest 12 of ${bundle.lazy.length})`,
);
printTable([
  ['chunk', 'own', 'with its imports', 'limit'],
  ...bundle.lazy
    .slice(0, 12)
    .map((c) => [
      c.src.replace(/^(\.\.\/)+/, ''),
      kib(c.ownGzip),
      kib(c.gzip),
      `${kib(bundle.budgets.lazyGzip)}${c.ok ? '' : '  OVER'}`,
    ]),
]);
const overLazy = bundle.lazy.filter((c) => !c.ok);
checks.push({
  id: 'lazy-chunks',
  measured: `largest ${kib(bundle.lazy[0]?.gzip ?? 0)}${overLazy.length ? `; over: ${overLazy.map((c) => c.name).join(', ')}` : ''}`,
  limit: `<= ${kib(bundle.budgets.lazyGzip)} each`,
  ok: overLazy.length === 0,
});

if (process.env.BUDGETS_SIZES_ONLY !== '1') {
  const only = process.env.BUDGETS_PAGES?.split(',').map((name) => name.trim());
  const pages = only ? PAGES.filter((p) => only.includes(p.name)) : PAGES;
  console.info(
    `\n[budgets] Lighthouse mobile, median of ${runs}: building the bare React page (${seconds()})`,
  );
  const bareDist = await buildBarePage(path.join(perfRoot, 'node_modules/.cache/bare-page'));
  const sitePort = Number(process.env.BUDGETS_SITE_PORT ?? 4190);
  const barePort = sitePort + 1;
  const site = await startSite(
    repoRoot,
    {
      SITE_LISTEN: `127.0.0.1:${sitePort}`,
      SITE_API_ORIGIN: 'sandbox',
      SITE_SANDBOX_PORT: String(sitePort + 2),
      SITE_NGINX_RUNTIME_DIR: 'node_modules/.cache/site-nginx-budgets',
      SANDBOX_DATA_FILE: 'memory',
    },
    servedUrl(sitePort, '/site-merchants.json'),
  );
  const bare = await startSite(
    repoRoot,
    {
      SITE_LISTEN: `127.0.0.1:${barePort}`,
      SITE_ROOT: bareDist,
      SITE_API_ORIGIN: 'http://127.0.0.1:9',
      SITE_NGINX_RUNTIME_DIR: 'node_modules/.cache/site-nginx-bare',
    },
    servedUrl(barePort, '/'),
  );
  try {
    console.info(
      `[budgets] servers up (${seconds()}; ${PLAIN_HTTP ? 'plain HTTP/1.1' : 'HTTPS, HTTP/2'}); ${runs} x ${PAGES.length} Lighthouse runs, pages in turns`,
    );
    const figures = await measurePages(
      pages.map((p) => ({
        name: p.name,
        url: servedUrl(p.name === 'bare' ? barePort : sitePort, p.path),
      })),
      runs,
      { protocol: SERVED_PROTOCOL },
    );
    console.info('');
    printTable([
      ['page', 'performance', 'accessibility', 'LCP', 'FCP', 'TBT', 'CLS'],
      ...Object.entries(figures).map(([name, f]) => [
        name,
        String(f.performance),
        String(f.accessibility),
        `${Math.round(f.lcp)} ms`,
        `${Math.round(f.fcp)} ms`,
        `${Math.round(f.tbt)} ms`,
        f.cls.toFixed(3),
      ]),
    ]);
    checks.push(...checkPages(figures));
  } finally {
    site.stop();
    bare.stop();
  }
}

console.info(`\n[budgets] checks`);
printTable([
  ['budget', 'measured', 'limit', 'result'],
  ...checks.map((c) => [
    c.id,
    c.measured,
    c.limit,
    c.ok ? 'ok' : NOT_YET_ENFORCED.has(c.id) ? 'FAIL (not yet enforced)' : 'FAIL',
  ]),
]);
const failed = checks.filter((c) => !c.ok);
const enforcedFailures = failed.filter((c) => !NOT_YET_ENFORCED.has(c.id));
const nowPassing = checks.filter((c) => c.ok && NOT_YET_ENFORCED.has(c.id));
console.info(
  `\n[budgets] ${failed.length} budget(s) exceeded, ${enforcedFailures.length} of them enforced` +
    ` (${NOT_YET_ENFORCED.size} checks not yet enforced: tooling/perf/src/page-budgets.mjs)`,
);
if (nowPassing.length) {
  console.info(
    `[budgets] within their limit now, enforce them: ${nowPassing.map((c) => c.id).join(', ')}`,
  );
}
console.info(`[budgets] stage time ${seconds()}`);
process.exitCode = enforcedFailures.length ? 1 : 0;
