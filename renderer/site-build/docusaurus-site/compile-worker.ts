/**
 * A Markdown compile thread (./compile-pool.ts starts it): loads the site for its locale with the
 * site's own Docusaurus, as the build's thread did (the loader options close over the loaded
 * plugins, so they cannot be sent), then compiles every file it is sent with the same rules,
 * several at once as webpack does, answering each with its outcome.
 *
 * It also says when it is stuck: compiles in hand, none finished for a while, and its thread
 * idle. That is a site's remark plugin waiting for another file's compile to publish something
 * in this process (a compile that happens in another thread): the pool then compiles the site in
 * one thread, as Docusaurus does.
 */
import { performance } from 'node:perf_hooks';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { findSiteDocusaurus } from './install.ts';
import { loadDocusaurusSite } from './load-site.ts';
import { compileMarkdown, type CompileOutcome } from './mdx-compile.ts';
import { oneLine } from './one-line.ts';
import { docusaurusWebpackConfig, markdownRules } from './webpack-config.ts';

/** What the thread is started with. */
export interface CompileWorkerSetup {
  siteDir: string;
  outDir: string;
  locale: string;
  /** no compile finished for this long while its thread idled: stuck */
  stallMs: number;
}

/** A compile asked of the thread. */
export interface CompileRequest {
  id: number;
  resource: string;
  source: string;
}

/** What the thread says. */
export type CompileWorkerMessage = { id: number; outcome: CompileOutcome } | { loadFailure: string } | { stalled: true };

/** The thread's work: the loaded site, the compiles in hand and the stall watch live here, for as long as the thread. */
function serveCompiles(setup: CompileWorkerSetup, port: MessagePort): void {
  const ready = (async () => {
    const lookup = findSiteDocusaurus(setup.siteDir);
    if (!('found' in lookup)) throw new Error('the site has no supported Docusaurus installed');
    const install = lookup.found;
    const loaded = await loadDocusaurusSite(install, { siteDir: setup.siteDir, outDir: setup.outDir, locale: setup.locale });
    if ('failure' in loaded) throw new Error(loaded.failure);
    return { install, rules: markdownRules(await docusaurusWebpackConfig(install, loaded.site.props)) };
  })();
  let loaded = false;
  let inHand = 0;
  let lastFinished = performance.now();
  let utilisationAtFinish = performance.eventLoopUtilization();
  ready.then(
    () => {
      // Loading may wait on the network; stuck is only judged from here on.
      loaded = true;
      lastFinished = performance.now();
      utilisationAtFinish = performance.eventLoopUtilization();
    },
    (error: unknown) => port.postMessage({ loadFailure: oneLine(error) } satisfies CompileWorkerMessage),
  );

  port.on('message', (request: CompileRequest) => {
    inHand += 1;
    void ready.then(async ({ install, rules }) => {
      const outcome = await compileMarkdown(install, rules, request.resource, request.source);
      inHand -= 1;
      lastFinished = performance.now();
      utilisationAtFinish = performance.eventLoopUtilization();
      port.postMessage({ id: request.id, outcome } satisfies CompileWorkerMessage);
    }, () => undefined);
  });

  // Checked once a second; never keeps the thread alive by itself.
  setInterval(() => {
    if (!loaded || inHand === 0 || performance.now() - lastFinished < setup.stallMs) return;
    if (performance.eventLoopUtilization(utilisationAtFinish).utilization < 0.1) port.postMessage({ stalled: true } satisfies CompileWorkerMessage);
  }, 1000).unref();
}

serveCompiles(workerData as CompileWorkerSetup, parentPort!);
