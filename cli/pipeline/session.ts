/**
 * A build session: one object, made by a command and passed through every run, that owns all a
 * run remembers for the next one: each stage's memory, the parse cache and workers, and what the
 * last run read and left to patch. Sessions share nothing, so two sites (or two doc sets of one)
 * build side by side in one process.
 */
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { type CheckMemory, createCheckMemory } from '../check/memory.ts';
import type { LoadedModule, RawContent } from '../core/raw-site.ts';
import { createEmitMemory, type EmitMemory } from '../emit/memory.ts';
import type { ModuleLimits } from '../io/evaluate-in-worker.ts';
import { createModuleMemory, type ModuleMemory } from '../io/import-module.ts';
import { ParseCache } from '../io/parse-cache.ts';
import { type ApiReferenceMemory, createApiReferenceMemory } from '../io/read-api-reference.ts';
import { createLoadMemory, type LoadMemory } from '../load/memory.ts';
import { createModelMemory, type ModelMemory } from '../model/memory.ts';
import type { SiteModel } from '../model/types.ts';
import { WorkerPool } from '../workers/pool.ts';
import type { LoadedStages } from './stages.ts';

/** What a run leaves for the next run to patch (see model/patch.ts): its model, findings, link rewrites and artifacts. */
export interface RunState {
  model: SiteModel;
  modelDiagnostics: Diagnostic[];
  /** the checks' findings before the level policy */
  found: Diagnostic[];
  rewrites: Map<string, Map<string, string>>;
  artifacts?: Map<string, string>;
}

export interface BuildSession {
  /** whether runs keep what they built for the next one to patch (`watch`); a one-off run keeps nothing past itself */
  readonly keep: boolean;
  readonly cache?: ParseCache;
  readonly modules: ModuleMemory;
  readonly apiReference: ApiReferenceMemory;
  readonly load: LoadMemory;
  readonly workers: WorkerPool;
  readonly model: ModelMemory;
  readonly checks: CheckMemory;
  readonly emit: EmitMemory;
  /** the stage modules its runs loaded (see stages.ts) */
  readonly stages: LoadedStages;
  /**
   * What the last run read (the content and the config it read it with: the next run rereads only
   * the files that changed) and, when the session keeps, its state to patch. The state is unset
   * while a run is under way: a run that throws leaves nothing the next one could patch.
   */
  last: { read?: { raw: RawContent; config: SiteConfig }; state?: RunState };
  /**
   * The content the quick way (recorded-run.ts) read before its fingerprint missed, with the config
   * it read it with: the run that follows at once takes it rather than reading every file again.
   */
  prefetched?: { module: LoadedModule; config: SiteConfig; raw: RawContent };
}

export interface SessionOptions {
  keep?: boolean;
  /** where parse results, run records and search indexes are cached; none: nothing is */
  cacheDir?: string;
  /** how long and how much memory evaluating the config (or a sidebars file) may take */
  moduleLimits?: ModuleLimits;
}

export function createSession({ keep = false, cacheDir, moduleLimits }: SessionOptions = {}): BuildSession {
  return {
    keep,
    cache: cacheDir === undefined ? undefined : new ParseCache(cacheDir),
    modules: createModuleMemory(moduleLimits),
    apiReference: createApiReferenceMemory(),
    load: createLoadMemory(),
    workers: new WorkerPool(),
    model: createModelMemory(),
    checks: createCheckMemory(),
    emit: createEmitMemory(keep),
    stages: {},
    last: {},
  };
}
