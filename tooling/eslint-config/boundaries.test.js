import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaryRules } from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (file) => path.join(here, 'fixtures/workspace', file);

async function lint(file) {
  const eslint = new ESLint({
    cwd: path.join(here, 'fixtures/workspace'),
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, ...boundaryRules },
    ],
  });
  const [result] = await eslint.lintFiles([fixture(file)]);
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('workspace boundary rules', () => {
  it('fails a deep import that is not in the target package exports map, and says why', async () => {
    const messages = await lint('packages/games/src/deep-import.ts');
    expect(messages).toHaveLength(1);
    expect(messages[0].rule).toBe('site/only-exported-entry-points');
    expect(messages[0].message).toContain('@site/ui/src/internal');
    expect(messages[0].message).toContain('Deep imports couple you to internals');
  });

  it('fails a relative import into another package', async () => {
    const messages = await lint('packages/games/src/relative-import.ts');
    expect(messages.map((m) => m.rule)).toEqual(['site/no-relative-cross-package']);
    expect(messages[0].message).toContain('by its package name');
  });

  it('fails a feature package importing another feature package', async () => {
    const messages = await lint('packages/games/src/feature-import.ts');
    expect(messages.map((m) => m.rule)).toEqual(['site/no-feature-to-feature']);
    expect(messages[0].message).toContain('let the shell bind it');
  });

  it('fails a shared package importing an app', async () => {
    const messages = await lint('packages/ui/src/upward.ts');
    expect(messages.map((m) => m.rule)).toEqual(['site/layered-imports']);
  });

  it('fails an import cycle through relative imports, naming the chain', async () => {
    const messages = await lint('packages/games/src/cycle/a.ts');
    expect(messages.map((m) => m.rule)).toEqual(['site/no-import-cycle']);
    expect(messages[0].message).toContain('a.ts -> b.ts -> c.ts -> a.ts');
  });

  it('ignores type-only imports in a cycle (they vanish at build time)', async () => {
    expect(await lint('packages/games/src/cycle/type-only.ts')).toEqual([]);
  });

  it('accepts public entry points, listed subpaths and local relative imports', async () => {
    expect(await lint('packages/games/src/allowed.ts')).toEqual([]);
  });
});
