/**
 * Frontmatter that tries to pollute prototypes or expand a YAML bomb is refused with a positioned
 * invalid-frontmatter error, and the rest of the page still parses. The fuzz suite throws these
 * at the pipeline at random; here each has its exact diagnostic.
 */
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../../cli/parse/index.ts';

async function parse(text: string) {
  const parsed = await parseSource({ path: 'docs/page.md', hash: 'h', kind: 'doc', format: 'md', text }, { themes: { light: 'github-light', dark: 'github-dark' } } as never);
  return {
    diagnostics: parsed.diagnostics.map((d) => ({ code: d.code, message: d.message, line: d.line, column: d.column, ...(d.target ? { target: d.target } : {}) })),
    frontmatter: parsed.frontmatter,
  };
}

describe('frontmatter', () => {
  it('refuses __proto__, constructor and prototype keys at their line, and keeps the other keys', async () => {
    const { diagnostics, frontmatter } = await parse('---\ntitle: Kept\n__proto__: {polluted: 1}\nconstructor: {prototype: {polluted: 1}}\nprototype: x\n---\n\n# Page\n');
    expect(diagnostics).toEqual([
      { code: 'invalid-frontmatter', message: 'the frontmatter key "__proto__" is not allowed', line: 3, column: 1, target: '__proto__' },
      { code: 'invalid-frontmatter', message: 'the frontmatter key "constructor" is not allowed', line: 4, column: 1, target: 'constructor' },
      { code: 'invalid-frontmatter', message: 'the frontmatter key "prototype" is not allowed', line: 5, column: 1, target: 'prototype' },
    ]);
    expect(frontmatter).toEqual({ title: 'Kept' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a YAML billion-laughs bomb at the frontmatter instead of expanding it', async () => {
    const bomb = ['a: &a [l, l, l, l, l, l, l, l, l]', 'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]', 'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]', 'title: *c'].join('\n');
    const { diagnostics, frontmatter } = await parse(`---\n${bomb}\n---\n\n# Page\n`);
    expect(diagnostics).toEqual([
      { code: 'invalid-frontmatter', message: 'frontmatter could not be read: Excessive alias count indicates a resource exhaustion attack', line: 1, column: 1 },
    ]);
    expect(frontmatter).toEqual({});
  });
});
