import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { describe, expect, it } from 'vitest';
import { literalFromProgram, NotALiteral } from '../../../cli/parse/json-literal.ts';
import { processorFor } from '../../../cli/parse/processor.ts';

/** The estree program of the `value={...}` prop, as the MDX parser produces it. */
function program(expression: string): Program {
  const tree = processorFor('mdx').parse(`<X value={${expression}} />`) as Root;
  const element = tree.children[0] as MdxJsxFlowElement;
  const attribute = element.attributes[0];
  if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'object' || !attribute.value?.data?.estree) throw new Error('no expression');
  return attribute.value.data.estree;
}

function failure(expression: string): string {
  try {
    literalFromProgram(program(expression));
  } catch (error) {
    if (error instanceof NotALiteral) return error.message;
    throw error;
  }
  return 'no error';
}

describe('literalFromProgram', () => {
  it('reads objects, arrays, strings, numbers, booleans and null', () => {
    expect(literalFromProgram(program("{ topN: 10, 'title': \"T\", ratio: -0.5, show: true, none: null, labels: ['a', 2] }"))).toEqual({
      topN: 10,
      title: 'T',
      ratio: -0.5,
      show: true,
      none: null,
      labels: ['a', 2],
    });
  });

  it('reads template strings without substitutions and nested values', () => {
    expect(literalFromProgram(program('{ a: `plain`, b: { c: [[1], { d: +2 }] } }'))).toEqual({ a: 'plain', b: { c: [[1], { d: 2 }] } });
  });

  it('leaves out keys whose value is undefined', () => {
    expect(literalFromProgram(program('{ a: 1, b: undefined }'))).toEqual({ a: 1 });
  });

  it('refuses variables, calls, operators and functions', () => {
    expect(failure('data')).toBe('"data" is a variable; only literal values are allowed');
    expect(failure('load()')).toBe('CallExpression is code, not data; only JSON-like literals are allowed');
    expect(failure('1 + 1')).toBe('BinaryExpression is code, not data; only JSON-like literals are allowed');
    expect(failure('!true')).toBe('the operator "!" makes this code, not data');
    expect(failure('() => 1')).toBe('ArrowFunctionExpression is code, not data; only JSON-like literals are allowed');
  });

  it('refuses spreads, computed keys, shorthand properties and methods', () => {
    expect(failure('{ ...rest }')).toBe('spread (`...`) is code, not data');
    expect(failure('[...rest]')).toBe('spread (`...`) is code, not data');
    expect(failure('{ [key]: 1 }')).toBe('computed keys, getters and methods are code, not data');
    expect(failure('{ get a() { return 1 } }')).toBe('computed keys, getters and methods are code, not data');
    expect(failure('{ topN }')).toBe('shorthand properties refer to variables; write `key: value`');
  });

  it('refuses template substitutions, regular expressions and prototype keys', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the MDX source of a template string with a substitution
    expect(failure('`a${b}`')).toBe('template strings with substitutions are code, not data');
    expect(failure('/x/')).toBe('regular expressions are not data');
    expect(failure('{ __proto__: { polluted: true } }')).toBe('the key "__proto__" is not allowed');
    expect(failure("{ 'constructor': 1 }")).toBe('the key "constructor" is not allowed');
  });
});
