/** `docs-cli check [siteDir]`: every check, no artifacts written. */
import { defaultCacheDir, runPipeline } from './pipeline.ts';
import { progress } from './progress.ts';
import { type ReportOptions, report } from './report-and-exit.ts';

export interface CheckOptions extends ReportOptions {
  cacheDir?: string;
  cache: boolean;
}

export async function checkCommand(siteDir: string, options: CheckOptions): Promise<number> {
  const started = performance.now();
  const result = await runPipeline(siteDir, { artifacts: false, cacheDir: options.cache ? (options.cacheDir ?? defaultCacheDir('out')) : undefined, onProgress: progress(options.format === 'pretty') });
  return report(result, options, performance.now() - started).exitCode;
}
