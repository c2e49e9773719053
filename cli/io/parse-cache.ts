/**
 * The parse cache: one JSON file per (pipeline version, parse options, file kind, format,
 * content hash). Entries are written to a temporary name and renamed, so an interrupted build
 * leaves either a whole entry or none; an unreadable entry is a miss.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile } from '../load/content.ts';
import type { ParseOptions } from '../parse/index.ts';
import { PARSE_VERSION } from '../parse/version.ts';
import type { ParsedDoc } from '../parse/types.ts';
import { PIPELINE_VERSION } from '../version.ts';

export function cacheKey(source: Pick<SourceFile, 'path' | 'kind' | 'format' | 'hash'>, options: ParseOptions): string {
  return createHash('sha256')
    .update(`${PIPELINE_VERSION}\0${PARSE_VERSION}\0${JSON.stringify(options)}\0${source.kind}\0${source.format}\0${source.path}\0${source.hash}`)
    .digest('hex');
}

export class ParseCache {
  /** Entries of this process, so `watch` never reads back what it just parsed. */
  private readonly memory = new Map<string, ParsedDoc>();

  constructor(readonly dir?: string) {}

  /** Serialised search indexes by the hash of their records (see emit/search.ts). */
  readonly searchIndex = {
    get: (key: string): string | undefined => {
      if (!this.dir) return undefined;
      try {
        return readFileSync(path.join(this.dir, 'search-index', `${key}.json`), 'utf8');
      } catch {
        return undefined;
      }
    },
    set: (key: string, text: string): void => {
      if (!this.dir) return;
      const file = path.join(this.dir, 'search-index', `${key}.json`);
      mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      writeFileSync(tmp, text);
      renameSync(tmp, file);
    },
  };

  private file(dir: string, key: string): string {
    return path.join(dir, key.slice(0, 2), `${key}.json`);
  }

  async get(key: string): Promise<ParsedDoc | undefined> {
    const hit = this.memory.get(key);
    if (hit || !this.dir) return hit;
    try {
      const value = JSON.parse(await readFile(this.file(this.dir, key), 'utf8')) as ParsedDoc;
      return value;
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

  async set(key: string, value: ParsedDoc): Promise<void> {
    this.memory.set(key, value);
    if (!this.dir) return;
    const file = this.file(this.dir, key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, JSON.stringify(value));
    await rename(tmp, file);
  }
}
