/**
 * The request mix of the server load benchmark (bench/serve.ts) and of its short test
 * (tests/cli/commands/serve-load.test.ts): requests drawn from a built site directory, each with
 * the status and headers `docs-cli serve` must answer it with, and an autocannon run that checks
 * every response against the expectation of its request.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import { mulberry32 } from './corpus.ts';

export type Kind = 'page' | 'asset' | 'data' | 'image' | 'redirect' | 'missing';

export interface MixRequest {
  kind: Kind;
  /** the request path, URL-encoded */
  path: string;
  /** sent with `Accept-Encoding: br, gzip`; otherwise without Accept-Encoding */
  compressed: boolean;
  status: number;
  /** lower-case header name → its exact value; null: the header must be absent */
  headers: Record<string, string | null>;
}

export interface MixOptions {
  /** the site's routes as clean URLs (`/`, `/guides/x`, `/section/`), e.g. out/routes.json's paths */
  routes: string[];
  /** how many routes, assets, data files, images, redirects and unknown paths; each is requested with and without compression */
  perKind: number;
  seed: number;
  /** the Content-Security-Policy header of pages and of the 404 page; undefined: they must have none */
  pagePolicy?: string;
}

const IMAGE = /\.(png|jpe?g|gif|webp|avif|svg|ico)$/;
const PAGE_CACHE = 'public, max-age=0, must-revalidate';

const encodePath = (p: string) => p.split('/').map(encodeURIComponent).join('/');

/** A seeded partial Fisher-Yates: `count` items of `items` in random order. */
function sample<T>(items: T[], count: number, rand: () => number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rand() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}

/** The body the server picks for a file: the .br, then the .gz copy when the client accepts them, else the file. */
function servedAs(siteDir: string, rel: string, compressed: boolean): Record<string, string | null> {
  const file = path.join(siteDir, rel);
  for (const [ext, encoding] of compressed ? ([['.br', 'br'], ['.gz', 'gzip']] as const) : []) {
    if (existsSync(file + ext)) return { 'content-encoding': encoding, 'content-length': String(statSync(file + ext).size) };
  }
  return { 'content-encoding': null, 'content-length': String(statSync(file).size) };
}

/** The file a route is prerendered to: x/index.html, else x.html. */
function routeFile(siteDir: string, route: string): string {
  const bare = route.replace(/^\/|\/$/g, '');
  const candidates = bare ? [`${bare}/index.html`, `${bare}.html`] : ['index.html'];
  const found = candidates.find((rel) => existsSync(path.join(siteDir, rel)));
  if (!found) throw new Error(`route ${route} has no page in ${siteDir} (looked for ${candidates.join(', ')})`);
  return found;
}

/** The requests, each twice (with and without compression), shuffled with the seed. */
export function buildMix(siteDir: string, options: MixOptions): MixRequest[] {
  const rand = mulberry32(options.seed);
  const files = (readdirSync(siteDir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .sort();
  const policy = options.pagePolicy ?? null;
  const mix: MixRequest[] = [];
  const both = (make: (compressed: boolean) => MixRequest) => mix.push(make(false), make(true));
  const file = (kind: Kind, rel: string, cache: string) =>
    both((compressed) => ({
      kind,
      path: `/${encodePath(rel)}`,
      compressed,
      status: 200,
      headers: { ...servedAs(siteDir, rel, compressed), 'cache-control': cache, 'content-security-policy': null },
    }));

  const routes = sample([...options.routes].sort(), options.perKind, rand);
  for (const route of routes) {
    const rel = routeFile(siteDir, route);
    both((compressed) => ({
      kind: 'page',
      path: encodePath(route),
      compressed,
      status: 200,
      headers: { ...servedAs(siteDir, rel, compressed), 'content-type': 'text/html; charset=utf-8', 'cache-control': PAGE_CACHE, 'content-security-policy': policy },
    }));
  }
  for (const rel of sample(files.filter((f) => /^assets\/[^/]+\.(js|css)$/.test(f)), options.perKind, rand)) file('asset', rel, 'public, max-age=31536000, immutable');
  for (const rel of sample(files.filter((f) => /^__docs\/data\/.+\.json$/.test(f)), options.perKind, rand)) file('data', rel, 'public, max-age=3600');
  for (const rel of sample(files.filter((f) => IMAGE.test(f) && !f.startsWith('assets/')), options.perKind, rand)) file('image', rel, 'public, max-age=3600');
  // /x.html and /x/index.html → 301 to /x (the root's /index.html → /).
  const redirects = sample([...options.routes].sort(), options.perKind, rand).flatMap((route) => {
    const clean = route.replace(/\/$/, '');
    return (clean ? [`${clean}.html`, `${clean}/index.html`] : ['/index.html']).map((source) => ({ source, target: clean || '/' }));
  });
  for (const { source, target } of sample(redirects, options.perKind, rand)) {
    both((compressed) => ({ kind: 'redirect', path: encodePath(source), compressed, status: 301, headers: { location: encodePath(target), 'content-security-policy': null } }));
  }
  const missing = [
    ['/no-such-page-', ''],
    ['/guides/no-such-page-', '/'],
    ['/assets/no-such-asset-', '.js'],
    ['/__docs/data/pages/no-such-page-', '.json'],
    ['/img/no-such-image-', '.png'],
  ];
  for (let i = 0; i < options.perKind; i++) {
    const [prefix, suffix] = missing[i % missing.length];
    const target = `${prefix}${Math.floor(rand() * 1e6)}${suffix}`;
    both((compressed) => ({
      kind: 'missing',
      path: target,
      compressed,
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', 'content-encoding': null, 'content-security-policy': policy },
    }));
  }
  return sample(mix, mix.length, rand);
}

export interface LoadReport {
  result: Result;
  /** responses by kind, then by status */
  byKind: Partial<Record<Kind, Record<string, number>>>;
  /** responses whose status or a checked header differed from their request's expectation */
  unexpected: number;
  /** the first few of those, one line each */
  problems: string[];
}

function differences(request: MixRequest, status: number, raw: Record<string, string | string[]>): string[] {
  const headers = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(', ') : v]));
  const out = status === request.status ? [] : [`status ${status}, expected ${request.status}`];
  for (const [name, expected] of Object.entries(request.headers)) {
    const actual = headers[name] ?? null;
    if (actual !== expected) out.push(`${name}: ${actual ?? '(none)'}, expected ${expected ?? '(none)'}`);
  }
  return out;
}

/** Runs autocannon over the mix (every connection cycles through it) and checks each response. */
export async function runLoad(url: string, mix: MixRequest[], options: { duration: number; connections: number; timeout?: number }): Promise<LoadReport> {
  const byKind: LoadReport['byKind'] = {};
  const problems = new Set<string>();
  let unexpected = 0;
  const requests: Request[] = mix.map((request) => ({
    method: 'GET',
    path: request.path,
    headers: request.compressed ? { 'accept-encoding': 'br, gzip' } : ({} as Record<string, string>),
    onResponse: (status, _body, _context, headers) => {
      const counts = byKind[request.kind] ?? {};
      byKind[request.kind] = counts;
      counts[status] = (counts[status] ?? 0) + 1;
      const diff = differences(request, status, headers);
      if (diff.length === 0) return;
      unexpected++;
      if (problems.size < 20) problems.add(`GET ${request.path}${request.compressed ? ' (br, gzip)' : ''}: ${diff.join('; ')}`);
    },
  }));
  const result = await autocannon({ url, connections: options.connections, duration: options.duration, timeout: options.timeout ?? 10, requests });
  return { result, byKind, unexpected, problems: [...problems] };
}

/** Why a run failed: connection errors, timeouts, unexpected responses, or no responses at all. */
export function loadFailures(report: LoadReport): string[] {
  const { result } = report;
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return [
    result.errors > 0 ? `${result.errors} errors` : '',
    result.timeouts > 0 ? `${result.timeouts} timeouts` : '',
    report.unexpected > 0 ? `${report.unexpected} unexpected responses:\n  ${report.problems.join('\n  ')}` : '',
    answered === 0 ? 'no responses' : '',
  ].filter(Boolean);
}
