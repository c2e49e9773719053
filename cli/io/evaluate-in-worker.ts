/**
 * Evaluates a bundled module (cli/io/import-module.ts) in a worker thread that can be stopped:
 * past `timeMs` it is terminated (an endless loop at the top of a config, an await that keeps
 * the thread busy), past `memoryMb` V8 stops it (a config that allocates without end), and an
 * await that can never settle ends it at once. Each is an outcome, never a hang or an abort of
 * this process. What the module prints goes to stderr: stdout may be a JSON report.
 */
import { Worker } from 'node:worker_threads';
import { inertValue } from '../core/inert.ts';

export interface ModuleLimits {
  /** how long evaluating may take */
  timeMs: number;
  /** how much old-generation memory evaluating may use */
  memoryMb: number;
}

/** Generous for a real config (it may import the site's packages and read its data files), small enough to stop a runaway one. */
export const DEFAULT_MODULE_LIMITS: ModuleLimits = { timeMs: 30_000, memoryMb: 2_048 };

/**
 * The limits a user set in the environment (`DOCS_CLI_CONFIG_TIME_LIMIT_MS`,
 * `DOCS_CLI_CONFIG_MEMORY_LIMIT_MB`), each else its default; read by the commands.
 */
export function moduleLimitsFrom(env: NodeJS.ProcessEnv): ModuleLimits {
  const positive = (text: string | undefined, fallback: number) => {
    const value = Number(text);
    return text !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    timeMs: positive(env.DOCS_CLI_CONFIG_TIME_LIMIT_MS, DEFAULT_MODULE_LIMITS.timeMs),
    memoryMb: positive(env.DOCS_CLI_CONFIG_MEMORY_LIMIT_MB, DEFAULT_MODULE_LIMITS.memoryMb),
  };
}

/** Why a module gave no value: it passed a limit, or threw. */
export type Outcome =
  | { kind: 'value'; value: unknown; json: boolean; names?: string[]; /** packages `require.resolve` did not find */ unresolved?: string[] }
  | { kind: 'threw'; message: string; stack: string }
  | { kind: 'limit'; limit: 'time' | 'memory'; message: string };

const WIRE = '__docsCliWire__';

/** The worker's tagged stand-ins turned back into their like (see evaluate-worker.mjs). */
function revive(value: unknown, seen: Map<object, unknown>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return seen.get(value);
  if (value instanceof Date || value instanceof RegExp) return value;
  const tag = (value as Record<string, unknown>)[WIRE];
  if (typeof tag === 'string' && Object.keys(value).length <= 2) {
    const wire = value as { name?: string; description?: string; href?: string };
    if (tag === 'function') return Object.defineProperty(() => undefined, 'name', { value: wire.name ?? '' });
    if (tag === 'inert') return inertValue(wire.name ?? '');
    if (tag === 'symbol') return Symbol(wire.description);
    if (tag === 'url') return new URL(wire.href ?? '');
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    seen.set(value, out);
    for (const item of value) out.push(revive(item, seen));
    return out;
  }
  if (value instanceof Map) {
    const out = new Map();
    seen.set(value, out);
    for (const [k, v] of value) out.set(revive(k, seen), revive(v, seen));
    return out;
  }
  if (value instanceof Set) {
    const out = new Set();
    seen.set(value, out);
    for (const item of value) out.add(revive(item, seen));
    return out;
  }
  const out: Record<string, unknown> = {};
  seen.set(value, out);
  for (const [k, v] of Object.entries(value)) out[k] = revive(v, seen);
  return out;
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(3))} s`;

export function evaluateInWorker(code: string, limits: ModuleLimits): Promise<Outcome> {
  const worker = new Worker(new URL('./evaluate-worker.mjs', import.meta.url), {
    workerData: { code },
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
    stdout: true,
    stderr: true,
    // Not the flags this process was started with (`--input-type`, a loader): the module is plain JavaScript already.
    execArgv: [],
  });
  worker.stdout.pipe(process.stderr, { end: false });
  worker.stderr.pipe(process.stderr, { end: false });
  return new Promise<Outcome>((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle({ kind: 'limit', limit: 'time', message: `it never finished loading (still running after ${seconds(limits.timeMs)}, the limit for evaluating it)` }),
      limits.timeMs,
    );
    worker.on('message', (message: { value?: unknown; json?: boolean; names?: string[]; unresolved?: string[]; error?: { message: string; stack: string } }) => {
      if (message.error) settle({ kind: 'threw', ...message.error });
      else settle({ kind: 'value', value: revive(message.value, new Map()), json: message.json === true, ...(message.names ? { names: message.names } : {}), ...(message.unresolved ? { unresolved: message.unresolved } : {}) });
    });
    worker.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        settle({ kind: 'limit', limit: 'memory', message: `it ran out of memory while loading (more than ${limits.memoryMb} MB, the limit for evaluating it)` });
      } else settle({ kind: 'threw', message: String(error?.message ?? error), stack: String(error?.stack ?? error) });
    });
    worker.on('exit', (code) => {
      // Gone without a word: a top-level await left pending when the thread's event loop ran
      // empty ends it with code 13 (Node's "unsettled top-level await"), or the module ended the
      // thread itself (process.exit).
      settle(
        code === 13 || code === 0
          ? { kind: 'limit', limit: 'time', message: 'it never finished loading (it awaits something that never settles)' }
          : { kind: 'threw', message: `it stopped the evaluation itself (exit code ${code})`, stack: '' },
      );
    });
  });
}
