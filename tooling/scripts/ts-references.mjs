#!/usr/bin/env node
// Writes the TypeScript project references from the workspace's package.json files:
//   node tooling/scripts/ts-references.mjs [--check] [--root <workspace>]
// `pnpm typecheck` is one `tsc -b` over the root tsconfig.json, which references every project
// (ADR 0214): each project is checked once, and its dependents read its declarations instead of
// checking its sources again. A project must reference every workspace package it imports (tsc
// stops with TS6307 when one is missing), so its references follow its dependencies. Theme
// packages are left out of those: they are data that the web app and Storybook discover at build
// time, never imported by name; the root references them so they are still checked. `--check`
// fails when a tsconfig.json differs from what this script would write (`pnpm typecheck` runs it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const GROUPS = ['apps', 'packages', 'themes', 'tooling'];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace's TypeScript projects: a folder with a package.json and a tsconfig.json. */
export function workspaceProjects(root) {
  return GROUPS.flatMap((group) =>
    existsSync(path.join(root, group))
      ? readdirSync(path.join(root, group))
          .sort()
          .map((name) => `${group}/${name}`)
      : [],
  )
    .filter(
      (dir) =>
        existsSync(path.join(root, dir, 'package.json')) &&
        existsSync(path.join(root, dir, 'tsconfig.json')),
    )
    .map((dir) => ({ dir, pkg: readJson(path.join(root, dir, 'package.json')) }));
}

/** The tsconfig.json of `dir` (plain JSON) with its references set from its dependencies. */
export function tsconfigWithReferences(root, dir, projects = workspaceProjects(root)) {
  const byName = new Map(
    projects.filter(({ pkg }) => pkg.site?.kind !== 'theme').map((p) => [p.pkg.name, p.dir]),
  );
  const pkg = readJson(path.join(root, dir, 'package.json'));
  const deps = new Set(
    Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }),
  );
  const references = [...deps]
    .filter((name) => name !== pkg.name && byName.has(name))
    .map((name) => path.relative(dir, byName.get(name)).split(path.sep).join('/'))
    .sort()
    .map((ref) => ({ path: ref }));
  const config = readJson(path.join(root, dir, 'tsconfig.json'));
  delete config.references;
  if (references.length > 0) config.references = references;
  return config;
}

/** The root tsconfig.json: no files of its own, a reference to every project. */
export function solutionTsconfig(projects) {
  return {
    '//': 'The typecheck of the whole workspace: `tsc -b` (pnpm typecheck). Written by tooling/scripts/ts-references.mjs.',
    files: [],
    references: projects.map(({ dir }) => ({ path: dir })),
  };
}

function main() {
  const rootIndex = process.argv.indexOf('--root');
  const root =
    rootIndex > 0
      ? path.resolve(process.argv[rootIndex + 1])
      : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const check = process.argv.includes('--check');
  const projects = workspaceProjects(root);
  const stale = [];
  const targets = [
    ...projects.map(({ dir }) => ({ dir, next: tsconfigWithReferences(root, dir, projects) })),
    { dir: '.', next: solutionTsconfig(projects) },
  ];
  for (const { dir, next } of targets) {
    const file = path.join(root, dir, 'tsconfig.json');
    if (existsSync(file) && JSON.stringify(readJson(file)) === JSON.stringify(next)) continue;
    stale.push(dir);
    if (!check) writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  }
  if (!check && stale.length > 0) {
    const files = stale.map((dir) => path.join(dir, 'tsconfig.json'));
    spawnSync('pnpm', ['exec', 'prettier', '--write', ...files], { cwd: root, stdio: 'inherit' });
  }
  if (check && stale.length > 0) {
    console.error(
      `project references out of date in ${stale.join(', ')}: run node tooling/scripts/ts-references.mjs`,
    );
    process.exit(1);
  }
  if (!check) console.info(`project references: ${stale.length} tsconfig.json updated`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
