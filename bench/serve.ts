/**
 * `npm run bench:serve [-- --duration 30 --connections 50 --per-kind 20 --seed 1 --skip-build]`:
 * `docs-cli serve` under load. Builds the content/ site (renderer/site-build/build.ts `buildSite`) into
 * bench/.corpus/serve-out (`--skip-build` reuses it), starts `node cli/bin.js serve` on it as a
 * child process (its own process and core, as in production), and runs autocannon against it
 * over a mix drawn from the built site (bench/serve-mix.ts): routes from routes.json at their
 * clean URLs, hashed JS/CSS under /assets/, data files under /__docs/data/, images, `/x.html` and
 * `/x/index.html` (301) and unknown paths (404), each with and without `Accept-Encoding: br, gzip`.
 * Every response is checked against the status and headers its request expects (the pages' CSP
 * header must be their <meta> policy plus frame-ancestors).
 *
 * Prints requests/s, throughput, latency percentiles, responses by status class and by kind,
 * errors and timeouts, and the server's peak RSS; exits 1 on any error, timeout or unexpected response.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RoutesArtifact } from '../schema/artifacts.ts';
import { buildSite } from '../renderer/site-build/build.ts';
import { ROOT, table, option as readOption } from './common.ts';
import { buildMix, loadFailures, runLoad } from './serve-mix.ts';

const argv = process.argv.slice(2);
const option = (key: string) => readOption(argv, key);
const DURATION = Number(option('duration') ?? 30);
const CONNECTIONS = Number(option('connections') ?? 50);
const PER_KIND = Number(option('per-kind') ?? 20);
const SEED = Number(option('seed') ?? 1);
const OUT = path.join(ROOT, 'bench', '.corpus', 'serve-out');
const SITE = path.join(OUT, 'site');
/** Written once a build has finished: `--skip-build` never reuses a half-built site. */
const BUILT = path.join(OUT, 'bench-built');

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The policy of a page's CSP <meta>, entities decoded. */
function metaPolicy(html: string): string | undefined {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
  return content?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** Starts `docs-cli serve` on a free port; resolves with the child and the URL it printed. */
function startServe(): Promise<{ child: ReturnType<typeof spawn>; url: string }> {
  const child = spawn(process.execPath, [path.join(ROOT, 'cli', 'bin.js'), 'serve', '--dir', SITE, '--port', '0', '--host', '127.0.0.1'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`docs-cli serve exited with ${code} before listening:\n${out}`)));
  });
}

/** Peak resident set size of a process so far (Linux), bytes. */
function peakRss(pid: number | undefined): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

if (!argv.includes('--skip-build') || !existsSync(BUILT)) {
  console.log(`building content/ into ${path.relative(ROOT, OUT)} …`);
  rmSync(BUILT, { force: true });
  const code = await buildSite(path.join(ROOT, 'content'), OUT, { log: () => {} });
  if (code !== 0) {
    console.error(`build failed with exit code ${code}`);
    process.exit(1);
  }
  writeFileSync(BUILT, `${new Date().toISOString()}\n`);
}

const routes = (JSON.parse(readFileSync(path.join(OUT, 'routes.json'), 'utf8')) as RoutesArtifact).routes.map((r) => r.path);
const meta = metaPolicy(readFileSync(path.join(SITE, 'index.html'), 'utf8'));
const mix = buildMix(SITE, { routes, perKind: PER_KIND, seed: SEED, pagePolicy: meta && `${meta}; frame-ancestors 'self'` });
const kinds = new Map<string, number>();
for (const request of mix) kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);

const { child, url } = await startServe();
console.log(`docs-cli serve (pid ${child.pid}) at ${url}; ${mix.length} requests in the mix (${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')})`);
console.log(`${DURATION} s × ${CONNECTIONS} connections; load average before: ${loadavg()}`);
const report = await runLoad(url, mix, { duration: DURATION, connections: CONNECTIONS });
const rss = peakRss(child.pid);
const loadAfter = loadavg();
child.kill('SIGTERM');
await new Promise((resolve) => child.once('exit', resolve));

const r = report.result;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
console.log(`\nload average after: ${loadAfter}\n`);
console.log(
  table([
    ['requests', 'req/s (mean)', 'throughput (mean)', 'p50', 'p90', 'p99', 'max', 'server peak RSS'],
    [
      String(r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx']),
      r.requests.average.toFixed(0),
      `${(r.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
      ms(r.latency.p50),
      ms(r.latency.p90),
      ms(r.latency.p99),
      ms(r.latency.max),
      rss === undefined ? 'n/a' : `${Math.round(rss / 1024 / 1024)} MB`,
    ],
  ]),
);
console.log();
console.log(
  table([
    ['2xx', '3xx', '4xx', '5xx', 'errors', 'timeouts', 'unexpected'],
    [r['2xx'], r['3xx'], r['4xx'], r['5xx'], r.errors, r.timeouts, report.unexpected].map(String),
  ]),
);
console.log();
console.log(table([['kind', 'responses by status'], ...Object.entries(report.byKind).map(([kind, counts]) => [kind, Object.entries(counts).map(([s, n]) => `${s}: ${n}`).join(', ')])]));

const failures = loadFailures(report);
if (failures.length > 0) {
  console.error(`\nFAILED: ${failures.join('; ')}`);
  process.exitCode = 1;
} else console.log('\nno errors, no timeouts, every status and checked header as expected');
