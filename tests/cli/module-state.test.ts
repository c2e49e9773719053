/**
 * No module of cli/ holds state of its own: what a run remembers belongs to its session
 * (cli/pipeline/session.ts). A module-level `let` or `var` is state, and so is a module-level
 * collection (Map, Set, WeakMap, WeakSet, array or object literal) that any module of cli/ writes
 * to: constant tables are fine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const MUTATORS = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array']);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (rel === 'cli/dist') continue;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|mts|js|mjs)$/.test(entry.name)) out.push(rel);
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

const SOURCES = sourceFiles('cli').map(parse);

/** Each module's module-level collections, by file. */
const COLLECTIONS_BY_FILE = new Map(
  SOURCES.map((source) => [
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

describe('module-level state in cli/', () => {
  it('has no module-level let or var', () => {
    const found: string[] = [];
    for (const source of SOURCES) {
      for (const statement of source.statements) {
        if (ts.isVariableStatement(statement) && !(statement.declarationList.flags & ts.NodeFlags.Const)) found.push(`${source.fileName}: ${statement.declarationList.declarations.map((d) => d.name.getText(source)).join(', ')}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('writes to no module-level collection, in its own module or through an import', () => {
    const found: string[] = [];
    for (const source of SOURCES) {
      const names = new Set(COLLECTIONS_BY_FILE.get(source.fileName));
      // Collections imported by name from another module of cli/.
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !statement.moduleSpecifier.text.startsWith('.')) continue;
        const from = path.posix.normalize(path.posix.join(path.posix.dirname(source.fileName), statement.moduleSpecifier.text));
        const theirs = COLLECTIONS_BY_FILE.get(from);
        const bindings = statement.importClause?.namedBindings;
        if (!theirs || !bindings || !ts.isNamedImports(bindings)) continue;
        for (const element of bindings.elements) if (theirs.has((element.propertyName ?? element.name).text)) names.add(element.name.text);
      }
      found.push(...writesTo(source, names));
    }
    expect(found).toEqual([]);
  });
});
