/**
 * Why `build` or `watch` must not write a site's out directory (they print it and exit 2). Asked
 * twice: before anything is read (out is the site or above it, or not docs-cli's), and once the
 * config is known but before anything is written (out inside a content folder; out, its builds
 * folder or the cache cannot be written), so that nothing is made inside a content folder first.
 */
import path from 'node:path';
import type { SiteConfig } from '../../schema/config.ts';
import { buildsDirFor, contentRefusal, replaceRefusal, siteRefusal } from '../emit/out-dir.ts';
import { cannotWrite } from '../io/writable.ts';

export async function refusalBeforeReading(siteDir: string, outDir: string): Promise<string | undefined> {
  return siteRefusal(outDir, siteDir) ?? (await replaceRefusal(outDir));
}

export function refusalBeforeWriting(siteDir: string, outDir: string, config: SiteConfig, cacheDir: string | undefined): string | undefined {
  return contentRefusal(outDir, siteDir, config) ?? writeRefusal(outDir, cacheDir);
}

/** Out's folder (which takes the link to each build), its builds folder or the cache cannot be written. */
export function writeRefusal(outDir: string, cacheDir: string | undefined): string | undefined {
  for (const dir of [path.dirname(path.resolve(outDir)), buildsDirFor(outDir)]) {
    const reason = cannotWrite(dir);
    if (reason) return `cannot write ${outDir}: ${reason}`;
  }
  const reason = cacheDir === undefined ? undefined : cannotWrite(cacheDir);
  return reason && `cannot write the cache: ${reason} (choose another --cache-dir)`;
}
