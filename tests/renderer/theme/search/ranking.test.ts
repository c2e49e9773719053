/**
 * The ranking set (./ranking-set.json: a query, the url a visitor expects first, and why) run
 * against the real local index of the racing-bars site in content/, built as `docs-cli build`
 * builds it, with the request the search modal sends: every query's first hit is the expected one.
 * `npm run bench:search` prints the set's precision@1 and @3. And what a query that finds nothing
 * suggests there.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../../cli/pipeline/run.ts';
import { createSession } from '../../../../cli/pipeline/session.ts';
import { createEngine, type SearchEngine } from '../../../../renderer/theme/search/engine.ts';
import { searchIndexArtifact } from '../../../../schema/search.ts';
import { built, REPO } from '../../../helpers/site.ts';

interface RankingCase {
  query: string;
  url: string;
  why: string;
}

const MODAL_REQUEST = { hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] };
const set = JSON.parse(await readFile(path.join(import.meta.dirname, 'ranking-set.json'), 'utf8')) as RankingCase[];
let engine: SearchEngine;

beforeAll(async () => {
  const session = createSession();
  try {
    const result = built(await runPipeline(session, path.join(REPO, 'content'), { artifacts: true }));
    expect(result.exitCode).toBe(0);
    engine = createEngine(searchIndexArtifact.parse(JSON.parse(result.artifacts!.get('search/index.json')!)));
  } finally {
    session.workers.close();
  }
});

describe('the search ranking set over content/', () => {
  it('has at least 25 distinct queries, each with an expected url and a reason', () => {
    expect(set.length).toBeGreaterThanOrEqual(25);
    expect(new Set(set.map((c) => c.query)).size).toBe(set.length);
    for (const c of set) expect([typeof c.url, c.url.startsWith('/'), c.why.length > 0]).toEqual(['string', true, true]);
  });

  it.each(set)('puts $url first for $query', ({ query, url }) => {
    const hits = engine.search({ ...MODAL_REQUEST, query }).hits;
    expect(hits[0]?.url).toBe(url);
  });
});

describe('suggestions over content/', () => {
  it('offers loadData for dataLoader, which finds nothing', () => {
    expect(engine.search({ ...MODAL_REQUEST, query: 'dataLoader' }).nbHits).toBe(0);
    expect(engine.suggest('dataLoader', MODAL_REQUEST.facetFilters)).toEqual(['loadData']);
  });

  it('offers the words of the site a typo too far away for the search itself', () => {
    expect(engine.search({ ...MODAL_REQUEST, query: 'typscirpt' }).nbHits).toBe(0);
    expect(engine.suggest('typscirpt', MODAL_REQUEST.facetFilters)).toEqual(['TypeScript']);
  });
});
