#!/usr/bin/env node
// @ts-check
/**
 * The API report of every library (ADR 0181).
 *
 *   node src/api-report.mjs            check: fails when a report is out of date, saying whether a
 *                                      pending changeset declares the change (run by `pnpm test`)
 *   node src/api-report.mjs --update   rewrite the reports whose change a changeset declares;
 *                                      refuse (exit 1) the others
 *
 * Each library is also packed (`pnpm pack`, publishConfig applied) and checked with
 * @arethetypeswrong/core under the esm-only profile: every entry's types must resolve for
 * bundlers and Node's ESM resolution. Needs the libraries built (turbo's `^build` does it).
 */
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { declaredBumps, explain, judge } from './api-check.mjs';
import { formatReport, renderReport, UPDATE_COMMAND } from './api-report-file.mjs';
import { readSurfaces } from './api-surface.mjs';
import { packLibraries, secondsSince } from './run.mjs';
import {
  fileSafeName,
  listLibraries,
  publishedTypeEntries,
  readJson,
  workspaceRoot,
} from './workspace.mjs';

/** Where the reports of a workspace live. */
export const reportsDirOf = (/** @type {string} */ root) => path.join(root, 'tooling/release/api');

/** Resolution kinds the esm-only profile ignores (these packages ship ESM only). */
const ESM_ONLY_IGNORED = new Set(['node10', 'node16-cjs']);

/**
 * Problems attw finds in a packed library under the esm-only profile.
 * @param {string} tarball
 * @returns {Promise<string[]>}
 */
export async function attwProblems(tarball) {
  const result = await checkPackage(
    createPackageFromTarballData(new Uint8Array(readFileSync(tarball))),
  );
  if (!result.types) return ['the package has no types'];
  return result.problems
    .filter((p) => !('resolutionKind' in p) || !ESM_ONLY_IGNORED.has(p.resolutionKind))
    .map((p) => {
      const where = 'entrypoint' in p ? ` at ${p.entrypoint}` : '';
      const kind = 'resolutionKind' in p ? ` (${p.resolutionKind})` : '';
      return `${p.kind}${where}${kind}`;
    });
}

/**
 * Checks (or, with `update`, rewrites) the API reports of a workspace's libraries.
 * @param {{ root?: string, update?: boolean, attw?: boolean }} [options]
 * @returns {Promise<{ failures: string[], written: number }>}
 */
export async function apiReport({ root = workspaceRoot, update = false, attw = true } = {}) {
  const started = performance.now();
  const releaseDir = path.join(root, 'tooling/release');
  const reportsDir = reportsDirOf(root);
  const libraries = listLibraries(root);
  /** @type {string[]} */
  const failures = [];

  // Turbo builds what @site/release depends on; a library missing here would be checked unbuilt.
  const ownDeps = readJson(path.join(releaseDir, 'package.json')).devDependencies ?? {};
  const missingDeps = libraries.filter((lib) => !(lib.name in ownDeps)).map((lib) => lib.name);
  if (missingDeps.length > 0) {
    failures.push(
      `tooling/release/package.json must list every library as a devDependency ("workspace:*") so turbo builds it before the report: missing ${missingDeps.join(', ')}`,
    );
  }

  const inputs = libraries.map((lib) => ({
    name: lib.name,
    dir: lib.dir,
    entries: publishedTypeEntries(lib.manifest),
  }));
  for (const input of inputs) {
    for (const entry of input.entries) {
      if (!existsSync(path.join(input.dir, entry.types))) {
        throw new Error(
          `${input.name}: ${entry.types} is missing. Build first: \`pnpm turbo run api-report --filter=@site/release\` builds every library, or \`pnpm --filter ${input.name} build\`.`,
        );
      }
    }
  }
  const surfaces = readSurfaces(inputs);
  const declared = await declaredBumps(root);
  let written = 0;
  console.info('library                      exports  report');
  for (const [index, lib] of libraries.entries()) {
    const surface = /** @type {import('./api-surface.mjs').LibrarySurface} */ (surfaces[index]);
    const file = path.join(reportsDir, `${fileSafeName(lib.name)}.api.md`);
    const current = await formatReport(renderReport(surface), root);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : null;
    const verdict = judge({ name: lib.name, version: lib.version, committed, current, declared });
    const count = surface.entries.reduce((n, e) => n + e.exports.length, 0);
    const label = verdict.status === 'same' ? 'up to date' : verdict.status;
    console.info(`${lib.name.padEnd(28)} ${String(count).padStart(7)}  ${label}`);
    if (verdict.status === 'same') continue;
    if (update && verdict.status === 'declared') {
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(file, current);
      written += 1;
      continue;
    }
    failures.push(explain(verdict, UPDATE_COMMAND));
  }
  const known = new Set(libraries.map((lib) => `${fileSafeName(lib.name)}.api.md`));
  for (const stale of existsSync(reportsDir) ? readdirSync(reportsDir) : []) {
    if (known.has(stale)) continue;
    if (update) rmSync(path.join(reportsDir, stale));
    else failures.push(`api/${stale} belongs to no library any more: run \`${UPDATE_COMMAND}\`.`);
  }

  if (!update && attw) {
    const packDir = mkdtempSync(path.join(os.tmpdir(), 'site-api-report-'));
    try {
      const packed = await packLibraries(
        root,
        libraries.map((lib) => lib.name),
        packDir,
      );
      for (const { name, filename } of packed) {
        const found = await attwProblems(filename);
        if (found.length > 0) failures.push(`${name}: attw (esm-only) found ${found.join('; ')}`);
      }
      console.info(`attw (esm-only profile): ${libraries.length} packed libraries checked`);
    } finally {
      rmSync(packDir, { recursive: true, force: true });
    }
  }

  console.info(
    `api-report: ${libraries.length} libraries, ${update ? `${written} report(s) written, ` : ''}${failures.length} problem(s), ${secondsSince(started)} s`,
  );
  return { failures, written };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { failures } = await apiReport({ update: process.argv.includes('--update') });
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n\n')}`);
    process.exitCode = 1;
  }
}
