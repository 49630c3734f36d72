/**
 * pnpm --filter @site/api-core size
 *
 * Bundles what the home page loads from @site/api-core (bench/home-entry.ts) with esbuild (minified,
 * ESM, code splitting like the app's build), then gzips the entry and the chunks it loads statically.
 * Prints the package's own code (peers external) and the total with RTK, react-redux and dayjs.
 * The payload cipher is a dynamic chunk: printed separately, not counted in the home page.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const esbuild = path.join(packageDir, 'node_modules/.bin/esbuild');

interface Meta {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

function measure(externals: string[]) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'api-core-size-'));
  try {
    execFileSync(
      esbuild,
      [
        'bench/home-entry.ts',
        '--bundle',
        '--minify',
        '--format=esm',
        '--splitting',
        '--platform=browser',
        '--target=es2022',
        `--outdir=${outdir}`,
        `--metafile=${path.join(outdir, 'meta.json')}`,
        '--log-level=error',
        ...externals.map((name) => `--external:${name}`),
      ],
      { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const meta = JSON.parse(readFileSync(path.join(outdir, 'meta.json'), 'utf8')) as Meta;
    const resolve = (file: string) => path.resolve(packageDir, file);
    const gz = (file: string) => gzipSync(readFileSync(resolve(file)), { level: 9 }).length;
    const entry = Object.keys(meta.outputs).find(
      (file) => meta.outputs[file]?.entryPoint && file.endsWith('.js'),
    );
    if (!entry) throw new Error('no entry output');
    const statics = new Set<string>();
    const dynamics = new Set<string>();
    const visit = (file: string) => {
      if (statics.has(file)) return;
      statics.add(file);
      for (const imported of meta.outputs[file]?.imports ?? []) {
        if (!(imported.path in meta.outputs)) continue;
        if (imported.kind === 'dynamic-import') dynamics.add(imported.path);
        else visit(imported.path);
      }
    };
    visit(entry);
    const homeBytes = [...statics].reduce((sum, file) => sum + gz(file), 0);
    const lazyFiles = new Set<string>();
    const visitLazy = (file: string) => {
      if (statics.has(file) || lazyFiles.has(file)) return;
      lazyFiles.add(file);
      for (const imported of meta.outputs[file]?.imports ?? [])
        if (imported.path in meta.outputs) visitLazy(imported.path);
    };
    for (const file of dynamics) visitLazy(file);
    const lazyBytes = [...lazyFiles].reduce((sum, file) => sum + gz(file), 0);
    return { homeBytes, lazyBytes };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const own = measure([
  'react',
  'react-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'dayjs',
  'crypto-js',
]);
const withDeps = measure(['react', 'react-dom']);
console.info('@site/api-core: what the home page loads (esbuild --minify, gzip -9)');
console.info(`  package code only (peers and dependencies external): ${kib(own.homeBytes)}`);
console.info(
  `  with @reduxjs/toolkit + RTK Query + react-redux + dayjs bundled: ${kib(withDeps.homeBytes)}`,
);
console.info(
  `  payload cipher chunk, loaded on the first encrypted call (with crypto-js): ${kib(withDeps.lazyBytes)}`,
);
