/** Build-time highlighting: every name a bundled language answers to loads its precompiled grammar. */
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../cli/parse/index.ts';

const themes = { light: 'github-light', dark: 'github-dark' };

async function highlighted(lang: string, code: string) {
  const text = `# Code\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`;
  const doc = await parseSource({ path: 'docs/a.md', hash: 'h', kind: 'doc', format: 'md', text }, { themes });
  const body = JSON.parse(doc.body) as { children: { tagName?: string; properties?: { className?: string[] } }[] };
  const pre = body.children.find((n) => n.tagName === 'pre');
  // Plain text is one colour; a highlighter that understood the code gives its tokens several.
  return { doc, pre, colours: new Set(doc.body.match(/--shiki-dark:#[0-9a-fA-F]+/g)).size };
}

describe('highlight', () => {
  it.each([
    ['csharp', 'c#', 'var answer = 42;'],
    ['cpp', 'c++', 'int answer = 42;'],
    ['fsharp', 'f#', 'let answer = 42'],
    ['javascript', 'js', 'const answer = 42;'],
    ['typescript', 'typescript', 'const answer: number = 42;'],
  ])('highlights %s code in a fence named %s', async (_id, lang, code) => {
    const { doc, pre, colours } = await highlighted(lang, code);
    expect(doc.diagnostics).toEqual([]);
    expect(pre?.properties?.className).toContain('shiki');
    expect(colours).toBeGreaterThan(1);
  });

  it('leaves a fence named after an object property plain, with a warning', async () => {
    const { doc, colours } = await highlighted('constructor', 'x');
    expect(doc.diagnostics.map((d) => [d.code, d.level])).toEqual([['unknown-language', 'warn']]);
    expect(colours).toBe(1);
  });
});
