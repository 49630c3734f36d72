#!/usr/bin/env node
// @ts-check
/**
 * The release dry run (ADR 0180). Run it as `pnpm release:dry` (turbo builds the libraries first).
 *
 *   1. copy     the repository's files (tracked and new, not ignored) into a temporary folder,
 *               with each library's built `dist`
 *   2. version  `changeset version` there: the pending changesets bump versions and changelogs
 *   3. pack     `pnpm pack` every library (publishConfig applies, `workspace:` ranges become
 *               versions); prints each tarball with its size
 *   4. install  a scratch Vite + React + TypeScript app outside the workspace installs the
 *               tarballs (`file:` specs and overrides, never workspace links) and its third-party
 *               dependencies from the npm registry
 *   5. typecheck and 6. build a page composing `authFeature` and `gamesFeature` in the default skin
 *
 * Options: `--keep` keeps the temporary folder and prints where it is.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { kib, packLibraries, run, secondsSince } from './run.mjs';
import { listLibraries, readJson, workspaceRoot } from './workspace.mjs';

const releaseDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** The libraries the scratch page imports directly; the others arrive as their dependencies. */
export const PAGE_IMPORTS = [
  '@site/api-core',
  '@site/auth',
  '@site/feature-api',
  '@site/games',
  '@site/i18n',
  '@site/theme',
  '@site/theme-default',
  '@site/ui',
];

/** @type {{ name: string, seconds: string }[]} */
const stages = [];

/**
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function stage(name, fn) {
  const start = performance.now();
  console.info(`\n== ${name}`);
  try {
    return await fn();
  } finally {
    const seconds = secondsSince(start);
    stages.push({ name, seconds });
    console.info(`== ${name}: ${seconds} s`);
  }
}

/** The files of the working tree git knows or would add (not ignored), that exist. */
async function workingTreeFiles() {
  const listed = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: workspaceRoot,
    },
  );
  return listed
    .split('\0')
    .filter((file) => file && existsSync(path.join(workspaceRoot, file)))
    .filter((file) => statSync(path.join(workspaceRoot, file)).isFile());
}

/**
 * Links each library's `workspace:` dependencies inside the copy, the way `pnpm install` would,
 * so `pnpm pack` can turn the ranges into versions without installing the whole workspace.
 * @param {string} repo
 */
function linkWorkspaceDependencies(repo) {
  /** @type {Map<string, string>} */
  const dirs = new Map();
  for (const group of ['apps', 'packages', 'themes', 'tooling']) {
    const groupDir = path.join(repo, group);
    if (!existsSync(groupDir)) continue;
    for (const name of readdirNames(groupDir)) {
      const file = path.join(groupDir, name, 'package.json');
      if (existsSync(file)) dirs.set(readJson(file).name, path.dirname(file));
    }
  }
  let links = 0;
  for (const lib of listLibraries(repo)) {
    const fields = ['dependencies', 'peerDependencies', 'optionalDependencies', 'devDependencies'];
    for (const field of fields) {
      for (const [dep, spec] of Object.entries(lib.manifest[field] ?? {})) {
        if (!String(spec).startsWith('workspace:')) continue;
        const target = dirs.get(dep);
        if (!target) throw new Error(`${lib.name}: ${dep} (${spec}) is not in the workspace`);
        const link = path.join(lib.dir, 'node_modules', dep);
        if (existsSync(link)) continue;
        mkdirSync(path.dirname(link), { recursive: true });
        symlinkSync(path.relative(path.dirname(link), target), link, 'dir');
        links += 1;
      }
    }
  }
  return links;
}

/** @param {string} dir */
function readdirNames(dir) {
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
}

/**
 * The manifest inside a packed tarball.
 * @param {string} tarball
 */
async function packedManifest(tarball) {
  const text = await run('tar', ['-xzOf', tarball, 'package/package.json'], {
    cwd: path.dirname(tarball),
  });
  return JSON.parse(text);
}

/**
 * Checks what consumers will read: versions instead of `workspace:` ranges, entries in `dist`.
 * @param {any} manifest
 * @returns {string[]}
 */
export function packedManifestProblems(manifest) {
  const problems = [];
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [dep, spec] of Object.entries(manifest[field] ?? {})) {
      if (String(spec).startsWith('workspace:')) problems.push(`${field}.${dep} is still ${spec}`);
    }
  }
  const root = manifest.exports?.['.'];
  const entry = typeof root === 'string' ? root : (root?.import ?? root?.default);
  if (typeof entry !== 'string' || !entry.startsWith('./dist/'))
    problems.push(`exports["."] points at ${JSON.stringify(entry)}, not at ./dist/`);
  if (manifest.devDependencies && Object.keys(manifest.devDependencies).length > 0) {
    // devDependencies are harmless to consumers, but a workspace: range there is still a leak.
    for (const [dep, spec] of Object.entries(manifest.devDependencies)) {
      if (String(spec).startsWith('workspace:')) problems.push(`devDependencies.${dep} is ${spec}`);
    }
  }
  return problems;
}

/**
 * The scratch app's package.json: the page's libraries from their tarballs, every other library
 * overridden to its tarball too (so transitive `@site/*` ranges never reach a registry), the
 * peer dependencies the libraries ask for, and the workspace's own tool versions.
 * @param {Map<string, { file: string, version: string }>} packed
 */
export function scratchManifest(packed) {
  const web = readJson(path.join(workspaceRoot, 'apps/web/package.json'));
  /** @type {Record<string, string>} */
  const peers = {};
  for (const name of PAGE_IMPORTS) {
    const lib = listLibraries().find((l) => l.name === name);
    Object.assign(peers, lib?.manifest.peerDependencies ?? {});
  }
  /** @type {Record<string, string>} */
  const dependencies = { ...peers };
  for (const name of PAGE_IMPORTS) {
    const tarball = packed.get(name);
    if (!tarball) throw new Error(`${name} was not packed`);
    dependencies[name] = `file:${tarball.file}`;
  }
  /** @type {Record<string, string>} */
  const overrides = {};
  for (const [name, { file }] of packed) overrides[name] = `file:${file}`;
  const tool = (/** @type {string} */ name) => {
    const range = web.devDependencies?.[name] ?? web.dependencies?.[name];
    if (!range) throw new Error(`apps/web has no ${name} to take the version from`);
    return range;
  };
  return {
    name: 'site-release-dry-app',
    private: true,
    type: 'module',
    packageManager: readJson(path.join(workspaceRoot, 'package.json')).packageManager,
    scripts: { typecheck: 'tsc -p .', build: 'vite build' },
    dependencies: Object.fromEntries(Object.entries(dependencies).sort()),
    devDependencies: Object.fromEntries(
      ['@types/react', '@types/react-dom', '@vitejs/plugin-react', 'typescript', 'vite'].map(
        (name) => [name, tool(name)],
      ),
    ),
    pnpm: { overrides },
  };
}

/** The environment for commands outside the workspace: no hints left by the calling pnpm run. */
function outsideEnv() {
  /** @type {NodeJS.ProcessEnv} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_package_|npm_lifecycle_|PNPM_SCRIPT_SRC_DIR$|INIT_CWD$|TURBO_)/.test(key)) continue;
    env[key] = value;
  }
  return env;
}

async function main() {
  const keep = process.argv.includes('--keep');
  const started = performance.now();
  const libraries = listLibraries();
  const unbuilt = libraries.filter((lib) => !existsSync(path.join(lib.dir, 'dist')));
  if (unbuilt.length > 0) {
    throw new Error(
      `not built: ${unbuilt.map((l) => l.name).join(', ')}. Run \`pnpm release:dry\` (turbo builds every library first).`,
    );
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'site-release-dry-'));
  const repo = path.join(tmp, 'repo');
  const tarballs = path.join(tmp, 'tarballs');
  const app = path.join(tmp, 'scratch-app');
  let ok = false;
  try {
    await stage('copy the repository', async () => {
      const files = await workingTreeFiles();
      for (const file of files) {
        mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
        cpSync(path.join(workspaceRoot, file), path.join(repo, file));
      }
      for (const lib of libraries) {
        cpSync(path.join(lib.dir, 'dist'), path.join(repo, lib.relativeDir, 'dist'), {
          recursive: true,
        });
      }
      console.info(`${files.length} files and ${libraries.length} dist folders copied`);
    });

    const versions = await stage('changeset version', async () => {
      const before = new Map(listLibraries(repo).map((lib) => [lib.name, lib.version]));
      const bin = path.join(
        path.dirname(require.resolve('@changesets/cli/package.json')),
        'bin.js',
      );
      await run(process.execPath, [bin, 'version'], { cwd: repo });
      const after = listLibraries(repo);
      for (const lib of after) {
        const from = before.get(lib.name);
        console.info(
          `${lib.name.padEnd(28)} ${from} -> ${lib.version}${from === lib.version ? ' (no changeset)' : ''}`,
        );
      }
      return new Map(after.map((lib) => [lib.name, lib.version]));
    });

    const packed = await stage('pack every library', async () => {
      console.info(
        `${linkWorkspaceDependencies(repo)} workspace dependencies linked for pnpm pack`,
      );
      mkdirSync(tarballs, { recursive: true });
      const libs = listLibraries(repo);
      const results = await packLibraries(
        repo,
        libs.map((lib) => lib.name),
        tarballs,
      );
      let total = 0;
      const problems = [];
      console.info(`${'package'.padEnd(36)} ${'tarball'.padStart(10)}  files`);
      for (const { name, version, filename, files } of results) {
        const size = statSync(filename).size;
        total += size;
        console.info(
          `${`${name}@${version}`.padEnd(36)} ${kib(size).padStart(10)}  ${files.length}`,
        );
        problems.push(
          ...packedManifestProblems(await packedManifest(filename)).map((p) => `${name}: ${p}`),
        );
      }
      console.info(`${results.length} packages, ${kib(total)} in all, in ${tarballs}`);
      if (problems.length > 0) throw new Error(`packed manifests:\n${problems.join('\n')}`);
      return new Map(
        results.map(({ name, version, filename }) => [name, { file: filename, version }]),
      );
    });

    await stage('install the tarballs into a scratch app', async () => {
      cpSync(path.join(releaseDir, 'scratch-app'), app, { recursive: true });
      writeFileSync(
        path.join(app, 'package.json'),
        `${JSON.stringify(scratchManifest(packed), null, 2)}\n`,
      );
      writeFileSync(path.join(app, '.npmrc'), 'engine-strict=true\nauto-install-peers=true\n');
      await run(
        'pnpm',
        ['install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only'],
        {
          cwd: app,
          env: outsideEnv(),
        },
      );
      for (const name of PAGE_IMPORTS) {
        const installed = realpathSync(path.join(app, 'node_modules', name));
        if (installed.startsWith(workspaceRoot + path.sep) || installed.startsWith(repo + path.sep))
          throw new Error(`${name} resolves into a workspace (${installed}), not to its tarball`);
        const version = readJson(path.join(installed, 'package.json')).version;
        if (version !== versions.get(name))
          throw new Error(`${name}: installed ${version}, packed ${versions.get(name)}`);
      }
      console.info(
        `${PAGE_IMPORTS.length} libraries installed from their tarballs (not linked), at the versioned releases`,
      );
    });

    await stage('type-check the page', async () => {
      await run(process.execPath, [path.join(app, 'node_modules/typescript/bin/tsc'), '-p', '.'], {
        cwd: app,
        env: outsideEnv(),
      });
      console.info('tsc: no errors');
    });

    await stage('build the page', async () => {
      const output = await run(
        process.execPath,
        [path.join(app, 'node_modules/vite/bin/vite.js'), 'build'],
        {
          cwd: app,
          env: outsideEnv(),
        },
      );
      const built = path.join(app, 'dist/index.html');
      if (!existsSync(built)) throw new Error(`vite build wrote no index.html\n${output}`);
      const html = readFileSync(built, 'utf8');
      if (!/<script type="module"[^>]+src="\/assets\/[^"]+\.js"/.test(html))
        throw new Error(`the built index.html loads no script:\n${html}`);
      const lines = output.split('\n').filter((line) => /dist\/.*(kB|KiB)/.test(line));
      console.info(lines.slice(-6).join('\n'));
    });
    ok = true;
  } finally {
    console.info('\nstage                                       seconds');
    for (const { name, seconds } of stages)
      console.info(`${name.padEnd(44)} ${seconds.padStart(7)}`);
    console.info(`${'total'.padEnd(44)} ${secondsSince(started).padStart(7)}`);
    if (keep || !ok) console.info(`temporary folder kept: ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  }
  console.info('release dry run: ok');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
