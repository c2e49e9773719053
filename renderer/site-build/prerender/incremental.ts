/**
 * A warm site build: what the last build of the same out directory made is reused when its
 * inputs are unchanged. The bundles (client, server, the playground's libraries) are reused
 * when the code and what the bundles read of the artifacts hash the same; a page's files are
 * reused when, besides that, its data file and its sidebar hash the same (a debug page's, and the
 * artifacts it shows). A data file's hash is the one the artifacts build wrote into manifest.json,
 * so an unchanged page is never read. Reused files are
 * hard-linked from the last build's site directory (each artifacts build is a new directory).
 * What is not reused is made exactly as a cold build makes it, so the two write the same bytes.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ManifestArtifact, PageArtifact, RouteEntry, SidebarsArtifact } from '../../../schema/artifacts.ts';
import { pageNamesThemeComponent } from '../../../schema/site-components.ts';
import { eachLimited } from './compress.ts';

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
  /** the site's files the bundles loaded (prerender/bundle.ts), relative to the site directory: part of `bundleKey` */
  siteFiles?: string[];
  /** each route's page key (data file and sidebar) */
  pages: Record<string, string>;
  /** the code that made `summaries` (codeKey) */
  codeKey?: string;
  /** what the build needs of each page's data, by data file */
  summaries?: Record<string, PageSummary>;
}

/** What the site build needs of a page's data besides its HTML: its module (compile mode), and what the site's plugins need of it. */
export interface PageSummary {
  hash: string;
  /** each site plugin's summary of the page, by plugin name (site-plugin.ts) */
  plugins: Record<string, unknown>;
  module?: string;
  /** its body names a Docusaurus theme component (the bundles register them only for a site that has one) */
  theme?: true;
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

/** The key of the site's own code, `src/` and `components/`: read once a build, for codeKey and bundleKey. */
export function siteCodeKey(siteDir: string): string {
  const hash = createHash('sha256');
  for (const dir of ['src', 'components']) hashFilesUnder(hash, path.join(siteDir, dir));
  return hash.digest('hex');
}

/**
 * The key of the code that reads the pages: docs-cli's own (the renderer's and the schema's, and
 * the installed packages: the lock file), and the site's plugins (each one's folder, or its file
 * when it is at the site's top, with the site's own code they may import: `siteCode`).
 */
export function codeKey(repoDir: string, siteDir: string, pluginModules: readonly string[], siteCode: string): string {
  const hash = createHash('sha256').update(`node ${process.version}\0`);
  for (const dir of ['renderer', 'schema']) hashFilesUnder(hash, path.join(repoDir, dir));
  for (const module of pluginModules) {
    const file = path.resolve(siteDir, module);
    if (path.dirname(file) === path.resolve(siteDir)) hash.update(`${module}\0`).update(readFileSync(file)).update('\0');
    else hashFilesUnder(hash, path.dirname(file));
  }
  if (pluginModules.length > 0) hash.update(`${siteCode}\0`);
  // An install from the registry has no lock file: its package.json names the versions then.
  for (const file of ['package.json', 'package-lock.json']) if (existsSync(path.join(repoDir, file))) hash.update(readFileSync(path.join(repoDir, file)));
  return hash.digest('hex');
}

/** What the bundles are made of, besides the code (codeKey). */
export interface BundleInputs {
  siteDir: string;
  /** the site's own code (siteCodeKey) */
  siteCode: string;
  /** the artifacts directory */
  out: string;
  summaries: readonly PageSummary[];
  /** the site's files the last bundles loaded (prerender/bundle.ts) */
  siteFiles?: readonly string[];
  /** each site plugin's bundle data (site-plugin.ts `bundleData`), by plugin name */
  pluginData?: Record<string, unknown>;
}

/**
 * The key of the bundles: the code (codeKey), the site's own code (`src/`, `components/`: siteCode), the
 * artifacts the Vite config reads (config, global data, routes, and whether a body names a theme
 * component), the site plugins' bundle data, and the site's files the last bundles loaded
 * (`siteFiles`: what compiled pages import from outside src/).
 */
export function bundleKey(code: string, { siteDir, siteCode, out, summaries, siteFiles = [], pluginData = {} }: BundleInputs): string {
  const hash = createHash('sha256').update(code).update(`\0${siteCode}\0`);
  // Compile mode: the pages whose body is the site's code are in the bundles (mdx/page-modules.ts).
  for (const { module } of summaries) if (module) hash.update(`${module}\0`).update(readFileSync(path.join(siteDir, module))).update('\0');
  // A file the last bundles loaded and that is gone since hashes as such (its importer changed too, or the build fails as a cold one would).
  for (const file of siteFiles) {
    const abs = path.join(siteDir, file);
    hash.update(`${file}\0`).update(existsSync(abs) ? readFileSync(abs) : '\0gone').update('\0');
  }
  for (const file of ['config.json', 'globalData.json', 'routes.json']) hash.update(`${file}\0`).update(readFileSync(path.join(out, file))).update('\0');
  hash.update(JSON.stringify(pluginData));
  // Whether the bundles register the theme components (a first <Tabs> in a site makes them again).
  hash.update(usesThemeComponents(summaries) ? '\0theme' : '\0');
  return hash.digest('hex');
}

/** Whether any page's body names a theme component (the bundles' __DOCS_THEME_COMPONENTS__). */
export function usesThemeComponents(summaries: readonly PageSummary[]): boolean {
  return summaries.some((summary) => summary.theme === true);
}

/** The artifacts the debug pages show (pages/DebugPage.tsx), read from out while they are prerendered. */
const DEBUG_ARTIFACTS = ['config.json', 'content.json', 'globalData.json', 'metadata.json', 'registry.json', 'routes.json'];

/** Each artifact's content hash, as the artifacts build wrote it (manifest.json). */
export async function artifactHashes(out: string): Promise<Record<string, string>> {
  try {
    return (JSON.parse(await readFile(path.join(out, 'manifest.json'), 'utf8')) as ManifestArtifact).hashes ?? {};
  } catch {
    return {};
  }
}

/** An artifact's hash: the manifest's, or (a file it does not list) its bytes'. */
async function dataHash(out: string, rel: string, hashes: Record<string, string>): Promise<string> {
  return hashes[rel] ?? createHash('sha256').update(await readFile(path.join(out, rel))).digest('hex');
}

/**
 * A page's key: its data file and its sidebar's items; a debug page's, the artifacts it shows too
 * (their manifest hashes: a large site's content.json is megabytes).
 */
export async function pageKeys(out: string, routes: readonly RouteEntry[], sidebars: SidebarsArtifact['sidebars'], hashes: Record<string, string>): Promise<Record<string, string>> {
  const debug = createHash('sha256');
  for (const file of DEBUG_ARTIFACTS) debug.update(`${file}\0`).update(await dataHash(out, file, hashes)).update('\0');
  const debugKey = debug.digest('hex');
  // Each sidebar hashed once: a large site's sidebar is shared by thousands of pages.
  const sidebarKeys = new Map<string, string>();
  const sidebarKey = (id: string) => sidebarKeys.get(id) ?? sidebarKeys.set(id, createHash('sha256').update(JSON.stringify(sidebars[id] ?? null)).digest('hex')).get(id)!;
  const keys: Record<string, string> = {};
  for (const route of routes) {
    const hash = createHash('sha256').update(await dataHash(out, route.data, hashes));
    if (route.kind === 'debug') hash.update(debugKey);
    if (route.sidebar) hash.update(sidebarKey(route.sidebar));
    keys[route.path] = hash.digest('hex');
  }
  return keys;
}

/**
 * What the build needs of every page's data, by data file: taken from the last build's record for a
 * data file whose hash is the same (and the same code), else read (one page at a time held, never
 * the whole site); `summarize` gives the site plugins' part.
 */
export async function pageSummaries(
  out: string,
  dataFiles: readonly string[],
  { hashes = {}, last = {}, summarize = () => ({}) }: { hashes?: Record<string, string>; last?: Record<string, PageSummary>; summarize?: (page: PageArtifact) => Record<string, unknown> } = {},
): Promise<Record<string, PageSummary>> {
  const summaries: Record<string, PageSummary> = {};
  await eachLimited(dataFiles, 8, async (rel) => {
    const hash = hashes[rel];
    const known = hash === undefined ? undefined : last[rel];
    if (known && known.hash === hash) {
      summaries[rel] = known;
      return;
    }
    const text = await readFile(path.join(out, rel), 'utf8');
    const page = JSON.parse(text) as PageArtifact;
    summaries[rel] = { hash: hash ?? createHash('sha256').update(text).digest('hex'), plugins: summarize(page), ...(page.module ? { module: page.module } : {}), ...(pageNamesThemeComponent(text) ? { theme: true as const } : {}) };
  });
  // In the routes' order, whichever read finished first.
  return Object.fromEntries(dataFiles.map((rel) => [rel, summaries[rel]]));
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

/** Hard-links a file, or every file under a directory, to the same names under `to` (copies where links cannot be made). */
export async function linkTree(from: string, to: string): Promise<void> {
  if (!statSync(from).isDirectory()) {
    await mkdir(path.dirname(to), { recursive: true });
    return linkOrCopy(from, to);
  }
  const files = filesUnder(from);
  for (const dir of new Set(files.map((rel) => path.dirname(path.join(to, rel))))) await mkdir(dir, { recursive: true });
  await eachLimited(files, 16, (rel) => linkOrCopy(path.join(from, rel), path.join(to, rel)));
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
    const [statA, statB] = [statSync(a), statSync(b)];
    // One file under two names (a data file both builds linked from the artifacts they share).
    if (statA.ino === statB.ino && statA.dev === statB.dev) return true;
    return statA.size === statB.size && readFileSync(a).equals(readFileSync(b));
  } catch {
    return false;
  }
}
