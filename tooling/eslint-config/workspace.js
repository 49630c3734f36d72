// @ts-check
/**
 * Reads the pnpm workspace once: every package's name, folder, `exports` map and role.
 * The boundary rules decide from this data, so a new package needs no lint change.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ name: string, dir: string, exports: string[], blocked: string[], kind: string }} WorkspacePackage */

/** @param {string} from */
export function findWorkspaceRoot(from) {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** @type {Map<string, WorkspacePackage[]>} */
const cache = new Map();

/**
 * The role of a package: `site.kind` in its package.json, else from its folder.
 * @param {any} pkg
 * @param {string} group
 */
function kindOf(pkg, group) {
  if (pkg.site?.kind) return String(pkg.site.kind);
  if (group === 'apps') return 'app';
  if (group === 'themes') return 'theme';
  if (group === 'tooling') return 'tooling';
  return 'library';
}

/** @param {string} root */
export function readWorkspace(root) {
  const cached = cache.get(root);
  if (cached) return cached;
  /** @type {WorkspacePackage[]} */
  const packages = [];
  for (const group of ['apps', 'packages', 'themes', 'tooling']) {
    const groupDir = path.join(root, group);
    if (!existsSync(groupDir)) continue;
    for (const entry of readdirSync(groupDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = path.join(groupDir, entry.name);
      const file = path.join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8'));
      const exportsField = pkg.exports;
      /** @type {string[]} */
      let exportKeys = ['.'];
      /** @type {string[]} */
      let blocked = [];
      if (exportsField && typeof exportsField === 'object') {
        const entries = Object.entries(exportsField);
        if (entries.every(([k]) => k.startsWith('.'))) {
          exportKeys = entries.filter(([, v]) => v !== null).map(([k]) => k);
          blocked = entries.filter(([, v]) => v === null).map(([k]) => k);
        }
      }
      packages.push({
        name: pkg.name,
        dir,
        exports: exportKeys,
        blocked,
        kind: kindOf(pkg, group),
      });
    }
  }
  cache.set(root, packages);
  return packages;
}

/**
 * @param {string} key an exports key, possibly with one `*`
 * @param {string} subpath
 */
function matches(key, subpath) {
  if (key === subpath) return true;
  const star = key.indexOf('*');
  if (star === -1) return false;
  const prefix = key.slice(0, star);
  const suffix = key.slice(star + 1);
  return subpath.startsWith(prefix) && subpath.endsWith(suffix) && subpath.length >= key.length - 1;
}

/**
 * Whether `subpath` ("." or "./foo") is public in an exports map, honouring `*` patterns;
 * keys mapped to `null` (Primer's `"./internal/*": null`) hide what they match.
 * @param {string[]} exportKeys
 * @param {string} subpath
 * @param {string[]} [blocked]
 */
export function isExported(exportKeys, subpath, blocked = []) {
  if (blocked.some((key) => matches(key, subpath))) return false;
  return exportKeys.some((key) => matches(key, subpath));
}

/**
 * @param {WorkspacePackage[]} packages
 * @param {string} file absolute path
 */
export function packageOfFile(packages, file) {
  let best;
  for (const pkg of packages) {
    if (file === pkg.dir || file.startsWith(pkg.dir + path.sep)) {
      if (!best || pkg.dir.length > best.dir.length) best = pkg;
    }
  }
  return best;
}

/**
 * Splits a bare specifier into package name and subpath: "@site/ui/button" -> ["@site/ui", "./button"].
 * @param {string} specifier
 */
export function splitSpecifier(specifier) {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const rest = parts.slice(nameLength).join('/');
  return { name, subpath: rest ? `./${rest}` : '.' };
}
