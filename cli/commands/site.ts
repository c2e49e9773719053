/**
 * `docs-cli build --site [siteDir]`: the deployable site, as `docusaurus build` makes it. The
 * artifacts (exactly `build`), then the renderer's client and server bundles, every route
 * prerendered and precompressed into <out>/site. The renderer and Vite load only for this
 * command, and resolve their packages from docs-cli's own install, wherever the site folder is.
 */
import type { BuildOptions } from './build.ts';

export async function siteCommand(siteDir: string, options: BuildOptions & { jobs?: number }): Promise<number> {
  // The compiled CLI (cli/dist) runs without a TypeScript loader, and the renderer is TypeScript.
  if (!import.meta.url.endsWith('.ts')) (await import('tsx/esm/api')).register();
  // The one import from cli/ into renderer/ (README, Layout): the renderer's build runs `build` through cli/api.ts.
  const { buildSite } = await import('../../renderer/build.ts');
  return buildSite(siteDir, options.outDir, { build: options, ...(options.jobs ? { jobs: options.jobs } : {}) });
}
