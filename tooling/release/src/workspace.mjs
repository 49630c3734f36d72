// @ts-check
/**
 * The workspace as the release sees it: its root and its libraries (every package under
 * packages/ and themes/ that is not private), read from their package.json files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (two levels above tooling/release). */
export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The folders whose non-private packages are published libraries. */
export const LIBRARY_GROUPS = ['packages', 'themes'];

/**
 * @typedef {{ name: string, version: string, dir: string, relativeDir: string, manifest: any }} Library
 */

/**
 * @param {string} file
 * @returns {any}
 */
export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Every published library of a workspace, sorted by name.
 * @param {string} [root]
 * @returns {Library[]}
 */
export function listLibraries(root = workspaceRoot) {
  /** @type {Library[]} */
  const libraries = [];
  for (const group of LIBRARY_GROUPS) {
    const groupDir = path.join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      const file = path.join(groupDir, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(file)) continue;
      const manifest = readJson(file);
      if (manifest.private) continue;
      libraries.push({
        name: manifest.name,
        version: manifest.version,
        dir: path.dirname(file),
        relativeDir: `${group}/${entry.name}`,
        manifest,
      });
    }
  }
  return libraries.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The entry points a library publishes: exports key -> the `.d.ts` file its `types` condition
 * names in `publishConfig.exports` (what consumers resolve), relative to the package folder.
 * @param {any} manifest
 * @returns {{ entry: string, types: string }[]}
 */
export function publishedTypeEntries(manifest) {
  const exportsMap = manifest.publishConfig?.exports ?? manifest.exports ?? {};
  /** @type {{ entry: string, types: string }[]} */
  const entries = [];
  for (const [entry, target] of Object.entries(exportsMap)) {
    if (entry === './package.json' || target === null) continue;
    const types = typeof target === 'object' ? target.types : undefined;
    if (typeof types === 'string') entries.push({ entry, types });
  }
  return entries.sort((a, b) => a.entry.localeCompare(b.entry));
}

/** A file name for a package: `@site/theme-default` -> `site-theme-default`. */
export function fileSafeName(/** @type {string} */ name) {
  return name.replace(/^@/, '').replace(/\//g, '-');
}
