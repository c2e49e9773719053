/**
 * Types in the Markdown of API pages: code spans and links side by side, with no text between
 * them, that read back (as the theme shows them) exactly as the type is written.
 */
import type { Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { markdown, type SomeType, TypePrinter } from '../../../cli/generate/api-types.ts';

const PAGES: Record<number, { name: string; href: string }> = {
  1: { name: 'Data', href: '/api/interfaces/Data' },
  2: { name: 'WideData', href: '/api/interfaces/WideData' },
};
const printer = new TypePrinter((id) => PAGES[id]);

// TypeDoc brands its ids and paths; these are the plain values its JSON holds.
const ref = (id: number) => ({ type: 'reference', name: PAGES[id].name, target: id }) as SomeType;
const arrayOf = (type: SomeType): SomeType => ({ type: 'array', elementType: type });
const promiseOf = (type: SomeType) =>
  ({
    type: 'reference',
    name: 'Promise',
    target: { packageName: 'typescript', packagePath: 'lib/lib.es5.d.ts', qualifiedName: 'Promise' },
    typeArguments: [type],
  }) as SomeType;
const union = (...types: SomeType[]): SomeType => ({ type: 'union', types });
const intrinsic = (name: string): SomeType => ({ type: 'intrinsic', name });
/** `(name: parameter) => returns` as TypeDoc writes a function type literal. */
const fn = (name: string, parameter: SomeType, returns: SomeType): SomeType =>
  ({
    type: 'reflection',
    declaration: {
      id: 90,
      name: '__type',
      variant: 'declaration',
      kind: 65536,
      flags: {},
      signatures: [{ id: 91, name: '__type', variant: 'signature', kind: 4096, flags: {}, parameters: [{ id: 92, name, variant: 'param', kind: 32768, flags: {}, type: parameter }], type: returns }],
    },
  }) as SomeType;

/** What a reader sees of the Markdown: its text, and the targets of its links. */
function readBack(text: string): { text: string; links: string[] } {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(text) as Root;
  const links: string[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link' && node.url) links.push(node.url);
    for (const child of (node.children ?? []) as (typeof node)[]) walk(child);
  };
  walk(tree);
  return { text: mdastToString(tree), links };
}

describe('markdown() of a type', () => {
  it('writes Data[] as the linked name followed by its brackets', () => {
    expect(markdown(printer.type(arrayOf(ref(1))))).toBe('[`Data`](/api/interfaces/Data)`[]`');
  });

  it('writes Promise<Data[]> with the linked name between the code around it', () => {
    expect(markdown(printer.type(promiseOf(arrayOf(ref(1)))))).toBe('`Promise<`[`Data`](/api/interfaces/Data)`[]>`');
  });

  it('keeps the spaces of a union inside the code spans, next to the links', () => {
    const type = union(intrinsic('string'), arrayOf(ref(1)), promiseOf(arrayOf(ref(2))));
    expect(markdown(printer.type(type))).toBe('`string | `[`Data`](/api/interfaces/Data)`[] | Promise<`[`WideData`](/api/interfaces/WideData)`[]>`');
  });

  it('keeps a separator that is only spaces and a pipe between two links', () => {
    expect(markdown(printer.type(union(ref(1), ref(2))))).toBe('[`Data`](/api/interfaces/Data)`  |  `[`WideData`](/api/interfaces/WideData)');
  });

  it('keeps the space after a parameter name in a function type', () => {
    expect(markdown(printer.type(fn('data', arrayOf(ref(1)), intrinsic('void'))))).toBe('`(data: `[`Data`](/api/interfaces/Data)`[]) => void`');
  });

  it('escapes the pipes of a table cell', () => {
    expect(markdown(printer.type(union(intrinsic('string'), arrayOf(ref(1)))), { table: true })).toBe('`string \\| `[`Data`](/api/interfaces/Data)`[]`');
  });

  it('reads back exactly as the type is written, with every named type linked', () => {
    const type = union(fn('data', union(arrayOf(ref(1)), arrayOf(ref(2))), arrayOf(ref(1))), intrinsic('null'));
    expect(readBack(markdown(printer.type(type)))).toEqual({
      text: '((data: Data[] | WideData[]) => Data[]) | null',
      links: ['/api/interfaces/Data', '/api/interfaces/WideData', '/api/interfaces/Data'],
    });
    const cell = `| a |\n| --- |\n| ${markdown(printer.type(union(ref(1), ref(2))), { table: true })} |`;
    expect(readBack(cell).text).toBe('aData | WideData');
  });
});
