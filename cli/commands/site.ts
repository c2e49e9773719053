/**
 * `docs-cli build --site [siteDir]`: the deployable site, as `docusaurus build` makes it. The
 * artifacts (exactly `build`: its report, refusals and exit codes), then the renderer's client
 * and server bundles, every route prerendered and precompressed into <out>/site. The renderer
 * and Vite load only for this command, and resolve their packages from docs-cli's own install,
 * wherever the site folder is.
 */
import { type BuildOptions, buildArtifacts } from './build.ts';

export async function siteCommand(siteDir: string, options: BuildOptions & { jobs?: number }): Promise<number> {
  // The renderer's modules load while the artifacts are built (over a second of loading and
  // compiling TypeScript); the site build itself starts once they are built, and not if they fail.
  const renderer = loadRenderer();
  renderer.catch(() => undefined);
  // The artifacts go into a new build that out points at only once its site is whole too.
  const built = await buildArtifacts(siteDir, { ...options, stage: true });
  if (built.code !== 0) return built.code;
  let buildSite: typeof import('../../renderer/build.ts').buildSite;
  try {
    ({ buildSite } = await renderer);
  } catch (error) {
    await built.staged?.discard();
    throw error;
  }
  // --no-cache leaves the last site aside too; --jobs is the prerender's threads.
  return buildSite(siteDir, options.outDir, { skipDocs: true, ...(built.staged ? { staged: built.staged } : {}), build: options, ...(options.jobs ? { jobs: options.jobs } : {}) });
}

async function loadRenderer(): Promise<typeof import('../../renderer/build.ts')> {
  // The compiled CLI (cli/dist) runs without a TypeScript loader, and the renderer is TypeScript.
  if (!import.meta.url.endsWith('.ts')) (await import('tsx/esm/api')).register();
  // The one import from cli/ into renderer/ (README, Layout).
  return import('../../renderer/build.ts');
}
