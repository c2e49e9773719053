/**
 * `docs-cli watch [siteDir] [--out-dir out]`: builds, then rebuilds on every change with the
 * same checks as `build`. Parse results stay in memory, so a cycle re-parses only what
 * changed; only artifacts whose content changed are rewritten; a cycle with errors keeps the
 * last good output. Bursts of saves are coalesced without losing the last one.
 */
import path from 'node:path';
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { manifestFields } from '../emit/manifest.ts';
import { contentRefusal, OutDirRefused } from '../emit/out-dir.ts';
import { updateArtifacts } from '../emit/write.ts';
import { defaultCacheDir } from '../io/cache-dir.ts';
import { watchSiteEvents } from '../io/file-events.ts';
import { fileSystemError } from '../io/writable.ts';
import { prepareForPatches } from '../pipeline/incremental.ts';
import { runPipeline } from '../pipeline/run.ts';
import { moduleLimitsFrom } from '../io/evaluate-in-worker.ts';
import { createSession } from '../pipeline/session.ts';
import { reporters } from '../report/index.ts';
import { refusalBeforeReading, writeRefusal } from './out-dir-refusal.ts';

export interface CycleResult {
  /** site-relative paths that triggered the cycle (empty for the first one) */
  trigger: string[];
  durationMs: number;
  exitCode: number;
  diagnostics: Diagnostic[];
  appeared: Diagnostic[];
  disappeared: Diagnostic[];
  /** artifacts rewritten (paths relative to out/); empty when the cycle had errors */
  changedArtifacts: string[];
  routesChanged: boolean;
  texts: ReadonlyMap<string, string>;
  /** milliseconds per stage (config, read, imports, load, parse, model, links, check, artifacts, write) */
  timings: Record<string, number>;
  /** the cycle patched the last one's model, findings and artifacts (an edit inside doc bodies) */
  patched: boolean;
  /** docs came or went, and the cycle followed the model's diff from the last one (see model/diff.ts) */
  patchedStructure: boolean;
  /** why the cycle wrote nothing whatever it found (see out-dir-refusal.ts); exitCode is 2 */
  refused?: string;
}

export interface WatchOptions {
  outDir: string;
  cacheDir?: string;
  debounceMs?: number;
  onCycle?: (cycle: CycleResult) => void;
}

export interface SiteWatch {
  /** resolves after the first build */
  ready: Promise<CycleResult>;
  /** resolves after the next cycle completes */
  nextCycle(): Promise<CycleResult>;
  /** calls back after every cycle until unsubscribed */
  subscribe(listener: (cycle: CycleResult) => void): () => void;
  close(): Promise<void>;
}

/**
 * Quiet time before a cycle starts. An editor's save (write, or write-and-rename) raises its
 * events within a millisecond or two; saves that arrive while a cycle runs are coalesced into
 * the next one whatever this is. Every millisecond here is latency on each save.
 */
export const DEFAULT_DEBOUNCE_MS = 5;
const keyOf = (d: Diagnostic) => `${d.level}|${d.code}|${d.file}|${d.line}|${d.column}|${d.message}`;

/** What a failure to write out/ comes to in a line (no stack): out became someone else's, or the disk refused. */
function whyWritingFailed(error: unknown, outDir: string): string | undefined {
  if (error instanceof OutDirRefused) return error.message;
  const reason = fileSystemError(error);
  return reason && `cannot write ${outDir}: ${reason}`;
}

export function startWatch(siteDir: string, options: WatchOptions): SiteWatch {
  const root = path.resolve(siteDir);
  const outDir = path.resolve(options.outDir);
  const cacheDir = options.cacheDir ?? defaultCacheDir(outDir);
  // Every cycle patches what the last one built, and rereads only the files that changed since it read them.
  const session = createSession({ keep: true, cacheDir, moduleLimits: moduleLimitsFrom(process.env) });
  // Every cycle, as the config may move a content folder; the folders written are tried until they could be written once.
  let writable = false;
  const refuse = (config: SiteConfig) => {
    // The paths as given: the messages name them so.
    const refused = contentRefusal(options.outDir, siteDir, config) ?? (writable ? undefined : writeRefusal(options.outDir, cacheDir));
    writable ||= refused === undefined;
    return refused;
  };
  const debounceMs = options.debounceMs ?? DEFAULT_DEBOUNCE_MS;
  let previous = new Map<string, Diagnostic>();
  let running: Promise<void> | undefined;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let waiters: ((cycle: CycleResult) => void)[] = [];
  const listeners = new Set<(cycle: CycleResult) => void>();
  let closed = false;

  const cycle = async (trigger: string[]): Promise<CycleResult> => {
    const started = performance.now();
    const timings: Record<string, number> = {};
    const result = await runPipeline(session, root, { artifacts: true, changed: trigger, timings, refuse });
    let changedArtifacts: string[] = [];
    if (result.kind === 'built' && result.exitCode === 0 && result.artifacts) {
      const writing = performance.now();
      ({ changed: changedArtifacts } = await updateArtifacts(outDir, result.artifacts, manifestFields(result.model, result.stats.routes, new Date(), performance.now() - started), { changes: result.artifactChanges, memory: session.emit }));
      timings.write = performance.now() - writing;
    }
    const current = new Map(result.diagnostics.map((d) => [keyOf(d), d]));
    const appeared = [...current].filter(([k]) => !previous.has(k)).map(([, d]) => d);
    const disappeared = [...previous].filter(([k]) => !current.has(k)).map(([, d]) => d);
    previous = current;
    const done: CycleResult = {
      trigger,
      durationMs: performance.now() - started,
      exitCode: result.exitCode,
      diagnostics: result.diagnostics,
      appeared,
      disappeared,
      changedArtifacts: changedArtifacts.filter((f) => f !== 'manifest.json'),
      routesChanged: changedArtifacts.includes('routes.json'),
      texts: result.texts,
      timings,
      patched: result.kind === 'built' && result.patched,
      patchedStructure: result.kind === 'built' && result.patchedStructure,
      ...(result.kind === 'refused' ? { refused: result.reason } : {}),
    };
    // After a full run (not a patch), what the first patch will read is made now, while nothing is being edited.
    const state = session.last.state;
    if (!done.patched && !done.patchedStructure && state) {
      setTimeout(() => void prepareForPatches(session, () => !running && !closed && session.last.state === state && pending.size === 0).catch(() => undefined), 0);
    }
    options.onCycle?.(done);
    const resolved = waiters;
    waiters = [];
    for (const resolve of resolved) resolve(done);
    for (const listener of listeners) listener(done);
    return done;
  };

  const flush = () => {
    timer = undefined;
    if (running) return; // the running cycle picks the pending paths up when it ends
    const trigger = [...pending].sort();
    pending = new Set();
    running = cycle(trigger)
      .catch((error) => {
        process.stderr.write(`watch: cycle failed: ${whyWritingFailed(error, outDir) ?? (error as Error)?.stack ?? error}\n`);
      })
      .then(() => {
        running = undefined;
        if (pending.size > 0 && !closed) flush();
      });
  };

  const queue = (rel: string) => {
    pending.add(rel);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
  };
  const events = watchSiteEvents(root, {
    outDir,
    debounceMs,
    queue,
    queued: (rel) => pending.has(rel),
    running: () => running,
    lastRead: () => session.last.read?.raw,
  });
  const ready = events.ready.then(() => cycle([]));
  // A first cycle that throws is the caller's to hear of, through `ready`.
  running = ready.then(
    () => undefined,
    () => undefined,
  );
  void running.then(() => {
    running = undefined;
    if (pending.size > 0) flush();
  });

  return {
    ready,
    nextCycle: () => new Promise((resolve) => waiters.push(resolve)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await events.close();
      await running;
      session.workers.close();
    },
  };
}

function formatCycle(cycle: CycleResult): string {
  const time = new Date().toTimeString().slice(0, 8);
  const what = cycle.trigger.length === 0 ? 'built' : `${cycle.trigger.slice(0, 3).join(', ')}${cycle.trigger.length > 3 ? ` +${cycle.trigger.length - 3}` : ''} changed`;
  const errors = cycle.diagnostics.filter((d) => d.level === 'error').length;
  const warnings = cycle.diagnostics.filter((d) => d.level === 'warn').length;
  const delta = [
    ...cycle.appeared.slice(0, 3).map((d) => `+${d.code} ${d.file}:${d.line}:${d.column}`),
    ...(cycle.appeared.length > 3 ? [`+${cycle.appeared.length - 3} more`] : []),
    ...(cycle.disappeared.length ? [`−${cycle.disappeared.length} fixed`] : []),
  ];
  const kept = cycle.exitCode === 0 ? '' : ' · out/ kept';
  if (cycle.refused) return `${time} ${what} · ${cycle.refused}${kept}\n`;
  return `${time} ${what} · ${Math.round(cycle.durationMs)} ms · ${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${delta.length ? ` (${delta.join(', ')})` : ''}${kept}\n`;
}

/** Says why watching did not start; usage errors go to stderr. */
function refuse(reason: string): number {
  process.stderr.write(`${reason}\n`);
  return 2;
}

export async function watchCommand(siteDir: string, options: { outDir: string; cacheDir?: string; verbose: boolean }): Promise<number> {
  const beforeReading = await refusalBeforeReading(siteDir, options.outDir);
  if (beforeReading) return refuse(beforeReading);
  const watch = startWatch(siteDir, {
    outDir: options.outDir,
    cacheDir: options.cacheDir,
    onCycle: (cycle) => {
      // The first cycle refused ends the command (below) with its own message.
      if (cycle.refused && cycle.trigger.length === 0) return;
      process.stdout.write(formatCycle(cycle));
      const show = options.verbose || cycle.trigger.length === 0 ? cycle.diagnostics : cycle.appeared;
      if (show.length > 0) {
        process.stdout.write(reporters.pretty({ diagnostics: show, texts: cycle.texts, files: 0, routes: 0, durationMs: cycle.durationMs, color: process.stdout.isTTY === true, summary: false }));
      }
    },
  });
  let first: CycleResult;
  try {
    first = await watch.ready;
  } catch (error) {
    const reason = whyWritingFailed(error, options.outDir);
    if (!reason) throw error;
    await watch.close();
    return refuse(reason);
  }
  if (first.refused) {
    await watch.close();
    return refuse(first.refused);
  }
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await watch.close();
  return 0;
}
