/**
 * A run of the pipeline in a session: read (disk) → load → parse (cached, on workers) → model →
 * links → check, and the artifacts when asked for. Given the files changed since the session's
 * last run, it reuses that run where the change allows (incremental.ts) and does the rest in full.
 * The stages past reading load on demand (stages.ts): a run whose inputs match a recorded run's
 * fingerprint (options.reuse) needs none of them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { GeneratedContent } from '../generate/api-reference.ts';
import { type ApiSources, apiSourceParts, readApiReference, readApiSources } from '../io/read-api-reference.ts';
import { readConfig, readContent, rereadChanged } from '../io/read-site.ts';
import type { RunRecord } from '../io/run-record.ts';
import type { LoadedModule, RawContent } from '../core/raw-site.ts';
import { loadConfig } from '../load/config.ts';
import { runFingerprint } from '../load/fingerprint.ts';
import { computedLinkCount, unknownLanguagesNote } from '../parse/site-notes.ts';
import { type ArtifactsOutput, artifactsStage, changeSinceLast, checkStage, followOf, type LastRun, linksStage, modelStage, runStage, type StageContext } from './incremental.ts';
import { parseAll } from './parse-all.ts';
import { readTexts, sidebarModules } from './recorded-run.ts';
import type { RunResult, RunStats } from './result.ts';
import type { BuildSession } from './session.ts';
import { contentStages, laterStages } from './stages.ts';

export interface RunOptions {
  artifacts: boolean;
  /**
   * Every site file that changed since the session's last run read the site (`watch`): only they
   * are read again, and the run reuses the last one where the change allows.
   */
  changed?: readonly string[];
  /** called as files finish parsing (not for cache hits) */
  onProgress?: (done: number, total: number) => void;
  /** the last run's record when its fingerprint equals this one's: its findings are this run's */
  reuse?: (fingerprint: string) => Promise<RunRecord | undefined>;
  /** filled with the milliseconds each stage took (benchmarks print them) */
  timings?: Record<string, number>;
  /**
   * A one-off build's search files, made on a parse worker while this thread does the rest, come
   * as `searchFiles` instead of in `artifacts`: the writer puts the other files on disk meanwhile.
   */
  searchLater?: boolean;
  /** asked with the valid config before the run writes anything (its cache): a reason stops the run (`refused`) */
  refuse?: (config: SiteConfig) => string | undefined;
}

/** Adds the time since the previous lap to `timings[stage]`. */
function stopwatch(timings: Record<string, number> | undefined): (stage: string) => void {
  if (!timings) return () => {};
  let last = performance.now();
  return (stage) => {
    const now = performance.now();
    timings[stage] = (timings[stage] ?? 0) + now - last;
    last = now;
  };
}

export async function runPipeline(session: BuildSession, siteDir: string, options: RunOptions): Promise<RunResult> {
  const lap = stopwatch(options.timings);
  const root = path.resolve(siteDir);
  const { cache } = session;
  const lastRead = session.last.read;
  const changed = options.changed && options.changed.length > 0 ? options.changed : undefined;
  const last: LastRun | undefined = changed && session.last.state && { state: session.last.state, changed };
  // Unset until this run ends: a run that throws leaves nothing the next one could patch.
  session.last.state = undefined;
  // What the quick way read serves this run only.
  const prefetched = session.prefetched;
  session.prefetched = undefined;
  // A run with no cache to read (cold) loads the stages that read the content meanwhile: their
  // compiling then overlaps the config's bundling in esbuild's process instead of following it.
  const cold = !session.keep && (!cache?.dir || !existsSync(cache.dir));
  const loadingContentStages = cold ? contentStages(session.stages) : undefined;
  loadingContentStages?.catch(() => undefined); // awaited below
  const rawConfig = await readConfig(root, session.modules);
  const loaded = loadConfig(root, rawConfig, session.load.configs);
  const texts = new Map<string, string>([[loaded.file, loaded.text]]);
  const stats: RunStats = { files: 0, parsed: 0, cached: 0, routes: 0 };
  const ended = <T extends RunResult>(result: T): T => {
    session.last = {};
    return result;
  };
  if (!rawConfig || !loaded.config) return ended({ kind: 'invalid-config', diagnostics: loaded.diagnostics, texts, exitCode: 2, stats });
  const config = loaded.config;
  const refused = options.refuse?.(config);
  if (refused) return ended({ kind: 'refused', config, reason: refused, diagnostics: [], texts, exitCode: 2, stats });

  lap('config');
  // Only the files that changed are read again, as long as the config is the one they were read with.
  const reread = changed && lastRead?.config === config ? rereadChanged(root, lastRead.raw, changed, config) : undefined;
  const raw = reread ?? prefetchedContent(prefetched, rawConfig, config) ?? (await readContent(root, config, session.modules));
  lap('read');
  let fingerprint: string | undefined;
  let apiSources: ApiSources | undefined;
  if (options.reuse) {
    if (config.apiReference) apiSources = await readApiSources(root, config.apiReference);
    const apiParts = config.apiReference ? apiSourceParts(config.apiReference, apiSources) : [];
    fingerprint = runFingerprint({ tool: process.env.DOCS_CLI_BUILD_ID ?? '', config: rawConfig, content: raw, apiSources: apiParts });
    const record = fingerprint ? await options.reuse(fingerprint) : undefined;
    lap('fingerprint');
    if (record && fingerprint) {
      return ended({ kind: 'reused', config, fingerprint, diagnostics: record.diagnostics, texts: readTexts(root, rawConfig, raw), exitCode: record.exitCode, stats: record.stats });
    }
  }

  // A run with no cache to read will parse every file: its workers start now, loading while this thread loads the content.
  if (cold) session.workers.startEarly(raw.files.length);
  const [{ loadContent }, { generateApiReference, pointAtDeclarations, withGenerated }] = await (loadingContentStages ?? contentStages(session.stages));
  lap('imports');
  let content = loadContent(config, raw, root, { file: loaded.file, text: loaded.text }, session.load.files);
  // Generated content: the API reference, as virtual docs that go through every stage below.
  let generated: GeneratedContent | undefined;
  // Generated docs go under the default docs instance: with docs off there is nowhere to put them.
  if (config.apiReference && config.docs !== false) {
    const source = await readApiReference(root, config.apiReference, { cacheDir: cache?.dir, sources: apiSources, memory: session.apiReference });
    generated = generateApiReference({ source, options: config.apiReference, docs: config.docs, configFile: loaded.file, configText: loaded.text });
    content = withGenerated(content, generated);
  }
  for (const [file, text] of content.texts) texts.set(file, text);
  lap('load');
  stats.files = content.sources.length;

  // A one-off build keeps a worker for the search files (see below).
  const keepWorker = options.artifacts && !session.keep;
  // The later stages load while the files parse (this thread mostly waits on the workers then),
  // rather than after, when the thread would wait for them.
  let loadingLaterStages: ReturnType<typeof laterStages> | undefined;
  const { parsed, counts } = await parseAll(session, config, content.sources, {
    artifacts: options.artifacts,
    onProgress: options.onProgress,
    keepWorker,
    beforeParsing: () => {
      loadingLaterStages = laterStages(session.stages);
      loadingLaterStages.catch(() => undefined); // awaited below; a failed parse must not leave it unhandled
    },
  });
  stats.parsed = counts.parsed;
  stats.cached = counts.cached;
  lap('parse');

  const stages = await (loadingLaterStages ?? laterStages(session.stages));
  const [, , , , , , { report }, { searchablePages, searchArtifacts }] = stages;
  const context: StageContext = { stages, session };
  // A loop, not flatMap: its arrays were a cost every watch cycle pays.
  const parseDiagnostics: Diagnostic[] = [];
  for (const source of content.sources) {
    const found = parsed.get(source.path)?.diagnostics;
    if (found?.length) for (const d of found) parseDiagnostics.push(d);
  }
  // Said once for the site: unknown code languages, and the links code computes.
  const languages = unknownLanguagesNote(content.sources.map((source) => parsed.get(source.path)));
  if (languages) parseDiagnostics.push(languages);
  const computedLinks = computedLinkCount(content.sources.map((source) => parsed.get(source.path)));
  if (computedLinks > 0) stats.computedLinks = computedLinks;

  // Each stage from the last run where the change allows, else in full (incremental.ts).
  const made = runStage(modelStage, context, { config, configFile: loaded.file, configText: loaded.text, configOrigins: loaded.origins, content, parsed }, last);
  const { model, modelDiagnostics } = made.output;
  const change = changeSinceLast(context, made.output, last);
  // The search files depend on the model alone: the worker the parse kept makes them while this thread goes on.
  const searchOnWorker = keepWorker ? session.workers.searchOnSpare(searchablePages(model, session.emit.search), cache?.dir) : undefined;
  lap('model');

  const links = runStage(linksStage, context, { model, change }, last);
  const follow = followOf(change, links);
  lap('links');
  const checks = runStage(checkStage, context, { model, links: links.output, follow }, last);
  const found = checks.output;
  stats.routes = model.routes.length;
  // The config's notes (a Docusaurus config's info lines, its deprecation warning) come with the findings.
  const checked = report(found, [...loaded.diagnostics, ...content.diagnostics, ...parseDiagnostics, ...modelDiagnostics], model);
  const diagnostics = generated ? pointAtDeclarations(checked, generated.origins) : checked;
  const exitCode = diagnostics.some((d) => d.level === 'error') ? 1 : 0;
  lap('check');

  const { rewrites } = links.output;
  let artifacts: Map<string, string> | undefined;
  let searchFiles: AsyncIterable<ReadonlyMap<string, string>> | undefined;
  let emitted: { output: ArtifactsOutput; patched: boolean } | undefined;
  if (options.artifacts) {
    const searchIndex = cache?.searchIndex;
    emitted = runStage(artifactsStage, context, { model, rewrites, follow, searchIndex, withSearch: !searchOnWorker }, last);
    const files = emitted.output.files;
    if (searchOnWorker) {
      const made = orMadeHere(searchOnWorker, () => searchArtifacts(model, searchIndex, session.emit.search));
      if (options.searchLater) searchFiles = made;
      else for await (const batch of made) for (const [file, text] of batch) files.set(file, text);
    }
    artifacts = files;
  }
  lap('artifacts');
  const artifactChanges = emitted?.output.changes;
  session.last = { read: { raw, config }, state: session.keep ? { model, modelDiagnostics, found, rewrites, artifacts } : undefined };
  return {
    kind: 'built',
    config,
    model,
    diagnostics,
    texts,
    stats,
    exitCode,
    fingerprint,
    modules: { config: rawConfig, sidebars: sidebarModules(raw) },
    artifacts,
    searchFiles,
    artifactChanges,
    modelFrom: made.output.change ? (made.output.change.kind === 'bodies' ? 'body-patch' : 'doc-set') : 'full',
    patched: follow?.kind === 'pages',
    patchedStructure: artifactChanges !== undefined && follow?.kind === 'diff' && follow.relinked,
    patchedStages: [made, links, checks, ...(emitted ? [emitted] : [])].flatMap((stage, i) => (stage.patched ? [STAGE_NAMES[i]] : [])),
  };
}

/** The stages after parsing, in their order. */
const STAGE_NAMES = [modelStage.name, linksStage.name, checkStage.name, artifactsStage.name];

/**
 * The content the quick way read just before, when it was read with this very config module and
 * an equal config (a record written by another build of the tool may hold a config validated otherwise).
 */
function prefetchedContent(prefetched: BuildSession['prefetched'], module: LoadedModule, config: SiteConfig): RawContent | undefined {
  if (!prefetched || prefetched.module !== module || JSON.stringify(prefetched.config) !== JSON.stringify(config)) return undefined;
  return prefetched.raw;
}

/** The worker's files; if it fails, every file made here instead (the ones it sent are made again, to the same text): a failed worker costs time, not files. */
async function* orMadeHere(fromWorker: AsyncIterable<Map<string, string>>, makeHere: () => Map<string, string>): AsyncGenerator<ReadonlyMap<string, string>> {
  try {
    yield* fromWorker;
  } catch {
    yield makeHere();
  }
}
