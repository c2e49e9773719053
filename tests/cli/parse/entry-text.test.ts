/** A parse result as one string (worker answers, cache entries): read back equal, in the same key order. */
import { describe, expect, it } from 'vitest';
import { parsedDocFromText, parsedDocToText } from '../../../cli/parse/entry-text.ts';
import type { ParsedDoc } from '../../../cli/parse/types.ts';

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

describe('parsedDocToText / parsedDocFromText', () => {
  it('reads back an equal result with its keys in the same order', () => {
    const back = parsedDocFromText(parsedDocToText(DOC));
    expect(back).toEqual(DOC);
    expect(Object.keys(back!)).toEqual(Object.keys(DOC));
  });

  it('keeps the body text as it is after the first newline', () => {
    const text = parsedDocToText(DOC);
    expect(text.slice(text.indexOf('\n') + 1)).toBe(DOC.body);
  });

  it.each([
    ['an old whole-JSON entry', JSON.stringify(DOC)],
    ['JSON without the body marker', `${JSON.stringify({ path: 'docs/a.md' })}\n{}`],
    ['null', 'null\n{}'],
    ['text that is not JSON', 'garbage\n{}'],
  ])('answers undefined for %s', (_name, text) => {
    expect(parsedDocFromText(text)).toBe(undefined);
  });
});
