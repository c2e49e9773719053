/**
 * `docs-cli check [siteDir]`: every check, no artifacts written. With nothing changed since the last check, its findings are reported again.
 * A cache directory that cannot be written is not used: the check runs without one.
 */
import { defaultCacheDir } from '../io/cache-dir.ts';
import { matchingRecord, runRecordFile, writeRunRecord } from '../io/run-record.ts';
import { cannotWrite } from '../io/writable.ts';
import { recordedInputs, recordedRun } from '../pipeline/recorded-run.ts';
import { moduleLimitsFrom } from '../io/evaluate-in-worker.ts';
import { createSession } from '../pipeline/session.ts';
import { progress } from './progress.ts';
import { type ReportOptions, report } from './report-and-exit.ts';

export interface CheckOptions extends ReportOptions {
  cacheDir?: string;
  cache: boolean;
}

/** The cache directory to use: none when it cannot be written, which a check (writing nothing else) just says, once. */
function writableCacheDir(cacheDir: string | undefined): string | undefined {
  const reason = cacheDir === undefined ? undefined : cannotWrite(cacheDir);
  if (!reason) return cacheDir;
  process.stderr.write(`warning: checking without a cache: ${reason}\n`);
  return undefined;
}

export async function checkCommand(siteDir: string, options: CheckOptions): Promise<number> {
  const started = performance.now();
  const cacheDir = writableCacheDir(options.cache ? (options.cacheDir ?? defaultCacheDir('out')) : undefined);
  const recordFile = cacheDir ? runRecordFile(cacheDir, 'check', siteDir) : undefined;
  const session = createSession({ cacheDir, moduleLimits: moduleLimitsFrom(process.env) });
  const recorded = recordFile ? await recordedRun(session, siteDir, recordFile) : undefined;
  // The pipeline (schemas, parser, checks) loads only when the quick way did not answer.
  const result =
    recorded ??
    (await (await import('../pipeline/run.ts')).runPipeline(session, siteDir, {
      artifacts: false,
      onProgress: progress(options.format === 'pretty'),
      reuse: recordFile ? (fingerprint) => matchingRecord(recordFile, fingerprint) : undefined,
    }));
  if (recordFile && result.kind === 'built' && result.fingerprint) {
    await writeRunRecord(recordFile, { fingerprint: result.fingerprint, exitCode: result.exitCode, diagnostics: result.diagnostics, stats: result.stats, ...recordedInputs(result) });
  }
  return report(result, { ...options, siteDir }, performance.now() - started).exitCode;
}
