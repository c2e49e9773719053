/**
 * Precompressed copies (.gz, .br) of the site's text files, which `docs-cli serve` and static hosts
 * send as they are. The levels are chosen in bench/README.md ("Compression levels"): hashed
 * assets are few and cached for a year, so they get Brotli 10 (within 2 % of 11's size at under
 * half its time, which a cold build pays on the whole bundle); pages and data are many and
 * change with every build, so they get a level that costs about what rendering a page costs.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { threadId } from 'node:worker_threads';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Datasets (/data/*.csv, *.tsv) are text too, and among the largest files the site serves.
const COMPRESSIBLE = /\.(html|js|css|json|xml|svg|txt|map|csv|tsv)$/;
/** Smaller files gain too little to be worth a second copy. */
const MIN_BYTES = 1024;

const gz = promisify(gzip);
const br = promisify(brotliCompress);

/** A file `replaceFile` is writing, seen half-way by a walk of the site (the prerender writes pages meanwhile). */
export const TEMPORARY_FILE = /\.tmp-\d+-\d+$/;

function temporaryOf(file: string): string {
  return `${file}.tmp-${process.pid}-${threadId}`;
}

/**
 * Writes a file as a new one (a temporary file renamed over it): a file a warm build hard-linked
 * from the last build is replaced, never written through, so that build keeps its bytes.
 */
export async function replaceFile(file: string, data: Buffer | string): Promise<void> {
  const temporary = temporaryOf(file);
  await writeFile(temporary, data);
  await rename(temporary, file);
}

async function replaceWithCopy(from: string, file: string): Promise<void> {
  const temporary = temporaryOf(file);
  await copyFile(from, temporary);
  await rename(temporary, file);
}

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(file);
}

function isHashedAsset(file: string): boolean {
  return file.includes(`${path.sep}assets${path.sep}`);
}

/** The gzip level and Brotli quality of a file. */
export function compressionLevels(file: string): { gzip: number; brotli: number } {
  return isHashedAsset(file) ? { gzip: 9, brotli: 10 } : { gzip: 6, brotli: 5 };
}

/** Writes `<file>.gz` and `<file>.br` of `data` (the file's content), if it is worth compressing. */
export async function writeCompressed(file: string, data: Buffer): Promise<void> {
  if (!isCompressible(file, data.length)) return;
  const levels = compressionLevels(file);
  const [gzipped, brotli] = await Promise.all([
    gz(data, { level: levels.gzip }),
    br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  ]);
  await Promise.all([replaceFile(`${file}.gz`, gzipped), replaceFile(`${file}.br`, brotli)]);
}

/**
 * The compressed copies of the files that are the same from build to build (the bundles, the
 * playground's libraries, static files), kept by content hash: Brotli 10 of the bundles costs
 * a second or more, and is paid once per content. Entries no build used last time are removed.
 */
export class CompressCache {
  private readonly used = new Set<string>();
  constructor(private readonly dir: string) {}

  async write(file: string, data: Buffer): Promise<void> {
    if (!isCompressible(file, data.length)) return;
    const levels = compressionLevels(file);
    const key = `${createHash('sha256').update(data).digest('hex')}-${levels.gzip}-${levels.brotli}`;
    this.used.add(`${key}.gz`).add(`${key}.br`);
    const cached = path.join(this.dir, key);
    try {
      await Promise.all([replaceWithCopy(`${cached}.gz`, `${file}.gz`), replaceWithCopy(`${cached}.br`, `${file}.br`)]);
      return;
    } catch {
      // Not cached yet (or only in part): compressed below.
    }
    await writeCompressed(file, data);
    await mkdir(this.dir, { recursive: true });
    await Promise.all([copyFile(`${file}.gz`, `${cached}.gz`), copyFile(`${file}.br`, `${cached}.br`)]);
  }

  /** Removes what this build did not use. */
  async prune(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => !this.used.has(name)).map((name) => rm(path.join(this.dir, name), { force: true })));
  }
}

/** Runs `task` on every item, `limit` at a time (zlib's work runs on libuv's thread pool, beside the JavaScript thread). */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const run = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, run));
}
