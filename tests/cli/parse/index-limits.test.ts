/**
 * parseSource refuses hostile Markdown past the content limits with one positioned finding, and
 * parses a real page that stays within them. Sizes sit just over (and just under) each default.
 */
import { describe, expect, it } from 'vitest';
import { parseOptionsFor } from '../../../cli/pipeline/parse-all.ts';
import { cacheKey } from '../../../cli/io/parse-cache.ts';
import { loadConfig } from '../../../cli/load/config.ts';
import { type ParseOptions, parseSource } from '../../../cli/parse/index.ts';
import { DEFAULT_LIMITS } from '../../../cli/parse/limits.ts';

const OPTIONS: ParseOptions = { themes: { light: 'github-light', dark: 'github-dark' }, findingsOnly: true };
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => `${line(i)}\n`).join('');

async function findings(text: string, format: 'md' | 'mdx' = 'md', options = OPTIONS) {
  const doc = await parseSource({ path: `docs/page.${format}`, hash: 'h', kind: 'doc', format, text }, options);
  return doc.diagnostics.map((d) => ({ code: d.code, line: d.line, column: d.column, message: d.message }));
}

const tooDeep = (line: number, column: number) => [
  {
    code: 'content-too-deep',
    line,
    column,
    message: 'block quotes and lists nest more than 100 levels deep here (`limits.maxNesting` in the site config raises it); the file was not parsed',
  },
];

const tooBig = (bytes: number, line: number, column: number) => [
  {
    code: 'content-too-large',
    line,
    column,
    message: `the file is ${bytes.toLocaleString('en-US')} bytes, more than the limit of 1,572,864 from here (\`limits.maxFileBytes\` in the site config raises it); it was not parsed`,
  },
];

describe('parseSource on hostile Markdown', () => {
  it('refuses a list nested by indentation one level past the limit, in Markdown and MDX', async () => {
    const text = `# Deep\n\n${lines(101, (i) => `${'  '.repeat(i)}- a`)}`;
    expect(await findings(text, 'md')).toEqual(tooDeep(103, 201));
    expect(await findings(text, 'mdx')).toEqual(tooDeep(103, 201));
  });

  it('refuses ordered lists, tab indentation, block quotes over lines and mixed containers past the limit', async () => {
    expect(await findings(lines(101, (i) => `${'   '.repeat(i)}1. a`))).toEqual(tooDeep(101, 301));
    expect(await findings(lines(101, (i) => `${'\t'.repeat(i)}- a`))).toEqual(tooDeep(101, 101));
    expect(await findings(lines(101, (i) => `${'>'.repeat(i + 1)} a\nlazy line`))).toEqual(tooDeep(201, 101));
    expect(await findings(lines(100, (i) => `${'  '.repeat(i)}- > a`))).toEqual(tooDeep(100, 201));
  });

  it('refuses one paragraph of character references or URLs just over the size limit, at the first byte past it', async () => {
    const amp = 'x &amp; '.repeat(196_609);
    expect(await findings(amp)).toEqual(tooBig(1_572_872, 1, 1_572_865));
    const urls = `# Links\n\n${'see https://example.com/a '.repeat(60_495)}`;
    expect(await findings(urls)).toEqual(tooBig(1_572_879, 3, 1_572_856));
  });

  it('refuses a 5 MB single MDX line in the size check', async () => {
    expect(await findings('<b>x</b> word '.repeat(374_500), 'mdx')).toEqual(tooBig(5_243_000, 1, 1_572_865));
  });

  it('refuses a file of more lines than the limit at the first line past it', async () => {
    expect(await findings(lines(40_001, () => 'a'))).toEqual([
      { code: 'content-too-large', line: 40_001, column: 1, message: 'the file has more than 40,000 lines (`limits.maxLines` in the site config raises it); it was not parsed' },
    ]);
  });

  it('refuses a page of more headings than the limit at the first heading past it', async () => {
    expect(await findings(lines(5_001, (i) => `## Heading ${i}`))).toEqual([
      {
        code: 'content-too-large',
        line: 5_001,
        column: 1,
        message: 'the page has more than 5,000 headings; this is heading 5,001 (`limits.maxHeadings` in the site config raises it); the file was not processed',
      },
    ]);
  });
});

describe('parseSource on pages within the limits', () => {
  it('parses each hostile shape at the limit without a finding', async () => {
    expect(await findings(lines(100, (i) => `${'  '.repeat(i)}- a`))).toEqual([]);
    expect(await findings(lines(100, (i) => `${'>'.repeat(i + 1)} a`))).toEqual([]);
    expect(await findings(lines(40_000, () => 'a'))).toEqual([]);
    expect(await findings(lines(5_000, (i) => `## Heading ${i}`))).toEqual([]);
    expect(await findings('x &amp; '.repeat(16_384))).toEqual([]);
  });

  it('parses a real page of 130 KB: headings, deep lists, a long changelog list with bold items', async () => {
    const changelog = lines(2_100, (i) => `- **fix** race [#${i}](/pull/${i})`);
    const nested = lines(8, (i) => `${'  '.repeat(i)}- level ${i + 1} with \`code\` &amp; a [link](#usage)`);
    const section = (i: number) =>
      `## Section ${i}\n\nBars race over time &mdash; see https://example.com/docs/${i} and [usage](#usage).\n\n${nested}\n> a quote\n> that continues\n\n\`\`\`js\nrace(data, { topN: ${i} });\n\`\`\`\n\n`;
    let text = `---\ntitle: Changelog\n---\n\n# Changelog\n\n## Usage\n\n${changelog}\n`;
    for (let i = 0; text.length < 130_000; i++) text += section(i);
    const doc = await parseSource({ path: 'docs/changelog.md', hash: 'h', kind: 'doc', format: 'md', text }, OPTIONS);
    expect({ bytes: Buffer.byteLength(text) < 131_072 && Buffer.byteLength(text) > 130_000, diagnostics: doc.diagnostics, headings: doc.headings.length, title: doc.frontmatter.title }).toEqual({
      bytes: true,
      diagnostics: [],
      headings: 2 + (text.match(/^## Section/gm) ?? []).length,
      title: 'Changelog',
    });
  });
});

describe('the limits in the site config', () => {
  const configWith = (limits?: object) => {
    const value = { title: 'T', url: 'https://example.com', ...(limits ? { limits } : {}) };
    return loadConfig('/site', { file: '/site/docs.config.json', text: JSON.stringify(value), value }).config!;
  };

  it('reach the parser: a raised limit parses what the default refuses', async () => {
    const text = lines(101, (i) => `${'  '.repeat(i)}- a`);
    expect(await findings(text, 'md', { ...OPTIONS, ...parseOptionsFor(configWith()) })).toEqual(tooDeep(101, 201));
    expect(await findings(text, 'md', { ...OPTIONS, ...parseOptionsFor(configWith({ maxNesting: 101 })) })).toEqual([]);
  });

  it('are part of the parse cache key, so changed limits never reuse a cached result', () => {
    const source = { path: 'docs/a.md', kind: 'doc' as const, format: 'md' as const, hash: 'h' };
    expect(cacheKey(source, parseOptionsFor(configWith()))).not.toBe(cacheKey(source, parseOptionsFor(configWith({ maxHeadings: 5 }))));
    expect(parseOptionsFor(configWith({ maxHeadings: 5 })).limits).toEqual({ maxFileBytes: 1_572_864, maxLines: 40_000, maxNesting: 100, maxHeadings: 5, maxParagraphWords: 100_000, maxEmphasisRuns: 4_000, maxBrackets: 10_000 });
  });
});

describe('a paragraph too crowded to parse', () => {
  it('is refused as content-too-large at its first line, naming the limit and the config key that raises it', async () => {
    const text = `# Title\n\nintro\n\n${'see https://example.com/a '.repeat(60)}\n`;
    const limits = { ...DEFAULT_LIMITS, maxParagraphWords: 100 };
    const result = await parseSource({ path: 'docs/a.md', kind: 'doc', format: 'md', text, hash: 'x' }, { themes: { light: 'github-light', dark: 'github-dark' }, limits });
    expect(result.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['content-too-large', 5, 1, 'this paragraph has more than 100 words (`limits.maxParagraphWords` in the site config raises it); the file was not parsed'],
    ]);
  });
});
