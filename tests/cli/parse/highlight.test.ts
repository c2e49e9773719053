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

  it('leaves a fence named after an object property plain, and records the language for the run to name once', async () => {
    const { doc, colours } = await highlighted('constructor', 'x');
    expect(doc.diagnostics).toEqual([]);
    expect(doc.unknownLanguages).toEqual([{ language: 'constructor', line: 3, column: 1 }]);
    expect(colours).toBe(1);
  });

  it.each([
    ['objectivec', 'int main(void) { return 0; }'],
    ['sh', 'echo "hello" | grep h'],
    ['jsx', 'const App = () => <a href="/x">x</a>;'],
    ['yml', 'key: value'],
    ['docker', 'FROM node:20\nRUN npm ci'],
    ['markup', '<div class="x">y</div>'],
  ])('highlights a fence named with the Prism name %s', async (lang, code) => {
    const { doc, colours } = await highlighted(lang, code);
    expect(doc.diagnostics).toEqual([]);
    expect(doc.unknownLanguages).toBeUndefined();
    expect(colours).toBeGreaterThan(1);
  });

  it('records each unknown language once, at its first block', async () => {
    const text = '# Code\n\n```unknownlang\na\n```\n\n```diff\n- a\n+ b\n```\n\n```unknownlang\nb\n```\n\n```otherlang\nc\n```\n';
    const doc = await parseSource({ path: 'docs/a.md', hash: 'h', kind: 'doc', format: 'md', text }, { themes });
    expect(doc.unknownLanguages).toEqual([
      { language: 'unknownlang', line: 3, column: 1 },
      { language: 'otherlang', line: 16, column: 1 },
    ]);
  });
});
