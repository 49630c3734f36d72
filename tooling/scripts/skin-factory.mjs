#!/usr/bin/env node
// The skin factory at scale (README, "Performance budgets"; ADR 0154): copies the workspace to a
// temporary folder, builds the site with its 4 merchant skins, generates 16 more with
// `pnpm new-merchant` (no hand edit outside themes/<code>), builds with 20, twice each in turns,
// and checks: build time with 20 at most 1.3x with 4, every theme chunk at most 5 KiB gzip, and
// no theme chunk in what a visitor loads before the merchant is known.
//   node tooling/scripts/skin-factory.mjs [--keep]
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initialFiles } from '../perf/src/bundle-budgets.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const LIMITS = { buildRatio: 1.3, themeGzip: 5 * 1024 };
const ROUNDS = 2;
const started = Date.now();

const SKIP = new Set([
  '.git',
  'dist',
  'storybook-static',
  'test-results',
  'playwright-report',
  '.turbo',
  'coverage',
  '.cache',
  '.vite',
]);

/** A copy of the workspace: sources and the packages' node_modules link farms; the store linked. */
function copyWorkspace() {
  const copy = mkdtempSync(path.join(tmpdir(), 'skin-factory-'));
  for (const name of readdirSync(repoRoot)) {
    if (SKIP.has(name) || name === 'node_modules') continue;
    cpSync(path.join(repoRoot, name), path.join(copy, name), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (file) => !SKIP.has(path.basename(file)),
    });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

/** @param {string} copy */
function build(copy) {
  const web = path.join(copy, 'apps/web');
  const t0 = process.hrtime.bigint();
  execFileSync(
    process.execPath,
    [path.join(web, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: web,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SITE_MERCHANT: '' },
    },
  );
  return Number(process.hrtime.bigint() - t0) / 1e9;
}

/** @param {string} copy */
function inspectBuild(copy) {
  const dist = path.join(copy, 'apps/web/dist');
  const merchants = JSON.parse(readFileSync(path.join(dist, 'site-merchants.json'), 'utf8'));
  const themes = Object.entries(merchants.themes).map(([code, t]) => ({ code, ...t }));
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const themeFiles = new Set(themes.map((t) => t.file));
  const initial = initialFiles(readFileSync(path.join(dist, 'index.html'), 'utf8'));
  const themesInInitial = initial.filter(
    (f) => themeFiles.has(f) || /theme-/.test(path.basename(f)),
  );
  // A theme chunk must only be reached by a dynamic import, never statically imported.
  const staticImporters = Object.values(manifest).filter((chunk) =>
    (chunk.imports ?? []).some((key) => themeFiles.has(manifest[key]?.file)),
  );
  return { themes, themesInInitial, staticImporters: staticImporters.map((c) => c.file) };
}

const copy = copyWorkspace();
console.info(
  `[skin-factory] workspace copied to ${copy} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
const existing = readdirSync(path.join(copy, 'themes')).filter((d) =>
  existsSync(path.join(copy, 'themes', d, 'package.json')),
);
const parking = path.join(copy, '.parked-themes');
const generated = [];
for (let i = 1; generated.length + existing.length < 20; i += 1) {
  const code = `skin${String(i).padStart(2, '0')}`;
  const brand = `#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, '0')}`;
  execFileSync(
    process.execPath,
    [
      path.join(copy, 'tooling/scripts/new-merchant.mjs'),
      code,
      '--root',
      copy,
      '--no-install',
      '--brand',
      brand,
      '--name',
      `SKIN ${i}`,
    ],
    { stdio: 'ignore' },
  );
  // The link farm pnpm install would create: the same as the skin it was made from.
  cpSync(
    path.join(copy, 'themes/default/node_modules'),
    path.join(copy, 'themes', code, 'node_modules'),
    { recursive: true, verbatimSymlinks: true },
  );
  generated.push(code);
}
cpSync(path.join(copy, 'themes'), parking, { recursive: true, verbatimSymlinks: true });

const setSkins = (/** @type {number} */ count) => {
  rmSync(path.join(copy, 'themes'), { recursive: true, force: true });
  cpSync(parking, path.join(copy, 'themes'), { recursive: true, verbatimSymlinks: true });
  if (count === existing.length)
    for (const code of generated) rmSync(path.join(copy, 'themes', code), { recursive: true });
};

/** @type {Record<number, number[]>} */
const times = { [existing.length]: [], 20: [] };
let last20 = null;
build(copy); // warm-up: file system and module caches, not measured
for (let round = 0; round < ROUNDS; round += 1) {
  for (const count of [existing.length, 20]) {
    setSkins(count);
    const seconds = build(copy);
    times[count]?.push(seconds);
    console.info(
      `[skin-factory] round ${round + 1}: ${count} skins built in ${seconds.toFixed(1)} s`,
    );
    if (count === 20) last20 = inspectBuild(copy);
  }
}
const best = (/** @type {number[]} */ list) => Math.min(...list);
const t4 = best(times[existing.length] ?? []);
const t20 = best(times[20] ?? []);
const ratio = t20 / t4;
const result = last20 ?? inspectBuild(copy);
const largest = [...result.themes].sort((a, b) => b.gzipBytes - a.gzipBytes)[0];
const overTheme = result.themes.filter((t) => t.gzipBytes > LIMITS.themeGzip);

const checks = [
  [`build time, ${existing.length} skins (best of ${ROUNDS})`, `${t4.toFixed(1)} s`, '', true],
  [`build time, 20 skins (best of ${ROUNDS})`, `${t20.toFixed(1)} s`, '', true],
  ['ratio 20 / 4', ratio.toFixed(2), `<= ${LIMITS.buildRatio}`, ratio <= LIMITS.buildRatio],
  [
    'largest theme chunk (gzip)',
    `${((largest?.gzipBytes ?? 0) / 1024).toFixed(2)} KiB (${largest?.code})`,
    '<= 5 KiB',
    overTheme.length === 0,
  ],
  [
    'theme chunks in the initial JavaScript',
    result.themesInInitial.join(', ') || 'none',
    'none',
    result.themesInInitial.length === 0,
  ],
  [
    'chunks importing a theme statically',
    result.staticImporters.join(', ') || 'none',
    'none',
    result.staticImporters.length === 0,
  ],
  ['theme chunks built', String(result.themes.length), '20', result.themes.length === 20],
];
console.info('');
for (const [what, measured, limit, ok] of checks) {
  console.info(
    `${String(what).padEnd(42)} ${String(measured).padEnd(24)} ${String(limit).padEnd(8)} ${ok ? 'ok' : 'FAIL'}`,
  );
}
console.info(`\n[skin-factory] total ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (!process.argv.includes('--keep')) rmSync(copy, { recursive: true, force: true });
else console.info(`[skin-factory] kept ${copy}`);
process.exitCode = checks.every((c) => c[3]) ? 0 : 1;
