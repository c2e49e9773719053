/**
 * `npm run bench:build -- --pages N` (default 1000): generates the corpus, then measures the
 * parse floor, a cold `docs-cli build` (no cache), a warm one (cache present, nothing
 * changed: the run record makes it a no-op) and one after a one-page edit, with wall time, pages/s, the ratio to the floor and peak RSS.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { checkFailed, editOnePage, floorAndCold, fmt, markdownFiles, parseArgs, prepareCorpus, removeSetAside, ROOT, runCli, setAside, table, tempDir } from './common.ts';

const args = parseArgs(process.argv.slice(2));
const { dir, corpus, ms: genMs } = prepareCorpus(args);
const rel = path.relative(ROOT, dir);
console.log(`corpus: ${corpus.files.length} pages in ${rel} (generated in ${fmt.s(genMs)}), ${corpus.internalLinks} internal links, ${corpus.expectedBroken.length} planted breaks`);

const files = markdownFiles(dir);

const work = tempDir('docs-cli-bench-build-');
const outDir = path.join(work, 'out');
const cacheDir = path.join(work, 'cache');
const command = ['build', rel, '--out-dir', outDir, '--cache-dir', cacheDir, '--format', 'json'];
console.log(`command: node cli/bin.js ${command.join(' ')}`);

const { floor, cold } = await floorAndCold(dir, files, args.runs, 'cold build', () => setAside(work), command);
const warm = await runCli(command);
checkFailed('warm build', warm);
// Not a target, for scale: what a build costs when one page changed (parse one, rebuild the rest from cache).
const restore = editOnePage(dir, files);
const edited = await runCli(command);
restore();
checkFailed('build after one edit', edited);
rmSync(work, { recursive: true, force: true });
removeSetAside();

const n = files.length;
console.log(
  `\n${table([
    ['run', 'wall', 'pages/s', '× floor', 'peak RSS'],
    ['floor (parse only, 1 thread)', fmt.s(floor.ms), fmt.rate(n, floor.ms), '1.00×', '-'],
    ['build cold (no cache)', fmt.s(cold.ms), fmt.rate(n, cold.ms), fmt.ratio(cold.ms, floor.ms), fmt.mb(cold.peakRss)],
    ['build warm (cache, no change)', fmt.s(warm.ms), fmt.rate(n, warm.ms), fmt.ratio(warm.ms, floor.ms), fmt.mb(warm.peakRss)],
    ['build, one page edited', fmt.s(edited.ms), fmt.rate(n, edited.ms), fmt.ratio(edited.ms, floor.ms), fmt.mb(edited.peakRss)],
  ])}`,
);
console.log(`\npeak RSS from ${cold.rssSource}; wall times include process start-up.`);
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const targets = [`cold ≤ 1.5× floor: ${fmt.ratio(cold.ms, floor.ms)} (${verdict(cold.ms <= 1.5 * floor.ms)})`, `warm ≤ 0.5 s: ${fmt.s(warm.ms)} (${verdict(warm.ms <= 500)})`];
if (n >= 10000) targets.push(`peak RSS ≤ 1.5 GB: ${fmt.mb(Math.max(cold.peakRss ?? 0, warm.peakRss ?? 0))} (${verdict(Math.max(cold.peakRss ?? 0, warm.peakRss ?? 0) <= 1.5 * 1024 ** 3)})`);
console.log(`targets: ${targets.join(' · ')}`);
