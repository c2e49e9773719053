/**
 * Prerenders every route: on all cores with worker threads (worker.ts, each importing the SSR
 * bundle once and writing the files of the shares it is handed), or in this thread with
 * `jobs: 1`. Routes are handed out in small shares as workers finish theirs, so a worker that
 * drew heavy pages does not hold the others up. Both paths run render-share.ts: the same bytes.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { plainWorkerModule } from '../plain-worker.ts';
import { loadDocumentContext, type RouteJob, type SsrModule } from './document.ts';
import { type RenderFailure, renderShare, type ShareTarget } from './render-share.ts';

/** What a worker is started with. */
export interface WorkerSetup {
  ssrEntry: string;
  /** the client build's index.html, which every page is laid into */
  template: string;
  target: ShareTarget;
}

/** A worker's answer to one share. */
export interface ShareDone {
  failure: RenderFailure | undefined;
}

export interface PrerenderResult {
  failure?: RenderFailure;
  /** how many threads rendered */
  threads: number;
}

/** Routes per share: small enough to balance two to a few dozen workers, large enough that messages cost nothing. */
const SHARE_SIZE = 16;

/** The default number of prerender threads: one per core. */
export function defaultJobs(): number {
  return availableParallelism();
}

function sharesOf(routes: readonly RouteJob[]): RouteJob[][] {
  const shares: RouteJob[][] = [];
  for (let i = 0; i < routes.length; i += SHARE_SIZE) shares.push(routes.slice(i, i + SHARE_SIZE));
  return shares;
}

async function prerenderSerially(setup: WorkerSetup, routes: readonly RouteJob[], onRendered: (count: number) => void): Promise<PrerenderResult> {
  // A fresh module each build: the bundle of this build, never one an earlier build of this process imported.
  const ssr = (await import(`${pathToFileURL(setup.ssrEntry).href}?t=${Date.now()}`)) as SsrModule;
  const context = await loadDocumentContext(ssr, setup.target.out, setup.template);
  let failure: RenderFailure | undefined;
  for (const share of sharesOf(routes)) {
    failure = await renderShare(ssr, context, setup.target, share);
    if (failure) break;
    onRendered(share.length);
  }
  return { ...(failure ? { failure } : {}), threads: 1 };
}

async function prerenderInWorkers(setup: WorkerSetup, routes: readonly RouteJob[], jobs: number, onRendered: (count: number) => void): Promise<PrerenderResult> {
  const shares = sharesOf(routes);
  let failure: RenderFailure | undefined;
  let next = 0;
  const runWorker = (worker: Worker) =>
    new Promise<void>((resolve, reject) => {
      let outstanding = 0;
      // The shares this worker has in hand, in the order it renders them.
      const inHand: RouteJob[][] = [];
      const send = () => {
        if (failure || next >= shares.length) return false;
        inHand.push(shares[next]);
        worker.postMessage(shares[next++]);
        outstanding++;
        return true;
      };
      worker.on('message', (done: ShareDone) => {
        outstanding--;
        const share = inHand.shift();
        failure ??= done.failure;
        if (!done.failure && share) onRendered(share.length);
        send();
        if (outstanding === 0) worker.terminate().then(() => resolve(), reject);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => (outstanding > 0 ? reject(new Error(`a prerender worker stopped with exit code ${code}`)) : undefined));
      // Two shares in hand: the next is already queued while the worker renders one.
      send();
      send();
      if (outstanding === 0) worker.terminate().then(() => resolve(), reject);
    });
  const prerenderWorker = await plainWorkerModule(new URL('./worker.ts', import.meta.url));
  const workers = Array.from({ length: Math.min(jobs, shares.length) }, () => new Worker(prerenderWorker, { workerData: setup }));
  return Promise.all(workers.map(runWorker)).then(
    () => ({ ...(failure ? { failure } : {}), threads: workers.length }),
    async (error: unknown) => {
      await Promise.all(workers.map((worker) => worker.terminate()));
      throw error;
    },
  );
}

/** Renders and writes every route (`jobs` threads; 1, or routes for one share only: this thread, no worker), saying how many are written as they are. */
export function prerenderRoutes(setup: WorkerSetup, routes: readonly RouteJob[], jobs: number, onRendered: (count: number) => void = () => {}): Promise<PrerenderResult> {
  return jobs <= 1 || routes.length <= SHARE_SIZE ? prerenderSerially(setup, routes, onRendered) : prerenderInWorkers(setup, routes, jobs, onRendered);
}
