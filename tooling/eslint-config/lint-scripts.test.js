import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it('fails on a misformatted file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lint-format-'));
    writeFileSync(path.join(dir, 'bad.ts'), 'export const  x = {a:1,\n    b :2}\n');
    writeFileSync(path.join(dir, 'good.ts'), 'export const x = { a: 1, b: 2 };\n');
    const prettier = path.join(root, 'node_modules/.bin/prettier');
    const run = (file) => {
      try {
        execFileSync(prettier, ['--check', file, '--config', path.join(root, '.prettierrc.json')], {
          cwd: root,
          stdio: 'pipe',
        });
        return 0;
      } catch (error) {
        return error.status;
      }
    };
    expect(run(path.join(dir, 'bad.ts'))).not.toBe(0);
    expect(run(path.join(dir, 'good.ts'))).toBe(0);
  });
});
