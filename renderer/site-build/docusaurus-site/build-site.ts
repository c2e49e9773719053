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
import type { Diagnostic } from '../../../schema/diagnostic.ts';
import { BundleFailed, bundleFailureOf } from '../prerender/bundle-problems.ts';
import { bundleDiagnostics } from '../site-diagnostics.ts';
import { docusaurusBrokenLinks } from './broken-links.ts';
import { type CompileCache, compileCacheStore, siteCompileKey } from './compile-cache.ts';
import { installDiagnostic, loadDiagnostic, postBuildDiagnostic, type RouteConfig, routeRenderDiagnostic, sourceOf } from './failures.ts';
import type { RouteSource } from './route-agreement.ts';
import { type DocusaurusInstall, findSiteDocusaurus } from './install.ts';
import { loadDocusaurusSite, loadLocales, type SiteProps } from './load-site.ts';
import { shellDataOf } from './page-shell.ts';
import { renderOnThreads, renderThreads } from './render-pool.ts';
import { type CollectedRoute, type RouteRenderSetup, renderEach, routeRenderer } from './route-render.ts';
import { runPostBuild } from './post-build.ts';
import { buildServerBundle } from './server-bundle.ts';
import { docusaurusViteConfig } from './vite-config.ts';
import { compileThreads, markdownCompiler } from './markdown-compiler.ts';
import { configureWebpackUtilsOf, docusaurusWebpackConfig } from './webpack-config.ts';
import { webpackLeftovers } from './webpack-leftovers.ts';

/**
 * The routes written with what Docusaurus's check found that does not fail the build (warnings,
 * notes), or what failed (`environment`: the install cannot build the site, exit 2).
 */
export type SiteOutcome =
  | {
      routes: string[];
      version: string;
      findings: Diagnostic[];
      /** milliseconds each stage took, all locales together */
      stages: StageTimes;
      /** where Markdown was compiled: on how many threads at most (0: this thread only), and whether a locale's threads gave up */
      markdown: MarkdownThreads;
      /** the default locale's routes, without the base URL, with the file each is made from: what docs-cli's model is compared with */
      modelRoutes: RouteSource[];
    }
  | { problems: Diagnostic[]; environment?: boolean };

/** The stages of a build: the site loaded, bundled (Markdown compiled in it), its routes rendered, then postBuild and the link check. */
export interface StageTimes {
  load: number;
  bundle: number;
  render: number;
  postBuild: number;
}

export interface MarkdownThreads {
  threads: number;
  gaveUp: boolean;
}

/** `work`'s result, its milliseconds added to `stages[stage]`. */
async function timed<T>(stages: StageTimes, stage: keyof StageTimes, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    stages[stage] += performance.now() - started;
  }
}

interface ViteManifest {
  [source: string]: { file: string; isEntry?: boolean };
}

export interface DocusaurusBuildOptions {
  siteDir: string;
  outDir: string;
  /** where each locale's server bundle goes (in a folder of the locale's name) */
  ssrDir: string;
  /** only these locales (Docusaurus's `--locale`); default: every locale of the site's i18n config */
  locales?: string[];
  /** where compiled Markdown is kept across builds (./compile-cache.ts); none: every file compiled */
  cacheDir?: string;
  /** threads the build may use (`--jobs`): Markdown is compiled on that many when there is enough of it; 1: all in this thread */
  jobs?: number;
}

export async function buildDocusaurusSite(options: DocusaurusBuildOptions): Promise<SiteOutcome> {
  const siteDir = path.resolve(options.siteDir);
  const lookup = findSiteDocusaurus(siteDir);
  if (!('found' in lookup)) return { problems: [installDiagnostic(siteDir, lookup)], environment: true };
  // Docusaurus builds where `npm run build` runs it, in the site folder: its webpack resolves
  // packages from the working directory's node_modules (Markdown in `../../docs` imports the site's
  // packages that way), and remark plugins read files relative to it.
  const workingDir = process.cwd();
  process.chdir(siteDir);
  try {
    return await buildLocales(lookup.found, { ...options, siteDir, outDir: path.resolve(options.outDir), ssrDir: path.resolve(options.ssrDir) });
  } finally {
    process.chdir(workingDir);
  }
}

/** The default locale first, as Docusaurus orders them: its site is the out folder, which would otherwise be emptied over the others'. */
export function orderLocales(locales: readonly string[], defaultLocale: string): string[] {
  return locales.includes(defaultLocale) ? [defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)] : [...locales];
}

/**
 * Each locale as `docusaurus build` builds it, one after another: loaded with the locale (its
 * translated content, its base URL and out folder: `/zh/` and `<out>/zh`), bundled and rendered.
 */
async function buildLocales(install: DocusaurusInstall, options: Required<Pick<DocusaurusBuildOptions, 'siteDir' | 'outDir' | 'ssrDir'>> & DocusaurusBuildOptions): Promise<SiteOutcome> {
  const { siteDir, outDir } = options;
  const stages: StageTimes = { load: 0, bundle: 0, render: 0, postBuild: 0 };
  let markdown: MarkdownThreads = { threads: 0, gaveUp: false };
  const site = await timed(stages, 'load', () => loadLocales(install, siteDir));
  if ('failure' in site) return { problems: [loadDiagnostic(siteDir, site.failure)] };
  const routes: string[] = [];
  const findings: Diagnostic[] = [];
  let modelRoutes: RouteSource[] = [];
  const store = options.cacheDir ? compileCacheStore(options.cacheDir) : undefined;
  for (const [index, locale] of orderLocales(options.locales ?? site.locales, site.defaultLocale).entries()) {
    const loaded = await timed(stages, 'load', () => loadDocusaurusSite(install, { siteDir, outDir, locale }));
    if ('failure' in loaded) return { problems: [loadDiagnostic(siteDir, loaded.failure)] };
    const { props } = loaded.site;
    // The plugins ask webpack for the same in every locale: what the bundle does not run is said once.
    if (index === 0) findings.push(...webpackLeftovers(props.plugins, await configureWebpackUtilsOf(install, props), path.relative(props.siteDir, props.siteConfigPath)));
    const cache = store?.forSite(siteCompileKey({ configText: await readFile(props.siteConfigPath, 'utf8'), coreVersion: install.version, pluginVersions: props.siteMetadata.pluginVersions, routes: props.routesPaths }));
    const built = await buildLocale(install, props, path.join(options.ssrDir, locale), { cache, compileThreads: compileThreads(options.jobs), jobs: options.jobs }, stages);
    if ('problems' in built) return built;
    routes.push(...built.routes);
    findings.push(...built.findings);
    markdown = { threads: Math.max(markdown.threads, built.markdown.threads), gaveUp: markdown.gaveUp || built.markdown.gaveUp };
    if (locale === site.defaultLocale) modelRoutes = routeSources(props);
  }
  await store?.prune();
  return { routes, version: install.version, findings, modelRoutes, stages, markdown };
}

/** A locale's routes as docs-cli's model writes them (without the base URL), with their sources; its 404 page left out. */
function routeSources(props: SiteProps): RouteSource[] {
  const configs = (props as unknown as { routes: RouteConfig[] }).routes;
  return props.routesPaths
    .filter((route) => route !== `${props.baseUrl}404.html`)
    .map((route) => {
      const source = sourceOf(configs, route);
      return { path: `/${route.slice(props.baseUrl.length)}`, ...(source ? { source } : {}) };
    });
}

/** How a locale is built: its Markdown's cache and threads, the threads `--jobs` allows. */
interface LocaleWork {
  cache: CompileCache | undefined;
  compileThreads: number;
  jobs: number | undefined;
}

/** One locale's bundles and pages, into the out folder its props name. */
async function buildLocale(install: DocusaurusInstall, props: SiteProps, ssrDir: string, work: LocaleWork, stages: StageTimes): Promise<SiteOutcome> {
  try {
    return await bundleAndRender(install, props, props.outDir, ssrDir, work, stages);
  } catch (error) {
    const failure = error instanceof BundleFailed ? error.failure : bundleFailureOf(error);
    // A file-system error (a full disk) is the environment's, said by the caller as one line.
    if (failure.errno) throw new BundleFailed(failure);
    return { problems: bundleDiagnostics(props.siteDir, failure.problems) };
  }
}

async function bundleAndRender(install: DocusaurusInstall, props: SiteProps, outDir: string, ssrDir: string, work: LocaleWork, stages: StageTimes): Promise<SiteOutcome> {
  const webpack = await docusaurusWebpackConfig(install, props);
  const { build } = await import('vite');
  const markdown = markdownCompiler({ install, props, webpack, threads: work.compileThreads, ...(work.cache ? { cache: work.cache } : {}) });
  // The server bundle, then the client's, which reads each Markdown file's module the first one
  // compiled. One after the other: the bundler spreads each over every core, and both at once held
  // both bundlers' memory at the peak for no time gained (on two cores; bench/README.md).
  const serverEntry = await timed(stages, 'bundle', async () => {
    try {
      const entry = await buildServerBundle({ install, props, webpack, outDir: ssrDir, markdown });
      await build(docusaurusViteConfig({ install, props, webpack, ssr: false, outDir, markdown }));
      return entry;
    } finally {
      await markdown.close();
    }
  });
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
  if (!entry) throw new Error('the client bundle has no entry');
  const staticDirectories = (props.siteConfig as unknown as { staticDirectories: string[] }).staticDirectories;
  // A static directory that is not there is none (Docusaurus's default `static` may be missing); any other error fails the build.
  for (const dir of staticDirectories) if (existsSync(path.resolve(props.siteDir, dir))) await cp(path.resolve(props.siteDir, dir), outDir, { recursive: true, force: true });
  // 3.6 has no `future.v4`.
  const removeLegacyHead = (props.siteConfig as unknown as { future: { v4?: { removeLegacyPostBuildHeadAttribute?: boolean } } }).future.v4?.removeLegacyPostBuildHeadAttribute === true;
  const setup: RouteRenderSetup = {
    siteDir: props.siteDir,
    serverEntry,
    // One stylesheet (cssCodeSplit off), under the manifest's `style.css`.
    shell: shellDataOf(install, props, { entry, ...(manifest['style.css'] ? { stylesheet: manifest['style.css'].file } : {}) }),
    write: { outDir, baseUrl: props.baseUrl, trailingSlash: props.siteConfig.trailingSlash },
    removeLegacyHead,
  };
  const collected = new Map<string, CollectedRoute>();
  // As Docusaurus does, every route is tried and every one that failed is said, not just the first.
  const failed: Diagnostic[] = [];
  await timed(stages, 'render', async () => {
    const threads = renderThreads(props.routesPaths.length, removeLegacyHead, work.jobs);
    const outcomes = threads > 0 ? await renderOnThreads(setup, props.routesPaths, threads) : await renderEach(await routeRenderer(install, setup), props.routesPaths);
    // In route order, so that postBuild and the failures see the routes in order.
    for (const [index, pathname] of props.routesPaths.entries()) {
      const outcome = outcomes[index];
      if ('route' in outcome) collected.set(pathname, outcome.route);
      else failed.push(routeRenderDiagnostic(props, pathname, outcome.failure));
    }
  });
  if (failed.length > 0) return { problems: failed };
  return timed(stages, 'postBuild', async () => {
    const postBuilt = await runPostBuild(props, collected, { removeLegacyHead });
    if (postBuilt.length > 0) return { problems: postBuilt.map(({ plugin, error }) => postBuildDiagnostic(props, plugin, error)) };
    // Then Docusaurus's own verdict on the links the pages hold, at the site's levels.
    const links = await docusaurusBrokenLinks(install, props, collected);
    if (links.some((d) => d.level === 'error')) return { problems: links };
    return { routes: [...props.routesPaths], version: install.version, findings: links, modelRoutes: [], stages, markdown: { threads: markdown.threadsStarted, gaveUp: markdown.gaveUpThreads } };
  });
}
