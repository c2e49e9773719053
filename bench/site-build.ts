/**
 * `npm run bench:site-build [-- --pages 1000 --runs 1 --jobs N --features]`: the deployable site of the N-page
 * corpus, built by the CLI (`docs-cli build --site`) as a user builds it, against the
 * bare single-thread parse of the same files (the floor): a cold build (fresh out directory, no
 * cache), a warm one after one doc body is edited, the time of each step (from the build's log
 * lines), prerender ms per page per thread, HTML bytes per docs page and peak RSS.
 * `bench:site` (bench/site.ts) measures the built site in the browser (JS per page kind).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { checkFailed, editOnePage, fmt, markdownFiles, measureFloor, median, option, parseArgs, removeSetAside, ROOT, runCli, setAside } from './common.ts';
import { generateCorpus } from './corpus.ts';
import type { RoutesArtifact } from '../schema/artifacts.ts';
import { routeFile } from '../renderer/site-build/prerender/document.ts';

const argv = process.argv.slice(2);
// No planted breaks: the site must build.
const args = { ...parseArgs(argv), brokenFraction: 0 };
const jobs = Number(option(argv, 'jobs') ?? availableParallelism());
// --features: the Docusaurus-style site of issue 29 (compiled MDX on 10 % of pages, Tabs, Details, own components).
const features = argv.includes('--features');
const dir = path.join(ROOT, 'bench', '.corpus', `site-build-${args.pages}${features ? '-features' : ''}`);
const out = `${dir}-out`;
generateCorpus(dir, { pages: args.pages, seed: args.seed, brokenFraction: 0, features });
const files = markdownFiles(dir);
// Cold: no out directory and no .docs-cli beside it (set aside before each run), so no cache of any kind.
// --verbose: each phase's line says how long it took.
const command = ['build', '--site', dir, '--out-dir', out, '--jobs', String(jobs), '--verbose'];

/** `<phase> … in N ms` (or `N.N s`) lines of the build's log, by the phase's first words. */
function steps(stderr: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const line of stderr.split('\n')) {
    const match = /^(bundled|reused the bundles|prerendered \d+ pages|[\w-]+: wrote|compressed \d+ other files|built \d+ pages).* in (\d+(?:\.\d+)?) (ms|s)$/.exec(line.trim());
    if (match) found[match[1]] = Number(match[2]) * (match[3] === 's' ? 1000 : 1);
  }
  return found;
}

const floors: number[] = [];
const colds: Awaited<ReturnType<typeof runCli>>[] = [];
for (let i = 0; i < args.runs; i++) {
  setAside(out);
  setAside(path.join(path.dirname(out), '.docs-cli'));
  floors.push(measureFloor(dir, files).ms);
  const run = await runCli(command);
  checkFailed('cold site build', run);
  colds.push(run);
}
const floor = Math.min(...floors);
const cold = colds.reduce((a, b) => (b.ms < a.ms ? b : a));
const restore = editOnePage(dir, files);
const warm = await runCli(command);
restore();
checkFailed('warm site build', warm);
removeSetAside();

const siteOut = path.join(out, 'site');
const { routes } = JSON.parse(readFileSync(path.join(out, 'routes.json'), 'utf8')) as RoutesArtifact;
const docsHtml = routes.filter((route) => route.kind === 'doc').map((route) => readFileSync(path.join(siteOut, routeFile(route.path))).length);
const coldSteps = steps(cold.stderr);
const prerenderLine = /prerendered (\d+) pages on (\d+) thread/.exec(cold.stderr);
const rendered = prerenderLine ? Number(prerenderLine[1]) : 0;
const threads = prerenderLine ? Number(prerenderLine[2]) : 1;
const prerenderMs = Object.entries(coldSteps).find(([step]) => step.startsWith('prerendered'))?.[1] ?? 0;

console.log(`corpus: ${args.pages.toLocaleString('en')} pages (${path.relative(ROOT, dir)}), ${jobs} prerender thread(s) asked, ${availableParallelism()} cores`);
console.log(`floor (bare parse, 1 thread): ${fmt.s(floor)}`);
console.log(`cold site build (no out, no .docs-cli): ${fmt.s(cold.ms)} = ${fmt.ratio(cold.ms, floor)} floor, peak RSS ${fmt.mb(cold.peakRss)}`);
console.log(`  steps: artifacts ${fmt.s(cold.ms - (coldSteps[Object.keys(coldSteps).find((s) => s.startsWith('built')) ?? ''] ?? 0))} (with start-up), ${Object.entries(coldSteps).map(([step, ms]) => `${step} ${fmt.s(ms)}`).join(', ')}`);
console.log(`  prerender: ${rendered} pages on ${threads} thread(s), ${((prerenderMs * threads) / Math.max(1, rendered)).toFixed(1)} ms per page per thread (wall × threads, compression of the page included)`);
console.log(`warm site build (one doc body edited): ${fmt.s(warm.ms)} = ${fmt.ratio(warm.ms, floor)} floor; ${Object.entries(steps(warm.stderr)).map(([step, ms]) => `${step} ${fmt.s(ms)}`).join(', ')}`);
console.log(`HTML per docs page (${docsHtml.length} pages): median ${(median(docsHtml) / 1000).toFixed(1)} KB, max ${(Math.max(...docsHtml) / 1000).toFixed(1)} KB`);
console.log(`site files: ${readdirSync(siteOut, { recursive: true }).length}`);
