/** The search fixture site (tests/fixtures/search/site), built into a temp dir with its out/search artifacts. */
import { cp, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AlgoliaConfig } from '../../schema/algolia.ts';
import { searchIndexArtifact } from '../../schema/search.ts';
import { createEngine, type SearchEngine } from '../../renderer/theme/search/engine.ts';
import { built, makeTemp, REPO, runSite } from './site.ts';

export const SEARCH_SITE = path.join(REPO, 'tests', 'fixtures', 'search', 'site');

export interface BuiltSearchSite {
  temp: string;
  site: string;
  outDir: string;
  config: AlgoliaConfig;
  engine: SearchEngine;
}

export async function buildSearchSite(): Promise<BuiltSearchSite> {
  const temp = await makeTemp('docs-cli-search-');
  const site = path.join(temp, 'site');
  await cp(SEARCH_SITE, site, { recursive: true });
  const result = built(await runSite(site));
  if (result.exitCode !== 0 || !result.artifacts || !result.config) throw new Error(`fixture build failed: ${result.diagnostics.map((d) => d.message).join('; ')}`);
  const outDir = path.join(temp, 'out');
  await mkdir(path.join(outDir, 'search'), { recursive: true });
  for (const file of ['search/records.json', 'search/index.json']) await writeFile(path.join(outDir, file), result.artifacts.get(file)!);
  const index = searchIndexArtifact.parse(JSON.parse(result.artifacts.get('search/index.json')!));
  return { temp, site, outDir, config: result.config.themeConfig.algolia!, engine: createEngine(index) };
}
