/**
 * render (its first half): the server bundle of core's own server entry, built by Vite with the
 * site's configuration (./vite-config.ts), and a route rendered by it: the app's HTML for the
 * route, and what the page collected (Helmet's head, its links and anchors, the modules it used),
 * exactly what `docusaurus build` renders into its HTML shell.
 */
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import type { DocusaurusInstall } from './install.ts';
import type { SiteProps } from './load-site.ts';
import { docusaurusViteConfig } from './vite-config.ts';
import type { WebpackConfig } from './webpack-config.ts';

export interface RenderedRoute {
  html: string;
  collectedData: { metadata: unknown; links: string[]; anchors: string[]; modules: string[] };
}

export type ServerRender = (params: { pathname: string; v4RemoveLegacyPostBuildHeadAttribute?: boolean }) => Promise<RenderedRoute>;

/** Builds the server bundle into `outDir` (`server.mjs`); `compiled` is the Markdown compiled so far, shared with the client bundle. */
export async function buildServerBundle(
  job: { install: DocusaurusInstall; props: SiteProps; webpack: WebpackConfig; outDir: string },
  compiled: Map<string, Promise<string>> = new Map(),
): Promise<string> {
  const { build } = await import('vite');
  await build(docusaurusViteConfig({ ...job, ssr: true }, compiled));
  return path.join(job.outDir, 'server.mjs');
}

export async function loadServerRender(entry: string): Promise<ServerRender> {
  return ((await import(pathToFileURL(entry).href)) as { default: ServerRender }).default;
}
