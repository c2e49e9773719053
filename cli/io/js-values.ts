/**
 * Reads the literal values a JavaScript module exports, without running it: the text is
 * parsed with the TypeScript parser and only literal syntax is read (strings, numbers,
 * booleans, `null`, `undefined`, arrays and objects of those, and the minifier's `!0`, `!1`
 * and `void 0`). Anything else is `unknown`. The caller passes the TypeScript module (TypeDoc
 * re-exports it), so only the run that needs it pays for loading it. Used for the defaults an API reference shows,
 * because importing a browser library in Node may need a DOM.
 */
import type TS from 'typescript';
import type { StaticValue } from '../core/api-source.ts';

/** The TypeScript module, passed in so that loading this file does not load the compiler. */
type TypeScript = typeof TS;

const UNKNOWN: StaticValue = { kind: 'unknown' };

function propertyName(ts: TypeScript, name: TS.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  return undefined;
}

function read(ts: TypeScript, node: TS.Expression): StaticValue {
  if (ts.isParenthesizedExpression(node)) return read(ts, node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return { kind: 'literal', text: JSON.stringify(node.text) };
  if (ts.isNumericLiteral(node)) return { kind: 'literal', text: String(Number(node.text)) };
  if (node.kind === ts.SyntaxKind.TrueKeyword) return { kind: 'literal', text: 'true' };
  if (node.kind === ts.SyntaxKind.FalseKeyword) return { kind: 'literal', text: 'false' };
  if (node.kind === ts.SyntaxKind.NullKeyword) return { kind: 'literal', text: 'null' };
  if (ts.isIdentifier(node) && node.text === 'undefined') return { kind: 'literal', text: 'undefined' };
  if (ts.isVoidExpression(node) && ts.isNumericLiteral(node.expression)) return { kind: 'literal', text: 'undefined' };
  if (ts.isPrefixUnaryExpression(node) && ts.isNumericLiteral(node.operand)) {
    const n = Number(node.operand.text);
    if (node.operator === ts.SyntaxKind.ExclamationToken) return { kind: 'literal', text: String(!n) };
    if (node.operator === ts.SyntaxKind.MinusToken) return { kind: 'literal', text: String(-n) };
    if (node.operator === ts.SyntaxKind.PlusToken) return { kind: 'literal', text: String(n) };
  }
  if (ts.isArrayLiteralExpression(node)) {
    return { kind: 'array', items: node.elements.map((e) => (ts.isSpreadElement(e) || ts.isOmittedExpression(e) ? UNKNOWN : read(ts, e))) };
  }
  if (ts.isObjectLiteralExpression(node)) {
    const entries: [string, StaticValue][] = [];
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue; // methods, spreads, shorthands: not data
      const name = propertyName(ts, property.name);
      if (name !== undefined) entries.push([name, read(ts, property.initializer)]);
    }
    return { kind: 'object', entries };
  }
  return UNKNOWN;
}

/** Every export of the module whose value is a top-level `const`/`let`/`var` initialised with a literal. */
export function readExportedValues(ts: TypeScript, text: string, fileName = 'module.js'): Record<string, StaticValue> {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const initializers = new Map<string, TS.Expression>();
  const exported = new Map<string, string>(); // export name → local name
  for (const statement of file.statements) {
    if (ts.isVariableStatement(statement)) {
      const isExported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        initializers.set(declaration.name.text, declaration.initializer);
        if (isExported) exported.set(declaration.name.text, declaration.name.text);
      }
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) exported.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
  const values: Record<string, StaticValue> = {};
  for (const [name, local] of [...exported].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const initializer = initializers.get(local);
    if (!initializer) continue;
    const value = read(ts, initializer);
    if (value.kind !== 'unknown') values[name] = value;
  }
  return values;
}
