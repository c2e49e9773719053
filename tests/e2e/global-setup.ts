/**
 * Builds the sites the browser tests visit (the real content/ site, a small fixture site that
 * exercises the rest of the shell, and one made of hostile content) once per run, and serves
 * each with `docs-cli serve`'s handler on an ephemeral loopback port. The Docusaurus fixture
 * sites and the theme fixture are built from a copy in a fresh temp dir, outside the
 * repository, as a user's site is.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../cli/commands/serve.ts';
import { buildSite } from '../../renderer/site-build/build.ts';

const repo = path.resolve(import.meta.dirname, '../..');
// E2E_TMP gives a run its own build directory (two runs at once must not share one);
// E2E_REUSE=1 serves the sites a previous run built there instead of building them again.
const tmp = path.resolve(process.env.E2E_TMP ?? path.join(repo, 'tests', '.tmp', 'e2e'));
const reuse = process.env.E2E_REUSE === '1';

export const SITES = {
  content: path.join(repo, 'content'),
  shell: path.join(repo, 'tests', 'fixtures', 'renderer', 'shell'),
  hostile: path.join(repo, 'tests', 'fixtures', 'renderer', 'hostile'),
  options: path.join(repo, 'tests', 'fixtures', 'renderer', 'options'),
  algolia: path.join(repo, 'tests', 'fixtures', 'renderer', 'algolia'),
  theme: path.join(repo, 'tests', 'fixtures', 'renderer', 'theme'),
  versions: path.join(repo, 'tests', 'fixtures', 'docusaurus', 'versions'),
  instances: path.join(repo, 'tests', 'fixtures', 'docusaurus', 'multi-instance'),
} as const;

// Rendered from a copy outside the repository: nothing may resolve through the repo's folders.
const COPIED: ReadonlySet<keyof typeof SITES> = new Set(['theme', 'versions', 'instances']);

declare module 'vitest' {
  export interface ProvidedContext {
    sites: Record<keyof typeof SITES, { url: string; out: string }>;
  }
}

const servers: Server[] = [];
let copies: string | undefined;

/** The folder a site is built from: the fixture itself, or its copy under `copies`. */
async function sourceOf(name: keyof typeof SITES, dir: string): Promise<string> {
  if (!COPIED.has(name)) return dir;
  copies ??= await mkdtemp(path.join(os.tmpdir(), 'docs-cli-e2e-sites-'));
  const copy = path.join(copies, name);
  await cp(dir, copy, { recursive: true });
  return copy;
}

export async function setup(project: TestProject): Promise<void> {
  if (!reuse) await rm(tmp, { recursive: true, force: true });
  await mkdir(tmp, { recursive: true });
  const sites = {} as Record<keyof typeof SITES, { url: string; out: string }>;
  for (const [name, dir] of Object.entries(SITES) as [keyof typeof SITES, string][]) {
    const out = path.join(tmp, name, 'out');
    const code = reuse && existsSync(path.join(out, 'site', 'index.html')) ? 0 : await buildSite(await sourceOf(name, dir), out, { log: () => {} });
    if (code !== 0) throw new Error(`building the ${name} site failed with exit code ${code}`);
    const server = await startServer({ dir: path.join(out, 'site'), port: 0, host: '127.0.0.1' });
    servers.push(server);
    const address = server.address();
    if (!address || typeof address !== 'object') throw new Error('no server address');
    sites[name] = { url: `http://127.0.0.1:${address.port}`, out };
  }
  project.provide('sites', sites);
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  if (copies) await rm(copies, { recursive: true, force: true });
}
