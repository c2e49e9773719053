/** Test helpers: copy a fixture site to a temp dir, run the pipeline, and project its output. */
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageArtifact, RouteEntry } from '../../schema/artifacts.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { Built, RunResult } from '../../cli/pipeline/result.ts';
import { runPipeline } from '../../cli/pipeline/run.ts';
import { createSession } from '../../cli/pipeline/session.ts';

export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'pipeline');
export const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A fresh temp directory; remove it with `removeTemp`. */
export function makeTemp(prefix = 'docs-cli-test-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export function removeTemp(dir: string): Promise<void> {
  return rm(dir, { recursive: true, force: true });
}

/** Copies the fixture site (without its expected.json) into `<parent>/site` and returns that path. */
export async function copyFixture(name: string, parent: string): Promise<string> {
  const site = path.join(parent, 'site');
  await cp(path.join(FIXTURES, name), site, { recursive: true, filter: (src) => path.basename(src) !== 'expected.json' });
  return site;
}

export async function readExpected(name: string): Promise<Expected> {
  return JSON.parse(await readFile(path.join(FIXTURES, name, 'expected.json'), 'utf8')) as Expected;
}

/** What a scenario's expected.json may pin down; every key present is compared exactly. */
export interface Expected {
  exitCode?: number;
  /** each diagnostic projected onto the keys its expected entry lists, in reporting order */
  diagnostics?: Partial<Diagnostic>[];
  /** routes.json entries without debug/search routes, projected onto path, kind, id, title, sidebar */
  routes?: Partial<RouteEntry>[];
  /** sidebars.json `sidebars` */
  sidebars?: unknown;
  /** page data by route, projected onto the keys listed (`null`: the page has no such key) */
  pages?: Record<string, Partial<PageArtifact>>;
  /** content.json projected onto the top-level keys listed */
  content?: Record<string, unknown>;
  /** globalData.json docs.versions[0] projected onto the keys listed */
  docsVersion?: Record<string, unknown>;
  /** the <loc> values of sitemap.xml */
  sitemap?: string[];
}

/** The listed keys of `value`; a key it does not have is `null` (so expected files can say "absent"). */
function pick<T extends object>(value: T, keys: string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const key of keys) out[key] = key in value ? (value as Record<string, unknown>)[key] : null;
  return out as Partial<T>;
}

function pickPresent<T extends object>(value: T, keys: string[]): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const key of keys) if (key in value) out[key] = (value as Record<string, unknown>)[key];
  return out as Partial<T>;
}

function artifact(result: RunResult, file: string): unknown {
  const text = (result.kind === 'built' ? result.artifacts : undefined)?.get(file);
  if (text === undefined) throw new Error(`no artifact ${file}`);
  return JSON.parse(text);
}

/** The pipeline's output, projected onto exactly what `expected` names. */
export function project(result: RunResult, expected: Expected): Expected {
  const actual: Expected = {};
  if ('exitCode' in expected) actual.exitCode = result.exitCode;
  if (expected.diagnostics) {
    actual.diagnostics = result.diagnostics.map((d, i) => pickPresent(d, Object.keys(expected.diagnostics![i] ?? { code: 0, level: 0, file: 0, line: 0, column: 0 })));
  }
  if (expected.routes) {
    const { routes } = artifact(result, 'routes.json') as { routes: RouteEntry[] };
    actual.routes = routes.filter((r) => r.kind !== 'debug' && r.kind !== 'search').map((r) => pickPresent(r, ['path', 'kind', 'id', 'title', 'sidebar']));
  }
  if ('sidebars' in expected) actual.sidebars = (artifact(result, 'sidebars.json') as { sidebars: unknown }).sidebars;
  if (expected.pages) {
    const { entries } = artifact(result, 'registry.json') as { entries: Record<string, { data: string }> };
    actual.pages = {};
    for (const [route, keys] of Object.entries(expected.pages)) {
      const entry = entries[route];
      actual.pages[route] = entry ? pick(artifact(result, entry.data) as PageArtifact, Object.keys(keys)) : {};
    }
  }
  if (expected.content) actual.content = pick(artifact(result, 'content.json') as Record<string, unknown>, Object.keys(expected.content));
  if (expected.docsVersion) {
    const global = artifact(result, 'globalData.json') as { docs: { versions: Record<string, unknown>[] } };
    actual.docsVersion = pick(global.docs.versions[0], Object.keys(expected.docsVersion));
  }
  if (expected.sitemap) {
    const xml = (result.kind === 'built' ? result.artifacts : undefined)?.get('sitemap.xml') ?? '';
    actual.sitemap = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  }
  return actual;
}

/** The run's result when it built the site (the test fails otherwise): its model and artifacts. */
export function built(result: RunResult): Built {
  if (result.kind !== 'built') throw new Error(`the run did not build the site: ${result.kind}`);
  return result;
}

export function runSite(siteDir: string, cacheDir?: string): Promise<RunResult> {
  return runPipeline(createSession({ cacheDir }), siteDir, { artifacts: true });
}

/** Runs `docs-cli` (cli/bin.js) in a child process. */
export async function runCli(args: string[], cwd = REPO): Promise<{ code: number; stdout: string; stderr: string }> {
  const { execFile } = await import('node:child_process');
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO, 'cli', 'bin.js'), ...args], { cwd, env: { ...process.env, NO_COLOR: '1', GITHUB_ACTIONS: '' } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Every file under `dir` (following the `out` symlink), by path relative to it, with its bytes. */
export async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const { readdir } = await import('node:fs/promises');
  const files = new Map<string, Buffer>();
  const walk = async (sub: string) => {
    for (const entry of (await readdir(path.join(dir, sub), { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(rel);
      else files.set(rel, await readFile(path.join(dir, rel)));
    }
  };
  await walk('');
  return files;
}
