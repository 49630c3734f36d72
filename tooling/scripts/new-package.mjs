#!/usr/bin/env node
// Scaffolds a library or feature package with the workspace conventions:
//   node tooling/scripts/new-package.mjs <name> [--feature] [--description "..."]
// Creates packages/<name> with package.json (exports map, sideEffects, publishConfig to dist),
// tsconfig, tsup, vitest and eslint configs, and src/index.ts. Run `pnpm install` afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--'));
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: new-package.mjs <kebab-name> [--feature] [--description "..."]');
  process.exit(2);
}
const feature = args.includes('--feature');
const descIndex = args.indexOf('--description');
const description = descIndex >= 0 ? args[descIndex + 1] : `@site/${name}`;
const dir = path.join(root, 'packages', name);
if (existsSync(dir)) {
  console.error(`packages/${name} already exists`);
  process.exit(1);
}

const pkg = {
  name: `@site/${name}`,
  version: '0.1.0',
  description,
  type: 'module',
  license: 'UNLICENSED',
  sideEffects: false,
  ...(feature ? { site: { kind: 'feature' } } : {}),
  main: './src/index.ts',
  types: './src/index.ts',
  exports: { '.': './src/index.ts', './package.json': './package.json' },
  files: ['dist'],
  publishConfig: {
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': { types: './dist/index.d.ts', import: './dist/index.js' },
      './package.json': './package.json',
    },
  },
  scripts: {
    build: 'tsup',
    lint: 'eslint . && prettier --check . --ignore-path ../../.gitignore --ignore-path ../../.prettierignore',
    test: 'vitest run',
    publint: 'publint --pack pnpm --strict',
  },
  peerDependencies: { react: '^19.3.1', 'react-dom': '^19.3.1' },
  devDependencies: {
    '@site/eslint-config': 'workspace:*',
    '@site/tsconfig': 'workspace:*',
    '@site/tsup-config': 'workspace:*',
    '@site/vitest-config': 'workspace:*',
    '@testing-library/jest-dom': '~6.9.1',
    '@testing-library/react': '^16.3.3',
    '@types/react': '^19.3.0',
    '@types/react-dom': '^19.3.0',
    eslint: '^10.15.0',
    publint: '^0.3.25',
    react: '^19.3.1',
    'react-dom': '^19.3.1',
    tsup: '^8.5.1',
    typescript: '~6.0.3',
    vite: '^8.3.8',
    vitest: '^4.1.12',
  },
};

mkdirSync(path.join(dir, 'src'), { recursive: true });
const write = (file, text) => writeFileSync(path.join(dir, file), text);
write('package.json', JSON.stringify(pkg, null, 2) + '\n');
write(
  'tsconfig.json',
  JSON.stringify(
    { extends: '@site/tsconfig/react-library.json', include: ['src', '*.ts'] },
    null,
    2,
  ) + '\n',
);
write(
  'tsup.config.ts',
  "import { defineLibraryConfig } from '@site/tsup-config';\nimport { defineConfig } from 'tsup';\n\nexport default defineConfig(defineLibraryConfig());\n",
);
write(
  'vitest.config.ts',
  "import { vitestPreset } from '@site/vitest-config';\nimport { defineConfig } from 'vitest/config';\n\nexport default defineConfig(vitestPreset());\n",
);
write('eslint.config.js', "export { default } from '@site/eslint-config';\n");
write(
  'src/index.ts',
  feature
    ? `// The public entry of @site/${name}: its feature object and a few named components.\nexport {};\n`
    : `// The public entry of @site/${name}.\nexport {};\n`,
);
write('README.md', `# @site/${name}\n\n${description}\n`);
// The root typecheck references it, and its own references follow its dependencies (ADR 0214).
spawnSync(process.execPath, [path.join(root, 'tooling/scripts/ts-references.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
console.info(`created packages/${name}; now run pnpm install`);
