import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every workspace package with a lint script. */
function workspacePackages() {
  const found = [];
  for (const group of ['apps', 'packages', 'themes', 'tooling']) {
    for (const name of readdirSync(path.join(root, group))) {
      try {
        const pkg = JSON.parse(readFileSync(path.join(root, group, name, 'package.json'), 'utf8'));
        if (pkg.scripts?.lint) found.push({ dir: `${group}/${name}`, lint: pkg.scripts.lint });
      } catch {
        // not a package
      }
    }
  }
  return found;
}

describe('pnpm lint', () => {
  it('runs eslint and prettier --check in every package (so formatting drift fails CI)', () => {
    const packages = workspacePackages();
    expect(packages.length).toBeGreaterThan(10);
    for (const { dir, lint } of packages) {
      expect(lint, dir).toMatch(/^eslint \. && prettier --check \. /);
    }
  });

  // That the script fails on a misformatted file and on an import cycle: lint-fixtures.test.js.
});
