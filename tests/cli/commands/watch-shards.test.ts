/** `docs-cli watch` on a site whose search is split into shards: an edit rewrites only its page's shards. */
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runPipeline } from '../../../cli/pipeline/run.ts';
import { createSession } from '../../../cli/pipeline/session.ts';
import { type SiteWatch, startWatch } from '../../../cli/commands/watch.ts';
import { shardOf } from '../../../cli/emit/search.ts';
import { shardedPage, writeShardedSite } from '../../helpers/sharded-site.ts';
import { afterEdit, brief, readTree } from '../../helpers/watch.ts';
import { built } from '../../helpers/site.ts';

let root: string;
let site: string;
let out: string;
let watch: SiteWatch;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'docs-watch-shards-'));
  site = path.join(root, 'site');
  out = path.join(root, 'out');
  await writeShardedSite(site);
  watch = startWatch(site, { outDir: out, cacheDir: path.join(root, 'cache'), debounceMs: 20 });
  expect(brief(await watch.ready)).toEqual([]);
});

afterAll(async () => {
  await watch.close();
  await rm(root, { recursive: true, force: true });
});

it('rewrites the page, and only the record shard and index shard of its route, then equals a clean build', async () => {
  const shard = shardOf('/page-007', 8);
  const cycle = await afterEdit(watch, async () => writeFileSync(path.join(site, 'docs', 'page-007.md'), shardedPage(7, ' Now with tooltips.')), (c) => c.trigger.includes('docs/page-007.md'));
  expect(brief(cycle)).toEqual([]);
  expect(cycle.changedArtifacts).toEqual(['content.json', 'pages/page-007.json', 'registry.json', `search/index/${shard}.json`, `search/records/${shard}.json`]);
  const clean = built(await runPipeline(createSession(), site, { artifacts: true }));
  const onDisk = await readTree(out);
  expect([...onDisk.keys()].sort()).toEqual([...clean.artifacts!.keys()].sort());
  for (const [file, text] of clean.artifacts!) expect(onDisk.get(file), file).toBe(text);
});
