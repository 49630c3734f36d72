// @ts-check
/**
 * The one tsup preset for library packages: ESM with type declarations, tree-shakeable,
 * dependencies and peer dependencies left external (tsup's default), source maps for consumers.
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function defineLibraryConfig(overrides = {}) {
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    target: 'es2022',
    outDir: 'dist',
    ...overrides,
  };
}
