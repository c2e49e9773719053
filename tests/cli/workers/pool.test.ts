/** The parse pool: many files go to worker threads, and a build's kept worker makes the search files exactly as this thread would. */
import { describe, expect, it } from 'vitest';
import { searchFiles } from '../../../cli/emit/search.ts';
import type { SearchablePage } from '../../../cli/model/searchable-pages.ts';
import { WorkerPool } from '../../../cli/workers/pool.ts';
import { parseSource } from '../../../cli/parse/index.ts';

const options = { themes: { light: 'github-light', dark: 'github-dark' } };
// Enough files for workers (fewer are parsed in this thread), each with a heading, text and code.
const sources = Array.from({ length: 40 }, (_, i) => ({
  path: `docs/page-${i}.md`,
  hash: `h${i}`,
  kind: 'doc' as const,
  format: 'mdx' as const,
  text: `# Page ${i}\n\nIntro of page ${i}, which links to [the next](./page-${i + 1}.md).\n\n## Usage {#usage-${i}}\n\nText ${i}.\n\n\`\`\`js\nconst n = ${i};\n\`\`\`\n`,
}));
const pagesOf = (docs: Awaited<ReturnType<WorkerPool['parseMany']>>): SearchablePage[] =>
  docs.map((doc, i) => ({ route: `/page-${String(i).padStart(2, '0')}`, lvl0: 'Docs', title: `Page ${i}`, blocks: doc.search, language: 'en' }));

describe('the parse pool', () => {
  it('parses on workers exactly what this thread parses', async () => {
    const onWorkers = await new WorkerPool().parseMany(sources, options);
    const here = await Promise.all(sources.map((source) => parseSource(source, options)));
    expect(onWorkers).toEqual(here);
  });

  it('keeps one worker when asked, which makes the search files this thread would make, once', async () => {
    const pool = new WorkerPool();
    const docs = await pool.parseMany(sources, options, undefined, true);
    const pages = pagesOf(docs);
    const made = pool.searchOnSpare(pages, undefined);
    expect(made).not.toBe(undefined);
    expect(pool.searchOnSpare(pages, undefined)).toBe(undefined);
    const files = new Map<string, string>();
    for await (const batch of made!) for (const [file, text] of batch) files.set(file, text);
    expect([...files.keys()]).toEqual(['search/records.json', 'search/index.json']);
    expect(files).toEqual(searchFiles(pages));
  });

  it("ends the kept worker's files with its error when it fails, so the caller can make them itself", async () => {
    const pool = new WorkerPool();
    await pool.parseMany(sources, options, undefined, true);
    const broken = [{ route: '/x', lvl0: 'Docs', title: 'X', blocks: null, language: 'en' }] as unknown as SearchablePage[];
    const made = pool.searchOnSpare(broken, undefined);
    const read = async () => {
      for await (const _batch of made!);
    };
    await expect(read()).rejects.toThrow(/^search worker failed: TypeError/);
  });

  it('keeps no worker unless asked, nor for a parse this thread does alone', async () => {
    const pool = new WorkerPool();
    await pool.parseMany(sources, options);
    expect(pool.searchOnSpare([], undefined)).toBe(undefined);
    await pool.parseMany(sources.slice(0, 3), options, undefined, true);
    expect(pool.searchOnSpare([], undefined)).toBe(undefined);
  });
});
