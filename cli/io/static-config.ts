/**
 * The literal parts of a config module that could not be evaluated, read from its syntax tree
 * without running it (TypeScript is stripped by esbuild first, then acorn parses): the object
 * it exports (`module.exports =`, `export default`, a function's returned object, a binding
 * named there), with strings, numbers, booleans, arrays, objects, spreads and template literals
 * of those, and top-level constants they name. Anything else is unknown: a key whose value is
 * unknown is left out and its path listed; an unknown array element keeps its place as a
 * function named by its source text (a plugin list stays a plugin list).
 */
import type { AnyNode, ArrayExpression, ArrowFunctionExpression, Expression, FunctionDeclaration, FunctionExpression, ModuleDeclaration, ObjectExpression, Program, Statement } from 'acorn';

export interface StaticConfig {
  value: Record<string, unknown>;
  /** key paths whose values could not be read (`themeConfig.navbar.items[1]`) */
  unknown: string[];
}

const UNKNOWN = Symbol('unknown');

type Fn = FunctionDeclaration | FunctionExpression | ArrowFunctionExpression;
/** What a name is bound to: an initialiser or a function. */
type Bound = Expression | FunctionDeclaration;

/** A scope: the bindings of a module or function body, with the one it is inside. */
interface Scope {
  bindings: Map<string, Bound>;
  parent?: Scope;
}

function declare(scope: Scope, statements: readonly (Statement | ModuleDeclaration)[]): void {
  for (const statement of statements) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const d of declaration.declarations) if (d.id.type === 'Identifier' && d.init) scope.bindings.set(d.id.name, d.init);
    } else if (declaration.type === 'FunctionDeclaration' && declaration.id) scope.bindings.set(declaration.id.name, declaration);
  }
}

function lookup(scope: Scope | undefined, name: string): { node: Bound; scope: Scope } | undefined {
  for (let s = scope; s; s = s.parent) {
    const node = s.bindings.get(name);
    if (node) return { node, scope: s };
  }
  return undefined;
}

const isFunction = (node: AnyNode): node is Fn => node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';

/** What a function returns: its expression body, or the last `return` of its body's top level (in its own scope). */
function returned(fn: Fn, scope: Scope): { node: Expression; scope: Scope } | undefined {
  if (fn.body.type !== 'BlockStatement') return { node: fn.body, scope };
  const inner: Scope = { bindings: new Map(), parent: scope };
  declare(inner, fn.body.body);
  for (const statement of [...fn.body.body].reverse()) if (statement.type === 'ReturnStatement' && statement.argument) return { node: statement.argument, scope: inner };
  return undefined;
}

/** The node standing for the config object: through bindings, awaits, functions and wrapping calls. */
function configNode(start: AnyNode, scope: Scope): { node: Expression; scope: Scope } | undefined {
  let node: AnyNode | undefined = start;
  let current = scope;
  for (let depth = 0; node && depth < 20; depth++) {
    if (node.type === 'ObjectExpression') return { node, scope: current };
    if (node.type === 'AwaitExpression') node = node.argument;
    else if (node.type === 'ParenthesizedExpression') node = node.expression;
    else if (node.type === 'Identifier') {
      const found = lookup(current, node.name);
      if (!found) return undefined;
      ({ node, scope: current } = found);
    } else if (isFunction(node)) {
      const found = returned(node, current);
      if (!found) return undefined;
      ({ node, scope: current } = found);
    } else if (node.type === 'CallExpression') {
      // A function of the file is followed; a wrapper (`defineConfig(config)`) gives its first argument.
      const callee = node.callee.type === 'Identifier' ? lookup(current, node.callee.name) : undefined;
      if (callee && isFunction(callee.node)) {
        const found = returned(callee.node, callee.scope);
        if (!found) return undefined;
        ({ node, scope: current } = found);
      } else node = node.arguments[0];
    } else return undefined;
  }
  return undefined;
}

/** `a.b` or `a.b.c` as text, for plain member chains of identifiers. */
function memberName(node: AnyNode): string | undefined {
  if (node.type === 'Identifier') return node.name;
  if (node.type !== 'MemberExpression' || node.computed || node.property.type !== 'Identifier') return undefined;
  const object = memberName(node.object);
  return object && `${object}.${node.property.name}`;
}

/** The exported expression: `module.exports = …`, `exports.default = …` or `export default …`. */
function exported(program: Program): AnyNode | undefined {
  let found: AnyNode | undefined;
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') found = statement.declaration;
    if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression') {
      const name = memberName(statement.expression.left);
      if (name === 'module.exports' || name === 'exports.default' || name === 'module.exports.default') found = statement.expression.right;
    }
  }
  return found;
}

function formatPath(path: readonly (string | number)[]): string {
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}

class Reader {
  unknown: string[] = [];
  constructor(private readonly code: string) {}

  /** An unknown element of an array: a function named by its source text. */
  private placeholder(node: AnyNode): () => void {
    const text = this.code.slice(node.start, node.end);
    const named = () => {};
    Object.defineProperty(named, 'name', { value: text.length > 60 ? `${text.slice(0, 57)}...` : text });
    return named;
  }

  read(node: Bound, scope: Scope, path: (string | number)[], depth = 0): unknown {
    if (depth > 50) return UNKNOWN;
    switch (node.type) {
      case 'Literal':
        return node.regex ? new RegExp(node.regex.pattern, node.regex.flags) : node.value;
      case 'TemplateLiteral': {
        let out = node.quasis[0].value.cooked ?? '';
        for (const [i, expression] of node.expressions.entries()) {
          const part = this.read(expression, scope, path, depth + 1);
          if (typeof part !== 'string' && typeof part !== 'number') return UNKNOWN;
          out += String(part) + (node.quasis[i + 1].value.cooked ?? '');
        }
        return out;
      }
      case 'Identifier': {
        if (node.name === 'undefined') return undefined;
        const found = lookup(scope, node.name);
        return found && !isFunction(found.node) ? this.read(found.node, found.scope, path, depth + 1) : UNKNOWN;
      }
      case 'UnaryExpression': {
        if (node.operator === 'void') return undefined;
        const argument = this.read(node.argument, scope, path, depth + 1);
        if (node.operator === '!' && argument !== UNKNOWN) return !argument;
        if (node.operator === '-' && typeof argument === 'number') return -argument;
        return UNKNOWN;
      }
      case 'ParenthesizedExpression':
        return this.read(node.expression, scope, path, depth + 1);
      case 'CallExpression': {
        // `require.resolve('pkg')` names a plugin by its package.
        const argument = node.arguments[0];
        if (memberName(node.callee) === 'require.resolve' && argument?.type === 'Literal' && typeof argument.value === 'string') return argument.value;
        return UNKNOWN;
      }
      case 'ArrayExpression':
        return this.array(node.elements, scope, path, depth);
      case 'ObjectExpression':
        return this.object(node.properties, scope, path, depth);
      default:
        return UNKNOWN;
    }
  }

  private array(elements: ArrayExpression['elements'], scope: Scope, path: (string | number)[], depth: number): unknown[] {
    const out: unknown[] = [];
    for (const element of elements) {
      if (!element) continue;
      if (element.type === 'SpreadElement') {
        const spread = this.read(element.argument, scope, path, depth + 1);
        if (Array.isArray(spread)) out.push(...spread);
        else this.unknown.push(formatPath([...path, out.length]));
        continue;
      }
      const value = this.read(element, scope, [...path, out.length], depth + 1);
      if (value === UNKNOWN) {
        this.unknown.push(formatPath([...path, out.length]));
        out.push(this.placeholder(element));
      } else out.push(value);
    }
    return out;
  }

  private object(properties: ObjectExpression['properties'], scope: Scope, path: (string | number)[], depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const property of properties) {
      if (property.type === 'SpreadElement') {
        const spread = this.read(property.argument, scope, path, depth + 1);
        if (spread && typeof spread === 'object' && !Array.isArray(spread)) Object.assign(out, spread);
        else this.unknown.push(formatPath([...path, '...']));
        continue;
      }
      // A method or accessor is code: it has no data to read.
      if (property.computed || property.method || property.kind !== 'init') continue;
      const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? property.key.value : undefined;
      if (typeof key !== 'string' && typeof key !== 'number') continue;
      const value = this.read(property.value, scope, [...path, String(key)], depth + 1);
      if (value === UNKNOWN) this.unknown.push(formatPath([...path, String(key)]));
      else out[String(key)] = value;
    }
    return out;
  }
}

/** The readable parts of the config, or undefined when its text cannot be parsed or exports no object. */
export async function readStaticConfig(file: string, text: string): Promise<StaticConfig | undefined> {
  let code = text;
  if (/\.[cm]?tsx?$/.test(file)) {
    const { transform } = await import('esbuild');
    try {
      code = (await transform(text, { loader: 'ts', target: 'esnext' })).code;
    } catch {
      return undefined;
    }
  }
  const { parse } = await import('acorn');
  let program: Program;
  try {
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowReturnOutsideFunction: true, allowAwaitOutsideFunction: true, allowHashBang: true });
  } catch {
    return undefined;
  }
  const scope: Scope = { bindings: new Map() };
  declare(scope, program.body);
  const start = exported(program);
  const found = start && configNode(start, scope);
  if (!found) return undefined;
  const reader = new Reader(code);
  const value = reader.read(found.node, found.scope, []);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return { value: value as Record<string, unknown>, unknown: reader.unknown };
}
