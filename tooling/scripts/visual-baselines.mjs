#!/usr/bin/env node
// The inventory of the committed visual baselines (apps/storybook/visual-baselines/<skin>/<story id>.png):
// fails when a story has no baseline in some skin (a new story or a new skin nobody recorded) or
// when a baseline belongs to no story any more. The pixel comparison itself runs with the story
// tests (apps/storybook `storybook-test`); this check keeps the baseline folder honest.
//
//   node tooling/scripts/visual-baselines.mjs           # check
//   node tooling/scripts/visual-baselines.mjs --prune   # delete baselines of removed stories
//   node tooling/scripts/visual-baselines.mjs --root <workspace>
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const rootArg = args.includes('--root') ? args[args.indexOf('--root') + 1] : undefined;
const root = resolve(rootArg ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
const storybookDir = join(root, 'apps', 'storybook');
const baselineDir = join(storybookDir, 'visual-baselines');

/** Vitest's file name for a screenshot named `id` (toMatchScreenshot sanitises: `--` becomes `-`). */
const fileName = (id) =>
  id
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');

const SKIP = new Set(['node_modules', 'dist', 'storybook-static', '.turbo']);
function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (/\.stories\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

function skins() {
  const themes = join(root, 'themes');
  return readdirSync(themes)
    .flatMap((name) => {
      try {
        const pkg = JSON.parse(readFileSync(join(themes, name, 'package.json'), 'utf8'));
        return pkg.site?.merchant ? [pkg.site.merchant] : [];
      } catch {
        return [];
      }
    })
    .sort();
}

async function storyIds() {
  const require = createRequire(join(storybookDir, 'package.json'));
  const { readCsf } = await import(
    pathToFileURL(require.resolve('storybook/internal/csf-tools')).href
  );
  const files = [
    ...readdirSync(join(root, 'packages')).flatMap((pkg) =>
      walk(join(root, 'packages', pkg, 'src')),
    ),
    ...readdirSync(join(root, 'themes')).flatMap((theme) =>
      walk(join(root, 'themes', theme, 'src')),
    ),
    ...walk(join(root, 'apps', 'web', 'src')),
    ...walk(join(storybookDir, 'docs')),
  ];
  const ids = [];
  for (const file of files) {
    const csf = (await readCsf(file, { makeTitle: (title) => title })).parse();
    for (const story of Object.values(csf._stories)) ids.push(story.id);
  }
  return ids.sort();
}

const exclusionsFile = join(storybookDir, 'vitest', 'visual-exclusions.json');
const exclusions = existsSync(exclusionsFile)
  ? JSON.parse(readFileSync(exclusionsFile, 'utf8'))
  : {};

const ids = await storyIds();
const skinList = skins();
const missing = [];
const orphans = [];
for (const skin of skinList) {
  const dir = join(baselineDir, skin);
  const present = new Set(
    existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.png'))
          .map((name) => name.slice(0, -4))
      : [],
  );
  for (const id of ids) {
    if (!exclusions[id] && !present.has(fileName(id))) missing.push(`${skin}/${fileName(id)}`);
  }
  const known = new Set(ids.filter((id) => !exclusions[id]).map(fileName));
  for (const name of present) if (!known.has(name)) orphans.push(`${skin}/${name}`);
}

if (args.includes('--prune')) {
  for (const orphan of orphans) rmSync(join(baselineDir, `${orphan}.png`));
  if (orphans.length) console.log(`visual baselines: pruned ${orphans.length} orphan(s)`);
  orphans.length = 0;
}

const excluded = ids.filter((id) => exclusions[id]);
for (const id of excluded) console.log(`visual excluded: ${id} (${exclusions[id]})`);
if (missing.length || orphans.length) {
  if (missing.length) {
    console.error(
      `visual baselines: ${missing.length} missing (record them with pnpm visual:update):`,
    );
    for (const item of missing.slice(0, 40)) console.error(`  ${item}`);
  }
  if (orphans.length) {
    console.error(
      `visual baselines: ${orphans.length} belong to no story (pnpm visual:update prunes them):`,
    );
    for (const item of orphans.slice(0, 40)) console.error(`  ${item}`);
  }
  process.exit(1);
}
console.log(
  `visual baselines: ${ids.length - excluded.length} stories x ${skinList.length} skins = ${
    (ids.length - excluded.length) * skinList.length
  } committed, ${excluded.length} excluded with a reason`,
);
