/** A parse result as head and body (worker answers, cache entries): read back equal, in the same key order. */
import { describe, expect, it } from 'vitest';
import { parsedDocFromParts, parsedDocHead, parsedDocToText } from '../../../cli/core/entry-text.ts';
import type { ParsedDoc } from '../../../cli/core/parsed-doc.ts';

const DOC: ParsedDoc = {
  path: 'docs/a.md',
  hash: 'h',
  frontmatter: { title: 'A "quoted"\ntitle' },
  frontmatterKeys: { title: { line: 2, column: 1 } },
  headings: [],
  anchors: ['x'],
  links: [],
  body: '{"type":"root","children":[{"type":"text","value":"line one\\nline \\"two\\""}]}',
  words: 4,
  search: [],
  diagnostics: [],
};

describe('parsedDocHead / parsedDocToText / parsedDocFromParts', () => {
  it('reads back an equal result with its keys in the same order', () => {
    const back = parsedDocFromParts(parsedDocHead(DOC), DOC.body);
    expect(back).toEqual(DOC);
    expect(Object.keys(back!)).toEqual(Object.keys(DOC));
  });

  it('writes the head, a newline and the body text as it is', () => {
    expect(parsedDocToText(DOC)).toBe(`${parsedDocHead(DOC)}\n${DOC.body}`);
    expect(parsedDocHead(DOC).includes('\n')).toBe(false);
  });

  it.each([
    ['a whole result as JSON (an older cache entry)', JSON.stringify(DOC)],
    ['JSON without the body marker', JSON.stringify({ path: 'docs/a.md' })],
    ['null', 'null'],
    ['text that is not JSON', 'garbage'],
  ])('answers undefined for a head that is %s', (_name, head) => {
    expect(parsedDocFromParts(head, '{}')).toBe(undefined);
  });
});
