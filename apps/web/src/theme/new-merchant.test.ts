// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { discoverMerchants, merchantsModuleSource } from '@site/theme/vite';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../..', import.meta.url));
const script = path.join(repo, 'tooling/scripts/new-merchant.mjs');

/** A scratch workspace with the real default theme and the two app manifests. */
function scratch() {
  const root = mkdtempSync(path.join(tmpdir(), 'new-merchant-'));
  cpSync(path.join(repo, 'themes/default'), path.join(root, 'themes/default'), {
    recursive: true,
    filter: (f) => !/node_modules|dist/.test(f),
  });
  for (const app of ['web', 'storybook']) {
    mkdirSync(path.join(root, 'apps', app), { recursive: true });
    writeFileSync(
      path.join(root, 'apps', app, 'package.json'),
      JSON.stringify({ name: `@site/${app}`, dependencies: {} }),
    );
  }
  // The web app is a TypeScript project of the workspace, as in the repository.
  writeFileSync(path.join(root, 'apps/web/tsconfig.json'), JSON.stringify({ files: [] }));
  writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({ files: [], references: [{ path: 'apps/web' }, { path: 'themes/default' }] }),
  );
  return root;
}

const run = (root: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, ...args, '--root', root, '--no-install'], {
    encoding: 'utf8',
  });

describe('pnpm new-merchant', () => {
  it('scaffolds a theme package the build discovers with no other edit', () => {
    const root = scratch();
    const result = run(root, 'demo', '--brand', '#7b2ff7');
    expect(result.status, result.stderr).toBe(0);

    const pkg = JSON.parse(readFileSync(path.join(root, 'themes/demo/package.json'), 'utf8'));
    expect(pkg.name).toBe('@site/theme-demo');
    expect(pkg.site).toEqual({ kind: 'theme', merchant: 'demo', domains: ['demo.localhost'] });
    const index = readFileSync(path.join(root, 'themes/demo/src/index.ts'), 'utf8');
    expect(index).toContain("merchant: 'demo'");
    expect(index).toContain("siteName: 'DEMO'");
    expect(index).toContain("brand: '#7b2ff7'");
    expect(readFileSync(path.join(root, 'themes/demo/src/assets/logo.svg'), 'utf8')).toContain(
      '>DEMO<',
    );

    const web = JSON.parse(readFileSync(path.join(root, 'apps/web/package.json'), 'utf8'));
    expect(web.dependencies['@site/theme-demo']).toBe('workspace:^');
    // The workspace typecheck (tsc -b over the root tsconfig.json) checks the new theme too.
    const solution = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
    expect(solution.references).toEqual([
      { path: 'apps/web' },
      { path: 'themes/default' },
      { path: 'themes/demo' },
    ]);

    const merchants = discoverMerchants(root);
    expect(merchants.map((m) => m.code)).toEqual(['default', 'demo']);
    expect(merchantsModuleSource(merchants, undefined)).toContain('"demo": () => import(');
  });

  it('refuses a bad code and an existing merchant', () => {
    const root = scratch();
    expect(run(root, 'Bad Code').status).not.toBe(0);
    const existing = run(root, 'default');
    expect(existing.status).not.toBe(0);
    expect(existing.stderr).toContain('already exists');
  });
});
