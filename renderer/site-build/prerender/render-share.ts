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

/**
 * Renders and writes each route in order; stops at the first failure and returns it. A page that
 * names a content component the renderer does not know is one (the last safeguard: the
 * unknown-component check finds such names first, where it can read the site's components map).
 */
export async function renderShare(ssr: SsrModule, context: DocumentContext, target: ShareTarget, routes: readonly RouteJob[]): Promise<RenderFailure | undefined> {
  for (const route of routes) {
    const page = route.data === null ? null : (JSON.parse(await readFile(path.join(target.out, route.data), 'utf8')) as PageArtifact);
    const where = { path: route.path, ...(page?.source ? { source: page.source } : {}) };
    let html: string;
    try {
      const rendered = await pageDocument(ssr, context, route, page);
      if (rendered.unknownComponents.length > 0) return { ...where, message: `unknown components in content: ${rendered.unknownComponents.map((name) => `<${name}>`).join(', ')}` };
      html = rendered.document;
    } catch (error) {
      return { ...where, message: (error as Error).message };
    }
    const file = path.join(target.siteOut, routeFile(route.path));
    await mkdir(path.dirname(file), { recursive: true });
    const data = Buffer.from(html);
    await replaceFile(file, data);
    if (target.compress) await writeCompressed(file, data);
  }
  return undefined;
}
