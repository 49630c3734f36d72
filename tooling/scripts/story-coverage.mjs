#!/usr/bin/env node
// Fails when a component has no story: every component a package exports from its entry
// (packages/*/src/index.ts) and every shell component under apps/web/src. A component counts as
// covered when a *.stories.tsx file imports it and renders it (`component: Name` or `<Name`).
// Exemptions, each with its reason, are read from apps/storybook/story-exemptions.json, keyed
// "<file>#<Name>" or "<owner folder>#<Name>" (e.g. "packages/feature-api#DialogOpenerProvider").
//
//   node tooling/scripts/story-coverage.mjs            # this workspace
//   node tooling/scripts/story-coverage.mjs <root>     # another tree (the fixture test)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'e2e', '.turbo']);

function walk(dir, accept, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, accept, out);
    else if (accept(path)) out.push(path);
  }
  return out;
}

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function resolveModule(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [
    `${base}.tsx`,
    `${base}.ts`,
    join(base, 'index.tsx'),
    join(base, 'index.ts'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Whether `name` is declared in `file` as a function component (function, or const = arrow/memo/forwardRef). */
function declaresComponent(file, name) {
  if (!file.endsWith('.tsx')) return false;
  let found = false;
  parse(file).forEachChild((node) => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === name) found = true;
    if (ts.isVariableStatement(node)) {
      for (const decl of node.declarationList.declarations) {
        if (!ts.isIdentifier(decl.name) || decl.name.text !== name || !decl.initializer) continue;
        const init = decl.initializer;
        const callee = ts.isCallExpression(init) ? init.expression.getText() : '';
        if (
          ts.isArrowFunction(init) ||
          ts.isFunctionExpression(init) ||
          /(^|\.)(memo|forwardRef|lazy)$/.test(callee)
        )
          found = true;
      }
    }
  });
  return found;
}

/** Value exports of an entry file: name -> the file that declares it (following re-exports). */
function entryExports(file, seen = new Set()) {
  const result = new Map();
  if (seen.has(file)) return result;
  seen.add(file);
  for (const node of parse(file).statements) {
    if (!ts.isExportDeclaration(node) || node.isTypeOnly || !node.moduleSpecifier) continue;
    const target = resolveModule(file, node.moduleSpecifier.text);
    if (!target) continue;
    if (!node.exportClause) {
      for (const [name, from] of entryExports(target, seen)) result.set(name, from);
      continue;
    }
    if (!ts.isNamedExports(node.exportClause)) continue;
    for (const element of node.exportClause.elements) {
      if (element.isTypeOnly) continue;
      const local = (element.propertyName ?? element.name).text;
      result.set(element.name.text, { file: target, local });
    }
  }
  return result;
}

/** Components to cover: package entry exports and shell components, as { name, file, owner }. */
export function listComponents(root) {
  const components = [];
  const packagesDir = join(root, 'packages');
  for (const pkg of existsSync(packagesDir) ? readdirSync(packagesDir) : []) {
    const entry = join(packagesDir, pkg, 'src', 'index.ts');
    if (!existsSync(entry)) continue;
    for (const [name, { file, local }] of entryExports(entry)) {
      if (PASCAL.test(name) && declaresComponent(file, local))
        components.push({ name, file: relative(root, file), owner: `packages/${pkg}` });
    }
  }
  const shellFiles = walk(
    join(root, 'apps', 'web', 'src'),
    (path) => path.endsWith('.tsx') && !/\.(test|stories)\.tsx$/.test(path),
  );
  for (const file of shellFiles) {
    parse(file).forEachChild((node) => {
      const exported = ts.canHaveModifiers(node)
        ? ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
        : false;
      if (!exported) return;
      const names = ts.isFunctionDeclaration(node)
        ? [node.name?.text]
        : ts.isVariableStatement(node)
          ? node.declarationList.declarations.map((d) =>
              ts.isIdentifier(d.name) ? d.name.text : '',
            )
          : [];
      for (const name of names) {
        if (name && PASCAL.test(name) && declaresComponent(file, name))
          components.push({ name, file: relative(root, file), owner: 'apps/web' });
      }
    });
  }
  return components;
}

/** Story files and the component names each imports and renders. */
function storyCoverage(root) {
  const covered = new Set();
  const storyFiles = [
    ...walk(join(root, 'packages'), (p) => p.endsWith('.stories.tsx')),
    ...walk(join(root, 'themes'), (p) => p.endsWith('.stories.tsx')),
    ...walk(join(root, 'apps', 'web', 'src'), (p) => p.endsWith('.stories.tsx')),
  ];
  for (const file of storyFiles) {
    const source = parse(file);
    const text = source.getFullText();
    for (const node of source.statements) {
      if (!ts.isImportDeclaration(node) || node.importClause?.isTypeOnly) continue;
      const bindings = node.importClause?.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      const from = node.moduleSpecifier.text;
      const target = resolveModule(file, from);
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        const local = element.name.text;
        const rendered = new RegExp(`(component:\\s*${local}\\b|<${local}[\\s/>])`).test(text);
        if (!rendered) continue;
        covered.add(target ? `${relative(root, target)}#${imported}` : `${from}#${imported}`);
        covered.add(`*#${imported}@${from}`);
      }
    }
  }
  return covered;
}

function packageNameOf(root, owner) {
  try {
    return JSON.parse(readFileSync(join(root, owner, 'package.json'), 'utf8')).name;
  } catch {
    return null;
  }
}

/** The components with neither a story nor an exemption. */
export function findMissingStories(root) {
  const covered = storyCoverage(root);
  const exemptionsFile = join(root, 'apps', 'storybook', 'story-exemptions.json');
  const exemptions = existsSync(exemptionsFile)
    ? JSON.parse(readFileSync(exemptionsFile, 'utf8'))
    : {};
  const components = listComponents(root);
  const missing = components.filter((component) => {
    if (exemptions[`${component.file}#${component.name}`]) return false;
    if (exemptions[`${component.owner}#${component.name}`]) return false;
    if (covered.has(`${component.file}#${component.name}`)) return false;
    const pkgName = packageNameOf(root, component.owner);
    return !(pkgName && covered.has(`*#${component.name}@${pkgName}`));
  });
  const keys = new Set(
    components.flatMap((component) => [
      `${component.file}#${component.name}`,
      `${component.owner}#${component.name}`,
    ]),
  );
  const stale = Object.keys(exemptions).filter((key) => !keys.has(key));
  return { components, missing, exemptions, stale };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
  const { components, missing, exemptions, stale } = findMissingStories(root);
  const exempt = Object.keys(exemptions).length;
  if (stale.length > 0) {
    console.error('story coverage: exemptions that match no exported component (remove them):');
    for (const key of stale) console.error(`  ${key}`);
    process.exit(1);
  }
  if (missing.length > 0) {
    console.error(`story coverage: ${missing.length} component(s) without a story:`);
    for (const component of missing) console.error(`  ${component.name}  (${component.file})`);
    console.error(
      'Write a co-located <name>.stories.tsx that imports and renders it, or add it with a reason to apps/storybook/story-exemptions.json.',
    );
    process.exit(1);
  }
  console.log(
    `story coverage: ${components.length - exempt} components with a story, ${exempt} exempt with a reason`,
  );
}
