/**
 * `docs-cli build [siteDir]`: check, then write every artifact to out/ atomically; nothing is
 * written when there are errors. When nothing changed since the last build and out/ is still
 * that build's output, the build is up to date: its findings are reported again and nothing is
 * parsed or written.
 */
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { sortDiagnostics } from '../diagnostics/create.ts';
import { OutDirRefused } from '../emit/out-dir.ts';
import type { StagedBuild } from '../emit/write.ts';
import { defaultCacheDir } from '../io/cache-dir.ts';
import { matchingRecord, readRunRecord, type RunRecord, runRecordFile, writeRunRecord } from '../io/run-record.ts';
import { fileSystemError } from '../io/writable.ts';
import { recordedInputs, recordedRun } from '../pipeline/recorded-run.ts';
import type { RunResult } from '../pipeline/result.ts';
import { moduleLimitsFrom } from '../io/evaluate-in-worker.ts';
import { createSession } from '../pipeline/session.ts';
import { errorsAsWarnings } from './errors-as-warnings.ts';
import { refusalBeforeReading, refusalBeforeWriting } from './out-dir-refusal.ts';
import { progress } from './progress.ts';
import { exceedsMaxWarnings, type ReportOptions, report } from './report-and-exit.ts';

export interface BuildOptions extends ReportOptions {
  outDir: string;
  cacheDir?: string;
  cache: boolean;
}

async function outTarget(outDir: string): Promise<string | undefined> {
  try {
    return await realpath(outDir);
  } catch {
    return undefined;
  }
}

/**
 * A failed build wrote nothing, so its record stands whatever out/ holds; one that wrote (a good
 * one, or one whose errors a site's own Docusaurus judged) only while out/ is its output.
 */
async function stillCurrent(record: RunRecord, outDir: string): Promise<boolean> {
  if (record.outTarget === undefined) return record.exitCode !== 0;
  return record.outTarget === (await outTarget(outDir));
}

/** Says why nothing was built; usage errors go to stderr, whatever the format. */
function refuse(reason: string): number {
  process.stderr.write(`${reason}\n`);
  return 2;
}

export async function buildCommand(siteDir: string, options: BuildOptions): Promise<number> {
  return (await buildArtifacts(siteDir, options)).code;
}

export interface ArtifactsOutcome {
  code: number;
  staged?: StagedBuild;
  /**
   * With `deferReport` in the json format: the report is not printed yet; this prints it, with
   * what the site build found after it, as the one JSON object of the run, and gives the exit code.
   */
  finish?: (more: Diagnostic[]) => number;
}

/**
 * `build`; with `stage` (for `build --site`), the artifacts are written to a new build directory
 * that `out` does not point at yet (also when they are up to date: then the current build's are
 * linked into it), returned as `staged` for the site build to complete and publish.
 */
export async function buildArtifacts(
  siteDir: string,
  options: BuildOptions & {
    stage?: boolean;
    deferReport?: boolean;
    /** the site is built by its own Docusaurus, whose build decides: docs-cli's errors are said as warnings (./errors-as-warnings.ts); awaited once the run is checked */
    judgedElsewhere?: Promise<boolean>;
  },
): Promise<ArtifactsOutcome> {
  const code = (value: number) => ({ code: value });
  const started = performance.now();
  const beforeReading = await refusalBeforeReading(siteDir, options.outDir);
  if (beforeReading) return code(refuse(beforeReading));
  const cacheDir = options.cache ? (options.cacheDir ?? defaultCacheDir(options.outDir)) : undefined;
  const beforeWriting = (config: SiteConfig) => refusalBeforeWriting(siteDir, options.outDir, config, cacheDir);
  const recordFile = cacheDir ? runRecordFile(cacheDir, 'build', siteDir, options.outDir) : undefined;
  const current = (record: RunRecord) => stillCurrent(record, options.outDir);
  const session = createSession({ cacheDir, moduleLimits: moduleLimitsFrom(process.env) });
  const recorded = recordFile ? await recordedRun(session, siteDir, recordFile, current) : undefined;
  const refusedRecorded = recorded && beforeWriting(recorded.config);
  if (refusedRecorded) return code(refuse(refusedRecorded));
  // The pipeline (schemas, parser, checks, emit) loads only when the quick way did not answer.
  const raw =
    recorded ??
    (await (await import('../pipeline/run.ts')).runPipeline(session, siteDir, {
      artifacts: true,
      searchLater: true,
      onProgress: progress(options.format === 'pretty'),
      reuse: recordFile ? (fingerprint) => matchingRecord(recordFile, fingerprint, current) : undefined,
      refuse: beforeWriting,
    }));
  if (raw.kind === 'refused') return code(refuse(raw.reason));
  const result = (await options.judgedElsewhere) ? errorsAsWarnings(raw) : raw;
  // `build --site --format json`: one object for the whole run, printed once the site build is done too.
  const deferred = options.deferReport === true && options.format === 'json' && result.exitCode === 0 && !exceedsMaxWarnings(result.diagnostics, options.maxWarnings);
  const finish = (more: Diagnostic[]) => {
    const { exitCode: reported } = report(more.length > 0 ? ({ ...result, diagnostics: sortDiagnostics([...result.diagnostics, ...more]) } as RunResult) : result, { ...options, siteDir }, performance.now() - started);
    return more.some((d) => d.level === 'error') ? Math.max(reported, 1) : reported;
  };
  const exitCode = deferred ? result.exitCode : report(result, { ...options, siteDir }, performance.now() - started).exitCode;
  const later = deferred ? { finish } : {};
  const failed = () => {
    if (options.format === 'pretty' && exitCode !== 2) process.stderr.write(`build failed: ${path.relative(process.cwd(), path.resolve(options.outDir)) || '.'} was left as it was\n`);
    return code(exitCode);
  };
  if (result.kind === 'reused') {
    if (exitCode !== 0) return failed();
    const { removeAbandonedBuilds, stageCurrentBuild } = await import('../emit/write.ts');
    await removeAbandonedBuilds(options.outDir);
    if (options.format === 'pretty') process.stderr.write(`${options.outDir} is up to date: nothing changed since the last build · ${Math.round(performance.now() - started)} ms\n`);
    if (!options.stage) return code(exitCode);
    const staged = await stageCurrentBuild(options.outDir).catch((error: unknown) => {
      const reason = fileSystemError(error);
      if (!reason) throw error;
      refuse(`cannot write ${options.outDir}: ${reason}`);
      return null;
    });
    if (staged === null) return code(2);
    // The staged copy is what out will point at: the record follows it, so the next build is up to date again.
    const last = recordFile ? await readRunRecord(recordFile) : undefined;
    if (recordFile && last && staged) await writeRunRecord(recordFile, { ...last, outTarget: staged.dir });
    return { code: exitCode, ...(staged ? { staged } : {}), ...later };
  }
  if (result.kind !== 'built') return failed();
  // The run as it was checked (a later `build` or `check` reuses it: its errors stay errors there).
  const record = (outTarget?: string) =>
    recordFile && raw.kind === 'built' && raw.fingerprint
      ? writeRunRecord(recordFile, { fingerprint: raw.fingerprint, exitCode: raw.exitCode, diagnostics: raw.diagnostics, stats: raw.stats, outTarget, ...recordedInputs(raw) })
      : undefined;
  if (exitCode !== 0 || !result.artifacts) {
    if (exitCode === 1) await record();
    return failed();
  }
  const [{ manifestFields }, { writeArtifacts }] = await Promise.all([import('../emit/manifest.ts'), import('../emit/write.ts')]);
  let written: Awaited<ReturnType<typeof writeArtifacts>>;
  try {
    const manifest = manifestFields(result.model, result.stats.routes, new Date(), performance.now() - started);
    written = await writeArtifacts(options.outDir, result.artifacts, manifest, { later: result.searchFiles, memory: session.emit, stage: options.stage });
  } catch (error) {
    const reason = error instanceof OutDirRefused ? error.message : fileSystemError(error) && `cannot write ${options.outDir}: ${fileSystemError(error)}`;
    if (!reason) throw error;
    return code(refuse(reason));
  }
  // A staged build is what out will point at once the site build publishes it.
  await record(written.staged ? written.staged.dir : await outTarget(options.outDir));
  if (options.format === 'pretty') {
    process.stderr.write(
      `wrote ${written.written} artifacts (${written.reused} unchanged) to ${options.outDir} · ${result.stats.parsed} parsed, ${result.stats.cached} from cache · ${Math.round(performance.now() - started)} ms\n`,
    );
  }
  return { code: 0, ...(written.staged ? { staged: written.staged } : {}), ...later };
}
