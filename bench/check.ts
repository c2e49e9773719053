/**
 * `npm run bench:check -- --pages N` (default 1000): generates the corpus, then measures the
 * parse floor and `docs-cli check --format json` cold (no cache) and warm, with peak RSS, and
 * scores the reported broken-link diagnostics against the links the corpus broke on purpose
 * (matched by file + line + code). Exits 1 unless precision and recall are both 100%.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { PlantedBreak } from './corpus.ts';
import { checkFailed, editOnePage, floorAndCold, fmt, markdownFiles, parseArgs, parseJsonReport, prepareCorpus, removeSetAside, ROOT, type RunResult, runCli, setAside, table, tempDir } from './common.ts';

const CODES = new Set(['broken-link', 'broken-anchor', 'broken-markdown-link']);

function score(expected: PlantedBreak[], run: RunResult) {
  const report = parseJsonReport(run.stdout);
  if (!report) throw new Error(`check printed no JSON report:\n${run.stdout.slice(0, 2000)}\n${run.stderr.slice(0, 2000)}`);
  const key = (d: { file: string; line: number; code: string }) => `${d.file}:${d.line}:${d.code}`;
  const reported = report.diagnostics.filter((d) => CODES.has(d.code));
  const wanted = new Map(expected.map((e) => [key(e), e]));
  const got = new Map(reported.map((d) => [key(d), d]));
  const truePositives = [...got.keys()].filter((k) => wanted.has(k));
  const falsePositives = reported.filter((d) => !wanted.has(key(d)));
  const missed = expected.filter((e) => !got.has(key(e)));
  const columnsAgree = truePositives.filter((k) => wanted.get(k)?.column === undefined || wanted.get(k)?.column === got.get(k)?.column).length;
  return {
    reported: reported.length,
    duplicates: reported.length - got.size,
    precision: reported.length ? truePositives.length / reported.length : 1,
    recall: expected.length ? truePositives.length / expected.length : 1,
    falsePositives,
    missed,
    columnsAgree,
    truePositives: truePositives.length,
    otherDiagnostics: report.diagnostics.length - reported.length,
  };
}

const args = parseArgs(process.argv.slice(2));
const { dir, corpus, ms: genMs } = prepareCorpus(args);
const rel = path.relative(ROOT, dir);
console.log(`corpus: ${corpus.files.length} pages in ${rel} (generated in ${fmt.s(genMs)}), ${corpus.internalLinks} internal links, ${corpus.expectedBroken.length} planted breaks`);

const files = markdownFiles(dir);

const work = tempDir('docs-cli-bench-check-');
const cacheDir = path.join(work, 'cache');
const command = ['check', rel, '--cache-dir', cacheDir, '--format', 'json'];
console.log(`command: node cli/bin.js ${command.join(' ')}`);

const { floor, cold } = await floorAndCold(dir, files, args.runs, 'cold check', () => setAside(cacheDir), command);
const warm = await runCli(command);
checkFailed('warm check', warm);
// Not a target, for scale: a check after one page changed (parse one, check everything).
const restore = editOnePage(dir, files);
const edited = await runCli(command);
restore();
checkFailed('check after one edit', edited);
rmSync(work, { recursive: true, force: true });
removeSetAside();

const n = files.length;
const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const scores = [score(corpus.expectedBroken, cold), score(corpus.expectedBroken, warm), score(corpus.expectedBroken, edited)];
console.log(
  `\n${table([
    ['run', 'wall', 'pages/s', '× floor', 'peak RSS', 'precision', 'recall'],
    ['floor (parse only, 1 thread)', fmt.s(floor.ms), fmt.rate(n, floor.ms), '1.00×', '-', '-', '-'],
    ['check cold (no cache)', fmt.s(cold.ms), fmt.rate(n, cold.ms), fmt.ratio(cold.ms, floor.ms), fmt.mb(cold.peakRss), pct(scores[0].precision), pct(scores[0].recall)],
    ['check warm (cache, no change)', fmt.s(warm.ms), fmt.rate(n, warm.ms), fmt.ratio(warm.ms, floor.ms), fmt.mb(warm.peakRss), pct(scores[1].precision), pct(scores[1].recall)],
    ['check, one page edited', fmt.s(edited.ms), fmt.rate(n, edited.ms), fmt.ratio(edited.ms, floor.ms), fmt.mb(edited.peakRss), pct(scores[2].precision), pct(scores[2].recall)],
  ])}`,
);
const s = scores[0];
console.log(
  `\npeak RSS from ${cold.rssSource}; wall times include process start-up.\n` +
    `broken-link diagnostics: ${s.reported} reported, ${corpus.expectedBroken.length} planted, ${s.truePositives} matched (file+line+code), ${s.columnsAgree} with the planted column too; ${s.duplicates} duplicates; ${s.otherDiagnostics} other diagnostics`,
);
for (const [label, result] of [['cold', scores[0]], ['warm', scores[1]], ['edited', scores[2]]] as const) {
  for (const d of result.falsePositives.slice(0, 10)) console.log(`  ${label} false positive: ${d.file}:${d.line}:${d.column} ${d.code} ${'message' in d ? String(d.message) : ''}`);
  for (const e of result.missed.slice(0, 10)) console.log(`  ${label} missed: ${e.file}:${e.line}:${e.column ?? ''} ${e.code} ${e.target}`);
}
const perfect = scores.every((r) => r.precision === 1 && r.recall === 1);
console.log(`precision/recall 100%/100%: ${perfect ? 'yes' : 'NO'} · cold ≤ 1.2× floor: ${cold.ms <= 1.2 * floor.ms ? 'met' : 'NOT met'} (${fmt.ratio(cold.ms, floor.ms)}) · warm ≤ 0.3 s: ${warm.ms <= 300 ? 'met' : 'NOT met'} (${fmt.s(warm.ms)})`);
if (!perfect) process.exitCode = 1;
