// @ts-check
import { describe, expect, it } from 'vitest';
import { PAGE_IMPORTS, packedManifestProblems, scratchManifest } from './release-dry.mjs';
import { listLibraries } from './workspace.mjs';

describe('packed manifest check', () => {
  it('accepts versions and dist entries', () => {
    const manifest = {
      dependencies: { '@site/theme': '^0.2.0' },
      exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
    };
    expect(packedManifestProblems(manifest)).toEqual([]);
  });

  it('refuses a workspace: range left in and an entry pointing at the sources', () => {
    const manifest = {
      dependencies: { '@site/theme': 'workspace:^' },
      exports: { '.': './src/index.ts' },
    };
    expect(packedManifestProblems(manifest)).toEqual([
      'dependencies.@site/theme is still workspace:^',
      'exports["."] points at "./src/index.ts", not at ./dist/',
    ]);
  });
});

describe('scratch app manifest', () => {
  const packed = new Map(
    listLibraries().map((lib) => [lib.name, { file: `/tmp/x/${lib.name}.tgz`, version: '9.9.9' }]),
  );
  const manifest = scratchManifest(packed);

  it('takes the page libraries from their tarballs, never from the workspace', () => {
    for (const name of PAGE_IMPORTS) {
      expect(manifest.dependencies[name]).toBe(`file:/tmp/x/${name}.tgz`);
    }
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
  });

  it('overrides every library to its tarball, so transitive @site ranges stay local', () => {
    expect(Object.keys(manifest.pnpm.overrides).sort()).toEqual([...packed.keys()].sort());
  });

  it('asks for the peers the libraries declare and pins the toolchain of apps/web', () => {
    expect(manifest.dependencies.react).toMatch(/^\^19\./);
    expect(manifest.dependencies['react-router']).toMatch(/^\^7\./);
    expect(manifest.devDependencies.typescript).toMatch(/^~6\./);
    expect(manifest.packageManager).toMatch(/^pnpm@10\./);
  });
});
