/**
 * A Docusaurus site built with its own installed server side, runtime and theme: load-site, the
 * server and client bundles (Markdown compiled once for both), every route rendered into the
 * site's HTML shell and written where Docusaurus writes it, the static directories copied, then
 * the plugins' postBuild (sitemap, feeds).
 * Each stage is its own module; this one runs them in order, and what fails comes back as the
 * pipeline's diagnostics (./failures.ts), all of them, never a stack trace.
 */
import { existsSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { BundleFailed, bundleFailureOf } from '../prerender/bundle-problems.ts';
import { bundleDiagnostics } from '../site-diagnostics.ts';
import { installDiagnostic, loadDiagnostic, postBuildDiagnostic, routeRenderDiagnostic } from './failures.ts';
import { type DocusaurusInstall, findSiteDocusaurus } from './install.ts';
import { loadDocusaurusSite, type SiteProps } from './load-site.ts';
import { pageShell } from './page-shell.ts';
import { runPostBuild } from './post-build.ts';
import { buildServerBundle, loadServerRender, type RenderedRoute } from './server-render.ts';
import { docusaurusViteConfig } from './vite-config.ts';
import { docusaurusWebpackConfig } from './webpack-config.ts';

/** The routes written, or what failed (`environment`: the install cannot build the site, exit 2). */
export type SiteOutcome = { routes: string[]; version: string } | { problems: Diagnostic[]; environment?: boolean };

interface ViteManifest {
  [source: string]: { file: string; isEntry?: boolean };
}

export async function buildDocusaurusSite(options: { siteDir: string; outDir: string; ssrDir: string }): Promise<SiteOutcome> {
  const siteDir = path.resolve(options.siteDir);
  const lookup = findSiteDocusaurus(siteDir);
  if (!('found' in lookup)) return { problems: [installDiagnostic(siteDir, lookup)], environment: true };
  // Docusaurus builds where `npm run build` runs it, in the site folder: its webpack resolves
  // packages from the working directory's node_modules (Markdown in `../docs` imports the site's
  // packages that way), and remark plugins read files relative to it.
  const workingDir = process.cwd();
  process.chdir(siteDir);
  try {
    return await buildInSiteFolder(lookup.found, siteDir, path.resolve(options.outDir), path.resolve(options.ssrDir));
  } finally {
    process.chdir(workingDir);
  }
}

async function buildInSiteFolder(install: DocusaurusInstall, siteDir: string, outDir: string, ssrDir: string): Promise<SiteOutcome> {
  const loaded = await loadDocusaurusSite(install, { siteDir, outDir });
  if ('failure' in loaded) return { problems: [loadDiagnostic(siteDir, loaded.failure)] };
  const { props } = loaded.site;
  try {
    return await bundleAndRender(install, props, outDir, ssrDir);
  } catch (error) {
    const failure = error instanceof BundleFailed ? error.failure : bundleFailureOf(error);
    // A file-system error (a full disk) is the environment's, said by the caller as one line.
    if (failure.errno) throw new BundleFailed(failure);
    return { problems: bundleDiagnostics(siteDir, failure.problems) };
  }
}

async function bundleAndRender(install: DocusaurusInstall, props: SiteProps, outDir: string, ssrDir: string): Promise<SiteOutcome> {
  const webpack = await docusaurusWebpackConfig(install, props);
  const compiled = new Map<string, Promise<string>>();
  const { build } = await import('vite');
  const serverEntry = await buildServerBundle({ install, props, webpack, outDir: ssrDir }, compiled);
  await build(docusaurusViteConfig({ install, props, webpack, ssr: false, outDir }, compiled));
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
  if (!entry) throw new Error('the client bundle has no entry');
  // One stylesheet (cssCodeSplit off), under the manifest's `style.css`.
  const shell = await pageShell(install, props, { entry, ...(manifest['style.css'] ? { stylesheet: manifest['style.css'].file } : {}) });
  const render = await loadServerRender(serverEntry);
  const { writeStaticFile } = install.siteRequire(path.join(install.coreDir, 'lib', 'ssg', 'ssgUtils.js')) as {
    writeStaticFile: (params: { pathname: string; content: string; params: { outDir: string; baseUrl: string; trailingSlash: boolean | undefined } }) => Promise<void>;
  };
  const staticDirectories = (props.siteConfig as unknown as { staticDirectories: string[] }).staticDirectories;
  // A static directory that is not there is none (Docusaurus's default `static` may be missing); any other error fails the build.
  for (const dir of staticDirectories) if (existsSync(path.resolve(props.siteDir, dir))) await cp(path.resolve(props.siteDir, dir), outDir, { recursive: true, force: true });
  // 3.6 has no `future.v4`.
  const v4RemoveLegacyPostBuildHeadAttribute = (props.siteConfig as unknown as { future: { v4?: { removeLegacyPostBuildHeadAttribute?: boolean } } }).future.v4?.removeLegacyPostBuildHeadAttribute === true;
  const collected = new Map<string, RenderedRoute>();
  // As Docusaurus does, every route is tried and every one that failed is said, not just the first.
  const failed: Diagnostic[] = [];
  for (const pathname of props.routesPaths) {
    let rendered: RenderedRoute;
    try {
      rendered = await render({ pathname, v4RemoveLegacyPostBuildHeadAttribute });
    } catch (error) {
      failed.push(routeRenderDiagnostic(props, pathname, error));
      continue;
    }
    collected.set(pathname, rendered);
    await writeStaticFile({ pathname, content: shell(rendered), params: { outDir, baseUrl: props.baseUrl, trailingSlash: props.siteConfig.trailingSlash } });
  }
  if (failed.length > 0) return { problems: failed };
  const postBuilt = await runPostBuild(props, collected, { removeLegacyHead: v4RemoveLegacyPostBuildHeadAttribute });
  if (postBuilt.length > 0) return { problems: postBuilt.map(({ plugin, error }) => postBuildDiagnostic(props, plugin, error)) };
  return { routes: [...props.routesPaths], version: install.version };
}
