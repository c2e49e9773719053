/**
 * Prerenders a share of the routes in one thread: each page's data read, its document rendered,
 * written to the site directory and precompressed beside it. Run by the serial path and by each
 * prerender worker (worker.ts) on the routes handed to it.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageArtifact } from '../../../schema/artifacts.ts';
import { replaceFile, writeCompressed } from './compress.ts';
import { type DocumentContext, pageDocument, type RouteJob, routeFile, type SsrModule } from './document.ts';

export interface ShareTarget {
  /** docs-cli's out directory (the page data files) */
  out: string;
  /** the site directory the HTML goes into */
  siteOut: string;
  /** write a .gz and a .br beside each page */
  compress: boolean;
}

/** Why a route could not be rendered, for the build's error line. */
export interface RenderFailure {
  path: string;
  source?: string;
  message: string;
}

/** Renders and writes each route in order; stops at the first failure and returns it. The content components no page could render are added to `unknown`. */
export async function renderShare(ssr: SsrModule, context: DocumentContext, target: ShareTarget, routes: readonly RouteJob[], unknown: Set<string>): Promise<RenderFailure | undefined> {
  for (const route of routes) {
    const page = route.data === null ? null : (JSON.parse(await readFile(path.join(target.out, route.data), 'utf8')) as PageArtifact);
    let html: string;
    try {
      html = await pageDocument(ssr, context, route.path, page, route.data, unknown);
    } catch (error) {
      return { path: route.path, ...(page?.source ? { source: page.source } : {}), message: (error as Error).message };
    }
    const file = path.join(target.siteOut, routeFile(route.path));
    await mkdir(path.dirname(file), { recursive: true });
    const data = Buffer.from(html);
    await replaceFile(file, data);
    if (target.compress) await writeCompressed(file, data);
  }
  return undefined;
}
