/**
 * The site build: docs-cli artifacts → Vite client and SSR bundles → every route prerendered
 * to out/site/<route>/index.html (plus 404.html), the data files linked beside them, static
 * files and what the site's own plugins make added (site-plugin.ts), and text files
 * precompressed for the server (while the workers render the pages).
 *
 * Run by `docs-cli build --site [siteDir] [--out-dir out]` (cli/commands/site.ts), for a site anywhere on disk.
 */
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RoutesArtifact, SidebarsArtifact } from '../../schema/artifacts.ts';
import type { SiteConfig } from '../../schema/config.ts';
import type { Diagnostic } from '../../schema/diagnostic.ts';
import { SITE_DATA_DIR } from '../../schema/paths.ts';
import { type BuildOptions, buildArtifacts, fileSystemError, refusalBeforeReading, type StagedBuild, stageCurrentBuild } from '../../cli/api.ts';
import { buildDocusaurusSite, type MarkdownThreads } from './docusaurus-site/build-site.ts';
import { findSiteDocusaurus } from './docusaurus-site/install.ts';
import { type RouteSource, routeDisagreements } from './docusaurus-site/route-agreement.ts';
import { buildBundlesInWorker } from './prerender/bundle.ts';
import { BundleFailed } from './prerender/bundle-problems.ts';
import { bundleDiagnostics, renderDiagnostic, sitePluginDiagnostic } from './site-diagnostics.ts';
import { CompressCache, eachLimited, isCompressible, TEMPORARY_FILE, writeCompressed } from './prerender/compress.ts';
import { copyStaticDirectories } from './prerender/copy-static.ts';
import { loadSitePlugins, pluginBundleData, SitePluginError, summarizePage } from './site-plugin.ts';
import { artifactHashes, bundleKey, codeKey, siteCodeKey, usesThemeComponents, filesUnder, linkTree, pageKeys, pageSummaries, readRecord, reuseCompressed, reuseFile, sameFile, type SiteRecord, writeRecord } from './prerender/incremental.ts';
import { inlineScriptHash, NOT_FOUND_ROUTE, type RouteJob, routeFile } from './prerender/document.ts';
import { contentSecurityPolicy } from './prerender/head.ts';
import { defaultJobs, prerenderRoutes } from './prerender/pool.ts';
import { createBuildReport, duration } from './report.ts';
import { colorModeScript } from '../theme/base/color-mode-script.ts';

const siteBuildDir = path.dirname(new URL(import.meta.url).pathname);
/** renderer/: the theme (theme/) the site build bundles. */
const rendererDir = path.resolve(siteBuildDir, '..');
const repoDir = path.resolve(rendererDir, '..');

async function walkFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walkFiles(abs)));
    else if (entry.isFile()) out.push(abs);
  }
  return out;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}

export interface SiteBuildOptions {
  /** the artifacts are built already (`docs-cli build --site` built them): the site is made from `staged`, else from out's current build */
  skipDocs?: boolean;
  /** the new build, written but not yet published, that the site goes into (see cli/emit/write.ts) */
  staged?: StagedBuild;
  build?: Partial<BuildOptions>;
  log?: (line: string) => void;
  /** each phase's line says how long it took */
  verbose?: boolean;
  /** prerender threads (default: one per core; 1: no worker) */
  jobs?: number;
  /** a site built with its own Docusaurus: only these locales (default: all of its config's) */
  locales?: string[];
  /** takes what failed (the bundler's errors, a page that did not render) as diagnostics to report; else each is logged */
  onDiagnostics?: (diagnostics: Diagnostic[]) => void;
}

/** Whether the site is built by its own Docusaurus (installed, in any version: an unsupported one is said by the build) rather than docs-cli's theme. */
export function buildsWithItsOwnDocusaurus(siteDir: string): boolean {
  return !('missing' in findSiteDocusaurus(path.resolve(siteDir)));
}

/**
 * Builds the site into a new build directory that `out` does not point at yet, and publishes it
 * (one rename of the `out` link) only once the site is whole: a build killed at any point, or one
 * that fails (a full disk, a bundler error), leaves `out` on the previous complete build, site and
 * all, and `serve` of it answers from that build until the switch.
 */
export async function buildSite(siteDir: string, outDir: string, options: SiteBuildOptions = {}): Promise<number> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const site = path.resolve(siteDir);
  const out = path.resolve(outDir);
  // The site goes into out (<out>/site), which must be docs-cli's: the build below checks that itself.
  const refused = options.skipDocs ? await refusalBeforeReading(site, out) : undefined;
  if (refused) {
    log(refused);
    return 2;
  }
  let staged = options.staged;
  if (!staged && !options.skipDocs) {
    const built = await buildArtifacts(site, { format: 'pretty', quiet: false, cache: true, ...options.build, outDir: out, stage: true });
    if (built.code !== 0) return built.code;
    staged = built.staged;
  }
  staged ??= await stageCurrentBuild(out);
  if (!staged) {
    log(`error: ${outDir} holds no build of docs-cli to make the site from (run docs-cli build first)`);
    return 2;
  }
  const left = `${path.relative(process.cwd(), out) || '.'} was left as it was`;
  // A Docusaurus site whose own Docusaurus is installed is built with it (its theme, its plugins);
  // any other with docs-cli's theme from the artifacts.
  const docusaurus = findSiteDocusaurus(site);
  let problems: Diagnostic[];
  try {
    if ('missing' in docusaurus) problems = await buildSiteInto(site, out, staged.dir, options, log);
    else {
      // Compiled Markdown kept with the other caches beside out (--cache-dir elsewhere; none with --no-cache).
      const cacheDir = options.build?.cache === false ? undefined : path.join(path.resolve(options.build?.cacheDir ?? path.join(path.dirname(out), '.docs-cli', 'cache')), 'docusaurus-mdx');
      const built = await buildWithDocusaurus(site, out, staged.dir, { locales: options.locales, cacheDir, jobs: options.jobs }, log);
      problems = built.problems;
      // What Docusaurus's check says without failing the build (broken anchors at `warn`) is reported with the site.
      if (built.findings.length > 0) options.onDiagnostics ? options.onDiagnostics(built.findings) : logProblems(built.findings, log);
      if (built.environment) {
        await staged.discard();
        options.onDiagnostics ? options.onDiagnostics(problems) : logProblems(problems, log);
        log(`site build failed: ${left}`);
        return 2;
      }
    }
  } catch (error) {
    await staged.discard();
    const failure = error instanceof BundleFailed ? error.failure : undefined;
    const reason = failure ? failure.errno && failure.message : fileSystemError(error);
    if (reason) {
      log(`error: cannot write the site: ${reason}; ${left}`);
      return 2;
    }
    if (error instanceof SitePluginError) problems = [sitePluginDiagnostic(error)];
    else if (failure) problems = bundleDiagnostics(site, failure.problems);
    else throw error;
  }
  if (problems.length > 0) {
    await staged.discard();
    if (options.onDiagnostics) options.onDiagnostics(problems);
    else logProblems(problems, log);
    log(`site build failed: ${left}`);
    return 1;
  }
  await staged.publish();
  return 0;
}

function logProblems(problems: readonly Diagnostic[], log: (line: string) => void): void {
  for (const d of problems) log(`${d.file}:${d.line}:${d.column}  ${d.level}  ${d.message}  ${d.code}`);
}

/**
 * The site built by its own Docusaurus (docusaurus-site/) into the staged build's `site/`, its
 * server bundle in the same place as docs-cli's theme's. A bundle that failed on the disk throws
 * BundleFailed, as buildSiteInto's does.
 */
async function buildWithDocusaurus(site: string, out: string, artifacts: string, more: { locales?: string[]; cacheDir?: string; jobs?: number }, log: (line: string) => void): Promise<{ problems: Diagnostic[]; findings: Diagnostic[]; environment?: boolean }> {
  const started = performance.now();
  const outcome = await buildDocusaurusSite({ siteDir: site, outDir: path.join(artifacts, 'site'), ssrDir: path.join(path.dirname(out), '.docs-cli', 'ssr', path.basename(out)), ...(more.locales ? { locales: more.locales } : {}), ...(more.cacheDir ? { cacheDir: more.cacheDir } : {}), ...(more.jobs ? { jobs: more.jobs } : {}) });
  if ('problems' in outcome) return { ...outcome, findings: [] };
  const { load, bundle, render, postBuild } = outcome.stages;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  log(`built ${outcome.routes.length} routes with the site's own Docusaurus ${outcome.version} in ${Math.round(performance.now() - started)} ms (load ${seconds(load)}, bundle ${seconds(bundle)}, render ${seconds(render)}, postBuild ${seconds(postBuild)}${markdownWhere(outcome.markdown)})`);
  return { problems: [], findings: [...outcome.findings, ...routeDisagreements(await modelRouteSources(artifacts), outcome.modelRoutes, '/404.html')] };
}

/** Where the Markdown of a Docusaurus site was compiled, when not in the build's thread alone. */
function markdownWhere({ threads, gaveUp }: MarkdownThreads): string {
  if (gaveUp) return '; Markdown in one thread: a page waited for another page compiled on another thread';
  return threads > 0 ? `; Markdown on ${threads} threads` : '';
}

/** The routes of docs-cli's model in the staged artifacts, with the file each page is made from; those its own theme adds (search, debug) left out. */
async function modelRouteSources(artifacts: string): Promise<RouteSource[]> {
  const { routes } = JSON.parse(await readFile(path.join(artifacts, 'routes.json'), 'utf8')) as RoutesArtifact;
  return Promise.all(
    routes
      .filter((route) => route.kind !== 'debug' && route.kind !== 'search')
      .map(async (route) => {
        const { source } = JSON.parse(await readFile(path.join(artifacts, route.data), 'utf8')) as { source?: unknown };
        return { path: route.path, ...(typeof source === 'string' ? { source } : {}) };
      }),
  );
}

/**
 * The site of the artifacts in `artifacts` (a staged build directory), into its `site/`; `out`
 * names the caches beside it. What failed comes back as diagnostics (none: the site is whole);
 * a bundle that failed throws BundleFailed.
 */
async function buildSiteInto(site: string, out: string, artifacts: string, options: SiteBuildOptions, log: (line: string) => void): Promise<Diagnostic[]> {
  // Production builds of React and react-router, in this process and the workers it starts: React's
  // CommonJS entry and Vite's package conditions read NODE_ENV, a fact of the process, not an option.
  process.env.NODE_ENV = 'production';
  const siteOut = path.join(artifacts, 'site');
  const ssrOut = path.join(path.dirname(out), '.docs-cli', 'ssr', path.basename(out));
  const started = performance.now();
  // A bar for the prerender on a terminal; none when the caller takes the lines.
  const report = createBuildReport({ log, verbose: options.verbose === true, ...(!options.log && process.stderr.isTTY ? { terminal: process.stderr } : {}) });
  // Read once: the page summaries, the pages to render and the page keys come from the same routes.
  const routeEntries = (JSON.parse(await readFile(path.join(artifacts, 'routes.json'), 'utf8')) as RoutesArtifact).routes;
  const routes: RouteJob[] = routeEntries.map((route) => ({ path: route.path, data: route.data }));
  const config = (JSON.parse(await readFile(path.join(artifacts, 'config.json'), 'utf8')) as { config: SiteConfig }).config;
  // The site's own plugins, loaded before anything is built: one that does not load stops the build here.
  const plugins = await loadSitePlugins(site, config.sitePlugins);
  // What the last build of this out directory made, reused where its inputs are unchanged (prerender/incremental.ts).
  const record = options.build?.cache === false ? undefined : await readRecord(out);
  const hashes = await artifactHashes(artifacts);
  // The plugins' summaries of every page, read again only for the pages that changed (and the same code).
  const siteCode = siteCodeKey(site);
  const code = codeKey(repoDir, site, config.sitePlugins, siteCode);
  const summaries = await pageSummaries(artifacts, routeEntries.map((route) => route.data), { hashes, last: record?.codeKey === code ? record.summaries : undefined, summarize: (page) => summarizePage(plugins, page) });
  const pluginPages = Object.values(summaries).map((summary) => summary.plugins);
  const pluginData = pluginBundleData(plugins, pluginPages);
  // The site's files the last bundles loaded: a partial a compiled page imports is in them as the page is.
  const bundleInputs = { siteDir: site, siteCode, out: artifacts, summaries: Object.values(summaries), pluginData };
  let key = bundleKey(code, { ...bundleInputs, siteFiles: record?.siteFiles });
  const reuseBundles = record?.bundleKey === key;
  let bundleFiles: string[];
  let siteFiles = record?.siteFiles ?? [];
  if (record && reuseBundles) {
    // The template (index.html) is read from the last site's copy below; every page writes its own.
    bundleFiles = record.bundleFiles;
    await eachLimited(
      bundleFiles.filter((rel) => rel !== 'index.html'),
      16,
      async (rel) => void (await reuseFile(record.siteOut, siteOut, rel, true)),
    );
    report.phase('reused the bundles (unchanged)', performance.now() - started);
  } else {
    siteFiles = await buildBundlesInWorker({ outDir: artifacts, rendererDir, siteOut, ssrOut, plugins: config.sitePlugins, pluginData, themeComponents: usesThemeComponents(Object.values(summaries)), siteDir: site });
    key = bundleKey(code, { ...bundleInputs, siteFiles });
    bundleFiles = filesUnder(siteOut).filter((rel) => !rel.endsWith('.gz') && !rel.endsWith('.br'));
    await writeFile(path.join(ssrOut, 'template.html'), await readFile(path.join(siteOut, 'index.html')));
    // The template is no page: a site without a home page has no index.html (a warm build links none either).
    if (!routes.some((route) => route.path === '/')) await rm(path.join(siteOut, 'index.html'));
    const after = plugins.flatMap(({ plugin }) => (plugin.afterBundle ? [plugin.name] : [])).join(', ');
    report.phase(`bundled the client and the server render${after ? `, and the plugins' files (${after})` : ''}`, performance.now() - started);
  }

  const sidebars = (JSON.parse(await readFile(path.join(artifacts, 'sidebars.json'), 'utf8')) as SidebarsArtifact).sidebars;
  // The same policy as the prerendered pages' CSP <meta> (prerender/document.ts).
  const scriptHash = inlineScriptHash(colorModeScript(config.themeConfig.colorMode));

  // Data the browser fetches on navigation: hard links to the artifacts (never written through: every
  // later write into the site renames a new file in).
  const dataDir = path.join(siteOut, ...SITE_DATA_DIR.split('/'));
  await linkTree(path.join(artifacts, 'pages'), path.join(dataDir, 'pages'));
  for (const file of ['routes.json', 'registry.json', 'config.json', 'content.json', 'globalData.json', 'metadata.json', 'sidebars.json']) {
    await linkTree(path.join(artifacts, file), path.join(dataDir, file));
  }
  // The local search index, fetched by the search modal and page the first time they are used.
  if (await exists(path.join(artifacts, 'search', 'index.json'))) {
    await linkTree(path.join(artifacts, 'search', 'index.json'), path.join(dataDir, 'search', 'index.json'));
    // A large site's index is shards that index.json lists.
    if (await exists(path.join(artifacts, 'search', 'index'))) await linkTree(path.join(artifacts, 'search', 'index'), path.join(dataDir, 'search', 'index'));
  }
  await mkdir(path.join(dataDir, 'sidebars'), { recursive: true });
  // The pages' CSP <meta> policy, for `docs-cli serve` to send as a header (which can also say frame-ancestors).
  await writeFile(path.join(siteOut, '__docs', 'csp.txt'), contentSecurityPolicy(scriptHash, config));
  for (const [id, items] of Object.entries(sidebars)) await writeFile(path.join(dataDir, 'sidebars', `${encodeURIComponent(id)}.json`), JSON.stringify(items));

  // Static files, assets next to docs and the sitemap (before the pages: a page at a static file's path takes its place).
  await copyStaticDirectories(site, config.staticDirectories, siteOut);
  const assets = JSON.parse(await readFile(path.join(artifacts, 'assets.json'), 'utf8')) as { assets: { source: string; url: string }[] };
  for (const asset of assets.assets) await cp(path.join(site, asset.source), path.join(siteOut, asset.url));
  await cp(path.join(artifacts, 'sitemap.xml'), path.join(siteOut, 'sitemap.xml'));

  const prerenderStarted = performance.now();
  const template = await readFile(path.join(ssrOut, 'template.html'), 'utf8');
  const jobs = options.jobs ?? defaultJobs();
  // A page whose data and sidebar are as they were, with the same bundles, is the same HTML: its files are reused.
  const keys = await pageKeys(artifacts, routeEntries, sidebars, hashes);
  const reusedFiles = new Set<RouteJob>();
  if (reuseBundles) {
    const same = routes.filter((route) => keys[route.path] !== undefined && record.pages[route.path] === keys[route.path]);
    await eachLimited(same, 16, async (route) => {
      if (await reuseFile(record.siteOut, siteOut, routeFile(route.path), true)) reusedFiles.add(route);
    });
  }
  const toRender = [NOT_FOUND_ROUTE, ...routes.filter((route) => !reusedFiles.has(route))];
  // The workers render the pages while this thread writes and compresses everything else.
  let rendered = 0;
  const onRendered = (count: number) => {
    rendered += count;
    report.progress('prerendering', rendered, toRender.length);
  };
  const rendering = prerenderRoutes({ ssrEntry: path.join(ssrOut, 'entry-server.mjs'), template, target: { out: artifacts, siteOut, compress: true } }, toRender, jobs, onRendered).then((result) => ({ result, ms: performance.now() - prerenderStarted }));
  const othersDone = (async () => {
    // What the site's plugins make from the pages, one plugin after another, each in a cache folder of its own.
    const written: { line: string; ms: number }[] = [];
    for (const { module, plugin } of plugins) {
      if (!plugin.writeFiles) continue;
      const cacheDir = path.join(path.dirname(out), '.docs-cli', 'plugins', encodeURIComponent(plugin.name), path.basename(out));
      const line = await plugin.writeFiles({ siteOut, summaries: pluginPages.map((page) => page[plugin.name]), config, cacheDir }).catch((error: unknown) => {
        throw new SitePluginError(module, `its writeFiles failed: ${error instanceof Error ? error.message : String(error)}`);
      });
      if (line) written.push({ line: `${plugin.name}: ${line}`, ms: performance.now() - prerenderStarted });
    }
    const compressStarted = performance.now();
    const compressed = await compressOtherFiles(siteOut, { out, routes, record, jobs });
    return { written, compressed, compressMs: performance.now() - compressStarted };
  })();
  const [prerendered, others] = await Promise.all([rendering, othersDone]);
  if (prerendered.result.failure) {
    const { failure } = prerendered.result;
    return [renderDiagnostic(failure.path, failure.source, failure.message)];
  }
  const reused = routes.length + 1 - toRender.length;
  const threads = prerendered.result.threads;
  report.phase(`prerendered ${toRender.length} pages on ${threads} thread${threads === 1 ? '' : 's'}${reused > 0 ? `, ${reused} unchanged` : ''}`, prerendered.ms);
  for (const { line, ms } of others.written) report.phase(line, ms);
  report.phase(`compressed ${others.compressed} other files`, others.compressMs);
  // The server bundle stays for the next build, which may reuse it with the rest.
  await writeRecord(out, { bundleKey: key, siteOut, ssrEntry: path.join(ssrOut, 'entry-server.mjs'), bundleFiles, siteFiles, pages: keys, codeKey: code, summaries });
  log(`built ${routes.length + 1} pages into ${path.relative(process.cwd(), siteOut) || siteOut} in ${duration(performance.now() - started)}`);
  return [];
}

/**
 * Everything the site serves besides the pages (compressed where they were rendered), a few files
 * at a time on libuv's threads. The page data changes with the pages; the rest is mostly the same
 * from build to build (cached by content), and a file as it was in the last site takes that site's copies.
 */
/** Compresses the site's files but the pages (their workers did), reusing the last build's copies; how many it compressed. */
async function compressOtherFiles(siteOut: string, { out, routes, record, jobs }: { out: string; routes: readonly RouteJob[]; record: SiteRecord | undefined; jobs: number }): Promise<number> {
  const pageHtml = new Set([...routes, NOT_FOUND_ROUTE].map((route) => path.join(siteOut, routeFile(route.path))));
  const dataPages = path.join(siteOut, ...SITE_DATA_DIR.split('/'), 'pages') + path.sep;
  const compressCache = new CompressCache(path.join(path.dirname(out), '.docs-cli', 'compressed', path.basename(out)));
  const others = (await walkFiles(siteOut)).filter((file) => !pageHtml.has(file) && !file.endsWith('.gz') && !file.endsWith('.br') && !TEMPORARY_FILE.test(file));
  const lastSite = record && record.siteOut !== siteOut ? record.siteOut : undefined;
  let compressed = 0;
  await eachLimited(others, jobs * 2, async (file) => {
    const rel = path.relative(siteOut, file);
    if (lastSite && sameFile(path.join(lastSite, rel), file) && (await reuseCompressed(lastSite, siteOut, rel))) return;
    const data = await readFile(file);
    if (!isCompressible(file, data.length)) return;
    await (file.startsWith(dataPages) ? writeCompressed(file, data) : compressCache.write(file, data));
    compressed++;
  });
  await compressCache.prune();
  return compressed;
}
