/**
 * The server bundle of core's own server entry (`server.mjs`), built by Vite with the site's
 * configuration (./vite-config.ts); ./server-render.ts renders routes with it. Apart from the
 * render, so that a render thread never loads the bundler.
 */
import path from 'node:path';
import type { MarkdownCompiler } from './markdown-compiler.ts';
import type { DocusaurusInstall } from './install.ts';
import type { SiteProps } from './load-site.ts';
import { docusaurusViteConfig } from './vite-config.ts';
import type { WebpackConfig } from './webpack-config.ts';

/** Builds the server bundle into `outDir` (`server.mjs`); `markdown` is the compiler it shares with the client bundle. */
export async function buildServerBundle(job: { install: DocusaurusInstall; props: SiteProps; webpack: WebpackConfig; outDir: string; markdown?: MarkdownCompiler }): Promise<string> {
  const { build } = await import('vite');
  await build(docusaurusViteConfig({ ...job, ssr: true }));
  return path.join(job.outDir, 'server.mjs');
}
