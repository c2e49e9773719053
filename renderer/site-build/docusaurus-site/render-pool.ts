/**
 * Routes rendered on threads (./render-worker.ts), as Docusaurus's SSG renders them on worker
 * threads: each thread imports the server bundle once and is handed shares of routes as it
 * finishes the last, so a thread that drew heavy pages does not hold the others up.
 *
 * As in Docusaurus, only a site whose postBuild gets no Helmet state (its config's
 * `future.v4.removeLegacyPostBuildHeadAttribute`) renders on threads: that state is objects with
 * functions, which stay in the thread that rendered them. Threads as Docusaurus counts them: one
 * for each 100 routes, at most one a core.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { plainWorkerModule } from '../plain-worker.ts';
import type { RenderShare, ShareRendered } from './render-worker.ts';
import type { RouteOutcome, RouteRenderSetup } from './route-render.ts';

/** Routes a thread is handed at once. */
const SHARE_SIZE = 32;

/** Docusaurus's own measure: no thread for fewer routes than this. */
const ROUTES_PER_THREAD = 100;

/** Render threads for a site: 0 renders in the build's thread (`jobs`: `--jobs`, 1 for none). */
export function renderThreads(routes: number, removeLegacyHead: boolean, jobs: number | undefined, cores = availableParallelism()): number {
  if (!removeLegacyHead) return 0;
  const threads = Math.min(Math.ceil(routes / ROUTES_PER_THREAD), jobs ?? cores);
  return threads > 1 ? threads : 0;
}

/** Every route of `pathnames` rendered and written on `threads` threads; each outcome at its route's index. */
export async function renderOnThreads(setup: RouteRenderSetup, pathnames: readonly string[], threads: number): Promise<RouteOutcome[]> {
  const shares: RenderShare[] = [];
  for (let start = 0; start < pathnames.length; start += SHARE_SIZE) shares.push({ id: start, pathnames: pathnames.slice(start, start + SHARE_SIZE) });
  const outcomes: RouteOutcome[] = new Array(pathnames.length);
  let next = 0;
  const run = (worker: Worker) =>
    new Promise<void>((resolve) => {
      let current: RenderShare | undefined;
      const handOut = () => {
        current = shares[next++];
        if (current) worker.postMessage(current);
        else resolve();
      };
      worker.on('message', (done: ShareRendered) => {
        for (const [offset, outcome] of done.outcomes.entries()) outcomes[done.id + offset] = outcome;
        handOut();
      });
      // A thread that dies fails the routes of its share; the others carry on with the rest.
      const fail = (why: string) => {
        if (current) for (const [offset] of current.pathnames.entries()) outcomes[current.id + offset] = { failure: `the render thread stopped: ${why}` };
        current = undefined;
        resolve();
      };
      worker.on('error', (error) => fail(String(error?.message ?? error)));
      worker.on('exit', (code) => fail(`exit code ${code}`));
      handOut();
    });
  const renderWorker = await plainWorkerModule(new URL('./render-worker.ts', import.meta.url));
  const workers = Array.from({ length: threads }, () => new Worker(renderWorker, { workerData: setup }));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  // A share no thread lived to take: its routes failed too.
  for (let index = 0; index < pathnames.length; index++) outcomes[index] ??= { failure: 'no render thread was left to render it' };
  return outcomes;
}
