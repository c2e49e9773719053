/**
 * A Docusaurus site built with its own installed server side, runtime and theme: load-site, the
 * server and client bundles (Markdown compiled once for both), every route rendered into the
 * site's HTML shell and written where Docusaurus writes it, the static directories copied, then
 * the plugins' postBuild (sitemap, feeds).
 * Each stage is its own module; this one runs them in order and says in one line what failed.
 */
import { existsSync } from 'node:fs';
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { findDocusaurusInstall, unsupportedMessage } from './install.ts';
import { loadDocusaurusSite } from './load-site.ts';
import { pageShell } from './page-shell.ts';
import { runPostBuild } from './post-build.ts';
import { buildServerBundle, loadServerRender, type RenderedRoute } from './server-render.ts';
import { docusaurusViteConfig } from './vite-config.ts';
import { docusaurusWebpackConfig } from './webpack-config.ts';

export type SiteOutcome = { routes: string[] } | { failure: string };

interface ViteManifest {
  [source: string]: { file: string; isEntry?: boolean };
}

export async function buildDocusaurusSite(options: { siteDir: string; outDir: string; ssrDir: string }): Promise<SiteOutcome> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir);
  const ssrDir = path.resolve(options.ssrDir);
  // Docusaurus builds where `npm run build` runs it, in the site folder: its webpack resolves
  // packages from the working directory's node_modules (Markdown in `../docs` imports the site's
  // packages that way), and remark plugins read files relative to it.
  const workingDir = process.cwd();
  process.chdir(siteDir);
  try {
    return await buildInSiteFolder(siteDir, outDir, ssrDir);
  } finally {
    process.chdir(workingDir);
  }
}

async function buildInSiteFolder(siteDir: string, outDir: string, ssrDir: string): Promise<SiteOutcome> {
  const lookup = findDocusaurusInstall(siteDir);
  if ('missing' in lookup) return { failure: `no @docusaurus/core is installed for ${siteDir} (run npm install in the site)` };
  if ('unsupported' in lookup) return { failure: unsupportedMessage(lookup.unsupported) };
  const install = lookup.found;
  const loaded = await loadDocusaurusSite(install, { siteDir, outDir });
  if ('failure' in loaded) return loaded;
  const { props } = loaded.site;
  const webpack = await docusaurusWebpackConfig(install, props);
  const compiled = new Map<string, Promise<string>>();
  const { build } = await import('vite');
  try {
    const serverEntry = await buildServerBundle({ install, props, webpack, outDir: ssrDir }, compiled);
    await build(docusaurusViteConfig({ install, props, webpack, ssr: false, outDir }, compiled));
    const manifestFile = path.join(outDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;
    await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
    if (!entry) return { failure: 'the client bundle has no entry' };
    // One stylesheet (cssCodeSplit off), under the manifest's `style.css`.
    const shell = await pageShell(install, props, { entry, ...(manifest['style.css'] ? { stylesheet: manifest['style.css'].file } : {}) });
    const render = await loadServerRender(serverEntry);
    const { writeStaticFile } = install.siteRequire(path.join(install.coreDir, 'lib', 'ssg', 'ssgUtils.js')) as {
      writeStaticFile: (params: { pathname: string; content: string; params: { outDir: string; baseUrl: string; trailingSlash: boolean | undefined } }) => Promise<void>;
    };
    const staticDirectories = (props.siteConfig as unknown as { staticDirectories: string[] }).staticDirectories;
    // A static directory that is not there is none (Docusaurus's default `static` may be missing); any other error fails the build.
    for (const dir of staticDirectories) if (existsSync(path.resolve(siteDir, dir))) await cp(path.resolve(siteDir, dir), outDir, { recursive: true, force: true });
    // 3.6 has no `future.v4`.
    const v4RemoveLegacyPostBuildHeadAttribute = (props.siteConfig as unknown as { future: { v4?: { removeLegacyPostBuildHeadAttribute?: boolean } } }).future.v4?.removeLegacyPostBuildHeadAttribute === true;
    const collected = new Map<string, RenderedRoute>();
    for (const pathname of props.routesPaths) {
      const rendered = await render({ pathname, v4RemoveLegacyPostBuildHeadAttribute });
      collected.set(pathname, rendered);
      await writeStaticFile({ pathname, content: shell(rendered), params: { outDir, baseUrl: props.baseUrl, trailingSlash: props.siteConfig.trailingSlash } });
    }
    await runPostBuild(props, collected, { removeLegacyHead: v4RemoveLegacyPostBuildHeadAttribute });
    return { routes: [...props.routesPaths] };
  } catch (error) {
    return { failure: String((error as Error)?.message ?? error).split('\n')[0] };
  }
}
