/** `docs-cli build [siteDir]`: check, then write every artifact to out/ atomically; nothing is written when there are errors. */
import path from 'node:path';
import { writeArtifacts } from '../emit/write.ts';
import { GENERATOR_VERSION } from '../version.ts';
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
  const written = await writeArtifacts(options.outDir, result.artifacts, {
    generator: { name: 'docs-cli', version: GENERATOR_VERSION },
    builtAt: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    versions: ['current'],
    locales: model.config.i18n.locales,
    counts: {
      docs: model.docs.length,
      drafts: model.drafts.length,
      blogPosts: model.blogPosts.length,
      pages: model.pages.length,
      routes: result.stats.routes,
      sidebars: Object.keys(model.sidebars).length,
      staticFiles: model.staticFiles.size,
    },
  });
  if (options.format === 'pretty') {
    process.stderr.write(
      `wrote ${written.written} artifacts (${written.reused} unchanged) to ${options.outDir} · ${result.stats.parsed} parsed, ${result.stats.cached} from cache · ${Math.round(performance.now() - started)} ms\n`,
    );
  }
  return 0;
}
