import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaryRules } from './index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (file) => path.join(here, 'fixtures/workspace', file);

/** The zones apps/web lints with, in miniature (apps/web/eslint.config.js). */
const zones = {
  rules: {
    'site/app-zones': [
      'error',
      {
        zones: [
          {
            target: ['src/shell/shell-services', 'src/shell/outcome-bus'],
            from: ['src/'],
            fromExcept: ['src/shell/shell-services', 'src/shell/outcome-bus'],
            reason: 'shell services sit below the composition and the UI',
          },
          {
            target: ['src/'],
            targetExcept: ['src/app', 'src/features'],
            from: ['src/features'],
            reason: 'only the composition root knows the feature list',
          },
        ],
      },
    ],
  },
};

async function lint(file) {
  const eslint = new ESLint({
    cwd: path.join(here, 'fixtures/workspace'),
    overrideConfigFile: true,
    ignore: false,
    overrideConfig: [
      { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, ...boundaryRules },
      { files: ['apps/web/src/**/*.ts'], ...zones },
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

  it('fails a shell service importing the UI (composition over shell services), and says why', async () => {
    const messages = await lint('apps/web/src/shell/shell-services.ts');
    expect(messages.map((m) => m.rule)).toEqual(['site/app-zones']);
    expect(messages[0].message).toContain('src/shell/shell-services imports src/layout/header');
    expect(messages[0].message).toContain('shell services sit below the composition and the UI');
  });

  it('fails shell code importing the feature list; the composition root may', async () => {
    const messages = await lint('apps/web/src/layout/header.ts');
    expect(messages.map((m) => m.rule)).toEqual(['site/app-zones']);
    expect(messages[0].message).toContain('only the composition root knows the feature list');
    expect(await lint('apps/web/src/app.ts')).toEqual([]);
  });

  it('accepts public entry points, listed subpaths and local relative imports', async () => {
    expect(await lint('packages/games/src/allowed.ts')).toEqual([]);
  });
});
