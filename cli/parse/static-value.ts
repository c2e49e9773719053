/**
 * What MDX code (compile mode) or a React page says that can be known without running it: the
 * value of an expression made of literals, template literals whose substitutions are known,
 * `'a' + 'b'`, `useBaseUrl('/x')` and the top-level constants of the same module. Anything
 * else is unknown (UNKNOWN), never an error: the code is the authors', it is just not run.
 */
import type { Node, Program } from 'estree';
import type { JsonValue } from './json-literal.ts';

export const UNKNOWN: unique symbol = Symbol('unknown');
export type StaticValue = JsonValue | undefined | typeof UNKNOWN;

/** The names a module binds that static reading understands. */
export interface Scope {
  /** top-level `const` (and `let`/`var`) bindings by name, with their initial expression */
  constants: Map<string, Node>;
  /** local names of `@docusaurus/Link`'s default export (`Link` is always one) */
  linkNames: Set<string>;
  /** local names of `@docusaurus/useBaseUrl`'s default export */
  baseUrlNames: Set<string>;
  /** default and namespace imports by local name: the module specifier */
  imports: Map<string, string>;
}

export function createScope(): Scope {
  return { constants: new Map(), linkNames: new Set(['Link']), baseUrlNames: new Set(), imports: new Map() };
}

/** Adds a module's imports and top-level constants to the scope (MDX has one program per ESM block). */
export function addToScope(scope: Scope, program: Program): void {
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') continue;
        scope.imports.set(specifier.local.name, source);
        if (specifier.type !== 'ImportDefaultSpecifier') continue;
        if (source === '@docusaurus/Link') scope.linkNames.add(specifier.local.name);
        if (source === '@docusaurus/useBaseUrl') scope.baseUrlNames.add(specifier.local.name);
      }
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.init) scope.constants.set(declarator.id.name, declarator.init);
    }
  }
}

/** How deep constants may refer to constants (`const a = b`): a cycle ends as unknown. */
const MAX_DEPTH = 16;

function isPlain(value: StaticValue): value is string | number | boolean | null {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The value of an expression, when it can be known statically. */
export function staticValue(node: Node, scope: Scope, depth = 0): StaticValue {
  if (depth > MAX_DEPTH) return UNKNOWN;
  const next = (child: Node) => staticValue(child, scope, depth + 1);
  switch (node.type) {
    case 'Literal':
      return 'regex' in node || 'bigint' in node ? UNKNOWN : (node.value as JsonValue);
    case 'TemplateLiteral': {
      let text = node.quasis[0].value.cooked ?? node.quasis[0].value.raw;
      for (let i = 0; i < node.expressions.length; i++) {
        const part = next(node.expressions[i]);
        if (typeof part !== 'string' && typeof part !== 'number') return UNKNOWN;
        text += String(part) + (node.quasis[i + 1].value.cooked ?? node.quasis[i + 1].value.raw);
      }
      return text;
    }
    case 'Identifier': {
      if (node.name === 'undefined') return undefined;
      const init = scope.constants.get(node.name);
      return init ? next(init) : UNKNOWN;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+' || node.left.type === 'PrivateIdentifier') return UNKNOWN;
      const left = next(node.left);
      const right = next(node.right);
      if ((typeof left !== 'string' && typeof left !== 'number') || (typeof right !== 'string' && typeof right !== 'number')) return UNKNOWN;
      return typeof left === 'number' && typeof right === 'number' ? left + right : `${left}${right}`;
    }
    case 'UnaryExpression': {
      const value = next(node.argument);
      if (node.operator === '-' && typeof value === 'number') return -value;
      if (node.operator === '+' && typeof value === 'number') return value;
      if (node.operator === '!' && isPlain(value)) return !value;
      return UNKNOWN;
    }
    case 'CallExpression': {
      // useBaseUrl('/x') is '/x' under the site's base URL, which is how links are checked anyway;
      // as in useBaseUrl, a path without a leading slash is under the base URL too
      // (`useBaseUrl('img/x.png')` is `/img/x.png` on any page), a fragment or a URL with a protocol as it is.
      if (node.callee.type !== 'Identifier' || !scope.baseUrlNames.has(node.callee.name) || node.arguments.length === 0) return UNKNOWN;
      const url = next(node.arguments[0]);
      if (typeof url !== 'string') return UNKNOWN;
      return url === '' || url.startsWith('/') || url.startsWith('#') || /^(?:\w*:|\/\/)/.test(url) ? url : `/${url}`;
    }
    case 'ArrayExpression': {
      const out: JsonValue[] = [];
      for (const element of node.elements) {
        if (element === null) out.push(null);
        else if (element.type === 'SpreadElement') return UNKNOWN;
        else {
          const value = next(element);
          if (value === UNKNOWN) return UNKNOWN;
          out.push(value ?? null);
        }
      }
      return out;
    }
    case 'ObjectExpression': {
      const out: { [key: string]: JsonValue } = {};
      for (const property of node.properties) {
        if (property.type === 'SpreadElement' || property.computed || property.kind !== 'init' || property.method) return UNKNOWN;
        const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
        if (key === undefined || key === '__proto__' || key === 'constructor' || key === 'prototype') return UNKNOWN;
        const value = next(property.value);
        if (value === UNKNOWN) return UNKNOWN;
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      return UNKNOWN;
  }
}

/** The single expression of an MDX expression's program (`{…}`), or undefined for an empty one or a comment. */
export function expressionOf(program: Program | undefined | null): Node | undefined {
  const statement = program?.body[0];
  return statement?.type === 'ExpressionStatement' && program?.body.length === 1 ? statement.expression : undefined;
}
