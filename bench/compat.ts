/**
 * `npm run bench:compat -- --pages N` (default 1000 per docs version): generates a Docusaurus-style
 * site (bench/compat-site.ts: docusaurus.config.js, three docs versions of N pages, a second docs
 * instance, partials, React and Markdown pages, MDX with imports, exports and expressions), then
 * measures the parse floor of its Markdown and MDX files and `docs-cli check` cold (no cache). The
 * site has no broken link: the check must report nothing. Target: cold ≤ 1.2× the floor.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { checkFailed, floorAndCold, fmt, option, parseJsonReport, ROOT, removeSetAside, setAside, table, tempDir } from './common.ts';
import { generateCompatSite } from './compat-site.ts';

const argv = process.argv.slice(2);
const pages = Number(option(argv, 'pages') ?? 1000);
const runs = Math.max(1, Number(option(argv, 'runs') ?? 1));
const dir = path.join(ROOT, 'bench', '.corpus', `compat-${pages}`);
const started = performance.now();
const files = generateCompatSite(dir, pages);
console.log(`site: ${files.length} Markdown/MDX files (${pages} per docs version × 3 versions, a second instance, partials, src/pages) in ${path.relative(ROOT, dir)} (generated in ${fmt.s(performance.now() - started)})`);

const work = tempDir('docs-cli-bench-compat-');
const cacheDir = path.join(work, 'cache');
const command = ['check', path.relative(ROOT, dir), '--cache-dir', cacheDir, '--format', 'json'];
console.log(`command: node cli/bin.js ${command.join(' ')}`);
const { floor, cold } = await floorAndCold(dir, files, runs, 'cold check', () => setAside(cacheDir), command);
rmSync(work, { recursive: true, force: true });
removeSetAside();

const report = parseJsonReport(cold.stdout);
const findings = report?.diagnostics.filter((d) => d.level !== 'info') ?? [];
const n = files.length;
console.log(
  `\n${table([
    ['run', 'wall', 'files/s', '× floor', 'peak RSS'],
    ['floor (parse only, 1 thread)', fmt.s(floor.ms), fmt.rate(n, floor.ms), '1.00×', '-'],
    ['check cold (no cache)', fmt.s(cold.ms), fmt.rate(n, cold.ms), fmt.ratio(cold.ms, floor.ms), fmt.mb(cold.peakRss)],
  ])}`,
);
for (const d of findings.slice(0, 10)) console.log(`  unexpected finding: ${d.file}:${d.line}:${d.column} ${d.code}`);
console.log(`findings: ${findings.length} (0 expected) · cold ≤ 1.2× floor: ${cold.ms <= 1.2 * floor.ms ? 'met' : 'NOT met'} (${fmt.ratio(cold.ms, floor.ms)})`);
checkFailed('cold check', cold);
if (findings.length > 0) process.exitCode = 1;
