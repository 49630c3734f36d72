// @ts-check
// Fixture tests of the API report rule: a fixture workspace with one built library, its report,
// and its pending changesets. Removing an export without a changeset must fail the check.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiReport, attwProblems, reportsDirOf } from './api-report.mjs';

const LIB = '@fixture/greeter';

/** @type {string} */
let root;

const write = (/** @type {string} */ file, /** @type {string} */ text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

/** The built declarations of the fixture library. */
const dts = ({ withVersion = true, secretField = 'number', kinds = "'a' | 'b' | null" } = {}) =>
  [
    `interface Secret { level: ${secretField}; kind: (${kinds})[] }`,
    'interface Options { loud?: boolean }',
    'declare function greet(name: string, options?: Options): Secret;',
    withVersion ? 'declare const version: string;' : '',
    `export { greet, type Options as GreetOptions${withVersion ? ', version' : ''} };`,
    '',
  ].join('\n');

const changeset = (/** @type {string} */ id, /** @type {string} */ bump) =>
  write(`.changeset/${id}.md`, `---\n'${LIB}': ${bump}\n---\n\nA change.\n`);

const check = () => apiReport({ root, attw: false });
const update = () => apiReport({ root, update: true, attw: false });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'api-report-fixture-'));
  write('.changeset/config.json', '{}\n');
  write(
    'tooling/release/package.json',
    JSON.stringify({ name: '@site/release', devDependencies: { [LIB]: 'workspace:*' } }),
  );
  write(
    'packages/greeter/package.json',
    JSON.stringify({
      name: LIB,
      version: '0.3.0',
      publishConfig: {
        exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
      },
    }),
  );
  write('packages/greeter/dist/index.d.ts', dts());
  write(
    'packages/greeter/dist/index.js',
    'export const greet = () => ({}); export const version = "";\n',
  );
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Records the current API as released: report written, changesets consumed. */
async function release() {
  changeset('first', 'minor');
  expect((await update()).written).toBe(1);
  rmSync(path.join(root, '.changeset/first.md'));
  expect((await check()).failures).toEqual([]);
}

describe('API report', () => {
  it('lists every export of every entry, with the internal types they reach', async () => {
    await release();
    const report = readFileSync(path.join(reportsDirOf(root), 'fixture-greeter.api.md'), 'utf8');
    expect(report).toContain('### greet');
    expect(report).toContain('### GreetOptions');
    expect(report).toContain('### version');
    expect(report).toMatch(/## Internal types reached by the API[\s\S]*### Secret/);
  });

  it('fails when an export is removed and no changeset declares the package', async () => {
    await release();
    write('packages/greeter/dist/index.d.ts', dts({ withVersion: false }));
    const { failures } = await check();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain(`no pending changeset declares ${LIB}`);
    expect(failures[0]).toContain('removed: . version');
    // The update command refuses too: the report cannot be rewritten without a changeset.
    expect((await update()).written).toBe(0);
  });

  it('needs a minor bump (0.x) for a removal, then only the report update', async () => {
    await release();
    write('packages/greeter/dist/index.d.ts', dts({ withVersion: false }));
    changeset('small', 'patch');
    expect((await check()).failures[0]).toContain('needs at least a minor bump');
    changeset('small', 'minor');
    expect((await check()).failures[0]).toContain('the committed report is out of date');
    expect((await update()).written).toBe(1);
    expect((await check()).failures).toEqual([]);
  });

  it('counts a change to an internal type the API reaches', async () => {
    await release();
    write('packages/greeter/dist/index.d.ts', dts({ secretField: 'string' }));
    const { failures } = await check();
    expect(failures[0]).toContain('changed: (internal) Secret');
    expect(failures[0]).toContain(`no pending changeset declares ${LIB}`);
  });

  it('reads a union the same whatever order the build wrote its members in', async () => {
    await release();
    // The compiler writes an inferred union in the order it met the types, which two builds of
    // the same source may not share.
    write('packages/greeter/dist/index.d.ts', dts({ kinds: "null | 'b' | 'a'" }));
    expect((await check()).failures).toEqual([]);
    write('packages/greeter/dist/index.d.ts', dts({ kinds: "'a' | 'c' | null" }));
    expect((await check()).failures[0]).toContain('changed: (internal) Secret');
  });

  it('fails when a library is missing from tooling/release devDependencies', async () => {
    await release();
    write('tooling/release/package.json', JSON.stringify({ name: '@site/release' }));
    expect((await check()).failures.join('\n')).toContain(`missing ${LIB}`);
  });
});

describe('attw on a packed library (esm-only profile)', () => {
  it('reports an entry whose types do not resolve, and passes a sound one', async () => {
    const pack = (/** @type {string} */ types) => {
      rmSync(path.join(root, 'package'), { recursive: true, force: true });
      write(
        'package/package.json',
        JSON.stringify({
          name: 'fixture-pack',
          version: '1.0.0',
          type: 'module',
          exports: { '.': { types, import: './dist/index.js' } },
        }),
      );
      write('package/dist/index.js', 'export const a = 1;\n');
      write('package/dist/index.d.ts', 'export declare const a: number;\n');
      execFileSync('tar', ['-czf', 'fixture.tgz', 'package'], { cwd: root });
      return path.join(root, 'fixture.tgz');
    };
    expect(await attwProblems(pack('./dist/index.d.ts'))).toEqual([]);
    expect((await attwProblems(pack('./dist/missing.d.ts'))).join(' ')).toMatch(
      /(NoResolution|UntypedResolution|FallbackCondition) at \./,
    );
  });
});
