// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, shiftSourceMap, wantsCompileHint } from './compile-hints';

describe('wantsCompileHint', () => {
  it.each([
    // The first load: the entries and the groups of initial-chunks.ts.
    ['index', true, true],
    ['app', true, true],
    ['boot', false, true],
    ['vendor', false, true],
    ['vendor-state', false, true],
    ['vendor-view', false, true],
    ['app-platform', false, true],
    ['rolldown-runtime', false, true],
    // Loaded on demand: a route, a section, a library that runs a part of its functions.
    ['lottery-page', false, false],
    ['electron-page', false, false],
    ['firebase', false, false],
    ['theme-default', false, false],
    // A name that only starts like a first-load group is not one.
    ['vendor-extra', false, false],
  ])('%s (entry %s): %s', (name, isEntry, wanted) => {
    expect(wantsCompileHint({ name, isEntry })).toBe(wanted);
  });
});

describe('compileHints', () => {
  type Hook = { handler: (options: unknown, bundle: Record<string, unknown>) => void };
  const run = (bundle: Record<string, unknown>) =>
    (compileHints().generateBundle as unknown as Hook).handler({}, bundle);
  const chunk = (name: string, code: string, mappings = 'AAAA;AACA') => ({
    type: 'chunk',
    name,
    isEntry: false,
    fileName: `assets/${name}-abcdefgh.js`,
    code,
    map: { mappings },
  });

  it("puts the hint on the first line, above Vite's __vite__mapDeps line, once", () => {
    const vendor = chunk('vendor', 'import"./r.js";');
    const boot = chunk('boot', 'const __vite__mapDeps=(i)=>i;\nexport{};');
    const lazy = chunk('lottery-page', 'export{};');
    const mapFile = `${boot.fileName}.map`;
    const mapAsset = {
      type: 'asset',
      source: JSON.stringify({ version: 3, mappings: 'AAAA;AACA', sources: ['a.ts'] }),
    };
    const bundle: Record<string, unknown> = {
      [vendor.fileName]: vendor,
      [boot.fileName]: boot,
      [lazy.fileName]: lazy,
      [mapFile]: mapAsset,
    };
    run(bundle);
    run(bundle);
    expect(vendor.code).toBe(`${COMPILE_HINT}\nimport"./r.js";`);
    expect(boot.code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;\nexport{};`);
    expect(lazy.code).toBe('export{};');
    // The source maps move down the hint's one line, and only once.
    expect(boot.map.mappings).toBe(';AAAA;AACA');
    expect(lazy.map.mappings).toBe('AAAA;AACA');
    expect(JSON.parse(mapAsset.source)).toEqual({
      version: 3,
      mappings: ';AAAA;AACA',
      sources: ['a.ts'],
    });
  });
});

describe('shiftSourceMap', () => {
  it('adds an empty first line to the mappings and keeps the rest', () => {
    expect(JSON.parse(shiftSourceMap('{"version":3,"mappings":"AAAA","names":["x"]}'))).toEqual({
      version: 3,
      mappings: ';AAAA',
      names: ['x'],
    });
  });
});
