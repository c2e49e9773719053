import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isPair, isScalar, parseDocument } from 'yaml';
import { readSimpleYaml } from '../../../cli/parse/simple-yaml.ts';

/** What the frontmatter plugin reads with `yaml`: the value and where each top-level key starts. */
function byYaml(text: string): { value: unknown; keyOffsets: Map<string, number> } | 'error' {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) return 'error';
  const keyOffsets = new Map<string, number>();
  if (isMap(doc.contents)) for (const pair of doc.contents.items) if (isPair(pair) && isScalar(pair.key)) keyOffsets.set(String(pair.key.value), pair.key.range?.[0] ?? -1);
  return { value: doc.toJS(), keyOffsets };
}

describe('readSimpleYaml', () => {
  it('reads one key and value per line: words, whole numbers, quoted strings, flow lists and empty values', () => {
    const text = 'title: Page one\nsidebar_position: 2\ndescription: "Say: hi"\ntags: [bench, group-1, 3]\nslug: \'/a b\'\ndraft:\n\nid: intro';
    expect(readSimpleYaml(text)).toEqual({
      value: { title: 'Page one', sidebar_position: 2, description: 'Say: hi', tags: ['bench', 'group-1', 3], slug: '/a b', draft: null, id: 'intro' },
      keyOffsets: new Map([
        ['title', 0],
        ['sidebar_position', 16],
        ['description', 36],
        ['tags', 59],
        ['slug', 85],
        ['draft', 98],
        ['id', 106],
      ]),
    });
  });

  it('leaves to yaml what it does not read exactly: keywords, other numbers, escapes, comments, nesting, repeated keys', () => {
    for (const text of ['a: true', 'a: Null', 'a: 1.5', 'a: -1', 'a: 007', 'a: "x\\ny"', "a: 'it''s'", 'a: b # c', 'a:\n  b: 1', 'a: 1\na: 2', 'a: x\r\nb: y', '', '__proto__: x', 'a: [b, true]', 'a: b:c'])
      expect(readSimpleYaml(text), JSON.stringify(text)).toBeUndefined();
  });

  it('agrees with yaml on every generated text it reads', () => {
    const key = fc.constantFrom('title', 'id', 'tags', 'sidebar_position', 'a-b', '_x', 'title');
    const value = fc.constantFrom(
      '',
      'Page',
      'Page one two',
      "Don't stop",
      'a [b] {c}',
      'yes',
      'no',
      'on',
      'True',
      'tRUE',
      'nULL',
      '0',
      '12',
      '012',
      '1e3',
      '0x1F',
      '"quoted: x"',
      "'single # x'",
      '"a\\"b"',
      '[]',
      '[a, b]',
      '[ a ,b ]',
      '[a b, 1, 22]',
      '[a, ]',
      '[1a]',
      '[true]',
      'ünï',
      'x ',
      'x:',
      'a - b',
      'x\ty',
      'x #y',
      'x#y',
      '@at',
      'a: b',
      'a\u0007b',
      'a\u00a0',
      '\u00a0a',
      'a\u2028b',
    );
    const line = fc.oneof(
      fc.tuple(key, value).map(([k, v]) => (v === '' ? `${k}:` : `${k}: ${v}`)),
      fc.constantFrom('', ' ', '# note', '  nested: 1', '- item', '---', 'key:value'),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), (lines) => {
        const text = lines.join('\n');
        const simple = readSimpleYaml(text);
        if (!simple) return;
        const expected = byYaml(text);
        expect(expected, text).not.toBe('error');
        expect(simple.value, text).toEqual((expected as { value: unknown }).value);
        expect(simple.keyOffsets, text).toEqual((expected as { keyOffsets: Map<string, number> }).keyOffsets);
      }),
      { numRuns: 3000, seed: 42 },
    );
  });
});
