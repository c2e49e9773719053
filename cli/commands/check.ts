/** `docs-cli check [siteDir]`: every check, no artifacts written. With nothing changed since the last check, its findings are reported again. */
import { matchingRecord, runRecordFile, writeRunRecord } from '../io/run-record.ts';
import { defaultCacheDir, runPipeline } from './pipeline.ts';
import { progress } from './progress.ts';
import { type ReportOptions, report } from './report-and-exit.ts';

export interface CheckOptions extends ReportOptions {
  cacheDir?: string;
  cache: boolean;
}

export async function checkCommand(siteDir: string, options: CheckOptions): Promise<number> {
  const started = performance.now();
  const cacheDir = options.cache ? (options.cacheDir ?? defaultCacheDir('out')) : undefined;
  const recordFile = cacheDir ? runRecordFile(cacheDir, 'check', siteDir) : undefined;
  const result = await runPipeline(siteDir, {
    artifacts: false,
    cacheDir,
    onProgress: progress(options.format === 'pretty'),
    reuse: recordFile ? (fingerprint) => matchingRecord(recordFile, fingerprint) : undefined,
  });
  if (recordFile && result.fingerprint && !result.reused) {
    await writeRunRecord(recordFile, { fingerprint: result.fingerprint, exitCode: result.exitCode, diagnostics: result.diagnostics, stats: result.stats });
  }
  return report(result, options, performance.now() - started).exitCode;
}
