/**
 * The parse workers of a session: many files go to worker threads (one per core), the next file
 * to whichever worker is free, while this thread does not parse (on two cores its share only took
 * time from the starting workers). Few files are parsed in-process: starting workers costs more.
 */
import { availableParallelism } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { parsedDocFromParts } from '../core/entry-text.ts';
import type { ParseOptions } from '../core/parse-options.ts';
import type { ParsedDoc } from '../core/parsed-doc.ts';
import type { SearchablePage } from '../model/searchable-pages.ts';
import type { Highlighters, parseSource } from '../parse/index.ts';

type Source = Parameters<typeof parseSource>[0];

const MIN_FILES_FOR_WORKERS = 24;
const PREFETCH = 2;
/**
 * Parsing allocates many short-lived objects (tokens, events, tree nodes) that die with the
 * file: a young generation this large lets them die young instead of being promoted and
 * collected again in the old space.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 64 };

/**
 * The JIT settings of the workers' isolates (V8 flags are per process; an isolate reads them
 * when it starts). Each worker compiles the same large, polymorphic parser on its own; optimising
 * later (a larger interrupt budget) and inlining less costs some peak speed and saves far more
 * compilation, which competes with the parsing threads for the cores.
 */
const WORKER_V8_FLAGS = '--interrupt-budget=300000 --max-inlined-bytecode-size-cumulative=230';

const workerCountFor = (files: number) => Math.min(availableParallelism(), 8, Math.ceil(files / 8));
function spawnWorker(): Worker {
  // Setting the same flags again changes nothing: V8 keeps one set per process.
  setFlagsFromString(WORKER_V8_FLAGS);
  return new Worker(new URL('./worker.mjs', import.meta.url), { resourceLimits: WORKER_LIMITS });
}

/**
 * The parse workers of one session: the ones started ahead of a parse, the one a build keeps for
 * its search files, and the highlighters of the files it parses in this thread.
 */
export class WorkerPool {
  /** Workers started ahead of `parseMany`; unreferenced until it takes them, so they never hold the process open. */
  private early: Worker[] = [];

  /**
   * A worker kept after `parseMany` when asked (`keepOne`), unreferenced: a build gives it the
   * search files to make (`searchOnSpare`) while this thread checks links and makes the pages,
   * which would leave the other core idle.
   */
  private spare: Worker | undefined;

  /** For the few files parsed in this thread. */
  private highlighters?: Highlighters;

  /**
   * Starts the workers for a run that will parse about `files` files (a cold build), before it
   * reads and loads the content: their loading the parse stage then overlaps with this thread's
   * work instead of following it.
   */
  startEarly(files: number): void {
    const count = workerCountFor(files);
    if (this.early.length > 0 || files < MIN_FILES_FOR_WORKERS || count < 2) return;
    this.early = Array.from({ length: count }, () => {
      const worker = spawnWorker();
      worker.unref();
      return worker;
    });
  }

  /** `count` workers: the early ones first (the rest of them stopped), then new ones. */
  private take(count: number): Worker[] {
    if (this.spare) void this.spare.terminate();
    this.spare = undefined;
    const taken = this.early.splice(0, count);
    for (const worker of this.early) void worker.terminate();
    this.early = [];
    for (const worker of taken) worker.ref();
    while (taken.length < count) taken.push(spawnWorker());
    return taken;
  }

  /** `onDone` gets each result as it comes, with its head (`parsedDocHead`) when a worker made it. */
  async parseMany(sources: Source[], options: ParseOptions, onDone?: (doc: ParsedDoc, head?: string) => void | Promise<void>, keepOne = false): Promise<ParsedDoc[]> {
    const workerCount = workerCountFor(sources.length);
    if (sources.length < MIN_FILES_FOR_WORKERS || workerCount < 2) {
      this.take(0);
      const out: ParsedDoc[] = [];
      if (sources.length === 0) return out;
      // Loaded on demand: the parse stage (unified, micromark, Shiki) is most of the start-up
      // time, and a run served from the cache or parsing on workers never needs it here.
      const { createHighlighters, parseSource } = await import('../parse/index.ts');
      this.highlighters ??= createHighlighters();
      for (const source of sources) {
        const doc = await parseSource(source, options, this.highlighters);
        await onDone?.(doc);
        out.push(doc);
      }
      return out;
    }
    const workers = this.take(workerCount);
    let parsedAll = false;
    try {
      const results = await parseOn(workers, sources, options, onDone);
      parsedAll = true;
      return results;
    } finally {
      // Not awaited: nothing after this needs a worker gone, and unreferenced, a stopping worker
      // never holds the process open.
      for (const worker of workers) {
        worker.unref();
        if (keepOne && parsedAll && !this.spare) this.spare = worker;
        else void worker.terminate();
      }
    }
  }

  /**
   * The search files of `pages`, made on the worker `parseMany` kept and handed on a shard at a
   * time as it makes them; undefined when there is none (the parse was small or served from the
   * cache), and the caller makes them itself. A failed worker ends them with its error.
   */
  searchOnSpare(pages: SearchablePage[], cacheDir: string | undefined): AsyncIterable<Map<string, string>> | undefined {
    const worker = this.spare;
    this.spare = undefined;
    return worker && searchFilesFrom(worker, pages, cacheDir);
  }

  /** Stops the workers started early or kept. */
  close(): void {
    this.take(0);
  }
}

/** Parses `sources` on `workers`, handing out the next file to whichever is free; the results in the sources' order. */
async function parseOn(workers: Worker[], sources: Source[], options: ParseOptions, onDone?: (doc: ParsedDoc, head?: string) => void | Promise<void>): Promise<ParsedDoc[]> {
  const results: ParsedDoc[] = new Array(sources.length);
  let next = 0;
  const pending: Promise<void>[] = [];
  const detach: (() => void)[] = [];
  for (const worker of workers) {
    pending.push(
      new Promise<void>((resolve, reject) => {
        let inFlight = 0;
        const send = () => {
          if (next >= sources.length) {
            if (inFlight === 0) resolve();
            return;
          }
          const id = next++;
          inFlight++;
          worker.postMessage({ id, source: sources[id], options });
        };
        const onMessage = async (message: { id: number; head?: string; body?: string; error?: string }) => {
          inFlight--;
          const doc = message.head === undefined || message.body === undefined ? undefined : parsedDocFromParts(message.head, message.body);
          if (message.error || !doc) return reject(new Error(`parse worker failed on ${sources[message.id].path}: ${message.error}`));
          results[message.id] = doc;
          // The next task goes out before this result is handled (a cache write), so the worker
          // never waits on it; the last result is handled before the queue counts as done.
          if (next < sources.length) send();
          await onDone?.(doc, message.head);
          if (next >= sources.length) send();
        };
        worker.on('message', onMessage);
        worker.on('error', reject);
        // Only these: the Worker's own listeners (it refs its port through them) must stay.
        detach.push(() => worker.off('message', onMessage).off('error', reject));
        // Two tasks queued per worker, so a worker never waits on this thread between files.
        for (let k = 0; k < PREFETCH; k++) send();
      }),
    );
  }
  try {
    await Promise.all(pending);
  } finally {
    for (const off of detach) off();
  }
  return results;
}

/** The search files `worker` makes of `pages`, as they arrive. */
function searchFilesFrom(worker: Worker, pages: SearchablePage[], cacheDir: string | undefined): AsyncIterable<Map<string, string>> {
  worker.ref();
  // The worker's files are taken as they come, whether or not anyone reads them yet (a failed
  // build never does), and the worker is stopped once it has sent them all or failed.
  const arrived: Map<string, string>[] = [];
  let ended: { error?: Error } | undefined;
  let wake: (() => void) | undefined;
  const end = (error?: Error) => {
    if (ended) return;
    ended = { error };
    worker.unref();
    void worker.terminate();
    wake?.();
  };
  worker.on('message', (message: { files?: Map<string, string>; done?: true; error?: string }) => {
    if (message.files) arrived.push(message.files);
    else if (message.done) end();
    else end(new Error(`search worker failed: ${message.error}`));
    wake?.();
  });
  worker.once('error', (error) => end(error));
  worker.once('exit', (code) => end(new Error(`search worker exited with code ${code}`)));
  worker.postMessage({ id: -1, search: { pages, cacheDir } });
  return {
    /** Everything that arrived since the last step, as one map; read once. */
    async *[Symbol.asyncIterator]() {
      for (;;) {
        if (arrived.length > 0) {
          yield new Map(arrived.splice(0).flatMap((files) => [...files]));
          continue;
        }
        if (ended?.error) throw ended.error;
        if (ended) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
      }
    },
  };
}
