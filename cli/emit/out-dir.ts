/**
 * Where docs-cli may put a build. A build replaces `out` (see write.ts), so `out` must be
 * something docs-cli made: its symlink into its own builds folder, a directory holding a
 * manifest.json of docs-cli's schema (the only directory it ever wrote as `out`), or nothing of
 * anyone's (missing, or an empty directory). And it must never be the site, a folder above it or
 * one of its content folders, which a build would then read back or replace.
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { contentFoldersOf, type SiteConfig } from '../../schema/config.ts';
import { isInside } from '../core/paths.ts';

/** Thrown by the writers when `out` is not docs-cli's: the commands print the message and exit 2. */
export class OutDirRefused extends Error {}

export function buildsDirFor(outDir: string): string {
  return path.join(path.dirname(path.resolve(outDir)), '.docs-cli', 'builds', path.basename(path.resolve(outDir)));
}

/** The build directory a link's text names, when it is one of out's builds (a direct child of its builds folder). */
export function ownBuildOf(outDir: string, linkText: string): string | undefined {
  const target = path.resolve(path.dirname(path.resolve(outDir)), linkText);
  return path.dirname(target) === buildsDirFor(outDir) ? target : undefined;
}

async function holdsOwnManifest(dir: string): Promise<boolean> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  } catch {
    return false;
  }
  // Loaded only here: an up-to-date build, whose out is a link, loads no schema.
  const { manifestArtifact } = await import('../../schema/artifacts.ts');
  return manifestArtifact.safeParse(manifest).success;
}

/** True when replacing `out` loses nothing docs-cli did not make. */
export async function madeByDocsCli(outDir: string): Promise<boolean> {
  const out = path.resolve(outDir);
  let stat: ReturnType<typeof lstatSync>;
  try {
    stat = lstatSync(out);
  } catch {
    // Nothing there (or nothing reachable: writing it will say why).
    return true;
  }
  if (stat.isSymbolicLink()) return ownBuildOf(out, readlinkSync(out)) !== undefined;
  if (!stat.isDirectory()) return false;
  return readdirSync(out).length === 0 || holdsOwnManifest(out);
}

export async function replaceRefusal(outDir: string): Promise<string | undefined> {
  return (await madeByDocsCli(outDir)) ? undefined : `refusing to replace ${outDir}: it was not made by docs-cli (move it away or choose another --out-dir)`;
}

/** Absolute, with every link above it resolved as far as the path exists (the rest, and the last name, as written: out may be docs-cli's link, which is not followed). */
function realLocation(file: string): string {
  const abs = path.resolve(file);
  const parent = path.dirname(abs);
  if (parent === abs) return abs;
  try {
    return path.join(realpathSync(parent), path.basename(abs));
  } catch {
    return path.join(realLocation(parent), path.basename(abs));
  }
}

/** Absolute, with every link resolved, the last name included, as far as the path exists. */
function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return realLocation(file);
  }
}

/** The out directory is the site directory, or a folder the site is in. */
export function siteRefusal(outDir: string, siteDir: string): string | undefined {
  const out = realLocation(outDir);
  const site = realPath(siteDir);
  if (out === site) return `refusing to write to ${outDir}: it is the site directory ${siteDir} (choose another --out-dir)`;
  if (isInside(out, site)) return `refusing to write to ${outDir}: the site directory ${siteDir} is inside it (choose another --out-dir)`;
  return undefined;
}

/** The out directory is one of the site's content folders (docs, blog, pages, static directories) or inside one. */
export function contentRefusal(outDir: string, siteDir: string, config: SiteConfig): string | undefined {
  const out = realLocation(outDir);
  const folders: [key: string, sub: string][] = [
    ...contentFoldersOf(config).map((folder): [string, string] => [folder.key, folder.path]),
    ...config.staticDirectories.map((sub): [string, string] => ['staticDirectories', sub]),
  ];
  for (const [key, sub] of folders) {
    const folder = path.isAbsolute(sub) ? sub : path.join(siteDir, sub);
    if (isInside(realPath(folder), out)) return `refusing to write to ${outDir}: it is inside ${folder}, a content folder of the site (${key}) (choose another --out-dir)`;
  }
  return undefined;
}
