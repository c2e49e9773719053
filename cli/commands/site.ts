/**
 * `docs-cli build --site [siteDir]`: the deployable site, as `docusaurus build` makes it. The
 * artifacts (exactly `build`: its report, refusals and exit codes), then the renderer's client
 * and server bundles, every route prerendered and precompressed into <out>/site. The renderer
 * and Vite load only for this command, and resolve their packages from docs-cli's own install,
 * wherever the site folder is.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { sortDiagnostics } from '../diagnostics/create.ts';
import { type BuildOptions, buildArtifacts } from './build.ts';
import { reportMore } from './report-and-exit.ts';
import { registerTypeScriptLoader } from './typescript-loader.ts';

export async function siteCommand(siteDir: string, options: BuildOptions & { jobs?: number; locale?: string[]; verbose?: boolean }): Promise<number> {
  // The renderer's modules load while the artifacts are built (over a second of loading and
  // compiling TypeScript); the site build itself starts once they are built, and not if they fail.
  const renderer = loadRenderer();
  renderer.catch(() => undefined);
  // The artifacts go into a new build that out points at only once its site is whole too; in the
  // json format their report waits for the site build's findings (one object for the run).
  // A site built by its own Docusaurus is judged by that build: docs-cli's errors are warnings there.
  const judgedElsewhere = renderer.then((loaded) => loaded.buildsWithItsOwnDocusaurus(siteDir)).catch(() => false);
  const built = await buildArtifacts(siteDir, { ...options, stage: true, deferReport: true, judgedElsewhere });
  if (built.code !== 0) {
    built.finish?.([]);
    return built.code;
  }
  let buildSite: typeof import('../../renderer/site-build/build.ts').buildSite;
  try {
    ({ buildSite } = await renderer);
  } catch (error) {
    await built.staged?.discard();
    throw error;
  }
  const found: Diagnostic[] = [];
  // --no-cache leaves the last site aside too; --jobs is the prerender's threads (a Docusaurus site's compile threads).
  const code = await buildSite(siteDir, options.outDir, {
    skipDocs: true,
    ...(built.staged ? { staged: built.staged } : {}),
    build: options,
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.locale ? { locales: options.locale } : {}),
    ...(options.verbose ? { verbose: true } : {}),
    onDiagnostics: (diagnostics) => found.push(...diagnostics),
  });
  const sorted = sortDiagnostics(found);
  if (built.finish) {
    const reported = built.finish(sorted);
    return code === 0 ? reported : code;
  }
  reportMore(sorted, { ...options, siteDir }, (file) => {
    try {
      return readFileSync(path.resolve(siteDir, file), 'utf8');
    } catch {
      return undefined;
    }
  });
  return code;
}

async function loadRenderer(): Promise<typeof import('../../renderer/site-build/build.ts')> {
  registerTypeScriptLoader();
  // The one import from cli/ into renderer/ (README, Layout).
  return import('../../renderer/site-build/build.ts');
}
