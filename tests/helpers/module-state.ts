/**
 * What the module-state tests of cli/ and renderer/ find: a module-level `let` or `var` is state,
 * and so is a module-level collection (Map, Set, WeakMap, WeakSet, array or object literal) that
 * any module of the tree writes to, in its own module or through an import. Constant tables are fine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const REPO = path.resolve(import.meta.dirname, '../..');
const MUTATORS = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);

/** The source files under `dir` (a repository path), but those under `skip`. */
export function sourceFiles(dir: string, skip: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.name === 'node_modules' || skip.includes(rel)) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(rel, skip));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(path.join(REPO, file), 'utf8'), ts.ScriptTarget.Latest, true);

const isCollection = (node: ts.Expression | undefined): boolean =>
  node !== undefined &&
  (ts.isArrayLiteralExpression(node) ||
    ts.isObjectLiteralExpression(node) ||
    (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && COLLECTIONS.has(node.expression.text)) ||
    ((ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) && isCollection(node.expression)));

/** The identifier a property access or element access is rooted at (`a` of `a.b[c].d`). */
function rootOf(node: ts.Expression): ts.Identifier | undefined {
  let current: ts.Expression = node;
  while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current) || ts.isParenthesizedExpression(current) || ts.isNonNullExpression(current)) current = current.expression;
  return ts.isIdentifier(current) ? current : undefined;
}

/** Where a file writes to one of `names` (module-level bindings): a mutating call, an assignment, `delete` or `++` on a member. */
function writesTo(source: ts.SourceFile, names: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const where = (node: ts.Node, name: string) => `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} writes ${name}`;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && MUTATORS.has(node.expression.name.text)) {
      const root = rootOf(node.expression.expression);
      if (root && names.has(root.text)) found.push(where(node, root.text));
    }
    const member = (target: ts.Expression) => (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target) ? rootOf(target) : undefined);
    if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
      const root = member(node.left);
      if (root && names.has(root.text)) found.push(where(node, root.text));
    }
    if (ts.isDeleteExpression(node) || ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) {
      const operand = ts.isDeleteExpression(node) ? node.expression : node.operand;
      const root = member(operand);
      if (root && names.has(root.text)) found.push(where(node, root.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each module's module-level collections, by file. */
function collectionsByFile(sources: readonly ts.SourceFile[]): Map<string, Set<string>> {
  return new Map(
    sources.map((source) => [
      source.fileName,
      new Set(
        source.statements
          .filter(ts.isVariableStatement)
          .flatMap((statement) => statement.declarationList.declarations)
          .filter((d) => ts.isIdentifier(d.name) && isCollection(d.initializer))
          .map((d) => (d.name as ts.Identifier).text),
      ),
    ]),
  );
}

/** Every module-level `let` or `var` of the files, as `file: names`. */
export function moduleLevelLets(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const source of files.map(parse)) {
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement) && !(statement.declarationList.flags & ts.NodeFlags.Const)) found.push(`${source.fileName}: ${statement.declarationList.declarations.map((d) => d.name.getText(source)).join(', ')}`);
    }
  }
  return found;
}

/** Every write to a module-level collection of the files, in its own module or through a named import from another of them. */
export function collectionWrites(files: readonly string[]): string[] {
  const sources = files.map(parse);
  const byFile = collectionsByFile(sources);
  const found: string[] = [];
  for (const source of sources) {
    const names = new Set(byFile.get(source.fileName));
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.moduleSpecifier.text.startsWith('.')) continue;
      const from = path.posix.normalize(path.posix.join(path.posix.dirname(source.fileName), statement.moduleSpecifier.text));
      const theirs = byFile.get(from);
      const bindings = statement.importClause?.namedBindings;
      if (!theirs || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) if (theirs.has((element.propertyName ?? element.name).text)) names.add(element.name.text);
    }
    found.push(...writesTo(source, names));
  }
  return found;
}
