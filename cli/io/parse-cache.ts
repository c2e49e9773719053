/**
 * The parse cache: one JSON file per (pipeline version, parse options, file kind, format,
 * content hash). Entries are written to a temporary name and renamed, so an interrupted build
 * leaves either a whole entry or none; an unreadable entry is a miss.
 */
import { createHash, randomBytes } from 'node:crypto';
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
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  async get(key: string): Promise<ParsedDoc | undefined> {
    try {
      return JSON.parse(await readFile(this.file(key), 'utf8')) as ParsedDoc;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: ParsedDoc): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(tmp, JSON.stringify(value));
    await rename(tmp, file);
  }
}
