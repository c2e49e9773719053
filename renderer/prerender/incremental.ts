/**
 * A warm site build: what the last build of the same out directory made is reused when its
 * inputs are unchanged. The bundles (client, server, the playground's libraries) are reused
 * when the code and what the bundles read of the artifacts hash the same; a page's files are
 * reused when, besides that, its data file and its sidebar hash the same (a debug page's, and the
 * artifacts it shows). Reused files are
 * hard-linked from the last build's site directory (each artifacts build is a new directory).
 * What is not reused is made exactly as a cold build makes it, so the two write the same bytes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageArtifact, RoutesArtifact, SidebarsArtifact } from '../../schema/artifacts.ts';
import { cardThumbnails } from '../gallery/files.ts';

/** What the next build of the same out directory needs to know of this one. */
export interface SiteRecord {
  /** the code and the bundles' own inputs */
  bundleKey: string;
  /** the site directory this build wrote (inside its artifacts build directory) */
  siteOut: string;
  /** the server bundle's entry, kept for the next build */
  ssrEntry: string;
  /** files the bundlers wrote into the site directory, relative to it */
  bundleFiles: string[];
  /** each route's page key (data file and sidebar) */
  pages: Record<string, string>;
}

const CODE_EXTENSIONS = /\.(ts|tsx|js|jsx|mjs|cjs|css|json|html|svg)$/;

function hashFilesUnder(hash: ReturnType<typeof createHash>, dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }).sort((a, b) => (path.join(a.parentPath, a.name) < path.join(b.parentPath, b.name) ? -1 : 1))) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !CODE_EXTENSIONS.test(entry.name) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  }
}

/**
 * The key of the bundles: the renderer's and the schema's code, the installed packages (the lock
 * file), the site's own code (`src/`, `components/`), and the artifacts the Vite config reads
 * (config, global data, routes, and the gallery cards made from the pages' bodies).
 */
export function bundleKey(repoDir: string, siteDir: string, out: string, pages: readonly PageArtifact[]): string {
  const hash = createHash('sha256').update(`node ${process.version}\0`);
  for (const dir of ['renderer', 'schema']) hashFilesUnder(hash, path.join(repoDir, dir));
  // An install from the registry has no lock file: its package.json names the versions then.
  for (const file of ['package.json', 'package-lock.json']) if (existsSync(path.join(repoDir, file))) hash.update(readFileSync(path.join(repoDir, file)));
  for (const dir of ['src', 'components']) hashFilesUnder(hash, path.join(siteDir, dir));
  for (const file of ['config.json', 'globalData.json', 'routes.json']) hash.update(`${file}\0`).update(readFileSync(path.join(out, file))).update('\0');
  hash.update(JSON.stringify(cardThumbnails(pages)));
  return hash.digest('hex');
}

/** The artifacts the debug pages show (pages/DebugPage.tsx), read from out while they are prerendered. */
const DEBUG_ARTIFACTS = ['config.json', 'content.json', 'globalData.json', 'metadata.json', 'registry.json', 'routes.json'];

/** A page's key: its data file and its sidebar's items; a debug page's, the artifacts it shows too. */
export async function pageKeys(out: string): Promise<Record<string, string>> {
  const { routes } = JSON.parse(await readFile(path.join(out, 'routes.json'), 'utf8')) as RoutesArtifact;
  const { sidebars } = JSON.parse(await readFile(path.join(out, 'sidebars.json'), 'utf8')) as SidebarsArtifact;
  const debug = createHash('sha256');
  for (const file of DEBUG_ARTIFACTS) debug.update(`${file}\0`).update(await readFile(path.join(out, file))).update('\0');
  const debugKey = debug.digest('hex');
  const keys: Record<string, string> = {};
  for (const route of routes) {
    const hash = createHash('sha256').update(await readFile(path.join(out, route.data)));
    if (route.kind === 'debug') hash.update(debugKey);
    if (route.sidebar) hash.update(JSON.stringify(sidebars[route.sidebar] ?? null));
    keys[route.path] = hash.digest('hex');
  }
  return keys;
}

function recordFile(out: string): string {
  return path.join(path.dirname(out), '.docs-cli', 'site', `${path.basename(out)}.json`);
}

export async function readRecord(out: string): Promise<SiteRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(recordFile(out), 'utf8')) as SiteRecord;
    return existsSync(record.siteOut) && existsSync(record.ssrEntry) ? record : undefined;
  } catch {
    return undefined;
  }
}

export async function writeRecord(out: string, record: SiteRecord): Promise<void> {
  await mkdir(path.dirname(recordFile(out)), { recursive: true });
  await writeFile(recordFile(out), JSON.stringify(record));
}

/** A hard link where the file system makes one, else a copy. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

/** Hard-links `rel` (and its .gz and .br, when there) from the last site into this one; false when it is not there. */
export async function reuseFile(fromSite: string, toSite: string, rel: string, compressed: boolean): Promise<boolean> {
  if (fromSite === toSite) return existsSync(path.join(toSite, rel));
  const names = compressed ? [rel, `${rel}.gz`, `${rel}.br`] : [rel];
  const present = names.filter((name) => existsSync(path.join(fromSite, name)));
  if (!present.includes(rel)) return false;
  await mkdir(path.dirname(path.join(toSite, rel)), { recursive: true });
  for (const name of present) await linkOrCopy(path.join(fromSite, name), path.join(toSite, name));
  return true;
}

/** Hard-links the .gz and .br of `rel` from the last site; false unless both are there. */
export async function reuseCompressed(fromSite: string, toSite: string, rel: string): Promise<boolean> {
  const names = [`${rel}.gz`, `${rel}.br`];
  if (!names.every((name) => existsSync(path.join(fromSite, name)))) return false;
  // The bundles' files were linked with their compressed copies already.
  for (const name of names) if (!existsSync(path.join(toSite, name))) await linkOrCopy(path.join(fromSite, name), path.join(toSite, name));
  return true;
}

/** Every file under `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The same bytes in both files (the last site's copy of a data file, and this build's). */
export function sameFile(a: string, b: string): boolean {
  try {
    return statSync(a).size === statSync(b).size && readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}
