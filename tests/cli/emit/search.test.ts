/**
 * Search shards (cli/emit/search.ts): a site with more than 128 searchable pages gets its records
 * and local index split by route, and records.json and index.json list the shards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Built } from '../../../cli/pipeline/result.ts';
import { createEmitMemory } from '../../../cli/emit/memory.ts';
import { searchFileBatches, searchFiles, shardCount, shardOf } from '../../../cli/emit/search.ts';
import { searchablePages } from '../../../cli/model/searchable-pages.ts';
import { readSearchRecords } from '../../../cli/search/read-records.ts';
import { recordsArtifact, type SearchRecord, searchIndexArtifact, searchShardsArtifact } from '../../../schema/search.ts';
import { SHARDED_PAGES, writeShardedSite } from '../../helpers/sharded-site.ts';
import { built, makeTemp, removeTemp, runSite } from '../../helpers/site.ts';

describe('shardCount', () => {
  it('keeps up to 128 pages in one file, then doubles with the pages up to 256 shards', () => {
    expect([1, 128, 129, 256, 257, 1000, 1024, 1025, 10_000].map(shardCount)).toEqual([1, 1, 8, 8, 16, 32, 32, 64, 256]);
  });
});

describe('shardOf', () => {
  it('puts a route in the same shard every time, and spreads routes over the shards', () => {
    expect(shardOf('/docs/intro', 8)).toBe(shardOf('/docs/intro', 8));
    const counts = new Array(8).fill(0);
    for (let i = 0; i < 800; i++) counts[shardOf(`/docs/page-${i}`, 8)]++;
    expect(Math.min(...counts)).toBeGreaterThan(60);
  });
});

describe('a site of 150 pages', () => {
  let temp: string;
  let result: Built;
  const artifact = (file: string) => result.artifacts!.get(file)!;

  beforeAll(async () => {
    temp = await makeTemp();
    await writeShardedSite(temp);
    result = built(await runSite(temp));
  });
  afterAll(() => removeTemp(temp));

  it('lists 8 record shards in records.json and 8 index shards in index.json', () => {
    expect(result.exitCode).toBe(0);
    const names = ['0', '1', '2', '3', '4', '5', '6', '7'];
    expect(searchShardsArtifact.parse(JSON.parse(artifact('search/records.json')))).toEqual({ schemaVersion: 1, shards: names.map((n) => `search/records/${n}.json`) });
    expect(searchShardsArtifact.parse(JSON.parse(artifact('search/index.json')))).toEqual({ schemaVersion: 1, format: 2, shards: names.map((n) => `search/index/${n}.json`) });
    for (const n of names) expect(() => searchIndexArtifact.parse(JSON.parse(artifact(`search/index/${n}.json`)))).not.toThrow();
  });

  it("is made a shard at a time, after the lists of shards, and the batches are the build's search files", () => {
    const batches = [...searchFileBatches(searchablePages(result.model!))];
    const names = ['0', '1', '2', '3', '4', '5', '6', '7'];
    expect(batches.map((batch) => [...batch.keys()])).toEqual([['search/records.json', 'search/index.json'], ...names.map((n) => [`search/records/${n}.json`, `search/index/${n}.json`])]);
    const made = new Map(batches.flatMap((batch) => [...batch]));
    expect(made).toEqual(searchFiles(searchablePages(result.model!)));
    expect([...made].filter(([file, text]) => artifact(file) !== text).map(([file]) => file)).toEqual([]);
  });

  it("puts each page's records, in route order, in the shard of its route", () => {
    const pages = new Map<string, number>();
    for (let n = 0; n < 8; n++) {
      const { records } = recordsArtifact.parse(JSON.parse(artifact(`search/records/${n}.json`)));
      const routes = [...new Set(records.map((r) => r.url_without_anchor))];
      expect(routes).toEqual([...routes].sort());
      for (const route of routes) {
        expect(shardOf(route, 8), route).toBe(n);
        pages.set(route, n);
      }
    }
    expect(pages.size).toBe(SHARDED_PAGES);
  });

  it('reads back as the records of every page, each with its own objectID', async () => {
    const records = (await readSearchRecords(async (file) => artifact(file))) as SearchRecord[];
    expect(records.length).toBe(SHARDED_PAGES * 4);
    expect(records.filter((r) => r.url === '/page-007#details').map((r) => [r.type, r.content])).toEqual([
      ['lvl2', null],
      ['content', 'More about labels on page 7.'],
    ]);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('writes each record as JSON.stringify would, keys in the order of a fresh record (the text is put together from parts)', () => {
    const files = [...result.artifacts!].filter(([file]) => file.startsWith('search/records/'));
    expect(files.length).toBe(8);
    for (const [file, text] of files) {
      expect(text, file).toBe(`${JSON.stringify(JSON.parse(text))}\n`);
      for (const record of JSON.parse(text).records as SearchRecord[]) {
        expect(Object.keys(record)).toEqual(['objectID', 'type', 'hierarchy', 'content', 'url', 'url_without_anchor', 'anchor', 'language', 'docusaurus_tag', 'weight']);
        expect(Object.keys(record.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
        expect(Object.keys(record.weight)).toEqual(['pageRank', 'level', 'position']);
      }
    }
  });

  it('makes the same files from the records a watch keeps (their JSON texts, not the records) as a one-off build does', () => {
    const pages = searchablePages(result.model!);
    const once = searchFiles(pages);
    // What a watch session keeps: the first call keeps each page's records; the second makes every index from the kept texts.
    const { search: kept } = createEmitMemory(true);
    expect(searchFiles(pages, undefined, kept)).toEqual(once);
    const edited = pages.map((page) => (page.route === '/page-007' ? { ...page, blocks: [...page.blocks, { kind: 'content' as const, text: 'A new paragraph.' }] } : page));
    const again = searchFiles(edited, undefined, kept);
    expect(again).toEqual(searchFiles(edited));
    expect(again.get(`search/index/${shardOf('/page-007', 8)}.json`)).not.toBe(once.get(`search/index/${shardOf('/page-007', 8)}.json`));
  });
});
