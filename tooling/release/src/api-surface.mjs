// @ts-check
/**
 * The typed surface of a library: for each entry point it publishes, every export with its
 * declaration as the published `.d.ts` states it (comments dropped), plus the package-internal
 * types those declarations reach (a change to a non-exported props type changes the API too).
 * Read with the TypeScript compiler from the built `dist` files, so it is what consumers get.
 */
import path from 'node:path';
import ts from 'typescript';

const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });

/**
 * @typedef {{ name: string, text: string }} SurfaceItem
 * @typedef {{ entry: string, file: string, exports: SurfaceItem[] }} EntrySurface
 * @typedef {{ name: string, entries: EntrySurface[], internals: SurfaceItem[] }} LibrarySurface
 * @typedef {{ name: string, dir: string, entries: { entry: string, types: string }[] }} SurfaceInput
 */

/**
 * Prints a node with every union's members in one order. The compiler writes an inferred union
 * (`(Promotion | Notice)[]`) in the order it met the types, which differs between two builds of
 * the same source, so the report would flip with no API change.
 * @param {ts.Node} node @param {ts.SourceFile} sourceFile
 */
function printSorted(node, sourceFile) {
  /** @param {ts.Node} n */
  const key = (n) => printer.printNode(ts.EmitHint.Unspecified, n, sourceFile);
  const { transformed } = ts.transform(node, [
    (context) => (root) => {
      /** @type {(n: ts.Node) => ts.Node} */
      const visit = (n) => {
        const visited = ts.visitEachChild(n, visit, context);
        if (!ts.isUnionTypeNode(visited)) return visited;
        const types = [...visited.types].sort((a, b) =>
          key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0,
        );
        return context.factory.updateUnionTypeNode(visited, context.factory.createNodeArray(types));
      };
      return /** @type {ts.Node} */ (ts.visitNode(root, visit));
    },
  ]);
  return key(transformed[0] ?? node);
}

/** @param {ts.Node} node */
function hasExportModifier(node) {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/**
 * The printed text of one declaration: `declare`-style and without `export`, so it reads the
 * same whether the bundler wrote `export declare function f` or `declare function f; export { f }`.
 * @param {ts.Declaration} decl
 * @param {string} shownName the export name (bundlers may rename locals, e.g. `Props$1`)
 */
function printDeclaration(decl, shownName) {
  const sourceFile = decl.getSourceFile();
  /** @type {ts.Node} */
  let node = decl;
  let prefix = '';
  if (ts.isVariableDeclaration(decl)) {
    const list = decl.parent;
    const keyword =
      list.flags & ts.NodeFlags.Const ? 'const' : list.flags & ts.NodeFlags.Let ? 'let' : 'var';
    const type = decl.type ? printSorted(decl.type, sourceFile) : 'unknown';
    return `declare ${keyword} ${shownName}: ${type};`;
  }
  if (ts.isExportAssignment(decl)) {
    return `export default ${printer.printNode(ts.EmitHint.Expression, decl.expression, sourceFile)};`;
  }
  if (ts.isSourceFile(decl)) return `namespace ${shownName}`;
  let text = printSorted(node, sourceFile);
  if (hasExportModifier(decl)) text = text.replace(/^export (default )?/, '');
  const localName = ts.getNameOfDeclaration(decl);
  if (localName && ts.isIdentifier(localName) && localName.text !== shownName) {
    text = text.replace(new RegExp(`\\b${localName.text.replace(/\$/g, '\\$')}\\b`), shownName);
  }
  if (!/^(declare|interface|type|abstract|enum|const enum|namespace|module)\b/.test(text)) {
    prefix = 'declare ';
  }
  return prefix + text;
}

/** The kinds of symbol an API can reach: types, values, classes, enums, namespaces. */
const DECLARED =
  ts.SymbolFlags.Interface |
  ts.SymbolFlags.TypeAlias |
  ts.SymbolFlags.Class |
  ts.SymbolFlags.Enum |
  ts.SymbolFlags.Variable |
  ts.SymbolFlags.Function |
  ts.SymbolFlags.Module;

/**
 * Names of package-internal declarations a node refers to (type references, `typeof x`,
 * heritage clauses), resolved through the checker.
 * @param {ts.Node} root
 * @param {ts.TypeChecker} checker
 * @param {(file: string) => boolean} isOwnFile
 * @returns {ts.Symbol[]}
 */
function referencedOwnSymbols(root, checker, isOwnFile) {
  /** @type {ts.Symbol[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    /** @type {ts.Node | undefined} */
    let nameNode;
    if (ts.isTypeReferenceNode(node)) nameNode = node.typeName;
    else if (ts.isExpressionWithTypeArguments(node)) nameNode = node.expression;
    else if (ts.isTypeQueryNode(node)) nameNode = node.exprName;
    if (nameNode) {
      let symbol = checker.getSymbolAtLocation(
        ts.isQualifiedName(nameNode) ? nameNode.left : nameNode,
      );
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const decls = symbol?.declarations ?? [];
      if (
        symbol &&
        symbol.flags & DECLARED &&
        !(symbol.flags & ts.SymbolFlags.TypeParameter) &&
        decls.length > 0 &&
        decls.every((d) => isOwnFile(d.getSourceFile().fileName))
      ) {
        found.push(symbol);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/**
 * Reads the typed surface of several libraries with one TypeScript program (the files they
 * share, React's and Redux's types, are parsed once).
 * @param {SurfaceInput[]} libraries
 * @returns {LibrarySurface[]}
 */
export function readSurfaces(libraries) {
  const rootNames = libraries.flatMap((lib) =>
    lib.entries.map((e) => path.resolve(lib.dir, e.types)),
  );
  const distDirs = libraries.map((lib) => path.resolve(lib.dir, 'dist') + path.sep);
  /** @type {ts.CompilerOptions} */
  const options = {
    noEmit: true,
    noLib: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  };
  // Only the libraries' own dist files are read: React's, Redux's and the other dependencies'
  // types stay unresolved (their names are printed as written), which keeps this fast.
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const { resolvedModule } = ts.resolveModuleName(literal.text, containingFile, options, host);
      const file =
        resolvedModule && host.realpath
          ? host.realpath(resolvedModule.resolvedFileName)
          : resolvedModule?.resolvedFileName;
      const own = file && distDirs.some((dir) => path.resolve(file).startsWith(dir));
      return {
        resolvedModule:
          own && resolvedModule ? { ...resolvedModule, resolvedFileName: file } : undefined,
      };
    });
  const program = ts.createProgram({ rootNames, options, host });
  const checker = program.getTypeChecker();
  return libraries.map((lib) => {
    const distDir = path.resolve(lib.dir, 'dist') + path.sep;
    const isOwnFile = (/** @type {string} */ file) => path.resolve(file).startsWith(distDir);
    /** @type {Map<ts.Symbol, string>} */
    const exported = new Map();
    /** @type {ts.Symbol[]} */
    const queue = [];
    const entries = lib.entries.map(({ entry, types }) => {
      const file = path.resolve(lib.dir, types);
      const sourceFile = program.getSourceFile(file);
      if (!sourceFile)
        throw new Error(`${lib.name}: ${types} is missing (build the package first)`);
      const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
      const symbols = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
      /** @type {SurfaceItem[]} */
      const items = [];
      for (const exportSymbol of symbols) {
        const name = exportSymbol.getName();
        const target =
          exportSymbol.flags & ts.SymbolFlags.Alias
            ? checker.getAliasedSymbol(exportSymbol)
            : exportSymbol;
        const decls = target.declarations ?? [];
        if (!exported.has(target)) exported.set(target, name);
        const text =
          decls.length > 0
            ? decls.map((d) => printDeclaration(d, name)).join('\n')
            : `// ${name}: re-exported without a declaration`;
        items.push({ name, text });
        for (const d of decls) queue.push(...referencedOwnSymbols(d, checker, isOwnFile));
      }
      items.sort((a, b) => a.name.localeCompare(b.name));
      return { entry, file: types, exports: items };
    });
    /** @type {Map<ts.Symbol, SurfaceItem>} */
    const internals = new Map();
    while (queue.length > 0) {
      const symbol = /** @type {ts.Symbol} */ (queue.pop());
      if (exported.has(symbol) || internals.has(symbol)) continue;
      const decls = symbol.declarations ?? [];
      const name = symbol.getName();
      internals.set(symbol, { name, text: decls.map((d) => printDeclaration(d, name)).join('\n') });
      for (const d of decls) queue.push(...referencedOwnSymbols(d, checker, isOwnFile));
    }
    return {
      name: lib.name,
      entries,
      internals: [...internals.values()].sort((a, b) => a.name.localeCompare(b.name)),
    };
  });
}

/**
 * The names each entry exports, for comparing two reports.
 * @param {LibrarySurface} surface
 * @returns {Map<string, string>} `entry name` -> declaration text
 */
export function surfaceIndex(surface) {
  /** @type {Map<string, string>} */
  const index = new Map();
  for (const entry of surface.entries) {
    for (const item of entry.exports) index.set(`${entry.entry} ${item.name}`, item.text);
  }
  for (const item of surface.internals) index.set(`(internal) ${item.name}`, item.text);
  return index;
}
