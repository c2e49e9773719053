/**
 * `npm run bench:hostile [-- --seed S --only NAME]`: hostile Markdown, one file alone in a site,
 * checked by `docs-cli check --no-cache --format json` in a child process. Each shape comes at
 * about 5 MB (to be refused within 1 s) and at its largest size inside the default limits (to be
 * checked within 5 s and 500 MB). Real large pages (a 1 MB changelog, a 500 KB API page of
 * tables) must be checked, not refused. Prints, for each, its size, wall time, peak RSS and outcome.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentLimits } from '../schema/config.ts';
import { fmt, option, parseJsonReport, ROOT, runCli, table, tempDir } from './common.ts';
import { mulberry32 } from './corpus.ts';

const FIVE_MB = 5 * 1024 * 1024;
const LIMITS = contentLimits.parse({});

interface Input {
  name: string;
  format: 'md' | 'mdx';
  text: string;
}

/** `n` lines made by `line(i)`. */
const lines = (n: number, line: (i: number) => string) => Array.from({ length: n }, (_, i) => `${line(i)}\n`).join('');
/** Whole `unit`s (ASCII): at least 5 MB of them, or as many as the size and line limits hold. */
const over = (unit: string) => unit.repeat(Math.ceil(FIVE_MB / unit.length));
const under = (unit: string) => {
  const newlines = unit.split('\n').length - 1;
  return unit.repeat(Math.min(Math.floor(LIMITS.maxFileBytes / unit.length), newlines ? Math.floor(LIMITS.maxLines / newlines) : Number.POSITIVE_INFINITY));
};
/** The largest depth whose text `make(depth)` stays under `bytes`. */
function deepest(make: (depth: number) => string, bytes: number): number {
  let low = 1;
  let high = 4_000;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (make(mid).length < bytes) low = mid;
    else high = mid - 1;
  }
  return low;
}

function prose(random: () => number, bytes: number, maxHeadings: number): string {
  const words = ['bar', 'chart', 'race', 'data', 'frame', 'value', 'label', 'colour', 'the', 'of', 'and', 'to', 'with', 'each', 'year'];
  const sentence = () => Array.from({ length: 6 + Math.floor(random() * 10) }, () => words[Math.floor(random() * words.length)]).join(' ');
  const parts = ['---\ntitle: Hostile prose\n---\n\n# Hostile prose\n\n'];
  let size = parts[0].length;
  for (let i = 0; size < bytes; i++) {
    const part =
      (i < maxHeadings - 1 && i % 4 === 0 ? `## ${sentence()}\n\n` : '') +
      `${sentence()} &amp; ${sentence()}, see https://example.com/${i} or [the options](#usage) and \`race(data)\`.\n${sentence()} **${sentence()}**.\n\n` +
      (i % 3 === 0 ? `- ${sentence()}\n  - ${sentence()}\n- ${sentence()}\n\n` : '') +
      (i % 5 === 0 ? `> ${sentence()}\n> ${sentence()}\n\n` : '');
    parts.push(part);
    size += part.length;
  }
  return parts.join('').slice(0, bytes);
}

/** A release changelog of about `bytes`: a heading per version, lists of entries with links, code and bold. */
function changelog(random: () => number, bytes: number): string {
  const words = ['fix', 'the', 'sidebar', 'when', 'a', 'doc', 'has', 'no', 'title', 'add', 'support', 'for', 'versioned', 'docs', 'search'];
  const text = () => Array.from({ length: 8 + Math.floor(random() * 6) }, () => words[Math.floor(random() * words.length)]).join(' ');
  const parts = ['# Changelog\n\n'];
  let size = parts[0].length;
  for (let v = 0; size < bytes; v++) {
    let part = `## 3.${v}.0 (2024-01-01)\n\n#### :rocket: New Feature\n\n`;
    for (let i = 0; i < 12; i++) part += `- \`docusaurus-plugin-content-docs\`\n  - [#${9000 + v * 30 + i}](https://github.com/facebook/docusaurus/pull/${9000 + v * 30 + i}) feat(core): ${text()} ([@user${i}](https://github.com/user${i}))\n`;
    part += '\n#### :bug: Bug Fix\n\n';
    for (let i = 0; i < 10; i++) part += `- [#${8000 + v * 30 + i}](https://github.com/facebook/docusaurus/pull/${8000 + v * 30 + i}) fix: ${text()} **${text()}** see [docs](/docs/page#options) ([@dev${i}](https://github.com/dev${i}))\n`;
    parts.push(`${part}\n`);
    size += part.length + 1;
  }
  return parts.join('');
}

/** A generated API reference page of about `bytes`: a section per class, a table of its properties. */
function apiTables(random: () => number, bytes: number): string {
  const parts = ['# API reference\n\n'];
  let size = parts[0].length;
  for (let c = 0; size < bytes; c++) {
    let part = `## \`Class${c}\`\n\n| Property | Type | Default | Description |\n| --- | --- | --- | --- |\n`;
    for (let i = 0; i < 25; i++) part += `| \`prop${i}\` | \`string \\| number\` | \`${Math.floor(random() * 100)}\` | what the option sets, see [\`Type${i}\`](#page) and <code>x</code>. |\n`;
    parts.push(`${part}\n`);
    size += part.length + 1;
  }
  return parts.join('');
}

/** Real pages that the default limits must let through. */
function realPages(seed: number): Input[] {
  const random = mulberry32(seed);
  return [
    { name: 'real: changelog (1 MB)', format: 'md', text: changelog(random, 1_048_576) },
    { name: 'real: API page of tables (500 KB)', format: 'md', text: apiTables(random, 512_000) },
  ];
}

/** Each shape at about 5 MB (`big`) and at its largest inside the default limits (`small`). */
function inputs(seed: number): { shape: string; big: Input; small: Input }[] {
  const random = mulberry32(seed);
  const nested = (unit: (i: number) => string) => (depth: number) => lines(depth, unit);
  const indentList = nested((i) => `${'  '.repeat(i)}- a`);
  const orderedList = nested((i) => `${'   '.repeat(i)}1. a`);
  const tabList = nested((i) => `${'\t'.repeat(i)}- a`);
  const quoteLines = nested((i) => `${'>'.repeat(i + 1)} a`);
  const mixed = nested((i) => `${'  '.repeat(i)}- > a`);
  const shape = (name: string, format: Input['format'], big: string, small: string) => ({
    shape: name,
    big: { name: `${name} (big)`, format, text: big },
    small: { name: `${name} (within limits)`, format, text: small },
  });
  return [
    shape('list nested by indentation', 'md', indentList(deepest(indentList, FIVE_MB)), indentList(LIMITS.maxNesting)),
    shape('ordered lists nested by indentation', 'md', orderedList(deepest(orderedList, FIVE_MB)), orderedList(LIMITS.maxNesting)),
    shape('list nested by tabs', 'md', tabList(deepest(tabList, FIVE_MB)), tabList(LIMITS.maxNesting)),
    shape('block quotes continued over lines', 'md', quoteLines(deepest(quoteLines, FIVE_MB)), quoteLines(LIMITS.maxNesting)),
    shape('lists and quotes mixed', 'md', mixed(deepest(mixed, FIVE_MB)), mixed(LIMITS.maxNesting - 1)),
    shape('paragraph of &amp;', 'md', over('x &amp; '), under('x &amp; ')),
    shape('paragraph of URLs', 'md', over('see https://example.com/a '), under('see https://example.com/a ')),
    shape('single MDX line', 'mdx', over('<b>x</b> word '), under('<b>x</b> word ')),
    shape('headings', 'md', lines(100_000, (i) => `## Heading ${i}\n`), lines(LIMITS.maxHeadings, (i) => `## Heading ${i}\n`)),
    shape('tight list', 'md', over('- item\n'), lines(LIMITS.maxLines, () => '- item')),
    shape('paragraph of many lines', 'md', over('word word\n'), lines(LIMITS.maxLines, () => 'word word')),
    shape('emphasis in every word', 'md', over(`${'*a* '.repeat(12)}\n\n`), under(`${'*a* '.repeat(12)}\n\n`)),
    shape('code spans', 'md', over(`${'`a` '.repeat(12)}\n\n`), under(`${'`a` '.repeat(12)}\n\n`)),
    shape('block quotes', 'md', over('> a\n\n'), lines(LIMITS.maxLines / 2, () => '> a\n').slice(0, -1)),
    shape('table rows', 'md', `| a | b |\n| - | - |\n${over('| a | b |\n')}`, `| a | b |\n| - | - |\n${lines(LIMITS.maxLines - 2, () => '| a | b |')}`),
    shape('links', 'md', over(`${'[a](/x) '.repeat(12)}\n\n`), under(`${'[a](/x) '.repeat(12)}\n\n`)),
    shape('MDX components', 'mdx', over('<Chart topN={10} label="x" />\n\n'), under('<Chart topN={10} label="x" />\n\n')),
    shape('prose', 'md', prose(random, FIVE_MB, 1_000_000), prose(random, LIMITS.maxFileBytes, LIMITS.maxHeadings)),
  ];
}

interface Measured {
  input: Input;
  bytes: number;
  ms: number;
  cpuMs?: number;
  peakRss?: number;
  outcome: string;
  withinTarget: boolean;
}

const REFUSALS = new Set(['content-too-large', 'content-too-deep', 'parse-error']);

/** The newest modification time under `dir` but its dist/ (cli/bin.js runs the sources through tsx when one is newer than cli/dist). */
function newest(dir: string): number {
  return Math.max(...(readdirSync(dir, { recursive: true }) as string[]).filter((f) => !f.startsWith('dist')).map((f) => statSync(path.join(dir, f)).mtimeMs));
}

/** Each run measures the compiled CLI: a source edited since the last build (the tree is shared) gets it built again first. */
function compiledCli(): void {
  let built = 0;
  try {
    built = statSync(path.join(ROOT, 'cli', 'dist', 'main.mjs')).mtimeMs;
  } catch {
    // not built yet
  }
  if (built < Math.max(newest(path.join(ROOT, 'cli')), newest(path.join(ROOT, 'schema')))) {
    execFileSync(process.execPath, [path.join(ROOT, 'cli', 'build-dist.mjs')], { cwd: ROOT, stdio: 'ignore' });
  }
}

async function measure(input: Input, work: string): Promise<Measured> {
  const site = path.join(work, 'site');
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.join(site, 'docs'), { recursive: true });
  writeFileSync(path.join(site, 'docs.config.json'), JSON.stringify({ title: 'Hostile', url: 'https://hostile.example', onBrokenLinks: 'warn', onBrokenAnchors: 'warn' }));
  const file = `docs/page.${input.format}`;
  writeFileSync(path.join(site, file), input.text);
  compiledCli();
  const run = await runCli(['check', site, '--no-cache', '--format', 'json']);
  const report = parseJsonReport(run.stdout);
  const bytes = Buffer.byteLength(input.text);
  if (!report) return { input, bytes, ms: run.ms, cpuMs: run.cpuMs, peakRss: run.peakRss, outcome: `no report (exit ${run.exitCode}): ${run.stderr.split('\n')[0]}`, withinTarget: false };
  const refusal = report.diagnostics.find((d) => d.file === file && REFUSALS.has(d.code));
  const outcome = refusal ? `refused: ${refusal.code} at ${refusal.line}:${refusal.column}` : 'checked';
  const withinTarget = input.name.startsWith('real:') ? !refusal : refusal ? run.ms <= 1_000 : run.ms <= 5_000 && (run.peakRss ?? 0) <= 500 * 1024 * 1024;
  return { input, bytes, ms: run.ms, cpuMs: run.cpuMs, peakRss: run.peakRss, outcome, withinTarget };
}

const argv = process.argv.slice(2);
const seed = Number(option(argv, 'seed') ?? 1);
const only = option(argv, 'only');
const work = tempDir('docs-cli-bench-hostile-');
console.log(`limits: ${JSON.stringify(LIMITS)}; seed ${seed}; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the start`);
console.log(`command per input: node cli/bin.js check <site> --no-cache --format json (peak RSS from /usr/bin/time -v)`);
const results: Measured[] = [];
const cpu = (r: Measured) => (r.cpuMs === undefined ? 'n/a' : fmt.s(r.cpuMs));
for (const { shape, big, small } of [...inputs(seed), ...realPages(seed).map((page) => ({ shape: page.name, big: page, small: undefined }))]) {
  if (only && !shape.includes(only)) continue;
  for (const input of small ? [big, small] : [big]) {
    const result = await measure(input, work);
    results.push(result);
    console.log(`  ${input.name}: ${fmt.s(result.ms)} (CPU ${cpu(result)}), ${fmt.mb(result.peakRss)}, ${result.outcome}`);
  }
}
rmSync(work, { recursive: true, force: true });
const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
console.log(
  `\n${table([
    ['input', 'size', 'wall', 'CPU', 'peak RSS', 'outcome', 'target'],
    ...results.map((r) => [r.input.name, size(r.bytes), fmt.s(r.ms), cpu(r), fmt.mb(r.peakRss), r.outcome, r.withinTarget ? 'met' : 'MISSED']),
  ])}`,
);
console.log(`\ntargets: refused within 1 s; checked within 5 s and 500 MB; real pages checked. Load average ${os.loadavg()[0].toFixed(1)} at the end.`);
