/**
 * The reading edge of the pipeline: finds the config, the sidebars file, every content file
 * and every static file of a site, without interpreting any of them. Symlinks that leave the
 * site directory are reported, never followed.
 */
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { COMPONENTS_MAP_FILES } from '../../schema/site-components.ts';
import { blogDataFilesOf, type ContentFolder, contentFoldersOf, docsInstancesOf, type SiteConfig } from '../../schema/config.ts';
import { CURRENT_VERSION, DEFAULT_INSTANCE, type DocsVersionPlan, parseVersionNames, planVersions, versionsFileOf } from '../core/docs-versions.ts';
import { isInside, toPosix } from '../core/paths.ts';
import { CONFIG_NAMES, DOCUSAURUS_CONFIG_NAMES, isDocusaurusConfig, type LoadedModule, type OutsideLink, type RawComponentsMap, type RawContent, type RawFile, type RawVersionSidebars, type RawVersionsFile, SIDEBARS_NAMES } from '../core/raw-site.ts';
import { importModule, type ModuleMemory } from './import-module.ts';
import { readStaticConfig } from './static-config.ts';

const CONTENT_FILE = /\.(md|mdx)$|(^|\/)_category_\.(json|ya?ml)$/i;
const SCRIPT_FILE = /\.(js|jsx|ts|tsx)$/i;
const IGNORED: ReadonlySet<string> = new Set(['node_modules', '.git', '.DS_Store']);

/** The docs.config, else a Docusaurus site's own config. */
export function findConfigFile(siteDir: string): string | undefined {
  for (const name of [...CONFIG_NAMES, ...DOCUSAURUS_CONFIG_NAMES]) {
    const file = path.join(siteDir, name);
    if (existsSync(file)) return file;
  }
  return undefined;
}

/** `modules`: the session's memory of the modules it imported (see import-module.ts). */
export async function readConfig(siteDir: string, modules?: ModuleMemory): Promise<LoadedModule | null> {
  const file = findConfigFile(siteDir);
  if (!file) return null;
  const loaded = await importModule(file, { memory: modules });
  if (!loaded.error || loaded.error.limit || !isDocusaurusConfig(file)) return loaded;
  // A Docusaurus config that cannot be evaluated here (a package it needs, the site's build step): its literal parts.
  const read = await readStaticConfig(file, loaded.text);
  if (!read) return loaded;
  const { error, ...rest } = loaded;
  // The site's own paths are named as the rest of the report names them: relative to the site.
  const message = error.message.replaceAll(`${path.dirname(file)}${path.sep}`, '');
  const reason = error.in ? `${message} in ${error.in}` : message;
  const missing = missingFileOf(message);
  const place = error.line !== undefined && error.column !== undefined ? { line: error.line, column: error.column } : {};
  return { ...rest, value: read.value, partial: { reason, unknown: read.unknown, ...(missing ? { missing: { file: missing, ...(error.in ? { from: error.in } : {}), ...place } } : {}) } };
}

/**
 * The site's own file an evaluation failed on for its absence: read (ENOENT) or imported by a
 * relative path (esbuild's "Could not resolve", Node's "Cannot find module"). A package that is
 * not installed is not one: it stands in (./import-module.ts).
 */
export function missingFileOf(message: string): string | undefined {
  return (
    /^ENOENT: no such file or directory, \w+ '([^']+)'/.exec(message)?.[1] ??
    /^Could not resolve "(\.{1,2}\/[^"]+)"/.exec(message)?.[1] ??
    /^Cannot find module '(\.{1,2}\/[^']+)'/.exec(message)?.[1]
  );
}

/** `within`: where links may lead (the site; in a docs folder outside it, that folder). */
async function walk(
  siteRoot: string,
  dir: string,
  onFile: (abs: string) => Promise<void>,
  outside: OutsideLink[],
  within = siteRoot,
): Promise<void> {
  // Synchronous calls: an awaited readdir per folder left the thread idle between folders.
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (IGNORED.has(entry.name)) continue;
    const abs = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      let target: string;
      try {
        target = realpathSync(abs);
      } catch {
        outside.push({ path: toPosix(path.relative(siteRoot, abs)), target: '(dangling link)' });
        continue;
      }
      if (!isInside(within, target)) {
        outside.push({ path: toPosix(path.relative(siteRoot, abs)), target });
        continue;
      }
      const stat = lstatSync(target);
      if (stat.isDirectory()) await walk(siteRoot, abs, onFile, outside, within);
      else if (stat.isFile()) await onFile(abs);
    } else if (entry.isDirectory()) await walk(siteRoot, abs, onFile, outside, within);
    else if (entry.isFile()) await onFile(abs);
  }
}

/**
 * A configured path (a content or static folder, the sidebars file), resolved. It leaves the
 * site when it climbs out as written (reported at the config key) or when a link on the way
 * leads out, the folder itself or any folder above it (reported at the path, like any link):
 * either way it must not be read, and a sidebars file must not be run.
 */
export async function siteSubdir(siteDir: string, siteRoot: string, sub: string, configKey: string): Promise<{ abs: string } | { outside: OutsideLink }> {
  const root = path.resolve(siteDir);
  const abs = path.resolve(root, sub);
  if (!isInside(root, abs)) return { outside: { path: sub, target: abs, configKey } };
  let target: string;
  try {
    target = await realpath(abs);
  } catch {
    // Missing, or a dangling link: there is nothing to read, and the readers skip it like a missing folder.
    return { abs };
  }
  if (!isInside(siteRoot, target)) return { outside: { path: toPosix(path.relative(root, abs)), target } };
  return { abs };
}

/**
 * A docs folder the config names outside the site (a monorepo's `docs.path: '../docs'`, as
 * Docusaurus allows): read, with links inside it kept to it. Inside the site: `siteSubdir`.
 */
async function docsFolder(root: string, siteRoot: string, sub: string, configKey: string): Promise<{ abs: string; within: string } | { outside: OutsideLink }> {
  const abs = path.resolve(root, sub);
  if (isInside(root, abs)) {
    const resolved = await siteSubdir(root, siteRoot, sub, configKey);
    return 'outside' in resolved ? resolved : { abs: resolved.abs, within: siteRoot };
  }
  try {
    return { abs, within: await realpath(abs) };
  } catch {
    return { abs, within: abs }; // missing: nothing to read
  }
}

export async function readContent(siteDir: string, config: SiteConfig, modules?: ModuleMemory): Promise<RawContent> {
  const root = path.resolve(siteDir);
  const siteRoot = await realpath(root);
  const outside: OutsideLink[] = [];
  const files: RawFile[] = [];
  const assets: string[] = [];
  const seen = new Set<string>();

  // Each docs instance's versions, read from its versions file: only the versions it loads are walked.
  const versionsFiles: RawVersionsFile[] = [];
  const versions: DocsVersionPlan[] = [];
  for (const instance of docsInstancesOf(config)) {
    const file = versionsFileOf(instance.id);
    let text: string | undefined;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
      versionsFiles.push({ instance: instance.id, file, text });
    } catch {
      // No versions file: the instance has only its current version.
    }
    versions.push(...planVersions(instance, text === undefined ? undefined : (parseVersionNames(text) ?? [])));
  }
  const folders: { key: string; path: string; kind: ContentFolder['kind'] }[] = [
    ...versions.map((v, i) => ({ key: v.name === CURRENT_VERSION ? (contentFoldersOf(config).find((f) => f.instance === v.instance)?.key ?? 'docs.path') : `versions[${i}]`, path: v.folder, kind: 'doc' as const })),
    ...contentFoldersOf(config).filter((folder) => folder.kind !== 'doc'),
  ];
  // The blog's authors map and tags file: read as content (their keys are the posts' authors and tags).
  const blogDataFiles = new Set(config.blog === false ? [] : blogDataFilesOf(config.blog));
  for (const { key: configKey, path: sub, kind } of folders) {
    const resolved: { abs: string; within?: string } | { outside: OutsideLink } =
      kind === 'doc' ? await docsFolder(root, siteRoot, sub, configKey) : await siteSubdir(root, siteRoot, sub, configKey);
    if ('outside' in resolved) {
      outside.push(resolved.outside);
      continue;
    }
    const dir = resolved.abs;
    const within = resolved.within ?? siteRoot;
    await walk(siteRoot, dir, async (abs) => {
      const rel = toPosix(path.relative(root, abs));
      if (seen.has(rel)) return;
      seen.add(rel);
      // React pages (and the components they import) are read too: their routes and links come from their text.
      if (!CONTENT_FILE.test(rel) && !(kind === 'page' && SCRIPT_FILE.test(rel)) && !blogDataFiles.has(rel)) return void assets.push(rel);
      try {
        // Synchronous: a thousand small files read one after another beat a thousand queued async reads.
        files.push({ path: rel, bytes: readFileSync(abs) });
      } catch (error) {
        // Deleted or renamed between listing and reading (an editor saving, `watch` racing it): it is gone.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }, outside, within);
  }

  // The site's own modules (`src/`, the folders import aliases name): components an MDX page
  // imports are read for the links they render there (model/component-uses.ts).
  for (const sub of new Set(['src', ...Object.values(config.checks.moduleAliases)])) {
    if (sub.startsWith('..') || path.isAbsolute(sub)) continue;
    const dir = path.join(root, sub);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    await walk(siteRoot, dir, async (abs) => {
      const rel = toPosix(path.relative(root, abs));
      if (seen.has(rel) || !SCRIPT_FILE.test(rel) || rel.includes('/node_modules/')) return;
      seen.add(rel);
      try {
        files.push({ path: rel, bytes: readFileSync(abs) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }, []); // a link out of these folders is not content: not followed, not reported
  }

  const staticFiles: string[] = [];
  for (const sub of config.staticDirectories) {
    const resolved = await siteSubdir(root, siteRoot, sub, 'staticDirectories');
    if ('outside' in resolved) {
      outside.push(resolved.outside);
      continue;
    }
    const dir = resolved.abs;
    await walk(siteRoot, dir, async (abs) => {
      staticFiles.push(`/${toPosix(path.relative(dir, abs))}`);
    }, outside);
  }

  const moreSidebars: RawVersionSidebars[] = [];
  for (const version of versions) {
    if (version.instance === DEFAULT_INSTANCE && version.name === CURRENT_VERSION) continue; // `sidebars`, below
    if (typeof version.sidebarPath !== 'string') continue;
    const resolved = await siteSubdir(root, siteRoot, version.sidebarPath, version.name === CURRENT_VERSION ? 'sidebarPath' : 'versioned_sidebars');
    if ('outside' in resolved) {
      outside.push(resolved.outside);
      continue;
    }
    if (existsSync(resolved.abs)) moreSidebars.push({ instance: version.instance, version: version.name, module: await importModule(resolved.abs, { memory: modules }) });
  }

  let sidebars: LoadedModule | null = null;
  const defaultCurrent = versions.some((v) => v.instance === DEFAULT_INSTANCE && v.name === CURRENT_VERSION);
  if (config.docs !== false && config.docs.sidebarPath !== false && defaultCurrent) {
    const candidates = config.docs.sidebarPath ? [config.docs.sidebarPath] : SIDEBARS_NAMES;
    for (const name of candidates) {
      const resolved = await siteSubdir(root, siteRoot, name, 'docs.sidebarPath');
      // A sidebars file that leads out is refused rather than passed over for the next name: it is the one the author meant.
      if ('outside' in resolved) {
        outside.push(resolved.outside);
        break;
      }
      if (existsSync(resolved.abs)) {
        sidebars = await importModule(resolved.abs, { memory: modules });
        break;
      }
    }
  }

  const componentsMap = await readComponentsMap(root, siteRoot, outside);
  return { sidebars, versionsFiles, moreSidebars, files, assets: assets.sort(), ...(componentsMap ? { componentsMap } : {}), staticFiles: [...new Set(staticFiles)].sort(), outside };
}

/** The site's components map, the first of the places it may be (its text only: the checker reads it, never runs it). */
async function readComponentsMap(root: string, siteRoot: string, outside: OutsideLink[]): Promise<RawComponentsMap | undefined> {
  for (const candidate of COMPONENTS_MAP_FILES) {
    if (!existsSync(path.join(root, candidate.path))) continue;
    const resolved = await siteSubdir(root, siteRoot, candidate.path, candidate.path);
    if ('outside' in resolved) {
      outside.push(resolved.outside);
      return undefined;
    }
    try {
      return { path: candidate.path, exported: candidate.exported, text: readFileSync(resolved.abs, 'utf8') };
    } catch {
      return undefined; // gone between the look and the read, or a folder by that name
    }
  }
  return undefined;
}

/** The order `readContent` lists files in: folder by folder, entries by name (a folder's files where its name sorts). */
function walkOrder(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
  return x.length - y.length;
}

/** The content folder (docs, blog, pages) a new site-relative path belongs to; undefined unless exactly one. */
function contentFolderOf(rel: string, config: SiteConfig): string | undefined {
  const folders = contentFoldersOf(config).map(({ path: sub }) => toPosix(path.normalize(sub)).replace(/\/$/, ''));
  const matches = folders.filter((folder) => folder === '.' || rel.startsWith(`${folder}/`));
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * The previous read with the named files read again, added or dropped: what `watch` does when
 * content files change, appear or disappear. undefined whenever a full read is needed instead:
 * a path that is not a content file (a folder, a static file, the sidebars file), a new file
 * reached through a link or in a folder the read skips, one in no or several content folders.
 */
export function rereadChanged(siteDir: string, previous: RawContent, changed: readonly string[], config: SiteConfig): RawContent | undefined {
  const root = path.resolve(siteDir);
  const files = previous.files.slice();
  const indexOf = (rel: string) => files.findIndex((file) => file.path === rel);
  for (const rel of changed) {
    const abs = path.join(root, rel);
    let stat: import('node:fs').Stats | undefined;
    try {
      stat = lstatSync(abs);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return undefined;
    }
    const i = indexOf(rel);
    if (!stat) {
      if (i === -1) return undefined; // a folder or a file the last read did not list: read everything
      files.splice(i, 1);
      continue;
    }
    if (!stat.isFile()) return undefined;
    try {
      if (i !== -1) {
        files[i] = { path: rel, bytes: readFileSync(abs) };
        continue;
      }
      const folder = contentFolderOf(rel, config);
      if (!folder || !CONTENT_FILE.test(rel) || rel.split('/').some((segment) => IGNORED.has(segment))) return undefined;
      if (realpathSync(path.dirname(abs)) !== path.join(realpathSync(root), path.dirname(rel))) return undefined;
      const file = { path: rel, bytes: readFileSync(abs) };
      // Within its content folder, where the folder walk would have listed it.
      const group = (f: RawFile) => contentFolderOf(f.path, config) === folder;
      let at = files.findIndex((f) => group(f) && walkOrder(rel, f.path) < 0);
      if (at === -1) {
        const lastOfGroup = files.findLastIndex(group);
        at = lastOfGroup === -1 ? -1 : lastOfGroup + 1;
      }
      if (at === -1) return undefined; // the first file of its folder: where the folder goes is the full read's business
      files.splice(at, 0, file);
    } catch {
      return undefined;
    }
  }
  return { ...previous, files };
}
