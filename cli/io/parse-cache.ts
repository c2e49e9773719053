/**
 * The parse cache: one file per (pipeline version, parse options, file kind, format, content
 * hash). Entries are written to a temporary name and renamed, so an interrupted build leaves
 * either a whole entry or none. Each entry starts with the SHA-256 of the rest, so one damaged
 * some other way (truncated, overwritten, valid JSON that is not ours) is a miss, like an
 * unreadable one: a cache can make a build faster, never different.
 * An entry's text after the checksum is a parse result as `parsedDocToText` writes it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from '../load/content.ts';
import { parsedDocFromText, parsedDocToText } from '../parse/entry-text.ts';
import type { ParseOptions } from '../parse/index.ts';
import { PARSE_VERSION } from '../parse/version.ts';
import type { ParsedDoc } from '../parse/types.ts';
import { PIPELINE_VERSION } from '../version.ts';

type KeyedSource = Pick<SourceFile, 'path' | 'kind' | 'format' | 'hash'>;

/**
 * Keys already computed, by source object and options text: `watch` hands the same source
 * object for every file that did not change, and hashing every file's key on every cycle was
 * a whole-site pass (≈ 50 ms at 10,000 pages).
 */
const keysBySource = new WeakMap<KeyedSource, { options: string; key: string }[]>();

export function cacheKey(source: KeyedSource, options: ParseOptions): string {
  const optionsText = JSON.stringify(options);
  const known = keysBySource.get(source);
  const hit = known?.find((k) => k.options === optionsText);
  if (hit) return hit.key;
  const key = createHash('sha256')
    .update(`${PIPELINE_VERSION}\0${PARSE_VERSION}\0${optionsText}\0${source.kind}\0${source.format}\0${source.path}\0${source.hash}`)
    .digest('hex');
  // Sources are plain objects; a frozen or foreign one is simply not remembered.
  if (known) known.push({ options: optionsText, key });
  else keysBySource.set(source, [{ options: optionsText, key }]);
  return key;
}

function seal(body: string): string {
  return `${createHash('sha256').update(body).digest('hex')}\n${body}`;
}

/** The body of a sealed entry; undefined unless its checksum matches. */
function unseal(text: string): string | undefined {
  const newline = text.indexOf('\n');
  if (newline !== 64) return undefined;
  const body = text.slice(newline + 1);
  return createHash('sha256').update(body).digest('hex') === text.slice(0, newline) ? body : undefined;
}

export class ParseCache {
  /** Directories this process has made, so each entry costs no mkdir call. */
  private readonly madeDirs = new Set<string>();

  /** Entries of this process, so `watch` never reads back what it just parsed. */
  private readonly memory = new Map<string, ParsedDoc>();

  constructor(readonly dir?: string) {}

  /** Serialised search indexes by the hash of their records (see emit/search.ts). */
  readonly searchIndex = {
    get: (key: string): string | undefined => {
      if (!this.dir) return undefined;
      try {
        return unseal(readFileSync(path.join(this.dir, 'search-index', `${key}.json`), 'utf8'));
      } catch {
        return undefined;
      }
    },
    set: (key: string, text: string): void => {
      if (!this.dir) return;
      const file = path.join(this.dir, 'search-index', `${key}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      writeFileSync(tmp, seal(text));
      renameSync(tmp, file);
    },
  };

  private file(dir: string, key: string): string {
    return path.join(dir, key.slice(0, 2), `${key}.json`);
  }

  /** The entry if it is in memory (kept across `watch` cycles), without touching the disk. */
  peek(key: string): ParsedDoc | undefined {
    return this.memory.get(key);
  }

  async get(key: string): Promise<ParsedDoc | undefined> {
    const hit = this.memory.get(key);
    if (hit || !this.dir) return hit;
    try {
      const body = unseal(await readFile(this.file(this.dir, key), 'utf8'));
      return body === undefined ? undefined : parsedDocFromText(body);
    } catch {
      return undefined;
    }
  }

  /** Keeps in memory only what the latest run used. */
  retain(keys: Iterable<string>): void {
    const keep = new Set(keys);
    for (const key of this.memory.keys()) if (!keep.has(key)) this.memory.delete(key);
  }

  remember(key: string, value: ParsedDoc): void {
    this.memory.set(key, value);
  }

  /**
   * Synchronous on purpose: a cold build writes an entry per file while the workers parse, and
   * each awaited mkdir/open/write/close/rename was a round trip through libuv's thread pool and
   * back to this thread. `head`: the result's `parsedDocHead`, when the caller has it (a worker's answer).
   */
  async set(key: string, value: ParsedDoc, head?: string): Promise<void> {
    this.memory.set(key, value);
    if (!this.dir) return;
    const file = this.file(this.dir, key);
    const dir = path.dirname(file);
    if (!this.madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      this.madeDirs.add(dir);
    }
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    const sealed = seal(parsedDocToText(value, head));
    try {
      writeFileSync(tmp, sealed);
    } catch (error) {
      // The directory went away since it was made (a cache cleared during a long watch session).
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      mkdirSync(dir, { recursive: true });
      writeFileSync(tmp, sealed);
    }
    renameSync(tmp, file);
  }
}
