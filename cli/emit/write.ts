/**
 * emit (write): puts a complete set of artifacts in place atomically. Each build is written to
 * its own directory under `.docs-cli/builds/<out name>/`; `out` is a symlink that is swapped in
 * one rename(2) once everything is on disk, so readers (and a build killed at any point) only
 * ever see the previous complete build or the new one. Unchanged files are hard-linked from
 * the previous build instead of written again.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, rmSync, type Stats, statSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ManifestArtifact } from '../../schema/artifacts.ts';
import { SCHEMA_VERSION } from '../../schema/version.ts';
import { writeFileAtomic, writeFileAtomicAsync } from '../io/write-atomic.ts';
import { artifactHash } from './hash.ts';
import { listOfLines, spliceEntries } from './list-text.ts';
import type { EmitMemory, WrittenState } from './memory.ts';
import { buildsDirFor, OutDirRefused, ownBuildOf, replaceRefusal } from './out-dir.ts';
import type { ArtifactChanges } from './patched-files.ts';

export interface WriteResult {
  dir: string;
  written: number;
  reused: number;
  /** with `stage`: the build, written but not yet what `out` points at */
  staged?: StagedBuild;
}

export { buildsDirFor };

/** A build directory's name: when it was started (see startedAt), by which process (see abandoned), and a random part. */
function newBuildId(): string {
  return `${Date.now().toString(36)}-${process.pid}-${randomBytes(3).toString('hex')}`;
}

/** The build `out` links to; none when out is not a link into its builds folder, which nothing here writes into. */
async function currentBuild(outDir: string): Promise<string | undefined> {
  try {
    const stat = await lstat(outDir);
    if (!stat.isSymbolicLink()) return undefined;
    return ownBuildOf(outDir, await readlink(outDir));
  } catch {
    return undefined;
  }
}

const sameFile = (a: Stats, b: Stats) => a.ino === b.ino && a.dev === b.dev && a.size === b.size && a.mtimeMs === b.mtimeMs;

async function previousHashes(dir: string | undefined, written: WrittenState | undefined): Promise<Map<string, string>> {
  if (!dir) return new Map();
  if (written?.dir === dir) {
    // Only while the manifest on disk is still the file written (every write renames a new file
    // in, so another writer changes its inode): reading it back to compare takes longer.
    const onDisk = statSync(path.join(dir, 'manifest.json'), { throwIfNoEntry: false });
    if (onDisk && sameFile(onDisk, written.stat)) return written.hashes;
  }
  try {
    return new Map(Object.entries((JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as ManifestArtifact).hashes ?? {}));
  } catch {
    return new Map();
  }
}

/**
 * Writes files with several in flight on libuv's thread pool: creating a file is most of the
 * cost, and the pool's threads create them side by side (awaiting each file in turn sent every
 * open, write and close to the pool and back).
 */
async function writeAll(files: [string, string][], write: (file: string, text: string) => Promise<void> = writeFile): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const [file, text] = files[next++];
      await write(file, text);
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITES_IN_FLIGHT, files.length) }, lane));
}

const WRITES_IN_FLIGHT = 16;

/**
 * `later`: more files, still being made (a build's search files), a few at a time: the others are
 * written meanwhile, each batch as it comes, and the manifest after all of them. `memory`: the
 * session's, whose hashes of these texts are not worked out again.
 */
export async function writeArtifacts(
  outDir: string,
  files: ReadonlyMap<string, string>,
  manifest: Omit<ManifestArtifact, 'hashes' | 'schemaVersion'>,
  { later, memory, stage }: { later?: AsyncIterable<ReadonlyMap<string, string>>; memory?: EmitMemory; stage?: boolean } = {},
): Promise<WriteResult> {
  const out = path.resolve(outDir);
  // Checked here too, whoever calls: out is replaced below, and only docs-cli's may be.
  const refused = await replaceRefusal(outDir);
  if (refused) throw new OutDirRefused(refused);
  const builds = buildsDirFor(out);
  const id = newBuildId();
  const dir = path.join(builds, id);
  await mkdir(dir, { recursive: true });

  const previous = await currentBuild(out);
  const before = await previousHashes(previous, memory?.written);
  const hashes = new Map<string, string>();
  const made = new Set<string>();
  let reused = 0;
  let written = 0;
  /** Hard-links the files the previous build has as they are, and writes the rest. */
  const put = async (some: ReadonlyMap<string, string>) => {
    const toWrite: [string, string][] = [];
    for (const [rel, text] of [...some].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const hash = artifactHash(rel, text, memory?.hashes);
      hashes.set(rel, hash);
      const target = path.join(dir, rel);
      const parent = path.dirname(target);
      if (!made.has(parent)) {
        mkdirSync(parent, { recursive: true });
        made.add(parent);
      }
      if (previous && before.get(rel) === hash) {
        try {
          linkSync(path.join(previous, rel), target);
          reused++;
          continue;
        } catch {
          // fall through and write it
        }
      }
      toWrite.push([target, text]);
    }
    await writeAll(toWrite);
    written += toWrite.length;
  };
  try {
    await put(files);
    if (later) for await (const batch of later) await put(batch);
    // Sorted, whichever came later: the manifest of the same files is the same text.
    const full: ManifestArtifact = { schemaVersion: SCHEMA_VERSION, ...manifest, hashes: Object.fromEntries([...hashes].sort(([a], [b]) => (a < b ? -1 : 1))) };
    await writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(full, null, 1)}\n`);
  } catch (error) {
    // A full disk, say: the half-written build goes at once (out never pointed at it), and the space with it.
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }

  const staged = stagedBuild(out, dir, previous);
  if (stage) return { dir, written: written + 1, reused, staged };
  await staged.publish();
  return { dir, written: written + 1, reused };
}

/**
 * A complete build directory `out` does not point at yet: `build --site` writes the site into it
 * and only then publishes it, so `out` (and `serve` of it) holds the previous complete build,
 * site and all, until the new one is whole. Discarded, it is removed and `out` stays as it was.
 */
export interface StagedBuild {
  dir: string;
  publish: () => Promise<void>;
  discard: () => Promise<void>;
}

function stagedBuild(out: string, dir: string, previous: string | undefined): StagedBuild {
  const id = path.basename(dir);
  const builds = buildsDirFor(out);
  return {
    dir,
    publish: async () => {
      // Swap: a directory docs-cli made as `out` (its manifest in it), or an empty one, is moved aside once; from then on `out` is a link.
      try {
        const stat = await lstat(out);
        if (!stat.isSymbolicLink()) await rename(out, path.join(builds, `legacy-${id}`));
      } catch {
        // no out yet
      }
      const tmpLink = `${out}.link-${id}`;
      await symlink(path.relative(path.dirname(out), dir), tmpLink);
      await rename(tmpLink, out);
      await removeOlderBuilds(out, id, previous);
    },
    discard: () => rm(dir, { recursive: true, force: true }).catch(() => undefined),
  };
}

/**
 * The build `out` points at, as a new staged build (for `build --site` when the artifacts are up
 * to date): every artifact hard-linked into a new directory, the site left out for the site build
 * to make there. Undefined when out is no docs-cli build.
 */
export async function stageCurrentBuild(outDir: string): Promise<StagedBuild | undefined> {
  const out = path.resolve(outDir);
  const current = await currentBuild(out);
  if (!current) return undefined;
  const dir = path.join(buildsDirFor(out), newBuildId());
  const copy = async (from: string, to: string) => {
    await mkdir(to, { recursive: true });
    for (const entry of await readdir(from, { withFileTypes: true })) {
      if (from === current && entry.name === 'site') continue;
      const source = path.join(from, entry.name);
      if (entry.isDirectory()) await copy(source, path.join(to, entry.name));
      else linkSync(source, path.join(to, entry.name));
    }
  };
  await copy(current, dir);
  return stagedBuild(out, dir, current);
}

/** When a build directory was started: its id begins with Date.now() in base 36. */
function startedAt(name: string): number {
  return Number.parseInt(name.replace(/^legacy-/, '').split('-')[0], 36);
}

/** Removes the build directories, and the temporary `out.link-<id>` links beside out, whose id is doomed. */
async function removeBuildsWhere(out: string, doomed: (id: string) => boolean): Promise<void> {
  const builds = buildsDirFor(out);
  // Tidying only: a directory that cannot be removed now (read-only, immutable) is tried again by the next build.
  const remove = (file: string) => rm(file, { recursive: true, force: true }).catch(() => undefined);
  for (const name of await readdir(builds).catch(() => [] as string[])) {
    if (doomed(name)) await remove(path.join(builds, name));
  }
  const linkPrefix = `${path.basename(out)}.link-`;
  for (const name of await readdir(path.dirname(out)).catch(() => [] as string[])) {
    if (!name.startsWith(linkPrefix) || !doomed(name.slice(linkPrefix.length))) continue;
    const stale = path.join(path.dirname(out), name);
    if ((await lstat(stale).catch(() => undefined))?.isSymbolicLink()) await remove(stale);
  }
}

/**
 * Keeps the new build and the one before it. Older build directories go, whether complete or
 * left half-written by a killed build, and so do temporary links a build killed mid-swap left
 * beside out; newer ones are another build still writing and are left alone.
 */
function removeOlderBuilds(out: string, id: string, previous: string | undefined): Promise<void> {
  const ours = startedAt(id);
  const keep = new Set([id, previous ? path.basename(previous) : '']);
  return removeBuildsWhere(out, (name) => !keep.has(name) && startedAt(name) <= ours);
}

/** The process that started a build directory (`<time>-<pid>-<random>`) is gone: nobody will finish it. */
function abandoned(name: string): boolean {
  const pid = Number(name.replace(/^legacy-/, '').split('-')[1]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * For a build that found out/ up to date and wrote nothing: the directories (and temporary
 * links) of builds killed since the last complete one are removed, when their process is gone.
 */
export async function removeAbandonedBuilds(outDir: string): Promise<void> {
  const out = path.resolve(outDir);
  const current = await currentBuild(out);
  if (!current) return;
  const since = startedAt(path.basename(current));
  await removeBuildsWhere(out, (name) => name !== path.basename(current) && startedAt(name) > since && abandoned(name));
}

/**
 * For `watch`: brings the current build up to date in place, writing only the files whose
 * content changed (each atomically) and the manifest last. Falls back to a full build when
 * there is no current build. Returns the paths that changed. With `changes` (a patched build),
 * only the files it names are compared with what is on disk, as long as the last update of the
 * session (`memory`) wrote its base.
 */
export async function updateArtifacts(
  outDir: string,
  files: ReadonlyMap<string, string>,
  manifest: Omit<ManifestArtifact, 'hashes' | 'schemaVersion'>,
  { changes, memory }: { changes?: ArtifactChanges; memory?: EmitMemory } = {},
): Promise<{ changed: string[] }> {
  const out = path.resolve(outDir);
  const current = await currentBuild(out);
  const before = await previousHashes(current, memory?.written);
  if (!current || before.size === 0) {
    await writeArtifacts(outDir, files, manifest, { memory });
    return { changed: [...files.keys()].sort() };
  }
  const kept = memory?.written?.hashes === before ? memory.written : undefined;
  const onlyChanged = kept && changes && kept.files === changes.base;
  const hashes = onlyChanged ? new Map(before) : new Map<string, string>();
  const changed: string[] = [];
  const toWrite: [string, string][] = [];
  const gone: string[] = [];
  for (const rel of onlyChanged ? changes.changed : files.keys()) {
    const text = files.get(rel);
    if (text === undefined) {
      if (hashes.delete(rel)) gone.push(rel);
      continue;
    }
    const hash = artifactHash(rel, text, memory?.hashes);
    hashes.set(rel, hash);
    if (before.get(rel) === hash) continue;
    toWrite.push([path.join(current, rel), text]);
    changed.push(rel);
  }
  if (!onlyChanged) for (const rel of before.keys()) if (!files.has(rel)) gone.push(rel);
  for (const dir of new Set(toWrite.map(([file]) => path.dirname(file)))) mkdirSync(dir, { recursive: true });
  // Into the live build (`watch`): each file whole or not at all.
  try {
    await writeAll(toWrite, writeFileAtomicAsync);
  } catch (error) {
    // Some of these files are on disk and some not: the manifest forgets all of them, so that the
    // next update writes each again rather than trust hashes that no longer say what is there.
    if (memory) memory.written = undefined;
    const attempted = new Set(changed);
    const known = Object.fromEntries([...before].filter(([rel]) => !attempted.has(rel)).sort(([a], [b]) => (a < b ? -1 : 1)));
    try {
      writeFileAtomic(path.join(current, 'manifest.json'), `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, ...manifest, hashes: known }, null, 1)}\n`);
    } catch {
      // the disk refuses this too: the error that matters is the first
    }
    throw error;
  }
  for (const rel of gone) {
    rmSync(path.join(current, rel), { force: true });
    changed.push(rel);
  }
  // The manifest's hashes in file order, as a full build writes them: the last lines with the
  // changed ones spliced in, or all of them made again.
  const lineChanges = new Map<string, string | undefined>([...changed].map((rel) => [rel, hashes.has(rel) ? hashLine(rel, hashes.get(rel)!) : undefined]));
  let lines = kept?.lines && (lineChanges.size === 0 ? kept.lines : spliceEntries(kept.lines, lineChanges, LINE_SEPARATOR));
  if (!lines || lines.keys.length !== hashes.size) {
    const keys = [...hashes.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    lines = listOfLines(keys, keys.map((rel) => hashLine(rel, hashes.get(rel)!)), LINE_SEPARATOR);
  }
  const full = { schemaVersion: SCHEMA_VERSION, ...manifest, hashes: HASHES } as unknown as ManifestArtifact;
  // `JSON.stringify(manifest, null, 1)` with the hashes object, one level down, made from the lines.
  const head = JSON.stringify(full, null, 1);
  const token = JSON.stringify(HASHES);
  const at = head.indexOf(token);
  const hashesText = lines.keys.length === 0 ? '{}' : `{\n${lines.text}\n }`;
  writeFileAtomic(path.join(current, 'manifest.json'), `${head.slice(0, at)}${hashesText}${head.slice(at + token.length)}\n`);
  if (memory) memory.written = { dir: current, stat: statSync(path.join(current, 'manifest.json')), hashes, lines, files };
  return { changed: changed.sort() };
}

const LINE_SEPARATOR = ',\n';

/** Stands for the hashes in the manifest's JSON until their text goes in its place. */
const HASHES = '\u0000hashes\u0000';

const hashLine = (rel: string, hash: string) => `  ${JSON.stringify(rel)}: ${JSON.stringify(hash)}`;
