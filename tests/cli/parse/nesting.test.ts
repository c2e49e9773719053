/**
 * JSX nested deeper than the tree passes can recurse: reported at the element where the nesting
 * passes the limit, found without recursion, instead of at 1:1.
 */
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../cli/parse/index.ts';
import { MAX_NESTING } from '../../../cli/parse/limits.ts';
import { whereNestingExceeds, whereTagsNestTooDeep } from '../../../cli/parse/nesting.ts';

describe('deeply nested JSX', () => {
  it('is reported at the element where the nesting passes the limit, not at 1:1', async () => {
    const text = `# Deep\n\nIntro\n\n${'<section>\n'.repeat(3000)}x\n${'</section>\n'.repeat(3000)}`;
    const parsed = await parseSource({ path: 'docs/deep.mdx', hash: 'h', kind: 'doc', format: 'mdx', text }, { themes: { light: 'github-light', dark: 'github-dark' }, findingsOnly: true } as never);
    expect(parsed.diagnostics.map((d) => ({ code: d.code, message: d.message, line: d.line, column: d.column }))).toEqual([
      // Line 5 holds the first <section>: the one nested one level too deep is MAX_NESTING lines further.
      { code: 'parse-error', message: `elements nest more than ${MAX_NESTING} levels deep here; the file was not processed (Maximum call stack size exceeded)`, line: 5 + MAX_NESTING, column: 1 },
    ]);
    expect(parsed.body).toBe('{"type":"root","children":[]}');
  });

  it('is reported at the first tag past the limit when the parser itself overflows the stack, not at 1:1', async () => {
    // 9,000 deep, three tags a line: within the default size and line limits, beyond micromark's recursion.
    const text = `# Deep\n\nIntro\n\n${'<b><b><b>\n'.repeat(3000)}x\n${'</b></b></b>\n'.repeat(3000)}`;
    const parsed = await parseSource({ path: 'docs/deep.mdx', hash: 'h', kind: 'doc', format: 'mdx', text }, { themes: { light: 'github-light', dark: 'github-dark' }, findingsOnly: true } as never);
    expect(parsed.diagnostics.map((d) => ({ code: d.code, message: d.message, line: d.line, column: d.column }))).toEqual([
      // Line 5 holds tags 1–3: tag 100 starts line 38, and tag 101 follows it at column 4.
      { code: 'parse-error', message: `elements nest more than ${MAX_NESTING} levels deep here; the file was not parsed (Maximum call stack size exceeded)`, line: 38, column: 4 },
    ]);
    expect(parsed.body).toBe('{"type":"root","children":[]}');
  });
});

describe('whereTagsNestTooDeep', () => {
  it('finds the opening tag that passes the limit, counting what closes before it', () => {
    expect(whereTagsNestTooDeep('<a>\n  <b></b>\n  <c>\n    <d>x</d>', 2)).toEqual({ line: 4, column: 5 });
  });

  it('does not count self-closing tags, a `<` of text, or `>` inside quoted values and expressions', () => {
    expect(whereTagsNestTooDeep('<a title="x > y" data={a > b ? 1 : 2}><Chart options={{ n: 1 }} /> 1 < 2 <b>', 1)).toEqual({ line: 1, column: 74 });
    expect(whereTagsNestTooDeep('<a><br/><img src="x" /></a><b>', 1)).toBeUndefined();
  });

  it('counts fragments and finds nothing within the limit', () => {
    expect(whereTagsNestTooDeep('<>\n<>x</>\n</>', 1)).toEqual({ line: 2, column: 1 });
    expect(whereTagsNestTooDeep('<a><b></b></a>', 2)).toBeUndefined();
  });
});

describe('whereNestingExceeds', () => {
  const at = (line: number, column: number) => ({ start: { line, column, offset: 0 }, end: { line, column, offset: 0 } });
  const tree = {
    type: 'root',
    children: [
      { type: 'a', position: at(1, 1), children: [{ type: 'b', position: at(2, 3), children: [{ type: 'c', position: at(3, 5) }] }] },
      { type: 'd', position: at(4, 1), children: [{ type: 'e', position: at(5, 2), children: [{ type: 'f', position: at(6, 7), children: [{ type: 'g', position: at(7, 9) }] }] }] },
    ],
  };

  it('finds the first node in document order deeper than the limit', () => {
    expect(whereNestingExceeds(tree, 2)).toEqual({ line: 3, column: 5, depth: 3 });
  });

  it('finds the deepest node when none passes the limit', () => {
    expect(whereNestingExceeds(tree, 10)).toEqual({ line: 7, column: 9, depth: 4 });
  });

  it('walks a chain far deeper than the call stack allows', () => {
    let node: { type: string; position: ReturnType<typeof at>; children: unknown[] } = { type: 'leaf', position: at(200_001, 1), children: [] };
    for (let depth = 200_000; depth >= 1; depth--) node = { type: 'x', position: at(depth, 1), children: [node] };
    expect(whereNestingExceeds({ type: 'root', children: [node] } as never, 150_000)).toEqual({ line: 150_001, column: 1, depth: 150_001 });
  });
});
