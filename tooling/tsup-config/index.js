// @ts-check
/**
 * The one tsup preset for library packages: ESM with type declarations, tree-shakeable,
 * dependencies and peer dependencies left external (tsup's default), source maps for consumers.
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function defineLibraryConfig(overrides = {}) {
  const { dts = true, ...rest } = overrides;
  return {
    entry: ['src/index.ts'],
    format: ['esm'],
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    target: 'es2022',
    outDir: 'dist',
    ...rest,
    dts: declarations(dts),
  };
}

/**
 * The declaration bundle is one program over the package's entries, not a `tsc -b` project: the
 * workspace tsconfigs are composite for the typecheck (ADR 0214), which would make that program
 * ask for every source file to be listed.
 * @param {import('tsup').Options['dts']} dts
 * @returns {import('tsup').Options['dts']}
 */
function declarations(dts) {
  if (dts === false || dts === undefined) return dts;
  const options = typeof dts === 'object' ? dts : dts === true ? {} : { entry: dts };
  return { ...options, compilerOptions: { ...options.compilerOptions, composite: false } };
}
