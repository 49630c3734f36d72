// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `site/no-import-cycle`: a module never imports, through any chain of relative imports, a module
 * that imports it back. Cycles make load order matter (a half-initialised module reads
 * `undefined`), defeat code splitting (a lazy chunk drags its importer along) and tie files that
 * should be layered. Type-only imports are ignored: they vanish at build time. Imports across
 * packages go through package names and are kept acyclic by `site/layered-imports`.
 */
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** @type {Map<string, { mtime: number, imports: string[] }>} */
const cache = new Map();

/** @param {string} from @param {string} specifier */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const stripped = base.replace(/\.(js|mjs)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stripped + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Relative value imports of a file (static and literal dynamic), resolved to files. @param {string} file */
function importsOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = cache.get(file);
  if (cached && cached.mtime === mtime) return cached.imports;
  // Comments hold JSDoc `import('./x')` types and examples: they are not imports.
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  /** @type {string[]} */
  const imports = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier) continue;
    const resolved = resolve(file, specifier);
    if (resolved) imports.push(resolved);
  }
  cache.set(file, { mtime, imports });
  return imports;
}

/** The chain from `start` back to `start`, or null. @param {string} start */
export function findCycle(start) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} file @param {string[]} chain @returns {string[] | null} */
  const visit = (file, chain) => {
    for (const next of importsOf(file)) {
      if (next === start) return [...chain, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = visit(next, [...chain, next]);
      if (found) return found;
    }
    return null;
  };
  return visit(start, [start]);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module imports itself back through a chain of relative imports.' },
    messages: {
      cycle:
        'Import cycle: {{chain}}. A cycle makes load order matter and drags lazy chunks along with their importers; move what both sides need into a third module they both import.',
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename;
    return {
      Program(node) {
        const chain = findCycle(filename);
        if (!chain) return;
        const dir = path.dirname(filename);
        context.report({
          node,
          messageId: 'cycle',
          data: {
            chain: chain
              .map((file) => path.relative(dir, file) || path.basename(file))
              .join(' -> '),
          },
        });
      },
    };
  },
};
