/**
 * The parse cache: one file per (pipeline version, parse options, file kind, format, content
 * hash). Entries are written to a temporary name and renamed, so an interrupted build leaves
 * either a whole entry or none. Each entry starts with the SHA-256 of the rest, so one damaged
 * some other way (truncated, overwritten, valid JSON that is not ours) is a miss, like an
 * unreadable one: a cache can make a build faster, never different.
 * An entry's text after the checksum is a parse result as `parsedDocToText` writes it.
 * A run that parses many files writes its entries into one pack file instead (cache-pack.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parsedDocFromParts, parsedDocToText } from '../core/entry-text.ts';
import type { ParseOptions } from '../core/parse-options.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SourceFile } from '../core/source.ts';
import { PARSE_VERSION, PIPELINE_VERSION } from '../core/version.ts';
import { type PackSlot, PackWriter, readPacks, readSlot } from './cache-pack.ts';
import { writeFileAtomic } from './write-atomic.ts';

/** From this many expected entries on, a batch goes into a pack: below it, a few loose files cost less than a pack's index read by every later run. */
export const PACK_MIN_ENTRIES = 32;

type KeyedSource = Pick<SourceFile, 'path' | 'kind' | 'format' | 'hash'>;

/**
 * Keys a session computed, by source object and options text (`watch` hands the same source
 * object for every file that did not change), and options objects as text (a run asks with
 * one object for every source).
 */
export interface CacheKeyMemory {
  bySource: WeakMap<KeyedSource, { options: string; key: string }[]>;
  optionsTexts: WeakMap<ParseOptions, string>;
}

export function createCacheKeyMemory(): CacheKeyMemory {
  return { bySource: new WeakMap(), optionsTexts: new WeakMap() };
}

export function cacheKey(source: KeyedSource, options: ParseOptions, memory: CacheKeyMemory = createCacheKeyMemory()): string {
  let optionsText = memory.optionsTexts.get(options);
  if (optionsText === undefined) {
    optionsText = JSON.stringify(options);
    memory.optionsTexts.set(options, optionsText);
  }
  const known = memory.bySource.get(source);
  const hit = known?.find((k) => k.options === optionsText);
  if (hit) return hit.key;
  const key = createHash('sha256')
    .update(`${PIPELINE_VERSION}\0${PARSE_VERSION}\0${optionsText}\0${source.kind}\0${source.format}\0${source.path}\0${source.hash}`)
    .digest('hex');
  // Sources are plain objects; a frozen or foreign one is simply not remembered.
  if (known) known.push({ options: optionsText, key });
  else memory.bySource.set(source, [{ options: optionsText, key }]);
  return key;
}

function seal(body: string): string {
  return `${createHash('sha256').update(body).digest('hex')}\n${body}`;
}

/** The bytes after the checksum of a sealed entry; undefined unless the checksum matches. */
function unseal(bytes: Buffer): Buffer | undefined {
  if (bytes.length < 65 || bytes[64] !== NEWLINE) return undefined;
  const body = bytes.subarray(65);
  return createHash('sha256').update(body).digest('hex') === bytes.toString('latin1', 0, 64) ? body : undefined;
}

const NEWLINE = 0x0a;

/**
 * A parse result from an entry's bytes: head and body decoded as two strings, so the body (kept
 * for the whole run) does not hold on to the text of the entry it was sliced from.
 */
function parsedDocFromBytes(bytes: Buffer): ParsedDoc | undefined {
  const newline = bytes.indexOf(NEWLINE);
  return newline === -1 ? undefined : parsedDocFromParts(bytes.toString('utf8', 0, newline), bytes.toString('utf8', newline + 1));
}

export class ParseCache {
  /** Entries of this process, so `watch` never reads back what it just parsed. */
  private readonly memory = new Map<string, ParsedDoc>();

  /** The keys asked for through `key` (see CacheKeyMemory). */
  private readonly keys = createCacheKeyMemory();

  /** Every packed entry on disk, read on the first lookup that misses memory. */
  private packed?: Map<string, PackSlot>;
  /** The pack being written, between `batch` and `flush`. */
  private pack?: PackWriter;

  constructor(readonly dir?: string) {}

  /** The entry key of a source parsed with these options. */
  key(source: KeyedSource, options: ParseOptions): string {
    return cacheKey(source, options, this.keys);
  }

  private packDir(dir: string): string {
    return path.join(dir, 'packs');
  }

  /** Serialised search indexes by the hash of their records (see emit/search.ts). */
  readonly searchIndex = {
    get: (key: string): string | undefined => {
      if (!this.dir) return undefined;
      try {
        return unseal(readFileSync(path.join(this.dir, 'search-index', `${key}.json`)))?.toString('utf8');
      } catch {
        return undefined;
      }
    },
    set: (key: string, text: string): void => {
      if (!this.dir) return;
      writeFileAtomic(path.join(this.dir, 'search-index', `${key}.json`), seal(text));
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
    this.packed ??= readPacks(this.packDir(this.dir));
    const slot = this.packed.get(key);
    const packedBytes = slot && readSlot(slot);
    const packedBody = packedBytes && unseal(packedBytes);
    if (packedBody) return parsedDocFromBytes(packedBody);
    try {
      const body = unseal(await readFile(this.file(this.dir, key)));
      return body === undefined ? undefined : parsedDocFromBytes(body);
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

  /** `head`: the result's `parsedDocHead`, when the caller has it (a worker's answer). */
  set(key: string, value: ParsedDoc, head?: string): void {
    this.memory.set(key, value);
    if (!this.dir) return;
    const text = seal(parsedDocToText(value, head));
    if (this.pack) this.pack.add(key, text);
    else writeFileAtomic(this.file(this.dir, key), text);
  }

  /**
   * Entries set from now until `flush` go into one new pack when about `expected` of them will
   * come (at least PACK_MIN_ENTRIES; fewer are written as loose files, as always).
   */
  batch(expected: number): void {
    if (this.dir && !this.pack && expected >= PACK_MIN_ENTRIES) this.pack = new PackWriter(this.packDir(this.dir));
  }

  /** Makes the batch's pack visible to later lookups and runs. */
  flush(): void {
    const pack = this.pack;
    this.pack = undefined;
    if (!pack) return;
    const slots = pack.finish();
    // Known without reading the directory again (when it has been read). A slot of a pack the
    // writer evicted meanwhile reads as a miss, as it would after reading the directory again.
    if (this.packed) for (const [key, slot] of slots) this.packed.set(key, slot);
  }
}
