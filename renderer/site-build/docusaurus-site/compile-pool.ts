/**
 * Markdown compiled on worker threads (./compile-worker.ts), each of which loads the site once
 * (its loader options close over the loaded plugins). A few files are in each thread's hands at a
 * time, the rest wait here, so a thread that drew heavy pages does not hold the others up.
 *
 * Some sites cannot be compiled apart: a remark plugin that makes one page wait until another
 * page's compile has published its content in the same process (webpack and Rspack compile
 * every file in one). When a thread says it is stuck, or fails, the pool gives up: the threads
 * are stopped, everything they had in hand and everything asked later is compiled in this
 * thread, and every file they compiled is compiled here again (its output dropped) so that such a
 * plugin has seen every file, as in Docusaurus's own build.
 */
import { Worker } from 'node:worker_threads';
import { plainWorkerModule } from '../plain-worker.ts';
import type { CompileRequest, CompileWorkerMessage, CompileWorkerSetup } from './compile-worker.ts';
import type { CompileOutcome } from './mdx-compile.ts';

/** A compile in this thread: where files go once the pool has given up. */
export type LocalCompile = (resource: string, source: string) => Promise<CompileOutcome>;

export interface CompilePool {
  compile: (resource: string, source: string) => Promise<CompileOutcome>;
  /** true once the pool has given up and compiles in this thread */
  readonly gaveUp: boolean;
  /** stops the threads, once the compiles done here again have finished */
  close: () => Promise<void>;
}

/** Files in one thread's hands at once: its compiles interleave on their awaits, as webpack's loaders do. */
const IN_HAND = 8;

/** No compile finished for this long in an idle thread: it waits for something that will not come. */
const STALL_MS = 5000;

interface Waiting {
  resource: string;
  source: string;
  resolve: (outcome: CompileOutcome | Promise<CompileOutcome>) => void;
}

interface Lane {
  worker: Worker;
  inHand: Map<number, Waiting>;
}

export function startCompilePool(setup: Omit<CompileWorkerSetup, 'stallMs'>, threads: number, local: LocalCompile): CompilePool {
  const queue: Waiting[] = [];
  const compiledThere: Waiting[] = [];
  const again: Promise<unknown>[] = [];
  let gaveUp = false;
  let nextId = 0;
  // The threads start once their module is bundled (below); what is asked meanwhile waits in the queue.
  let lanes: Lane[] = [];

  // Each file to the thread with the fewest in hand: a few files are spread over every thread.
  const pump = () => {
    while (queue.length > 0 && lanes.length > 0) {
      const lane = lanes.reduce((fewest, other) => (other.inHand.size < fewest.inHand.size ? other : fewest));
      if (lane.inHand.size >= IN_HAND) return;
      const waiting = queue.shift()!;
      const id = nextId++;
      lane.inHand.set(id, waiting);
      lane.worker.postMessage({ id, resource: waiting.resource, source: waiting.source } satisfies CompileRequest);
    }
  };

  const giveUp = () => {
    if (gaveUp) return;
    gaveUp = true;
    const stranded = [...lanes.flatMap((lane) => [...lane.inHand.values()]), ...queue.splice(0)];
    for (const lane of lanes) {
      lane.inHand.clear();
      void lane.worker.terminate();
    }
    for (const { resource, source } of compiledThere) again.push(local(resource, source).catch(() => undefined));
    for (const waiting of stranded) waiting.resolve(local(waiting.resource, waiting.source));
  };

  const startLane = (module: URL): Lane => {
    const lane: Lane = { worker: new Worker(module, { workerData: { ...setup, stallMs: STALL_MS } satisfies CompileWorkerSetup }), inHand: new Map() };
    lane.worker.on('message', (message: CompileWorkerMessage) => {
      if (!('id' in message)) return giveUp();
      const waiting = lane.inHand.get(message.id);
      if (!waiting) return;
      lane.inHand.delete(message.id);
      compiledThere.push(waiting);
      waiting.resolve(message.outcome);
      pump();
    });
    // A thread that throws outside a compile, or ends while it has files in hand.
    lane.worker.on('error', giveUp);
    lane.worker.on('exit', () => {
      if (lane.inHand.size > 0) giveUp();
    });
    return lane;
  };
  const started = plainWorkerModule(new URL('./compile-worker.ts', import.meta.url)).then((module) => {
    if (gaveUp) return;
    lanes = Array.from({ length: threads }, () => startLane(module));
    pump();
  }, giveUp);

  return {
    compile(resource, source) {
      if (gaveUp) return local(resource, source);
      return new Promise((resolve) => {
        queue.push({ resource, source, resolve });
        pump();
      });
    },
    get gaveUp() {
      return gaveUp;
    },
    async close() {
      await started;
      await Promise.all(again);
      await Promise.all(lanes.map((lane) => lane.worker.terminate()));
    },
  };
}
