/**
 * `npm run bench:search -- [--sizes 100,1000,10000] [--queries 300] [--no-browser] [--no-content] [--judged <set>=<site folder>]…`:
 * the size of `out/search/index.json` (raw and gzip) and the latency of the local search
 * engine (`renderer/theme/search/engine.ts`, the Algolia-shaped backend) over realistic queries,
 * in Node and in Chromium, for generated corpora of each size and for the real site in `content/`.
 *
 * The index is the one `build` makes (`runPipeline(…, { artifacts: true })`: a run without
 * artifacts parses for the checks only, with no search blocks, and its index would hold only
 * the page titles) — in a child process per site, so the timed process holds only the indexes
 * and the queries. Parse results are cached in `bench/.corpus/.cache/<name>`, so only the first
 * run of a size pays the cold parse (minutes at 10,000 pages).
 *
 * For content/ it also runs the ranking set (tests/renderer/theme/search/ranking-set.json: queries with
 * the url expected first) and prints precision@1 and @3 (the share of queries whose expected url
 * is the first hit, or among the first three); and the judged set of readers' questions
 * (bench/search-sets/racing-bars.json, bench/search-quality.ts): precision@1, @3 and MRR of its
 * tuning and test splits, and the test split's misses. `--judged redux=<folder>` (repeatable) does
 * the same for bench/search-sets/redux.json on the site in that folder (one outside the repository:
 * a development-corpus site, extracted with ../shared/real-sites/extract.sh), its index built as
 * `build` builds it.
 *
 * Queries (seeded): single words from headings and from content, two-word queries, prefixes
 * (3–5 characters, as typed) and single-typo words (one letter replaced, length ≥ 6), sent the
 * way DocSearch sends them (hitsPerPage 20, snippets, highlight tags). 20 untimed warm-up
 * queries first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { chromium } from 'playwright-core';
import { runPipeline } from '../cli/pipeline/run.ts';
import { createSession } from '../cli/pipeline/session.ts';
import { readSearchRecords } from '../cli/search/read-records.ts';
import { createEngine, type SearchRequest } from '../renderer/theme/search/engine.ts';
import { mergeSearchIndexes } from '../renderer/theme/search/merge-index.ts';
import type { SearchSynonym } from '../schema/config.ts';
import type { SearchIndexArtifact, SearchRecord, SearchShardsArtifact } from '../schema/search.ts';
import { table, tempDir, ROOT, option } from './common.ts';
import { generateCorpus, mulberry32 } from './corpus.ts';
import { judge, type Quality, readJudgedSet, SPLIT_SEED, splitJudgedSet } from './search-quality.ts';

const argv = process.argv.slice(2);
const get = (key: string) => option(argv, key);
const sizes = (get('sizes') ?? '100,1000,10000').split(',').map(Number);
const queryCount = Number(get('queries') ?? 300);
const browser = !argv.includes('--no-browser');
const withContent = !argv.includes('--no-content');
/** `--judged <set>=<site folder>`: bench/search-sets/<set>.json judged on that site (both checked before anything is built). */
const judgedSites = argv.flatMap((arg, i) => {
  if (arg !== '--judged') return [];
  const [name, siteDir] = (argv[i + 1] ?? '').split('=');
  const setFile = path.join(ROOT, 'bench', 'search-sets', `${name}.json`);
  if (!name || !siteDir || !existsSync(setFile) || !existsSync(siteDir)) throw new Error(`--judged wants <set>=<site folder>, the set in bench/search-sets/, the folder present: got "${argv[i + 1] ?? ''}"`);
  return [{ name, setFile, siteDir }];
});
const CHROMIUM = '/usr/bin/chromium';

const REQUEST: Omit<SearchRequest, 'query'> = {
  hitsPerPage: 20,
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

interface Built {
  name: string;
  /** out/search/index.json */
  text: string;
  records: number;
  /** drawn from out/search/records.json */
  queries: string[];
  buildMs: number;
  /** the site's synonym rules (themeConfig.search.synonyms), which its search is created with */
  synonyms: SearchSynonym[];
}

/**
 * `--build-one <name> <siteDir> <workDir>`: builds one site's index in this (child) process and
 * writes `<name>.index.json` and `<name>.meta.json` (record count, build time, queries) to workDir.
 * The parent only reads them, so the pipeline's garbage (gigabytes at 10,000 pages) is not in the
 * heap, or collected by GC threads competing for the cores, while queries are timed.
 */
async function buildOne(name: string, siteDir: string, work: string): Promise<void> {
  const started = performance.now();
  const cacheDir = path.join(ROOT, 'bench', '.corpus', '.cache', name);
  const session = createSession({ cacheDir });
  const result = await runPipeline(session, siteDir, { artifacts: true });
  session.workers.close();
  if (result.kind !== 'built' || !result.artifacts) throw new Error(`${name}: the pipeline gave no artifacts (exit ${result.exitCode})`);
  const artifacts = result.artifacts;
  const read = async (file: string) => {
    const text = artifacts.get(file);
    if (text === undefined) throw new Error(`no ${file}`);
    return text;
  };
  const records = await readSearchRecords(read);
  if (!records) throw new Error('search/records.json is not a records artifact');
  // A large site's index is shards the browser joins: measured here as the joined index.
  const top = JSON.parse(await read('search/index.json')) as SearchIndexArtifact | SearchShardsArtifact;
  const text = 'shards' in top ? `${JSON.stringify({ schemaVersion: top.schemaVersion, ...mergeSearchIndexes(await Promise.all(top.shards.map(async (file) => JSON.parse(await read(file)) as SearchIndexArtifact))) })}\n` : await read('search/index.json');
  writeFileSync(path.join(work, `${name}.index.json`), text);
  const meta = { records: records.length, buildMs: performance.now() - started, queries: makeQueries(records, queryCount), synonyms: result.config.themeConfig.search.synonyms };
  writeFileSync(path.join(work, `${name}.meta.json`), JSON.stringify(meta));
}

function buildIndex(name: string, siteDir: string, work: string): Built {
  const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--queries', String(queryCount), '--build-one', name, siteDir, work], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (child.status !== 0) throw new Error(`${name}: building the index failed (exit ${child.status})`);
  const meta = JSON.parse(readFileSync(path.join(work, `${name}.meta.json`), 'utf8')) as Omit<Built, 'name' | 'text'>;
  return { name, text: readFileSync(path.join(work, `${name}.index.json`), 'utf8'), ...meta };
}

const WORDS = /[\p{L}][\p{L}\p{N}]+/gu;
const STOP = new Set(['the', 'and', 'for', 'with', 'this', 'that', 'are', 'from', 'see', 'not', 'its', 'has', 'have', 'you', 'your', 'can', 'into', 'more', 'other', 'also']);

/** Realistic queries drawn from the index's own headings and content, seeded. */
export function makeQueries(records: SearchRecord[], count: number, seed = 7): string[] {
  const rand = mulberry32(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)];
  const words = (text: string | null) => [...(text ?? '').matchAll(WORDS)].map((m) => m[0].toLowerCase()).filter((w) => w.length >= 3 && !STOP.has(w));
  const heading: string[] = [];
  const content: string[] = [];
  for (const r of records) {
    for (const lvl of ['lvl1', 'lvl2', 'lvl3'] as const) heading.push(...words(r.hierarchy[lvl]));
    content.push(...words(r.content));
  }
  if (content.length === 0) content.push(...heading);
  const long = [...new Set([...heading, ...content])].filter((w) => w.length >= 6);
  const queries: string[] = [];
  for (let i = 0; i < count; i++) {
    switch (i % 6) {
      case 0: // a heading word
        queries.push(pick(heading));
        break;
      case 1: // a content word
        queries.push(pick(content));
        break;
      case 2: // two words, as typed after a space
        queries.push(`${pick(heading)} ${pick(content)}`);
        break;
      case 3: // a prefix, as typed
      case 4: {
        const w = pick(rand() < 0.5 ? heading : content);
        queries.push(w.slice(0, Math.min(w.length, 3 + Math.floor(rand() * 3))));
        break;
      }
      default: {
        // one typo: a letter replaced
        const w = pick(long.length ? long : heading);
        const at = 1 + Math.floor(rand() * (w.length - 2));
        const letter = String.fromCharCode(97 + Math.floor(rand() * 26));
        queries.push(w.slice(0, at) + (letter === w[at] ? 'x' : letter) + w.slice(at + 1));
      }
    }
  }
  return queries;
}

interface RankingCase {
  query: string;
  url: string;
}

const RANKING_SET = path.join(ROOT, 'tests', 'renderer', 'theme', 'search', 'ranking-set.json');
/** The judged set of readers' questions over content/ (bench/search-quality.ts). */
const JUDGED_SET = path.join(ROOT, 'bench', 'search-sets', 'racing-bars.json');

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

interface Latency {
  loadMs: number;
  p50: number;
  p95: number;
  max: number;
  meanHits: number;
}

function summarise(loadMs: number, times: number[], hits: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { loadMs, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1], meanHits: hits.reduce((a, b) => a + b, 0) / hits.length };
}

function nodeLatency({ text, queries, synonyms }: Built): Latency {
  const started = performance.now();
  const engine = createEngine(JSON.parse(text) as SearchIndexArtifact, synonyms);
  const loadMs = performance.now() - started;
  for (const q of queries.slice(0, 20)) engine.search({ ...REQUEST, query: `${q}x` });
  const times: number[] = [];
  const hits: number[] = [];
  for (const query of queries) {
    const t = performance.now();
    const response = engine.search({ ...REQUEST, query });
    times.push(performance.now() - t);
    hits.push(response.nbHits);
  }
  return summarise(loadMs, times, hits);
}

/** The engine bundled for the browser, plus a page that runs the queries against a fetched index. */
async function browserBundle(dir: string): Promise<string> {
  const entry = path.join(dir, 'entry.ts');
  writeFileSync(
    entry,
    `import { createEngine } from ${JSON.stringify(path.join(ROOT, 'renderer/theme/search/engine.ts'))};
(globalThis as any).runBench = async (url: string, queries: string[], request: Record<string, unknown>, synonyms: any[]) => {
  const started = performance.now();
  const artifact = await (await fetch(url)).json();
  const engine = createEngine(artifact, synonyms);
  const loadMs = performance.now() - started;
  for (const q of queries.slice(0, 20)) engine.search({ ...request, query: q + 'x' });
  const times: number[] = [];
  const hits: number[] = [];
  for (const query of queries) {
    const t = performance.now();
    const response = engine.search({ ...request, query });
    times.push(performance.now() - t);
    hits.push(response.nbHits);
  }
  return { loadMs, times, hits };
};
`,
  );
  const file = path.join(dir, 'bench.js');
  await esbuild({ entryPoints: [entry], bundle: true, format: 'iife', platform: 'browser', target: 'es2022', minify: true, outfile: file, logLevel: 'error' });
  return file;
}

async function main(): Promise<void> {
  const work = tempDir('docs-cli-bench-search-');
  const built: Built[] = [];
  for (const pages of sizes) {
    const dir = path.join(ROOT, 'bench', '.corpus', String(pages));
    const t = performance.now();
    generateCorpus(dir, { pages, seed: 1, brokenFraction: 0.02 });
    console.log(`corpus ${pages}: generated in ${((performance.now() - t) / 1000).toFixed(1)} s; building the search index…`);
    const b = buildIndex(String(pages), dir, work);
    console.log(`  ${b.records} records, pipeline + index ${(b.buildMs / 1000).toFixed(1)} s`);
    built.push(b);
  }
  if (withContent) {
    const b = buildIndex('content', path.join(ROOT, 'content'), work);
    console.log(`content/: ${b.records} records, pipeline + index ${(b.buildMs / 1000).toFixed(1)} s`);
    built.push(b);
  }

  const results: { b: Built; gzip: number; queries: string[]; node: Latency; chromium?: Latency }[] = [];
  for (const b of built) {
    const node = nodeLatency(b);
    results.push({ b, gzip: gzipSync(b.text, { level: 9 }).length, queries: b.queries, node });
  }

  if (browser) {
    const script = await browserBundle(work);
    const files = new Map<string, { body: Buffer | string; type: string }>([
      ['/', { body: '<!doctype html><meta charset="utf-8"><title>search bench</title><script src="/bench.js"></script>', type: 'text/html' }],
      ['/bench.js', { body: await import('node:fs').then((fs) => fs.readFileSync(script)), type: 'text/javascript' }],
    ]);
    for (const r of results) files.set(`/index-${r.b.name}.json`, { body: r.b.text, type: 'application/json' });
    const server = http.createServer((req, res) => {
      const file = files.get(req.url ?? '/');
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': file.type }).end(file.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const instance = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
    try {
      for (const r of results) {
        const page = await instance.newPage();
        await page.goto(`http://127.0.0.1:${port}/`);
        const out = await page.evaluate(
          ([url, queries, request, synonyms]) => (globalThis as unknown as { runBench: (u: string, q: string[], r: unknown, s: unknown) => Promise<{ loadMs: number; times: number[]; hits: number[] }> }).runBench(url, queries, request, synonyms),
          [`/index-${r.b.name}.json`, r.queries, REQUEST, r.b.synonyms] as const,
        );
        r.chromium = summarise(out.loadMs, out.times, out.hits);
        await page.close();
      }
    } finally {
      await instance.close();
      server.close();
    }
  }

  const ms = (n: number | undefined) => (n === undefined ? '-' : `${n.toFixed(2)} ms`);
  console.log(
    `\n${table([
      ['site', 'records', 'index.json', 'gzip', 'load (Node)', 'p50 Node', 'p95 Node', 'max Node', 'load (Chromium)', 'p50 Chromium', 'p95 Chromium', 'max Chromium', 'mean nbHits'],
      ...results.map((r) => [
        r.b.name === 'content' ? 'content/' : `${r.b.name} pages`,
        String(r.b.records),
        kb(r.b.text.length),
        kb(r.gzip),
        ms(r.node.loadMs),
        ms(r.node.p50),
        ms(r.node.p95),
        ms(r.node.max),
        ms(r.chromium?.loadMs),
        ms(r.chromium?.p50),
        ms(r.chromium?.p95),
        ms(r.chromium?.max),
        r.node.meanHits.toFixed(0),
      ]),
    ])}`,
  );
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const targets: string[] = [];
  const content = results.find((r) => r.b.name === 'content');
  if (content) targets.push(`content/ index ≤ 150 KB gzip: ${kb(content.gzip)} (${verdict(content.gzip <= 150 * 1024)})`);
  for (const [name, limit] of [
    ['1000', 5],
    ['10000', 15],
  ] as const) {
    const r = results.find((x) => x.b.name === name);
    if (!r) continue;
    const worst = Math.max(r.node.p95, r.chromium?.p95 ?? 0);
    targets.push(`p95 ≤ ${limit} ms at ${name} pages: ${ms(worst)} (${verdict(worst <= limit)})`);
  }
  console.log(`\nqueries: ${queryCount} per site (+20 warm-up). targets: ${targets.join(' · ')}`);
  if (content) {
    const engine = createEngine(JSON.parse(content.b.text) as SearchIndexArtifact, content.b.synonyms);
    const search = (query: string) => engine.search({ ...REQUEST, query }).hits.map((hit) => String(hit.url));
    // The ranking set: one url expected first for each query.
    const rankingSet = (JSON.parse(readFileSync(RANKING_SET, 'utf8')) as RankingCase[]).map(({ query, url }) => ({ q: query, a: [url] }));
    const ranking = judge(rankingSet, search);
    const share = (ratio: number) => `${ratio.toFixed(2)} (${Math.round(ratio * ranking.queries)}/${ranking.queries})`;
    console.log(`\nranking set (${path.relative(ROOT, RANKING_SET)}) on content/: precision@1 ${share(ranking.at1)}, precision@3 ${share(ranking.at3)}`);
    for (const miss of ranking.misses) console.log(`  "${miss.q}" → ${miss.expected} ${miss.rank === 0 ? 'not in the first 20' : `#${miss.rank}`}`);
    reportJudged(JUDGED_SET, 'content/', search);
  }
  for (const { name, setFile, siteDir } of judgedSites) {
    const b = buildIndex(`judged-${name}`, path.resolve(siteDir), work);
    console.log(`\n${siteDir}: ${b.records} records, pipeline + index ${(b.buildMs / 1000).toFixed(1)} s, index ${kb(gzipSync(b.text, { level: 9 }).length)} gzip`);
    const engine = createEngine(JSON.parse(b.text) as SearchIndexArtifact, b.synonyms);
    reportJudged(setFile, siteDir, (query) => engine.search({ ...REQUEST, query }).hits.map((hit) => String(hit.url)));
  }
  mkdirSync(work, { recursive: true });
  await import('node:fs').then((fs) => fs.rmSync(work, { recursive: true, force: true }));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Prints a judged set's figures on its tuning and test splits, and the test split's misses. */
function reportJudged(setFile: string, site: string, search: (query: string) => string[]): void {
  const { tuning, test } = splitJudgedSet(readJudgedSet(setFile).cases);
  const figures = (q: Quality) => `precision@1 ${q.at1.toFixed(2)}, @3 ${q.at3.toFixed(2)}, MRR ${q.mrr.toFixed(2)}; on an answer's page @1 ${q.pageAt1.toFixed(2)}, @3 ${q.pageAt3.toFixed(2)} (${q.queries} queries)`;
  const tested = judge(test, search);
  console.log(`\njudged set (${path.relative(ROOT, setFile)}, split with seed ${SPLIT_SEED}) on ${site}:`);
  console.log(`  tuning: ${figures(judge(tuning, search))}`);
  console.log(`  test:   ${figures(tested)}`);
  console.log("  the test split's misses (query → its best answer: the first three hits):");
  for (const miss of tested.misses) console.log(`    "${miss.q}" → ${miss.expected} (${miss.rank === 0 ? 'no answer in the first 20' : `an answer at #${miss.rank}`}): ${miss.got.join(', ') || 'no hits'}`);
}

const buildOneAt = argv.indexOf('--build-one');
if (buildOneAt === -1) await main();
else await buildOne(argv[buildOneAt + 1], argv[buildOneAt + 2], argv[buildOneAt + 3]);
