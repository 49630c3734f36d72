import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { bytesBySource, entryByPackage, packageOf } from './entry-packages.mjs';

test('each segment counts up to the next segment or the end of its line', () => {
  // Line 1: col 0 -> source 0, col 4 -> source 1, col 9 -> source 0. Line 2: col 0 -> source 1.
  // VLQ fields (column, source, line, column): AAAA = [0,0,0,0]; ICAA = [4,1,0,0]; KDAA = [5,-1,0,0];
  // ACAA = [0,1,0,0] (columns restart on each line, the source index carries on).
  const code = 'abcdefghijklmn\nxyz';
  const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,ICAA,KDAA;ACAA' };
  const bytes = bytesBySource(code, map);
  assert.equal(bytes.get('a.ts'), 4 + 5);
  assert.equal(bytes.get('b.ts'), 5 + 3);
});

test('a segment with no source (one field) counts for nothing', () => {
  const bytes = bytesBySource('abcdef', { sources: ['a.ts'], mappings: 'AAAA,G' });
  assert.equal(bytes.get('a.ts'), 3);
  assert.equal(
    [...bytes.values()].reduce((a, b) => a + b, 0),
    3,
  );
});

test('sources group into packages', () => {
  const cases = [
    ['../../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/x.js', 'react-dom'],
    [
      '../../node_modules/.pnpm/@reduxjs+toolkit@2/node_modules/@reduxjs/toolkit/dist/a.mjs',
      '@reduxjs/toolkit',
    ],
    ['../../packages/games/src/feature.ts', '@site/games'],
    ['../../themes/aurum/src/index.ts', '@site/theme-aurum'],
    ['../../src/main-app.tsx', '@site/web'],
    ['\u0000vite/preload-helper', '(other)'],
  ];
  for (const [source, name] of cases) assert.equal(packageOf(source), name, source);
});

test('the first load is split by package, with gzip shared by minified bytes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'entry-packages-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/app.js'), 'abcdefgh');
  writeFileSync(
    path.join(dir, 'assets/app.js.map'),
    JSON.stringify({
      sources: ['../../packages/games/src/a.ts', '../../packages/lottery/src/b.ts'],
      mappings: 'AAAA,MCAA',
    }),
  );
  writeFileSync(path.join(dir, 'assets/runtime.js'), 'xy');
  const rows = entryByPackage(dir, ['assets/app.js', 'assets/runtime.js'], (file) =>
    file.endsWith('app.js') ? 80 : 10,
  );
  assert.deepEqual(rows, [
    { name: '@site/games', bytes: 6, gzip: 60 },
    { name: '@site/lottery', bytes: 2, gzip: 20 },
    { name: '(other)', bytes: 2, gzip: 10 },
  ]);
});
