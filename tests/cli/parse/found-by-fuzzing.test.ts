/**
 * Documents the pipeline fuzzer (tests/cli/fuzz) found failing, kept as fixtures so they stay fixed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../cli/parse/index.ts';
import { DEFAULT_LIMITS } from '../../../cli/parse/limits.ts';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/fuzz');

async function diagnosticsOf(name: string, text = readFileSync(path.join(fixtures, name), 'utf8'), limits = DEFAULT_LIMITS) {
  const format = name.endsWith('.mdx') ? 'mdx' : 'md';
  const parsed = await parseSource({ path: `docs/${name}`, hash: 'h', kind: 'doc', format, text }, { themes: { light: 'github-light', dark: 'github-dark' }, limits } as never);
  return parsed.diagnostics.map((d) => ({ code: d.code, line: d.line, column: d.column, endLine: d.endLine, endColumn: d.endColumn }));
}

describe('documents found by fuzzing', () => {
  it('reports an expression left open at the end of the file at a column inside its line', async () => {
    // micromark put this at 22:92 on an 85-character line. (The frontmatter before it is reported too.)
    expect((await diagnosticsOf('expression-open-at-eof.mdx')).filter((d) => d.code === 'parse-error')).toEqual([{ code: 'parse-error', line: 22, column: 86, endLine: undefined, endColumn: undefined }]);
  });

  it('refuses a paragraph of 500,000 emphasis markers instead of parsing it (micromark is quadratic in them), whatever the size limit, as content-too-large naming limits.maxEmphasisRuns', async () => {
    const limits = { ...DEFAULT_LIMITS, maxFileBytes: 1 << 30 };
    expect(await diagnosticsOf('emphasis.md', `# Title\n\n${'*a'.repeat(1 << 19)}\n`, limits)).toEqual([{ code: 'content-too-large', line: 3, column: 1, endLine: undefined, endColumn: undefined }]);
  });
});
