/**
 * render: a route through the server bundle, laid into the site's HTML shell and written where
 * Docusaurus writes it, in this thread or on a render thread (./render-pool.ts): the same code,
 * the same bytes. What comes back is what postBuild and the link check read of the route.
 */
import path from 'node:path';
import { eachLimited } from '../prerender/compress.ts';
import type { DocusaurusInstall } from './install.ts';
import { oneLine } from './one-line.ts';
import { pageShell, type ShellData } from './page-shell.ts';
import { loadServerRender, type RenderedRoute } from './server-render.ts';

/** What rendering needs, as plain data (a render thread is started with it). */
export interface RouteRenderSetup {
  siteDir: string;
  /** the server bundle (`server.mjs`) */
  serverEntry: string;
  shell: ShellData;
  /** core's writeStaticFile params: where a route's file goes */
  write: { outDir: string; baseUrl: string; trailingSlash: boolean | undefined };
  /** `future.v4.removeLegacyPostBuildHeadAttribute`: postBuild gets no Helmet state */
  removeLegacyHead: boolean;
}

/** A rendered route once its page is written: what postBuild and the link check read. */
export type CollectedRoute = Omit<RenderedRoute, 'html' | 'head'>;

export type RouteOutcome = { route: CollectedRoute } | { failure: string };

/**
 * Routes rendered at once in a thread, as Docusaurus's own SSG does (p-map, 32): a render waits
 * on React's stream and the page's write, and another one runs meanwhile.
 */
const RENDER_CONCURRENCY = 32;

interface SsgUtils {
  writeStaticFile: (params: { pathname: string; content: string; params: RouteRenderSetup['write'] }) => Promise<void>;
}

/** Renders and writes one route; a route that throws is its failure, on one line. */
export async function routeRenderer(install: DocusaurusInstall, setup: RouteRenderSetup): Promise<(pathname: string) => Promise<RouteOutcome>> {
  const render = await loadServerRender(setup.serverEntry);
  const shell = await pageShell(install, setup.shell);
  const { writeStaticFile } = install.siteRequire(path.join(install.coreDir, 'lib', 'ssg', 'ssgUtils.js')) as SsgUtils;
  return async (pathname) => {
    try {
      const rendered = await render({ pathname, v4RemoveLegacyPostBuildHeadAttribute: setup.removeLegacyHead });
      await writeStaticFile({ pathname, content: shell(rendered), params: setup.write });
      const { html: _html, head: _head, ...route } = rendered;
      return { route };
    } catch (error) {
      return { failure: oneLine(error) };
    }
  };
}

/** Every route of `pathnames` rendered, RENDER_CONCURRENCY at once; each outcome at its route's index. */
export async function renderEach(renderRoute: (pathname: string) => Promise<RouteOutcome>, pathnames: readonly string[]): Promise<RouteOutcome[]> {
  const outcomes: RouteOutcome[] = new Array(pathnames.length);
  await eachLimited([...pathnames.entries()], RENDER_CONCURRENCY, async ([index, pathname]) => {
    outcomes[index] = await renderRoute(pathname);
  });
  return outcomes;
}
