/**
 * Reads an MDX expression as data. Only JSON-like literals are accepted (objects, arrays,
 * strings, numbers, booleans, null, template strings without `${}`, negative numbers): the
 * expression is inspected as a syntax tree and never evaluated.
 */
import type { Expression, Node, Program } from 'estree';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export class NotALiteral extends Error {
  constructor(
    message: string,
    readonly node: Node,
  ) {
    super(message);
  }
}

const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function convert(node: Node): JsonValue | undefined {
  switch (node.type) {
    case 'Literal': {
      if ('regex' in node && node.regex) throw new NotALiteral('regular expressions are not data', node);
      if ('bigint' in node && node.bigint) throw new NotALiteral('BigInt values are not data', node);
      return node.value as string | number | boolean | null;
    }
    case 'TemplateLiteral':
      if (node.expressions.length > 0) throw new NotALiteral('template strings with substitutions are code, not data', node);
      return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
    case 'UnaryExpression':
      if ((node.operator === '-' || node.operator === '+') && node.argument.type === 'Literal' && typeof node.argument.value === 'number') {
        return node.operator === '-' ? -node.argument.value : node.argument.value;
      }
      throw new NotALiteral(`the operator "${node.operator}" makes this code, not data`, node);
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      throw new NotALiteral(`"${node.name}" is a variable; only literal values are allowed`, node);
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (element === null) return null;
        if (element.type === 'SpreadElement') throw new NotALiteral('spread (`...`) is code, not data', element);
        return convert(element) ?? null;
      });
    case 'ObjectExpression': {
      const out: { [key: string]: JsonValue } = {};
      for (const prop of node.properties) {
        if (prop.type === 'SpreadElement') throw new NotALiteral('spread (`...`) is code, not data', prop);
        if (prop.computed || prop.kind !== 'init' || prop.method) throw new NotALiteral('computed keys, getters and methods are code, not data', prop);
        if (prop.shorthand) throw new NotALiteral('shorthand properties refer to variables; write `key: value`', prop);
        const key = prop.key.type === 'Identifier' ? prop.key.name : prop.key.type === 'Literal' ? String(prop.key.value) : undefined;
        if (key === undefined) throw new NotALiteral('unsupported property key', prop.key);
        if (FORBIDDEN_KEYS.has(key)) throw new NotALiteral(`the key "${key}" is not allowed`, prop.key);
        const value = convert(prop.value as Expression);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    default:
      throw new NotALiteral(`${node.type} is code, not data; only JSON-like literals are allowed`, node);
  }
}

/** The value of an expression program such as `{ topN: 10 }` (the braces' content). */
export function literalFromProgram(program: Program): JsonValue | undefined {
  const statement = program.body[0];
  if (!statement) return undefined;
  if (statement.type !== 'ExpressionStatement' || program.body.length > 1) throw new NotALiteral('only a single literal value is allowed', statement);
  return convert(statement.expression);
}
