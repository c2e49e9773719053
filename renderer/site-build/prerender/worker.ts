/**
 * A prerender worker thread (pool.ts starts it): imports the SSR bundle once, then renders each
 * share of routes it is sent and writes their files (render-share.ts), answering each share
 * with the failure if any (a page that threw, or named a content component the renderer does not know).
 */
import { pathToFileURL } from 'node:url';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { RouteJob, SsrModule } from './document.ts';
import { loadDocumentContext } from './document.ts';
import type { ShareDone, WorkerSetup } from './pool.ts';
import { renderShare } from './render-share.ts';

/** The thread's work: what it remembers (the bundle it imported, the shares in hand) lives here, for as long as the thread. */
function serveShares(setup: WorkerSetup, port: MessagePort): void {
  const ready = (async () => {
    const ssr = (await import(pathToFileURL(setup.ssrEntry).href)) as SsrModule;
    return { ssr, context: await loadDocumentContext(ssr, setup.target.out, setup.template) };
  })();

  // Shares are rendered one after another, in the order they arrive.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (routes: RouteJob[]) => {
    queue = queue.then(async () => {
      let done: ShareDone;
      try {
        const { ssr, context } = await ready;
        done = { failure: await renderShare(ssr, context, setup.target, routes) };
      } catch (error) {
        done = { failure: { path: routes[0]?.path ?? '', message: (error as Error).stack ?? String(error) } };
      }
      port.postMessage(done);
    });
  });
}

serveShares(workerData as WorkerSetup, parentPort!);
