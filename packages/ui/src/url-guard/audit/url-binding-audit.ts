import ts from 'typescript';

/**
 * A static check over the site's components (ADR 0161): every value bound to a URL attribute
 * (`href`, `src`, `poster`, `action`, `formAction`, `data`, `srcSet`, `xlinkHref`) or assigned to
 * an element's `src`/`href` must visibly pass `guardUrl` from `@site/ui`, or be a constant, or
 * carry a `url-guard: <reason>` comment saying why it is not a server URL. And no code but the
 * one sanitiser puts HTML into the DOM.
 */
export interface AuditFinding {
  file: string;
  line: number;
  kind: 'raw-url' | 'raw-html';
  text: string;
}

export interface ReviewedBinding {
  file: string;
  line: number;
  reason: string;
  text: string;
}

/** URL attributes on any element (styled components pass them to the DOM). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster', 'srcSet', 'xlinkHref']);
/** URL attributes only on intrinsic elements (on components they are ordinary props). */
const INTRINSIC_URL_ATTRIBUTES = new Set(['action', 'formAction', 'data']);

function isIntrinsic(attribute: ts.JsxAttribute): boolean {
  const element = attribute.parent.parent;
  return (
    (ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)) &&
    ts.isIdentifier(element.tagName) &&
    /^[a-z]/.test(element.tagName.text)
  );
}
const URL_PROPERTIES = new Set(['src', 'href']);
const ASSET_IMPORT = /\.(png|jpe?g|gif|webp|svg|avif|ico)(\?.*)?$/;
const HTML_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\s*\(|createContextualFragment|\bsrcDoc\b|\bsrcdoc\b/;
const REASON = /url-guard:\s*(.+?)\s*(\*\/)?$/;

function reasonNear(source: ts.SourceFile, node: ts.Node): string | null {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  const lines = source.text.split('\n');
  for (const index of [line, line - 1, line - 2]) {
    const match = REASON.exec(lines[index] ?? '');
    if (match?.[1]) return match[1];
  }
  return null;
}

function declarationOf(name: string, from: ts.Node, source: ts.SourceFile): ts.Node | null {
  let found: ts.Node | null = null;
  const visit = (node: ts.Node) => {
    if (found) return;
    if (ts.isVariableDeclaration(node)) {
      if (ts.isIdentifier(node.name) && node.name.text === name) found = node;
      else if (
        (ts.isArrayBindingPattern(node.name) || ts.isObjectBindingPattern(node.name)) &&
        node.name.elements.some(
          (element) =>
            ts.isBindingElement(element) &&
            ts.isIdentifier(element.name) &&
            element.name.text === name,
        )
      )
        found = node;
    } else if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      if (clause?.name?.text === name) found = node;
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        if (bindings.elements.some((element) => element.name.text === name)) found = node;
      }
    } else if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === name) {
      found = node;
    }
    ts.forEachChild(node, visit);
  };
  // The closest declaration wins: search the enclosing scopes outwards.
  for (let scope: ts.Node | undefined = from; scope; scope = scope.parent) {
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isFunctionLike(scope)) {
      found = null;
      visit(scope);
      if (found) return found;
    }
  }
  void source;
  return null;
}

/**
 * Hooks whose values are not server URLs: the merchant theme (build-time data: logos, images)
 * and the links the shell binds between features (route paths).
 */
const TRUSTED_HOOKS = new Set(['useSiteTheme', 'useLink']);

function rootIdentifier(node: ts.Expression): ts.Identifier | null {
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current) || ts.isNonNullExpression(current)) {
    current = current.expression;
  }
  return ts.isIdentifier(current) ? current : null;
}

function isTrustedHookValue(node: ts.Expression, source: ts.SourceFile): boolean {
  const root = rootIdentifier(node);
  if (!root) return false;
  const declaration = declarationOf(root.text, root, source);
  const init =
    declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : null;
  return Boolean(
    init &&
    ts.isCallExpression(init) &&
    ts.isIdentifier(init.expression) &&
    TRUSTED_HOOKS.has(init.expression.text),
  );
}

function isGuardCall(node: ts.Expression): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'guardUrl'
  );
}

/** Whether `node` is a guarded URL, a constant, or nothing; `seen` stops cycles. */
function isSafe(node: ts.Expression, source: ts.SourceFile, seen: Set<ts.Node>): boolean {
  if (seen.has(node)) return false;
  seen.add(node);
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isNumericLiteral(node) ||
    node.kind === ts.SyntaxKind.NullKeyword ||
    node.kind === ts.SyntaxKind.UndefinedKeyword ||
    (ts.isIdentifier(node) && node.text === 'undefined')
  )
    return true;
  if (ts.isTemplateExpression(node)) return /^(\/[\w-]|#|\.\/)/.test(node.head.text);
  if (isGuardCall(node)) return true;
  if (ts.isPropertyAccessExpression(node) && isTrustedHookValue(node, source)) return true;
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isNonNullExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    return isSafe(node.expression, source, seen);
  if (ts.isConditionalExpression(node))
    return isSafe(node.whenTrue, source, seen) && isSafe(node.whenFalse, source, seen);
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return isSafe(node.right, source, seen);
    if (op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken)
      return isSafe(node.left, source, seen) && isSafe(node.right, source, seen);
    if (op === ts.SyntaxKind.PlusToken)
      return ts.isStringLiteral(node.left) && /^(\/[\w-]|#|data:image\/)/.test(node.left.text);
    return false;
  }
  if (ts.isIdentifier(node)) {
    const declaration = declarationOf(node.text, node, source);
    if (!declaration) return false;
    if (ts.isImportDeclaration(declaration)) {
      const specifier = (declaration.moduleSpecifier as ts.StringLiteral).text;
      return ASSET_IMPORT.test(specifier);
    }
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      return isSafeInitializer(declaration.initializer, source, seen);
    }
    return false;
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    // `urls.map((url) => guardUrl(url))` and the like are checked through the callback.
    return false;
  }
  return false;
}

/** Initialisers: `useState(...)`/`useMemo(...)` and arrow bodies are followed to their value. */
function isSafeInitializer(
  node: ts.Expression,
  source: ts.SourceFile,
  seen: Set<ts.Node>,
): boolean {
  if (isSafe(node, source, new Set(seen))) return true;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const hook = node.expression.text;
    const [first] = node.arguments;
    if ((hook === 'useState' || hook === 'useMemo') && first) {
      if (ts.isArrowFunction(first) && !ts.isBlock(first.body))
        return isSafe(first.body, source, seen);
      return isSafe(first, source, seen);
    }
  }
  return false;
}

/** A binding reviewed outside the file (for code whose owner adds the comment later). */
export interface ReviewedElsewhere {
  file: string;
  /** The binding's text as the audit prints it (`src={picture}`). */
  text: string;
  reason: string;
}

export function auditSource(
  file: string,
  text: string,
  elsewhere: readonly ReviewedElsewhere[] = [],
): { findings: AuditFinding[]; reviewed: ReviewedBinding[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: AuditFinding[] = [];
  const reviewed: ReviewedBinding[] = [];
  const lineOf = (node: ts.Node) =>
    source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  const check = (holder: ts.Node, value: ts.Expression) => {
    if (isSafe(value, source, new Set())) return;
    const entry = { file, line: lineOf(holder), text: holder.getText(source).slice(0, 100) };
    const reason =
      reasonNear(source, holder) ??
      elsewhere.find((item) => item.file === file && item.text === entry.text)?.reason ??
      null;
    if (reason) reviewed.push({ ...entry, reason });
    else findings.push({ ...entry, kind: 'raw-url' });
  };

  const visit = (node: ts.Node) => {
    if (
      ts.isJsxAttribute(node) &&
      ts.isIdentifier(node.name) &&
      (URL_ATTRIBUTES.has(node.name.text) ||
        (INTRINSIC_URL_ATTRIBUTES.has(node.name.text) && isIntrinsic(node))) &&
      node.initializer &&
      ts.isJsxExpression(node.initializer) &&
      node.initializer.expression
    ) {
      check(node, node.initializer.expression);
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      URL_PROPERTIES.has(node.left.name.text) &&
      !/location$/.test(node.left.expression.getText(source))
    ) {
      check(node, node.right);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  text.split('\n').forEach((line, index) => {
    if (HTML_SINKS.test(line) && !/^\s*(\/\/|\*)/.test(line)) {
      findings.push({ file, line: index + 1, kind: 'raw-html', text: line.trim().slice(0, 100) });
    }
  });
  return { findings, reviewed };
}
