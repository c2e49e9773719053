/**
 * The site build: docs-cli artifacts → Vite client and SSR bundles → every route prerendered
 * to out/site/<route>/index.html (plus 404.html), the data files copied beside them, static
 * files and the Prettier 2.4.1 scripts added, and text files precompressed for the server.
 *
 * Run by `docs-cli build --site [siteDir] [--out-dir out]` (cli/commands/site.ts), for a site anywhere on disk.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { build as viteBuild } from 'vite';
import type { PageArtifact, RoutesArtifact, SidebarsArtifact } from '../schema/artifacts.ts';
import type { SiteConfig } from '../schema/config.ts';
import { type BuildOptions, buildCommand, refusalBeforeReading } from '../cli/api.ts';
import type { HeadElements } from './app/head-elements.ts';
import { fromDocsCliInstall } from './bundle/installed-packages.ts';
import { buildPlaygroundLib } from './playground/build-lib.ts';
import { copyStaticDirectories } from './prerender/copy-static.ts';
import { writeGalleryFiles } from './prerender/gallery.ts';
import { contentSecurityPolicy, escapeHtml, headTags, inlineJson } from './prerender/head.ts';

const rootDir = path.dirname(new URL(import.meta.url).pathname);
const repoDir = path.resolve(rootDir, '..');

interface SsrModule {
  render: (initial: { path: string; page: PageArtifact | null; sidebar?: { id: string; items: unknown[] } }) => Promise<{ html: string; head: HeadElements }>;
  colorModeScript: (colorMode: SiteConfig['themeConfig']['colorMode']) => string;
  pageTitle: (title: string) => string;
  unknownComponents: Set<string>;
}

// Datasets (/data/*.csv, *.tsv) are text too, and among the largest files the site serves.
const COMPRESSIBLE = /\.(html|js|css|json|xml|svg|txt|map|csv|tsv)$/;

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

export async function buildSite(siteDir: string, outDir: string, options: { skipDocs?: boolean; build?: Partial<BuildOptions>; log?: (line: string) => void } = {}): Promise<number> {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const site = path.resolve(siteDir);
  const out = path.resolve(outDir);
  // The site goes into out (<out>/site), which must be docs-cli's: the build below checks that itself.
  const refused = options.skipDocs ? await refusalBeforeReading(site, out) : undefined;
  if (refused) {
    log(refused);
    return 2;
  }
  if (!options.skipDocs) {
    const code = await buildCommand(site, { format: 'pretty', quiet: false, cache: true, ...options.build, outDir: out });
    if (code !== 0) return code;
  }
  process.env.DOCS_OUT_DIR = out;
  process.env.DOCS_SITE_DIR = site;
  // Production builds of React and react-router (Vite picks package conditions from NODE_ENV).
  process.env.NODE_ENV = 'production';
  const siteOut = path.join(out, 'site');
  const ssrOut = path.join(path.dirname(out), '.docs-cli', 'ssr', path.basename(out));
  const configFile = path.join(rootDir, 'vite.config.ts');
  const started = performance.now();
  await viteBuild({ configFile, logLevel: 'warn', build: { outDir: siteOut } });
  // Written beside out, anywhere on disk: ES modules whatever package.json is above them (.mjs), whose
  // imports of packages name the files of docs-cli's install.
  await viteBuild({ configFile, logLevel: 'warn', build: { ssr: path.join(rootDir, 'entry-server.tsx'), outDir: ssrOut, emptyOutDir: true, rolldownOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs', paths: fromDocsCliInstall } } } });
  log(`bundled in ${Math.round(performance.now() - started)} ms`);

  const ssr = (await import(`${pathToFileURL(path.join(ssrOut, 'entry-server.mjs')).href}?t=${Date.now()}`)) as SsrModule;
  const config = (JSON.parse(await readFile(path.join(out, 'config.json'), 'utf8')) as { config: SiteConfig }).config;
  const routes = (JSON.parse(await readFile(path.join(out, 'routes.json'), 'utf8')) as RoutesArtifact).routes;
  const sidebars = (JSON.parse(await readFile(path.join(out, 'sidebars.json'), 'utf8')) as SidebarsArtifact).sidebars;
  const template = await readFile(path.join(siteOut, 'index.html'), 'utf8');
  const themeScript = ssr.colorModeScript(config.themeConfig.colorMode);
  const scriptHash = `sha256-${createHash('sha256').update(themeScript).digest('base64')}`;

  // Data the browser fetches on navigation.
  const dataDir = path.join(siteOut, '__docs', 'data');
  await cp(path.join(out, 'pages'), path.join(dataDir, 'pages'), { recursive: true });
  for (const file of ['routes.json', 'registry.json', 'config.json', 'content.json', 'globalData.json', 'metadata.json', 'sidebars.json']) {
    await cp(path.join(out, file), path.join(dataDir, file));
  }
  // The local search index, fetched by the search modal and page the first time they are used.
  if (await exists(path.join(out, 'search', 'index.json'))) {
    await mkdir(path.join(dataDir, 'search'), { recursive: true });
    await cp(path.join(out, 'search', 'index.json'), path.join(dataDir, 'search', 'index.json'));
    // A large site's index is shards that index.json lists.
    if (await exists(path.join(out, 'search', 'index'))) await cp(path.join(out, 'search', 'index'), path.join(dataDir, 'search', 'index'), { recursive: true });
  }
  await mkdir(path.join(dataDir, 'sidebars'), { recursive: true });
  // The pages' CSP <meta> policy, for `docs-cli serve` to send as a header (which can also say frame-ancestors).
  await writeFile(path.join(siteOut, '__docs', 'csp.txt'), contentSecurityPolicy(scriptHash, config));
  for (const [id, items] of Object.entries(sidebars)) await writeFile(path.join(dataDir, 'sidebars', `${encodeURIComponent(id)}.json`), JSON.stringify(items));

  const renderPage = async (routePath: string, page: PageArtifact | null, file: string) => {
    const sidebar = page?.sidebar ? { id: page.sidebar, items: sidebars[page.sidebar] ?? [] } : undefined;
    const initial = { path: routePath, page, ...(sidebar ? { sidebar } : {}) };
    const { html, head: added } = await ssr.render(initial);
    const title = ssr.pageTitle(page?.title ?? 'Page Not Found');
    let head = headTags({ config, title, description: page?.description ?? '', path: routePath, themeScript, scriptHash, noindex: page === null || page.kind === 'debug', added });
    // The sidebar is in the HTML once, prerendered; its data is a file shared by every page of
    // the sidebar (cached by the browser), fetched while the scripts load (the URL is the one
    // app/data.ts preloadSidebar() asks for), instead of a second copy inlined in each page.
    if (sidebar) {
      const href = `${config.baseUrl}__docs/data/sidebars/${encodeURIComponent(sidebar.id)}.json`;
      head += `\n    <link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous">`;
    }
    const document = template
      .replace('<html lang="en" dir="ltr" data-theme="light">', `<html lang="${escapeHtml(config.i18n.defaultLocale)}" dir="ltr" data-theme="${config.themeConfig.colorMode.defaultMode}">`)
      .replace('<!--docs-head-->', head)
      .replace('<!--docs-app-->', () => html)
      .replace('<!--docs-data-->', () => inlineJson('__docs_data', { path: routePath, page }));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, document);
  };

  const pages: PageArtifact[] = [];
  for (const route of routes) {
    const page = JSON.parse(await readFile(path.join(out, route.data), 'utf8')) as PageArtifact;
    pages.push(page);
    const rel = route.path === '/' ? 'index.html' : path.posix.join(route.path.replace(/^\/|\/$/g, ''), 'index.html');
    try {
      await renderPage(route.path, page, path.join(siteOut, rel));
    } catch (error) {
      log(`error: rendering ${route.path}${page.source ? ` (${page.source})` : ''} failed: ${(error as Error).message}`);
      return 1;
    }
  }
  await renderPage('/404.html', null, path.join(siteOut, '404.html'));
  if (ssr.unknownComponents.size > 0) {
    log(`error: unknown components in content: ${[...ssr.unknownComponents].sort().join(', ')}`);
    return 1;
  }

  // Static files, assets next to docs, the sitemap and the Prettier scripts the code panels use.
  await copyStaticDirectories(site, config.staticDirectories, siteOut);
  const assets = JSON.parse(await readFile(path.join(out, 'assets.json'), 'utf8')) as { assets: { source: string; url: string }[] };
  for (const asset of assets.assets) await cp(path.join(site, asset.source), path.join(siteOut, asset.url));
  await cp(path.join(out, 'sitemap.xml'), path.join(siteOut, 'sitemap.xml'));
  const prettierDir = path.join(siteOut, 'js', 'prettier-2.4.1');
  await mkdir(prettierDir, { recursive: true });
  for (const file of ['standalone.js', 'parser-babel.js', 'parser-html.js']) {
    await cp(path.join(repoDir, 'node_modules', 'prettier', file), path.join(prettierDir, file));
  }
  // The playground's preview frame and what user code imports there (racing-bars, React, Vue, Svelte) under /lib/.
  await buildPlaygroundLib(siteOut, repoDir);
  // The gallery's highlighted code and card thumbnails, from the demos the pages show.
  await writeGalleryFiles(siteOut, pages, config, { rendererDir: rootDir, cacheDir: path.join(path.dirname(out), '.docs-cli', 'gallery', path.basename(out)) });

  const gz = promisify(gzip);
  const br = promisify(brotliCompress);
  for (const file of await walkFiles(siteOut)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await readFile(file);
    if (data.length < 1024) continue;
    await writeFile(`${file}.gz`, await gz(data, { level: file.includes(`${path.sep}assets${path.sep}`) ? 9 : 6 }));
    // Hashed assets are compressed once and cached for a year: best quality. Pages and data change
    // with every build and there are many of them: a fast level keeps large sites' builds short.
    const quality = file.includes(`${path.sep}assets${path.sep}`) ? 11 : 5;
    await writeFile(`${file}.br`, await br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
  }
  await rm(ssrOut, { recursive: true, force: true });
  log(`prerendered ${routes.length + 1} pages to ${path.relative(process.cwd(), siteOut) || siteOut} in ${Math.round(performance.now() - started)} ms`);
  return 0;
}
