/**
 * The pipeline as the commands run it: read (disk) → load → parse (cached, on workers) →
 * model → check, and the artifacts when asked for. This is the edge where I/O happens; the
 * stages it calls are pure. The stages past reading load on demand: a run whose inputs match
 * the last run's fingerprint (options.reuse) needs none of them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import type { ParseOptions } from '../core/parse-options.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { LoadedModule, RawContent } from '../core/raw-site.ts';
import type { ArtifactChanges } from '../emit/patched-files.ts';
import type { GeneratedContent } from '../generate/api-reference.ts';
import { type ApiSources, apiSourceParts, readApiReference, readApiSources } from '../io/read-api-reference.ts';
import { readConfig, readContent, rereadChanged } from '../io/read-site.ts';
import type { RunRecord } from '../io/run-record.ts';
import { loadConfig } from '../load/config.ts';
import { runFingerprint } from '../load/fingerprint.ts';
import type { SiteModel } from '../model/types.ts';
import type { BuildSession } from '../pipeline/session.ts';

export interface PipelineOptions {
  artifacts: boolean;
  /**
   * Every site file that changed since the session's last run read the site (`watch`): only they
   * are read again, and a run whose changes stay inside doc bodies patches the last run's state.
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
  /** asked with the valid config before the run writes anything (its cache): a reason stops the run with exit 2 (`refused`) */
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

export interface PipelineResult {
  config?: SiteConfig;
  model?: SiteModel;
  diagnostics: Diagnostic[];
  /** file texts for code frames */
  texts: Map<string, string>;
  artifacts?: Map<string, string>;
  /** with searchLater: the search files, not in `artifacts`, a few at a time as the worker makes them (read once) */
  searchFiles?: AsyncIterable<ReadonlyMap<string, string>>;
  /** 2: the config is unusable; 1: content errors; 0: fine */
  exitCode: 0 | 1 | 2;
  stats: { files: number; parsed: number; cached: number; routes: number };
  /** of everything this run read (cli/load/fingerprint.ts); undefined when not computed */
  fingerprint?: string;
  /** true when the findings came from the last run's record: there is no model and no artifacts */
  reused?: boolean;
  /** what was read, for the next `reread` */
  raw?: RawContent;
  /** the config module as loaded */
  rawConfig?: LoadedModule | null;
  /** true when the model, findings and artifacts were patched from the last run's state */
  patched?: boolean;
  /** true when docs were added or deleted and the links, findings and artifacts followed the model's diff from the last run's (see model/diff.ts) */
  patchedStructure?: boolean;
  /** how the model was made: in full, from the last one with changed doc bodies, or from the last one with a doc added or deleted */
  modelFrom?: 'full' | 'body-patch' | 'doc-set';
  /** with patched artifacts: the last run's files they were patched from, and which changed since */
  artifactChanges?: ArtifactChanges;
  /** why options.refuse stopped the run before it wrote anything */
  refused?: string;
}

export function parseOptionsFor(config: SiteConfig): ParseOptions {
  return { themes: { light: config.themeConfig.codeHighlight.lightTheme, dark: config.themeConfig.codeHighlight.darkTheme }, limits: config.limits };
}

/**
 * A module loader that loads once per process; a failed load is tried again next time. A `watch`
 * cycle asked the module loader for the stages again every time: 2–7 ms a cycle through tsx's hooks.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (!loaded) {
      loaded = load();
      loaded.catch(() => {
        loaded = undefined;
      });
    }
    return loaded;
  };
}

const importContentStages = once(() => Promise.all([import('../load/content.ts'), import('../generate/api-reference.ts')]));
const importLaterStages = once(() =>
  Promise.all([
    import('../model/index.ts'),
    import('../model/links.ts'),
    import('../check/index.ts'),
    import('../emit/artifacts.ts'),
    import('../model/patch.ts'),
    import('../model/diff.ts'),
    import('../emit/structure.ts'),
    import('../model/doc-set.ts'),
    import('../model/relink.ts'),
  ]),
);

export async function runPipeline(session: BuildSession, siteDir: string, options: PipelineOptions): Promise<PipelineResult> {
  const lap = stopwatch(options.timings);
  const root = path.resolve(siteDir);
  const { cache } = session;
  const { read: lastRead, state: lastState } = session.last;
  // Unset until this run ends: a run that throws leaves nothing the next one could patch.
  session.last.state = undefined;
  const changed = options.changed && options.changed.length > 0 ? options.changed : undefined;
  // A run with no cache to read (cold) loads the stages that read the content meanwhile: their
  // compiling then overlaps the config's bundling in esbuild's process instead of following it
  // (the first file went to a worker at 323–403 ms instead of 370–418 ms after start; a cold
  // 1,000-page check, median of seven alternated runs, 3.54 → 3.47 s).
  const cold = !session.keep && (!cache?.dir || !existsSync(cache.dir));
  const contentStages = cold ? importContentStages() : undefined;
  contentStages?.catch(() => undefined); // awaited below
  const rawConfig = await readConfig(root, session.modules);
  const loaded = loadConfig(root, rawConfig, session.load.configs);
  const texts = new Map<string, string>([[loaded.file, loaded.text]]);
  const stats = { files: 0, parsed: 0, cached: 0, routes: 0 };
  const stop = <T>(result: T): T => {
    session.last = {};
    return result;
  };
  if (!loaded.config) return stop({ diagnostics: loaded.diagnostics, texts, exitCode: 2, stats });
  const config = loaded.config;
  const refused = options.refuse?.(config);
  if (refused) return stop({ config, diagnostics: [], texts, exitCode: 2, stats, refused });

  lap('config');
  // Only the files that changed are read again, as long as the config is the one they were read with.
  const reread = changed && lastRead?.config === config ? rereadChanged(root, lastRead.raw, changed, config) : undefined;
  const raw = reread ?? (await readContent(root, config, session.modules));
  lap('read');
  let fingerprint: string | undefined;
  let apiSources: ApiSources | undefined;
  if (options.reuse && rawConfig) {
    if (config.apiReference) apiSources = await readApiSources(root, config.apiReference);
    const apiParts = config.apiReference ? apiSourceParts(config.apiReference, apiSources) : [];
    fingerprint = runFingerprint({ tool: process.env.DOCS_CLI_BUILD_ID ?? '', config: rawConfig, content: raw, apiSources: apiParts });
    const record = fingerprint ? await options.reuse(fingerprint) : undefined;
    lap('fingerprint');
    if (record) {
      for (const file of raw.files) texts.set(file.path, file.bytes.toString('utf8'));
      if (raw.sidebars) texts.set(path.relative(root, raw.sidebars.file).split(path.sep).join('/'), raw.sidebars.text);
      return stop({ config, diagnostics: record.diagnostics, texts, exitCode: record.exitCode, stats: record.stats, fingerprint, reused: true });
    }
  }

  // A run with no cache to read will parse every file: its workers start now, loading while this thread loads the content.
  if (cold) session.workers.startEarly(raw.files.length);
  const [{ loadContent }, { generateApiReference, pointAtDeclarations, withGenerated }] = await (contentStages ?? importContentStages());
  lap('imports');
  let content = loadContent(config, raw, root, { file: loaded.file, text: loaded.text }, session.load.files);
  // Generated content: the API reference, as virtual docs that go through every stage below.
  let generated: GeneratedContent | undefined;
  if (config.apiReference) {
    const source = await readApiReference(root, config.apiReference, { cacheDir: cache?.dir, sources: apiSources, memory: session.apiReference });
    generated = generateApiReference({ source, options: config.apiReference, docs: config.docs, configFile: loaded.file, configText: loaded.text });
    content = withGenerated(content, generated);
  }
  for (const [file, text] of content.texts) texts.set(file, text);
  lap('load');
  stats.files = content.sources.length;

  // Without artifacts only the findings are needed: files are parsed without highlighting and
  // page bodies, but a full entry a build left in the cache serves as well.
  const fullOptions = parseOptionsFor(config);
  const parseOptions = options.artifacts ? fullOptions : { ...fullOptions, findingsOnly: true };
  const parsed = new Map<string, ParsedDoc>();
  const misses = [];
  const keys = new Map<string, string>();
  // Entries in memory (watch: every unchanged file) are taken at once; only the rest wait for the disk.
  const lookups: Promise<readonly [(typeof content.sources)[number], ParsedDoc | undefined]>[] = [];
  for (const source of content.sources) {
    if (!cache) {
      misses.push(source);
      continue;
    }
    const key = cache.key(source, parseOptions);
    keys.set(source.path, key);
    const fullKey = parseOptions === fullOptions ? undefined : cache.key(source, fullOptions);
    const inMemory = (fullKey && cache.peek(fullKey)) || cache.peek(key);
    if (inMemory) parsed.set(source.path, inMemory);
    else lookups.push((async () => [source, (fullKey && (await cache.get(fullKey))) || (await cache.get(key))] as const)());
  }
  for (const [source, hit] of await Promise.all(lookups)) {
    if (hit) {
      parsed.set(source.path, hit);
      if (session.keep) cache!.remember(keys.get(source.path)!, hit);
    } else misses.push(source);
  }
  stats.cached = parsed.size;
  stats.parsed = misses.length;
  // The later stages load while the files parse (this thread mostly waits on the workers then),
  // rather than after: reading and compiling their modules left it idle for ≈ 0.2 s.
  const stages = importLaterStages();
  stages.catch(() => undefined); // awaited below; a failed parse must not leave it unhandled
  // A one-off build keeps a worker for the search files (see the model stage below).
  const madeElsewhere = options.artifacts && !session.keep;
  // Many new entries go into one pack file; whatever was parsed is kept even when a later file fails.
  cache?.batch(misses.length);
  try {
    await session.workers.parseMany(
      misses,
      parseOptions,
      (doc, head) => {
        parsed.set(doc.path, doc);
        options.onProgress?.(parsed.size - stats.cached, misses.length);
        cache?.set(keys.get(doc.path)!, doc, head);
      },
      madeElsewhere,
    );
  } finally {
    cache?.flush();
  }
  if (session.keep) cache?.retain(keys.values());
  lap('parse');

  const [
    { buildModel },
    { resolveLinks },
    { findAgain, findAll, report },
    { buildArtifacts, patchArtifacts, searchablePages, searchArtifacts },
    { patchModel },
    { diffModels },
    { patchStructure },
    { patchDocSet },
    { relinkPages, relinkStructure },
  ] = await stages;
  // A loop, not flatMap: at 10,000 files flatMap's arrays were ≈ 5 ms of every watch cycle.
  const parseDiagnostics: Diagnostic[] = [];
  for (const source of content.sources) {
    const found = parsed.get(source.path)?.diagnostics;
    if (found?.length) for (const d of found) parseDiagnostics.push(d);
  }
  const searchIndex = cache?.searchIndex;
  // Edits inside doc bodies (most of a `watch` session) patch the last run's results.
  const previous = changed && lastState;
  const patch = previous && patchModel(session.model, previous.model, config, content.sources, parsed, changed);
  lap('model');
  const relinked = patch && relinkPages(session.model, previous.rewrites, patch.model, patch.docs, patch.routes);
  lap('links');
  let model: SiteModel;
  let modelDiagnostics: Diagnostic[];
  let found: Diagnostic[];
  let rewrites: Map<string, Map<string, string>>;
  let artifacts: Map<string, string> | undefined;
  let searchOnWorker: AsyncIterable<Map<string, string>> | undefined;
  let searchFiles: AsyncIterable<ReadonlyMap<string, string>> | undefined;
  // Docs added or deleted: what differs from the last model is followed (see model/doc-set.ts and model/diff.ts).
  let structure: { diff: NonNullable<ReturnType<typeof diffModels>>; resolved: ReadonlySet<string>; relinked: boolean } | undefined;
  let patchedStructure = false;
  let modelFrom: PipelineResult['modelFrom'] = patch ? 'body-patch' : 'full';
  let artifactChanges: ArtifactChanges | undefined;
  if (previous && patch && relinked) {
    ({ model } = patch);
    modelDiagnostics = previous.modelDiagnostics;
    rewrites = relinked.rewrites;
    found = findAgain(previous.found, model, relinked.links, relinked.pages, relinked.table, session.checks);
  } else {
    // One doc added or deleted: the model is made from the last one, with what differs (else built in full and diffed below).
    const docSet = previous && !patch ? patchDocSet(session.model, previous.model, previous.modelDiagnostics, config, content, parsed, changed) : undefined;
    // A patched model whose links cannot be patched (no last resolution here) is still this site's model.
    const fromLast = patch ?? docSet;
    ({ model, diagnostics: modelDiagnostics } = fromLast ? { model: fromLast.model, diagnostics: previous!.modelDiagnostics } : buildModel({ config, configFile: loaded.file, configText: loaded.text, content, parsed, memory: session.model }));
    // The search files depend on the model alone: the worker the parse kept makes them while this thread goes on.
    searchOnWorker = madeElsewhere ? session.workers.searchOnSpare(searchablePages(model, session.emit.search), cache?.dir) : undefined;
    const diff = docSet?.diff ?? (previous && !patch ? diffModels(session.model, previous.model, model) : undefined);
    if (docSet) modelFrom = 'doc-set';
    lap('model');
    const relinkedStructure = diff && relinkStructure(session.model, previous!.rewrites, previous!.model, model, diff);
    const resolution = relinkedStructure ?? resolveLinks(model, session.model.links);
    rewrites = resolution.rewrites;
    if (diff) structure = { diff, resolved: resolution.resolved, relinked: relinkedStructure !== undefined };
    lap('links');
    // Every check again, on every verdict: a route that came or went changes the suggestions of broken links anywhere.
    found = findAll(model, resolution.links, resolution.table, session.checks);
  }
  stats.routes = model.routes.length;
  const checked = report(found, [...content.diagnostics, ...parseDiagnostics, ...modelDiagnostics], model);
  const diagnostics = generated ? pointAtDeclarations(checked, generated.origins) : checked;
  const exitCode = diagnostics.some((d) => d.level === 'error') ? 1 : 0;
  lap('check');
  if (options.artifacts) {
    let patchedFiles = relinked && previous?.artifacts ? patchArtifacts(session.emit, previous.artifacts, model, rewrites, relinked.pages, searchIndex) : undefined;
    if (!patchedFiles && structure && previous?.artifacts) {
      patchedFiles = patchStructure(session, previous.artifacts, previous.model, model, structure.diff, rewrites, structure.resolved, searchIndex);
      patchedStructure = patchedFiles !== undefined && structure.relinked;
    }
    artifacts = patchedFiles?.files ?? buildArtifacts(model, rewrites, { searchIndex, withSearch: !searchOnWorker, memory: session.emit });
    artifactChanges = patchedFiles;
    if (searchOnWorker) {
      const made = orMadeHere(searchOnWorker, () => searchArtifacts(model, searchIndex, session.emit.search));
      if (options.searchLater) searchFiles = made;
      else for await (const files of made) for (const [file, text] of files) artifacts.set(file, text);
    }
  }
  lap('artifacts');
  session.last = { read: { raw, config }, state: session.keep ? { model, modelDiagnostics, found, rewrites, artifacts } : undefined };
  return {
    config,
    model,
    diagnostics,
    texts,
    artifacts,
    searchFiles,
    exitCode,
    stats,
    fingerprint,
    raw,
    rawConfig,
    patched: Boolean(relinked),
    patchedStructure,
    modelFrom,
    artifactChanges,
  };
}

/**
 * Makes ahead what the first patch after a full run reads (`watch`, right after such a run): the
 * index of every page's lookups, the places of the model's docs and routes, where each entry of the
 * site-wide lists lies. At 10,000 pages the first page added after start waited ≈ 0.2 s for them.
 */
export async function prepareForPatches(session: BuildSession, stillIdle: () => boolean): Promise<void> {
  const state = session.last.state;
  if (!state) return;
  const [, , , , , { prepareDiff }, { prepareStructurePatch }, , { prepareRelink }] = await importLaterStages();
  if (!stillIdle()) return;
  prepareDiff(session.model, state.model);
  prepareRelink(session.model.links);
  if (state.artifacts) prepareStructurePatch(session.emit, state.artifacts);
}

/** The worker's files; if it fails, every file made here instead (the ones it sent are made again, to the same text): a failed worker costs time, not files. */
async function* orMadeHere(fromWorker: AsyncIterable<Map<string, string>>, makeHere: () => Map<string, string>): AsyncGenerator<ReadonlyMap<string, string>> {
  try {
    yield* fromWorker;
  } catch {
    yield makeHere();
  }
}
