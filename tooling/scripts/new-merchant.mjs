#!/usr/bin/env node
// Scaffolds a merchant theme package from an existing one (the default by default):
//   pnpm new-merchant <code> [--from default] [--name "SITE NAME"] [--brand "#7b2ff7"]
//                            [--domain host] [--no-install] [--root <workspace>]
// Creates themes/<code> (package @site/theme-<code>, "site": { "kind": "theme", "merchant": code }),
// adds it to the web app's and Storybook's dependencies (so turbo rebuilds them when it changes)
// and runs pnpm install. Nothing else needs editing: the web app and Storybook discover
// themes/*/package.json at build time (siteMerchantsPlugin in @site/theme/vite), so the merchant
// is selectable with localStorage.merchantCode=<code>, its domain, or SITE_MERCHANT=<code>.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { solutionTsconfig, workspaceProjects } from './ts-references.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const valued = new Set(['--from', '--name', '--brand', '--domain', '--root']);
const code = args.find((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
const fail = (message) => {
  console.error(message);
  process.exit(1);
};

if (!code || !/^[a-z][a-z0-9-]{0,30}$/.test(code)) {
  fail(
    'usage: pnpm new-merchant <code> [--from default] [--name "SITE NAME"] [--brand "#rrggbb"] [--domain host] [--no-install]\n  <code> is lower case letters, digits and dashes, starting with a letter',
  );
}
const root = path.resolve(
  option('root') ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../..'),
);
const from = option('from') ?? 'default';
const name = option('name') ?? code.toUpperCase();
const brand = option('brand');
const domain = option('domain') ?? `${code}.localhost`;
if (brand && !/^#[0-9a-fA-F]{6}$/.test(brand))
  fail(`--brand must be a #rrggbb colour, got ${brand}`);
if (/['\\<>&]/.test(name)) fail('--name may not contain quotes, backslashes, <, > or &');

const themesDir = path.join(root, 'themes');
const source = path.join(themesDir, from);
const target = path.join(themesDir, code);
if (!existsSync(path.join(source, 'package.json'))) fail(`themes/${from} does not exist`);
if (existsSync(target)) fail(`themes/${code} already exists`);

const skip = new Set(['node_modules', 'dist', '.turbo', 'coverage']);
cpSync(source, target, {
  recursive: true,
  filter: (file) => !skip.has(path.basename(file)) && !file.endsWith('.tsbuildinfo'),
});

// package.json: a new package for the new merchant.
const pkgFile = path.join(target, 'package.json');
const sourcePkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
const pkg = {
  ...sourcePkg,
  name: `@site/theme-${code}`,
  version: '0.1.0',
  description: `The ${code} merchant theme: tokens, templates, images and flag defaults (data only).`,
  site: { kind: 'theme', merchant: code, domains: [domain] },
};
writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);

// src/index.ts: the merchant code, the name, and optionally the brand colour.
const indexFile = path.join(target, 'src/index.ts');
let index = readFileSync(indexFile, 'utf8');
const sourceName = /siteName: '([^']*)'/.exec(index)?.[1];
index = index
  .replace(/merchant: '[^']*'/, `merchant: '${code}'`)
  .replace(/siteName: '[^']*'/, `siteName: '${name}'`)
  .replace(/logoAlt: '[^']*'/, `logoAlt: '${name}'`)
  .replace(
    /^\/\*\* The .*? merchant.*\*\/$/m,
    `/** The ${code} merchant, scaffolded from ${from}: edit the data below to make the skin its own. */`,
  )
  .replace(/^\s*copy: \{[\s\S]*?^ {2}\},\n/m, '');
if (brand) {
  if (/^ {2}tokens: \{/m.test(index)) {
    index = index.replace(/brand: '#[0-9a-fA-F]{3,8}'/, `brand: '${brand}'`);
  } else {
    index = index.replace(
      /(^ {2}siteName: .*\n)/m,
      `$1  tokens: { color: { brand: '${brand}', focus: '${brand}' } },\n`,
    );
  }
}
writeFileSync(indexFile, index);

// Images: the new name in the SVG texts, the new brand colour for the base blue.
const assetsDir = path.join(target, 'src/assets');
if (existsSync(assetsDir)) {
  for (const file of readdirSync(assetsDir).filter((f) => f.endsWith('.svg'))) {
    const svgFile = path.join(assetsDir, file);
    let svg = readFileSync(svgFile, 'utf8');
    if (sourceName)
      svg = svg
        .split(`>${sourceName}<`)
        .join(`>${name}<`)
        .split(`"${sourceName}"`)
        .join(`"${name}"`);
    if (brand) svg = svg.split('#1f6feb').join(brand);
    writeFileSync(svgFile, svg);
  }
}

// The apps that bundle every theme depend on it, so turbo rebuilds them when it changes.
const consumers = ['apps/web/package.json', 'apps/storybook/package.json'];
for (const rel of consumers) {
  const file = path.join(root, rel);
  if (!existsSync(file)) continue;
  const app = JSON.parse(readFileSync(file, 'utf8'));
  app.dependencies = Object.fromEntries(
    Object.entries({ ...app.dependencies, [`@site/theme-${code}`]: 'workspace:^' }).sort(
      ([a], [b]) => a.localeCompare(b),
    ),
  );
  writeFileSync(file, `${JSON.stringify(app, null, 2)}\n`);
}

// The workspace typecheck (`tsc -b` over the root tsconfig.json, ADR 0214) checks the new theme.
const solutionFile = path.join(root, 'tsconfig.json');
if (existsSync(solutionFile)) {
  const solution = solutionTsconfig(workspaceProjects(root));
  writeFileSync(solutionFile, `${JSON.stringify(solution, null, 2)}\n`);
}

console.info(`created themes/${code} (@site/theme-${code}) from themes/${from}`);

if (!args.includes('--no-install')) {
  const lock = process.env.SITE_PNPM_LOCK ?? '/tmp/site-pnpm.lock';
  const hasFlock = spawnSync('sh', ['-c', 'command -v flock'], { stdio: 'ignore' }).status === 0;
  const [command, commandArgs] = hasFlock
    ? ['flock', [lock, 'pnpm', 'install', '--prefer-offline']]
    : ['pnpm', ['install', '--prefer-offline']];
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail('pnpm install failed; run it yourself, then build');
}

console.info(`next:
  pnpm --filter @site/theme-${code} build     # the publishable theme package
  pnpm --filter @site/web build               # the site, with a theme-${code} chunk
  open the site with localStorage.merchantCode = "${code}" (or http://${domain}:4173/),
  or build a one-skin site with SITE_MERCHANT=${code}`);
