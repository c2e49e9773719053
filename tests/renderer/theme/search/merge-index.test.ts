/**
 * Joining index shards (renderer/theme/search/merge-index.ts) gives exactly the index one file would
 * hold for the same records in shard order, and fetching (renderer/theme/search/fetch-index.ts) gets
 * index.json or the shards it lists over real HTTP.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Built } from '../../../../cli/pipeline/result.ts';
import { startServer } from '../../../../cli/commands/serve.ts';
import { localSearchIndex } from '../../../../cli/emit/search-index.ts';
import { readSearchRecords } from '../../../../cli/search/read-records.ts';
import { createEngine } from '../../../../renderer/theme/search/engine.ts';
import { fetchSearchIndex } from '../../../../renderer/theme/search/fetch-index.ts';
import { mergeSearchIndexes } from '../../../../renderer/theme/search/merge-index.ts';
import type { SearchIndexArtifact, SearchRecord, SearchShardsArtifact } from '../../../../schema/search.ts';
import { writeShardedSite } from '../../../helpers/sharded-site.ts';
import { built, makeTemp, removeTemp, runSite } from '../../../helpers/site.ts';

let temp: string;
let result: Built;
let records: SearchRecord[];
let shards: SearchIndexArtifact[];

const artifact = (file: string) => result.artifacts!.get(file)!;

beforeAll(async () => {
  temp = await makeTemp();
  await writeShardedSite(path.join(temp, 'site'));
  result = built(await runSite(path.join(temp, 'site')));
  records = (await readSearchRecords(async (file) => artifact(file)))!;
  const list = JSON.parse(artifact('search/index.json')) as SearchShardsArtifact;
  shards = list.shards.map((file) => JSON.parse(artifact(file)) as SearchIndexArtifact);
});
afterAll(() => removeTemp(temp));

describe('mergeSearchIndexes', () => {
  it('joins the shards into the index of all their records, in shard order', () => {
    const { schemaVersion, ...whole } = JSON.parse(JSON.stringify({ schemaVersion: 1, ...localSearchIndex(records) })) as SearchIndexArtifact;
    expect(mergeSearchIndexes(shards.map(({ schemaVersion: _, ...shard }) => shard))).toEqual(whole);
  });

  it('gives the engine every record of every shard, and hits from all of them', () => {
    const engine = createEngine(mergeSearchIndexes(shards));
    expect(engine.records).toEqual(records);
    const { nbHits } = engine.search({ query: 'labels', hitsPerPage: 20 });
    expect(nbHits).toBe(records.filter((r) => r.type === 'content' && /labels/.test(r.content ?? '')).length);
  });

  it('returns a single index as it is', () => {
    expect(mergeSearchIndexes([shards[0]])).toBe(shards[0]);
  });
});

describe('fetchSearchIndex', () => {
  let server: Server;
  let origin: string;
  const fetchJson = async <T>(file: string): Promise<T> => {
    const response = await fetch(`${origin}/__docs/data/${file}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    const site = path.join(temp, 'served');
    for (const file of result.artifacts!.keys()) {
      if (!file.startsWith('search/')) continue;
      await mkdir(path.dirname(path.join(site, '__docs', 'data', file)), { recursive: true });
      await writeFile(path.join(site, '__docs', 'data', file), artifact(file));
    }
    await writeFile(path.join(site, 'index.html'), '<!doctype html><title>Shards</title>');
    server = await startServer({ dir: site, port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches the shards index.json lists and joins them', async () => {
    expect(await fetchSearchIndex(fetchJson)).toEqual({ schemaVersion: 1, ...mergeSearchIndexes(shards) });
  });

  it('fails when a shard cannot be fetched', async () => {
    const missing = async <T>(file: string): Promise<T> => (file.endsWith('/3.json') ? fetchJson<T>('search/index/none.json') : fetchJson<T>(file));
    await expect(fetchSearchIndex(missing)).rejects.toThrow('HTTP 404');
  });
});
