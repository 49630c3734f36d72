// @ts-check
/**
 * Workspace boundary rules. Each message says why the boundary exists, so the next engineer
 * learns the architecture from the lint output (docs/decisions/0002-package-boundaries.md).
 */
import path from 'node:path';
import {
  findWorkspaceRoot,
  isExported,
  packageOfFile,
  readWorkspace,
  splitSpecifier,
} from './workspace.js';
import { noImportCycle } from './cycles.js';

/**
 * Lower layers never import higher ones: shared -> features -> apps, never sideways. `testing`
 * (the feature test and story harness, which runs the sandbox app) sits above everything, so no
 * shipped source can import it; test and story files switch this rule off in their package.
 */
const LAYER = { tooling: 0, library: 1, theme: 2, feature: 3, app: 4, testing: 5 };

/**
 * Calls `check(specifier, node)` for every static import, re-export and literal dynamic import.
 * @param {(specifier: string, node: any) => void} check
 */
function onImports(check) {
  /** @param {any} node */
  const visit = (node) => {
    const source = node.source;
    if (source && source.type === 'Literal' && typeof source.value === 'string') {
      check(source.value, source);
    }
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** @param {any} context */
function workspaceFor(context) {
  const filename = path.resolve(context.filename ?? context.getFilename());
  const root = findWorkspaceRoot(path.dirname(filename));
  if (!root) return undefined;
  const packages = readWorkspace(root);
  const self = packageOfFile(packages, filename);
  return { filename, packages, self };
}

/** @type {import('eslint').Rule.RuleModule} */
const noRelativeCrossPackage = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that reach into another workspace package.' },
    messages: {
      relative:
        'Import "{{target}}" by its package name, not by the relative path "{{specifier}}": a relative path skips the exports map and breaks once packages are published and versioned separately.',
    },
    schema: [],
  },
  create(context) {
    const ws = workspaceFor(context);
    if (!ws || !ws.self) return {};
    const { filename, packages, self } = ws;
    return onImports((specifier, node) => {
      if (!specifier.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(filename), specifier);
      const target = packageOfFile(packages, resolved);
      if (target && target.dir !== self.dir) {
        context.report({ node, messageId: 'relative', data: { specifier, target: target.name } });
      }
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const onlyExportedEntryPoints = {
  meta: {
    type: 'problem',
    docs: { description: 'Only import what a workspace package lists in its `exports` map.' },
    messages: {
      deep: '"{{specifier}}" is not in the exports map of {{name}} (public: {{public}}). Deep imports couple you to internals the owning team may move at any time; ask them to export it, or use the public entry.',
    },
    schema: [],
  },
  create(context) {
    const ws = workspaceFor(context);
    if (!ws) return {};
    const byName = new Map(ws.packages.map((p) => [p.name, p]));
    return onImports((specifier, node) => {
      if (specifier.startsWith('.') || specifier.startsWith('/')) return;
      const { name, subpath } = splitSpecifier(specifier);
      const target = byName.get(name);
      if (!target || target === ws.self) return;
      if (!isExported(target.exports, subpath, target.blocked)) {
        context.report({
          node,
          messageId: 'deep',
          data: { specifier, name, public: target.exports.join(', ') },
        });
      }
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const noFeatureToFeature = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature package never imports another feature package.' },
    messages: {
      feature:
        'Feature {{self}} imports feature {{target}}. Features never import each other: declare the link your feature needs in its feature object and let the shell bind it; move shared types or helpers to @site/api-core or @site/ui.',
    },
    schema: [],
  },
  create(context) {
    const ws = workspaceFor(context);
    if (!ws || !ws.self || ws.self.kind !== 'feature') return {};
    const self = ws.self;
    const byName = new Map(ws.packages.map((p) => [p.name, p]));
    return onImports((specifier, node) => {
      const target = specifier.startsWith('.')
        ? packageOfFile(ws.packages, path.resolve(path.dirname(ws.filename), specifier))
        : byName.get(splitSpecifier(specifier).name);
      if (target && target !== self && target.kind === 'feature') {
        context.report({
          node,
          messageId: 'feature',
          data: { self: self.name, target: target.name },
        });
      }
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const layeredImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Shared code never depends on features or apps.' },
    messages: {
      upward:
        '{{self}} ({{selfKind}}) imports {{target}} ({{targetKind}}). Dependencies point one way, shared -> themes -> features -> apps; a shared package that imports upward drags feature code into every consumer and creates cycles.',
    },
    schema: [],
  },
  create(context) {
    const ws = workspaceFor(context);
    if (!ws || !ws.self) return {};
    const self = ws.self;
    const byName = new Map(ws.packages.map((p) => [p.name, p]));
    const rank = (/** @type {string} */ kind) =>
      LAYER[/** @type {keyof typeof LAYER} */ (kind)] ?? 1;
    return onImports((specifier, node) => {
      if (specifier.startsWith('.')) return;
      const target = byName.get(splitSpecifier(specifier).name);
      if (!target || target === self) return;
      if (rank(target.kind) > rank(self.kind)) {
        context.report({
          node,
          messageId: 'upward',
          data: {
            self: self.name,
            selfKind: self.kind,
            target: target.name,
            targetKind: target.kind,
          },
        });
      }
    });
  },
};

/**
 * `site/app-zones`: import zones inside one package (an app's `src`). Each zone names the files
 * it governs (`target`, path prefixes from the package folder, without extensions; a folder ends
 * in `/`), the files they must not import (`from`), exceptions on either side, and the reason,
 * which is the lint message. Only relative imports are checked (a package never imports itself
 * by name).
 */
/** @type {import('eslint').Rule.RuleModule} */
const appZones = {
  meta: {
    type: 'problem',
    docs: { description: 'Import zones inside a package: composition over shell services.' },
    messages: {
      zone: '{{file}} imports {{target}}: {{reason}}',
    },
    schema: [
      {
        type: 'object',
        properties: {
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { type: 'array', items: { type: 'string' } },
                targetExcept: { type: 'array', items: { type: 'string' } },
                from: { type: 'array', items: { type: 'string' } },
                fromExcept: { type: 'array', items: { type: 'string' } },
                reason: { type: 'string' },
              },
              required: ['target', 'from', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const ws = workspaceFor(context);
    const zones = context.options[0]?.zones ?? [];
    if (!ws || !ws.self || zones.length === 0) return {};
    const root = ws.self.dir;
    const relative = (/** @type {string} */ file) =>
      path
        .relative(root, file)
        .split(path.sep)
        .join('/')
        .replace(/\.(tsx?|jsx?|mjs)$/, '');
    const inAny = (/** @type {string} */ file, /** @type {string[] | undefined} */ prefixes) =>
      (prefixes ?? []).some((prefix) =>
        prefix.endsWith('/')
          ? file.startsWith(prefix)
          : file === prefix || file === `${prefix}/index`,
      );
    const self = relative(ws.filename);
    const active = zones.filter(
      (/** @type {any} */ zone) => inAny(self, zone.target) && !inAny(self, zone.targetExcept),
    );
    if (active.length === 0) return {};
    return onImports((specifier, node) => {
      if (!specifier.startsWith('.')) return;
      const target = relative(path.resolve(path.dirname(ws.filename), specifier));
      for (const zone of active) {
        if (inAny(target, zone.from) && !inAny(target, zone.fromExcept)) {
          context.report({
            node,
            messageId: 'zone',
            data: { file: self, target, reason: zone.reason },
          });
          return;
        }
      }
    });
  },
};

export const boundaries = {
  meta: { name: '@site/eslint-plugin-boundaries' },
  rules: {
    'no-import-cycle': noImportCycle,
    'no-relative-cross-package': noRelativeCrossPackage,
    'only-exported-entry-points': onlyExportedEntryPoints,
    'no-feature-to-feature': noFeatureToFeature,
    'layered-imports': layeredImports,
    'app-zones': appZones,
  },
};

export default boundaries;
