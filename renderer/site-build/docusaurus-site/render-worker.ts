/**
 * A render thread (./render-pool.ts starts it): imports the server bundle once, then renders and
 * writes each share of routes it is sent (./route-render.ts), answering with each route's
 * outcome. Only started when postBuild needs no Helmet state (objects that cannot leave a thread).
 */
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { findSiteDocusaurus } from './install.ts';
import { oneLine } from './one-line.ts';
import { type RouteOutcome, type RouteRenderSetup, renderEach, routeRenderer } from './route-render.ts';

/** A share of routes to render. */
export interface RenderShare {
  id: number;
  pathnames: string[];
}

/** The answer to a share: each route's outcome, in the share's order. */
export interface ShareRendered {
  id: number;
  outcomes: RouteOutcome[];
}

/** The thread's work: the renderer it loaded and the shares in hand live here, for as long as the thread. */
function serveShares(setup: RouteRenderSetup, port: MessagePort): void {
  const ready = (async () => {
    const lookup = findSiteDocusaurus(setup.siteDir);
    if (!('found' in lookup)) throw new Error('the site has no supported Docusaurus installed');
    return routeRenderer(lookup.found, setup);
  })();

  // Shares one after another, in the order they arrive; the routes of one at once.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (share: RenderShare) => {
    queue = queue.then(async () => {
      let outcomes: RouteOutcome[];
      try {
        outcomes = await renderEach(await ready, share.pathnames);
      } catch (error) {
        outcomes = share.pathnames.map(() => ({ failure: oneLine(error) }));
      }
      // Helmet's state has functions; with the legacy head removed postBuild does not read it.
      port.postMessage({ id: share.id, outcomes: outcomes.map((outcome) => ('route' in outcome ? { route: { ...outcome.route, helmet: undefined } } : outcome)) } satisfies ShareRendered);
    });
  });
}

serveShares(workerData as RouteRenderSetup, parentPort!);
