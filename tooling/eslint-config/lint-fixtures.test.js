import { spawn } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `pnpm lint` fails on a misformatted file and on an import cycle (issue 10, Must show): a real
 * package's lint script (eslint with this config, then `prettier --check`) runs in packages of a
 * throwaway workspace outside the repository (so no other lint run or git status sees them),
 * whose root carries the repository's ignore files and prettier config and links this config
 * package and the prettier config package as the workspace does.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** The package whose lint script and eslint config file the fixtures copy. */
const MODEL = 'packages/games';

const modelPackage = JSON.parse(readFileSync(path.join(root, MODEL, 'package.json'), 'utf8'));
const LINT = modelPackage.scripts.lint;

const CLEAN = {
  'src/index.ts': "import { nextOf } from './next';\n\nexport const answer = nextOf(41);\n",
  'src/next.ts': 'export const nextOf = (value: number): number => value + 1;\n',
};

/** @type {string} */
let workspace;

/** @param {string} name @param {Record<string, string>} files */
function writePackage(name, files) {
  const dir = path.join(workspace, 'packages', name);
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify(
      {
        name: `@fixture/${name}`,
        version: '0.0.0',
        private: true,
        type: 'module',
        exports: { '.': './src/index.ts' },
        scripts: { lint: LINT },
      },
      null,
      2,
    )}\n`,
  );
  copyFileSync(path.join(root, MODEL, 'eslint.config.js'), path.join(dir, 'eslint.config.js'));
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

/**
 * Runs the lint script in a fixture package, as `pnpm lint` does (a shell, the workspace's
 * binaries on the PATH). @param {string} name
 * @returns {Promise<{ status: number | null, output: string }>}
 */
function lint(name) {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', LINT], {
      cwd: path.join(workspace, 'packages', name),
      env: {
        ...process.env,
        // CI sets FORCE_COLOR: plain text, so the assertions read what a person reads.
        FORCE_COLOR: '0',
        NO_COLOR: '1',
        PATH: [
          path.join(root, MODEL, 'node_modules/.bin'),
          path.join(root, 'node_modules/.bin'),
          process.env.PATH,
        ].join(path.delimiter),
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) =>
      // eslint-disable-next-line no-control-regex -- strips terminal colour codes
      resolve({ status, output: output.replace(/\u001b\[[0-9;]*m/g, '') }),
    );
  });
}

/** @type {Record<'clean' | 'misformatted' | 'cycle', Promise<{ status: number | null, output: string }>>} */
let runs;

beforeAll(() => {
  workspace = mkdtempSync(path.join(tmpdir(), 'lint-fixtures-'));
  writeFileSync(path.join(workspace, 'pnpm-workspace.yaml'), "packages:\n  - 'packages/*'\n");
  for (const file of ['.gitignore', '.prettierignore', '.prettierrc.json'])
    copyFileSync(path.join(root, file), path.join(workspace, file));
  mkdirSync(path.join(workspace, 'node_modules/@site'), { recursive: true });
  symlinkSync(here, path.join(workspace, 'node_modules/@site/eslint-config'), 'dir');
  symlinkSync(
    path.join(root, 'tooling/prettier-config'),
    path.join(workspace, 'node_modules/@site/prettier-config'),
    'dir',
  );
  writePackage('clean', CLEAN);
  writePackage('misformatted', {
    ...CLEAN,
    'src/messy.ts': 'export const  x = {a:1,\n    b :2}\n',
  });
  writePackage('cycle', {
    ...CLEAN,
    'src/a.ts': "import { b } from './b';\n\nexport const a = (): number => b() + 1;\n",
    'src/b.ts':
      "import { a } from './a';\n\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
  });
  // The three runs overlap: each spends most of its time loading eslint and its plugins.
  runs = { clean: lint('clean'), misformatted: lint('misformatted'), cycle: lint('cycle') };
});

afterAll(() => {
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

describe(`a package's lint script (${MODEL}: eslint, then prettier --check) on fixtures`, () => {
  it('runs the script every package uses', () => {
    expect(LINT).toMatch(/^eslint \. && prettier --check \. /);
  });

  it('passes a clean package', { timeout: 60_000 }, async () => {
    const { status, output } = await runs.clean;
    expect(output).toContain('All matched files use Prettier code style!');
    expect(status, output).toBe(0);
  });

  it(
    'fails on a misformatted file, naming the file and prettier',
    { timeout: 60_000 },
    async () => {
      const { status, output } = await runs.misformatted;
      expect(status, output).not.toBe(0);
      // eslint passed; prettier --check named the file.
      expect(output).toContain('Checking formatting...');
      expect(output).toMatch(/\[warn\] src\/messy\.ts/);
      expect(output).toContain('Code style issues found');
      expect(output).not.toMatch(/index\.ts|next\.ts/);
    },
  );

  it(
    'fails on a two-file import cycle, naming site/no-import-cycle',
    { timeout: 60_000 },
    async () => {
      const { status, output } = await runs.cycle;
      expect(status, output).not.toBe(0);
      expect(output).toMatch(
        /src\/a\.ts[\s\S]*Import cycle: a\.ts -> b\.ts -> a\.ts[\s\S]*site\/no-import-cycle/,
      );
      expect(output).toMatch(
        /src\/b\.ts[\s\S]*Import cycle: b\.ts -> a\.ts -> b\.ts[\s\S]*site\/no-import-cycle/,
      );
      // eslint stops the script: prettier never ran.
      expect(output).not.toContain('Checking formatting...');
    },
  );
});
