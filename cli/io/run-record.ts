/**
 * What the last `check` or `build` of a site found, kept in the cache directory with the
 * fingerprint of its inputs (cli/load/fingerprint.ts). When nothing changed, the next run
 * reports the same diagnostics without loading, parsing or checking anything. Written to a
 * temporary name and renamed, so an interrupted run leaves the old record or the new one;
 * an unreadable or foreign record is no record.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { LoadedModule } from '../core/raw-site.ts';
import { writeFileAtomic } from './write-atomic.ts';

export interface RunRecord {
  fingerprint: string;
  exitCode: 0 | 1 | 2;
  diagnostics: Diagnostic[];
  stats: { files: number; parsed: number; cached: number; routes: number };
  /** build: the build directory `out` pointed to when the run ended */
  outTarget?: string;
  /** the config and sidebars modules whose values depend only on their inputs (see import-module.ts) */
  modules?: LoadedModule[];
  /** the validated config the run read the content with */
  config?: SiteConfig;
}

/** One record per command and site (and out directory, for build). */
export function runRecordFile(cacheDir: string, command: 'check' | 'build', siteDir: string, outDir = ''): string {
  const key = createHash('sha256').update(`${path.resolve(siteDir)}\0${outDir && path.resolve(outDir)}`).digest('hex').slice(0, 16);
  return path.join(cacheDir, 'runs', `${command}-${key}.json`);
}

export async function readRunRecord(file: string): Promise<RunRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as RunRecord;
    return typeof record?.fingerprint === 'string' && Array.isArray(record.diagnostics) ? record : undefined;
  } catch {
    return undefined;
  }
}

export async function writeRunRecord(file: string, record: RunRecord): Promise<void> {
  writeFileAtomic(file, JSON.stringify(record));
}

/** The record when it was made from inputs with this fingerprint (and passes `accept`). */
export async function matchingRecord(file: string, fingerprint: string, accept: (record: RunRecord) => Promise<boolean> | boolean = () => true): Promise<RunRecord | undefined> {
  const record = await readRunRecord(file);
  return record?.fingerprint === fingerprint && (await accept(record)) ? record : undefined;
}
