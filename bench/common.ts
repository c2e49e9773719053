/** Shared pieces of the benchmarks: arguments, the corpus, the parse floor, timed CLI runs with peak RSS, tables. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preprocess } from '../schema/mdx-preprocess.ts';
import { processorFor } from '../cli/parse/processor.ts';
import { type CorpusResult, generateCorpus } from './corpus.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'cli', 'bin.js');

export interface BenchArgs {
  pages: number;
  seed: number;
  brokenFraction: number;
  /** floor and cold runs, alternated; the best of each is compared (`--runs`, default 1) */
  runs: number;
}

/** The value after `--name` on the command line, if any. */
export function option(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i === -1 ? undefined : argv[i + 1];
}

export function parseArgs(argv: string[]): BenchArgs {
  const get = (name: string) => option(argv, name);
  return { pages: Number(get('pages') ?? 1000), seed: Number(get('seed') ?? 1), brokenFraction: Number(get('broken-fraction') ?? 0.02), runs: Math.max(1, Number(get('runs') ?? 1)) };
}

export function prepareCorpus(args: BenchArgs): { dir: string; corpus: CorpusResult; ms: number } {
  const dir = path.join(ROOT, 'bench', '.corpus', String(args.pages));
  const started = performance.now();
  const corpus = generateCorpus(dir, { pages: args.pages, seed: args.seed, brokenFraction: args.brokenFraction });
  return { dir, corpus, ms: performance.now() - started };
}

export interface FloorResult {
  files: number;
  ms: number;
}

/**
 * The floor: a bare single-thread parse of the same files with the same remark plugins
 * (`processorFor(format).parse`), nothing else. The line-preserving `preprocess` rewrite is
 * applied first because MDX cannot parse Docusaurus's `{#id}` headings without it; it costs
 * well under 1% of the parse.
 */
export function measureFloor(siteDir: string, files: string[]): FloorResult {
  const texts = files.map((f) => ({ text: readFileSync(path.join(siteDir, f), 'utf8'), format: f.endsWith('.md') ? ('md' as const) : ('mdx' as const) }));
  // warm the processors (first-call compilation of the tokenizers) outside the timing
  processorFor('mdx').parse('# warm\n\ntext');
  processorFor('md').parse('# warm\n\ntext');
  const started = performance.now();
  for (const { text, format } of texts) processorFor(format).parse(preprocess(text, format));
  return { files: texts.length, ms: performance.now() - started };
}

export interface FloorAndCold {
  floor: FloorResult;
  /** the fastest cold run, with its output */
  cold: RunResult;
}

/**
 * The floor and a cold run of `command` (after `reset` empties its cache), `runs` times each,
 * alternated so that a slow spell of a shared machine hits both; the best of each is kept and
 * printed with the others. One run of each is the default.
 *
 * `reset` sets the last cold run's output aside (`setAside`): deleting it (a build's ≈ 1,100
 * files) made the next cold run's file creations slow on this machine's journal-less ext4, for
 * a minute after (see `keepOnly` in corpus.ts). It runs before the floor, followed by `sync`, so
 * that writing back the last run's files to disk does not fall in the next measurement.
 */
export async function floorAndCold(siteDir: string, files: string[], runs: number, label: string, reset: () => void, command: string[]): Promise<FloorAndCold> {
  const floors: FloorResult[] = [];
  const colds: RunResult[] = [];
  for (let i = 0; i < runs; i++) {
    reset();
    execFileSync('sync');
    floors.push(measureFloor(siteDir, files));
    const run = await runCli(command);
    checkFailed(label, run);
    colds.push(run);
  }
  const fastest = <T extends { ms: number }>(xs: T[]) => xs.reduce((a, b) => (b.ms < a.ms ? b : a));
  const bestOf = (xs: { ms: number }[]) => (xs.length < 2 ? '' : ` (best of ${xs.map((x) => (x.ms / 1000).toFixed(2)).join(', ')} s)`);
  const floor = fastest(floors);
  const cold = fastest(colds);
  console.log(`floor: bare single-thread parse of ${floor.files} files: ${fmt.s(floor.ms)}${bestOf(floors)}`);
  console.log(`${label}: ${fmt.s(cold.ms)}${bestOf(colds)}`);
  return { floor, cold };
}

export interface RunResult {
  ms: number;
  /** peak resident set size of the CLI process (worker threads included), bytes */
  peakRss?: number;
  /** user + system CPU time of the CLI process, from /usr/bin/time -v */
  cpuMs?: number;
  rssSource: string;
  exitCode: number | null;
  stdout: string;
  stderr: string;
}

const TIME = '/usr/bin/time';

/** Runs `node cli/bin.js …args` as a child process, timing it and capturing its peak RSS. */
let compiled = false;

/**
 * cli/bin.js runs the TypeScript sources through tsx when any of them is newer than cli/dist,
 * which is right for development but would time tsx rather than the CLI as installed (a cold
 * 1,000-page check took 10.7 s that way against 8.1 s compiled). So the benchmarks build the
 * compiled CLI once before the first run (a few seconds, outside every timing).
 */
function compileCli(): void {
  if (compiled) return;
  compiled = true;
  execFileSync(process.execPath, [path.join(ROOT, 'cli', 'build-dist.mjs')], { cwd: ROOT, stdio: 'ignore' });
}

/** `cwd`: where the CLI runs (default: the repository). */
export function runCli(args: string[], cwd = ROOT): Promise<RunResult> {
  compileCli();
  const useTime = existsSync(TIME);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-cli-bench-time-'));
  const timeFile = path.join(tmp, 'time.txt');
  const command = useTime ? TIME : process.execPath;
  const argv = useTime ? ['-v', '-o', timeFile, process.execPath, BIN, ...args] : [BIN, ...args];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, argv, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    // Fallback when /usr/bin/time is missing: poll VmHWM (the high-water mark covers worker threads, which share the process).
    let polled = 0;
    const poll = useTime
      ? undefined
      : setInterval(() => {
          try {
            const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
            if (match) polled = Math.max(polled, Number(match[1]) * 1024);
          } catch {
            // exited
          }
        }, 20);
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      if (poll) clearInterval(poll);
      let peakRss: number | undefined = polled || undefined;
      let exitCode = code;
      let cpuMs: number | undefined;
      if (useTime) {
        try {
          const report = readFileSync(timeFile, 'utf8');
          const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(report);
          if (rss) peakRss = Number(rss[1]) * 1024;
          const status = /Exit status: (\d+)/.exec(report);
          if (status) exitCode = Number(status[1]);
          const user = /User time \(seconds\): ([\d.]+)/.exec(report);
          const system = /System time \(seconds\): ([\d.]+)/.exec(report);
          if (user && system) cpuMs = (Number(user[1]) + Number(system[1])) * 1000;
        } catch {
          // no report
        }
      }
      rmSync(tmp, { recursive: true, force: true });
      resolve({ ms, peakRss, cpuMs, rssSource: useTime ? '/usr/bin/time -v' : '/proc VmHWM polling', exitCode, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
  });
}

const setAsideDirs: string[] = [];

/**
 * Moves a directory out of the way with one rename, to be deleted by `removeSetAside` once the
 * measurements are done: deleting many files between runs slows the file creations of the next
 * run (see `keepOnly` in corpus.ts).
 */
export function setAside(dir: string): void {
  if (!existsSync(dir)) return;
  const aside = `${dir}-aside-${setAsideDirs.length + 1}`;
  renameSync(dir, aside);
  setAsideDirs.push(aside);
}

export function removeSetAside(): void {
  for (const dir of setAsideDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function markdownFiles(siteDir: string): string[] {
  return (readdirSync(path.join(siteDir, 'docs'), { recursive: true }) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.posix.join('docs', f.split(path.sep).join('/')))
    .sort();
}

export const fmt = {
  s: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
  rate: (files: number, ms: number) => `${Math.round(files / (ms / 1000))}`,
  ratio: (ms: number, floor: number) => `${(ms / floor).toFixed(2)}×`,
  mb: (bytes?: number) => (bytes === undefined ? 'n/a' : `${Math.round(bytes / 1024 / 1024)} MB`),
};

/** The median of the finite values (the mean of the middle two for an even count); NaN without one. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(rows[0]), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

export function parseJsonReport(stdout: string): { diagnostics: { code: string; file: string; line: number; column: number; level: string }[]; durationMs: number; files: number } | undefined {
  try {
    return JSON.parse(stdout);
  } catch {
    return undefined;
  }
}

export function checkFailed(label: string, run: RunResult): void {
  if (run.exitCode !== 0) {
    console.error(`${label} exited with ${run.exitCode}\n${run.stderr.slice(0, 4000)}`);
    process.exitCode = 1;
  }
}

/** Appends a paragraph to one page (the first in `files`) and returns the function that restores it. */
export function editOnePage(siteDir: string, files: string[]): () => void {
  const file = path.join(siteDir, files[0]);
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, `${before}\nOne more paragraph, written by the benchmark.\n`);
  return () => writeFileSync(file, before);
}
