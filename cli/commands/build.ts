/** `docs-cli build [siteDir]`: check, then write every artifact to out/ atomically; nothing is written when there are errors. */
import path from 'node:path';
import { writeArtifacts } from '../emit/write.ts';
import { manifestFields } from '../emit/manifest.ts';
import { defaultCacheDir, runPipeline } from './pipeline.ts';
import { progress } from './progress.ts';
import { type ReportOptions, report } from './report-and-exit.ts';

export interface BuildOptions extends ReportOptions {
  outDir: string;
  cacheDir?: string;
  cache: boolean;
}

export async function buildCommand(siteDir: string, options: BuildOptions): Promise<number> {
  const started = performance.now();
  const result = await runPipeline(siteDir, { artifacts: true, cacheDir: options.cache ? (options.cacheDir ?? defaultCacheDir(options.outDir)) : undefined, onProgress: progress(options.format === 'pretty') });
  const { exitCode } = report(result, options, performance.now() - started);
  if (exitCode !== 0 || !result.artifacts || !result.model) {
    if (options.format === 'pretty' && exitCode !== 2) process.stderr.write(`build failed: ${path.relative(process.cwd(), path.resolve(options.outDir)) || '.'} was left as it was\n`);
    return exitCode;
  }
  const { model } = result;
  const written = await writeArtifacts(options.outDir, result.artifacts, manifestFields(model, result.stats.routes, new Date(), performance.now() - started));
  if (options.format === 'pretty') {
    process.stderr.write(
      `wrote ${written.written} artifacts (${written.reused} unchanged) to ${options.outDir} · ${result.stats.parsed} parsed, ${result.stats.cached} from cache · ${Math.round(performance.now() - started)} ms\n`,
    );
  }
  return 0;
}
