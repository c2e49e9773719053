/**
 * `npm run bench:site [-- --pages 1000 --runs 5 --skip-build --content-only --analyze]`: builds the
 * content/ site and a site from the N-page bench corpus (renderer/site-build/build.ts `buildSite`), serves
 * each on loopback (`startServer`) and measures them in Debian's Chromium (playwright-core):
 *
 * - the JavaScript a page loads before it is interactive: every script requested from the
 *   navigation until the page is hydrated and the network has been idle for 500 ms (nothing is
 *   clicked or hovered, so chunks loaded on interaction are not counted), as the bytes on the
 *   wire (the server sends precompressed Brotli), the decoded bytes, and gzip -9 of each body;
 *   for the content/ site, one page of each kind (home, docs page, guide, gallery page,
 *   playground, API reference, search), every script counted: the app's chunks, the site's own
 *   scripts (/js/…) and external ones; then the docs page's budget line (its gzip against the
 *   80 KB limit and the 75 KB aim);
 * - first contentful paint and the time React has hydrated the prerendered markup (cold: fresh
 *   context, cache disabled);
 * - a client-side navigation between two docs pages: a click on a sidebar link until the new h1
 *   is in the DOM, with the next page's data prefetched by hovering the link first, and without.
 *
 * Timings are the median of `--runs` runs. The sites are built into bench/.corpus/site/ (inside
 * the repository: the SSR bundle resolves node_modules from there); `--skip-build` reuses them,
 * and `--content-only` leaves the corpus site out. When the JS of a docs page is over budget (or
 * with `--analyze`), a second client build of the content site (not written) reports what the
 * loaded chunks contain, by package.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import { startServer } from '../cli/commands/serve.ts';
import { buildSite } from '../renderer/site-build/build.ts';
import { median, ROOT, table, option as readOption } from './common.ts';
import { generateCorpus } from './corpus.ts';

const argv = process.argv.slice(2);
const option = (key: string) => readOption(argv, key);
const PAGES = Number(option('pages') ?? 1000);
const RUNS = Number(option('runs') ?? 5);
const SKIP_BUILD = argv.includes('--skip-build');
const CONTENT_ONLY = argv.includes('--content-only');
const FORCE_ANALYZE = argv.includes('--analyze');
/** The corpus with issue 29's features: compiled MDX on 10 % of pages, Tabs, Details, the site's own component. */
const FEATURES = argv.includes('--features');

const BUDGET_GZIP = 80 * 1024;
/** Issue 28's margin under the budget, so that it holds as features land. */
const AIM_GZIP = 75 * 1024;
const BUDGET_NAV_MS = 50;
const WORK = path.join(ROOT, 'bench', '.corpus', 'site');
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
/** `index-ireNQusF.js` → `index.js`: chunk names without Vite's content hash. */
const chunkName = (file: string) => file.replace(/-[\w-]{8}(?=\.js$)/, '');

// ---------------------------------------------------------------------------------------------
// Sites

interface Site {
  label: string;
  siteDir: string;
  outDir: string;
  /** the pages whose loads are measured, each with the kind of page it stands for */
  pages: { kind: string; route: string }[];
  /** the page held to the budget */
  docsPage: string;
}

/** One page of each kind of the content/ site. */
const CONTENT_PAGES = [
  { kind: 'home', route: '/' },
  { kind: 'docs page', route: '/documentation/options' },
  { kind: 'guide', route: '/guides/labels' },
  { kind: 'gallery page', route: '/gallery/top-n' },
  { kind: 'playground', route: '/playground' },
  { kind: 'API reference', route: '/api/functions/race' },
  { kind: 'search', route: '/search?q=topN' },
];

async function build(site: Site): Promise<void> {
  if (SKIP_BUILD && existsSync(path.join(site.outDir, 'site', 'index.html'))) {
    console.log(`${site.label}: reusing ${path.relative(ROOT, site.outDir)}/site`);
    return;
  }
  const started = performance.now();
  const code = await buildSite(site.siteDir, site.outDir, { log: (line) => console.log(`  ${line}`) });
  if (code !== 0) throw new Error(`building ${site.label} failed (exit code ${code})`);
  console.log(`${site.label}: built in ${((performance.now() - started) / 1000).toFixed(1)} s (load average ${loadavg()})`);
}

/** A docs page in the middle of the corpus (a plain page of a section, not an index). */
function corpusDocsPage(outDir: string): string {
  const routes = (JSON.parse(readFileSync(path.join(outDir, 'routes.json'), 'utf8')) as { routes: { path: string; kind: string }[] }).routes;
  const docs = routes.filter((r) => r.kind === 'doc' && /\/page-\d+-\d+$/.test(r.path));
  return docs[Math.floor(docs.length / 2)].path;
}

/** With --features: the first docs page of each kind the corpus generates (by what its source names). */
function featurePages(outDir: string, siteDir: string): { kind: string; route: string }[] {
  const routes = (JSON.parse(readFileSync(path.join(outDir, 'routes.json'), 'utf8')) as { routes: { path: string; kind: string; data: string }[] }).routes;
  // A route names its data file; the page's source is in it.
  const sourceOf = (data: string) => (JSON.parse(readFileSync(path.join(outDir, data), 'utf8')) as { source?: string }).source;
  const kinds: [string, string][] = [
    ['docs page, compiled MDX', 'import Badge'],
    ['docs page, Tabs', '<Tabs'],
    ['docs page, Details', '<Details'],
    ["docs page, the site's own component", '<Callout'],
  ];
  const found: { kind: string; route: string }[] = [];
  for (const [kind, marker] of kinds) {
    const route = routes.find((r) => {
      const source = r.kind === 'doc' ? sourceOf(r.data) : undefined;
      return source !== undefined && readFileSync(path.join(siteDir, source), 'utf8').includes(marker);
    });
    if (route) found.push({ kind, route: route.path });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Page loads

interface ScriptLoad {
  url: string;
  /** app: the renderer's bundle (/assets/); site: other same-origin scripts (config.scripts); external */
  kind: 'app' | 'site' | 'external';
  /** named by the HTML (its module scripts and modulepreload links); the others are chunks the page imported later (lazy components) */
  initial: boolean;
  transferred: number;
  raw: number;
  gzip: number;
}

interface LoadRun {
  scripts: ScriptLoad[];
  fcp: number;
  hydrated: number;
  domContentLoaded: number;
  load: number;
  htmlTransferred: number;
  htmlRaw: number;
  htmlGzip: number;
}

// Records when React has attached its props to the prerendered main element (checked every frame).
const HYDRATION_PROBE = `(() => {
  const tick = () => {
    const main = document.getElementById('__docs_main');
    if (main && Object.keys(main).some((key) => key.startsWith('__reactProps$'))) window.__benchHydrated = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

async function waitHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => typeof (window as unknown as { __benchHydrated?: number }).__benchHydrated === 'number', undefined, { timeout: 60_000 });
}

async function measureLoad(browser: Browser, origin: string, route: string): Promise<LoadRun> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(HYDRATION_PROBE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending: Promise<ScriptLoad | undefined>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const url = new URL(response.url());
        const kind = url.origin !== origin ? 'external' : url.pathname.startsWith('/assets/') ? 'app' : 'site';
        return { url: url.pathname, kind, initial: false, transferred: sizes.responseBodySize, raw: body.length, gzip: gzipSync(body, { level: 9 }).length } satisfies ScriptLoad;
      })().catch(() => undefined),
    );
  };
  page.on('response', onResponse);
  const document = await page.goto(origin + route, { waitUntil: 'load', timeout: 120_000 });
  await waitHydrated(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  page.off('response', onResponse);
  const scripts = (await Promise.all(pending)).filter((s): s is ScriptLoad => !!s);
  const docSizes = document ? await document.request().sizes() : undefined;
  const html = document ? await document.body() : Buffer.alloc(0);
  const named = new Set([...html.toString('utf8').matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map((m) => new URL(m[1], origin + route).pathname));
  for (const script of scripts) script.initial = named.has(script.url);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydrated: (window as unknown as { __benchHydrated: number }).__benchHydrated,
      domContentLoaded: nav?.domContentLoadedEventEnd ?? Number.NaN,
      load: nav?.loadEventEnd ?? Number.NaN,
    };
  });
  await context.close();
  scripts.sort((a, b) => a.url.localeCompare(b.url));
  return { scripts, ...timing, htmlTransferred: docSizes?.responseBodySize ?? 0, htmlRaw: html.length, htmlGzip: gzipSync(html, { level: 9 }).length };
}

// ---------------------------------------------------------------------------------------------
// Client navigation

interface NavTarget {
  href: string;
  before: string;
}

/** The sidebar link after the current page's (or before it, at the end), visible, to another page. */
async function navTarget(page: Page): Promise<NavTarget> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.sidebar .menu a')].filter((a) => a.offsetParent !== null && a.getAttribute('href')?.startsWith('/'));
    const current = links.findIndex((a) => a.getAttribute('aria-current') === 'page');
    const here = location.pathname;
    const candidates = [...links.slice(current + 1), ...links.slice(0, Math.max(current, 0)).reverse()].filter((a) => a.pathname !== here);
    if (candidates.length === 0) throw new Error(`no sidebar link to another page on ${here}`);
    return { href: candidates[0].getAttribute('href') as string, before: document.querySelector('#__docs_main h1')?.textContent ?? '' };
  });
}

/**
 * Clicks the link in the page and resolves with the time until a different h1 is in the DOM.
 * A string, not a function: tsx's keepNames would wrap inner functions in a `__name` helper the page lacks.
 */
const CLICK_AND_TIME = `({ href, before }) => new Promise((resolve) => {
  const link = [...document.querySelectorAll('.sidebar .menu a')].find((a) => a.getAttribute('href') === href);
  if (!link) return resolve(Number.NaN);
  const arrived = () => {
    const h1 = document.querySelector('#__docs_main h1');
    return !!h1 && h1.textContent !== before;
  };
  let started = 0;
  const observer = new MutationObserver(() => {
    if (!arrived()) return;
    observer.disconnect();
    resolve(performance.now() - started);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  setTimeout(() => {
    observer.disconnect();
    resolve(Number.NaN);
  }, 30000);
  started = performance.now();
  link.click();
})`;

async function clickAndTime(page: Page, target: NavTarget): Promise<number> {
  return page.evaluate(`(${CLICK_AND_TIME})(${JSON.stringify(target)})`) as Promise<number>;
}

async function measureNavigation(browser: Browser, origin: string, route: string, prefetched: boolean): Promise<{ ms: number; target: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(HYDRATION_PROBE);
  await page.goto(origin + route, { waitUntil: 'load', timeout: 120_000 });
  await waitHydrated(page);
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const target = await navTarget(page);
  if (prefetched) {
    const link = page.locator(`.sidebar .menu a[href="${target.href}"]`).first();
    const data = page.waitForResponse((r) => r.url().includes('/__docs/data/pages/'), { timeout: 30_000 });
    await link.hover();
    await (await data).finished();
    await page.waitForTimeout(100);
  }
  const elapsed = await clickAndTime(page, target);
  const landed = new URL(page.url()).pathname;
  await context.close();
  if (landed !== target.href) throw new Error(`navigation to ${target.href} ended on ${landed}`);
  return { ms: elapsed, target: target.href };
}

// ---------------------------------------------------------------------------------------------
// Bundle analysis: what the loaded chunks contain

interface RenderedModuleLike {
  renderedLength: number;
}
interface OutputChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  modules?: Record<string, RenderedModuleLike>;
}

function groupOf(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const nm = clean.lastIndexOf('node_modules/');
  if (nm !== -1) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = path.relative(ROOT, clean);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return clean;
  const parts = rel.split(path.sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}/` : rel;
}

async function analyze(site: Site, loaded: ScriptLoad[]): Promise<void> {
  const { build: viteBuild } = await import('vite');
  const { mergeConfig } = await import('vite');
  const { siteViteConfig } = await import('../renderer/site-build/vite-config.ts');
  process.env.NODE_ENV = 'production';
  const config = siteViteConfig({ outDir: site.outDir, siteDir: site.siteDir, command: 'build' });
  const result = await viteBuild(mergeConfig(config, { logLevel: 'silent', build: { write: false, outDir: path.join(WORK, 'analyze') } }));
  const outputs = (Array.isArray(result) ? result : [result]) as unknown as { output: OutputChunkLike[] }[];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  const loadedNames = new Map(loaded.filter((s) => s.kind === 'app').map((s) => [chunkName(path.basename(s.url)), s]));
  console.log(`\nWhat the app chunks loaded by ${site.docsPage} contain (${site.label}; by package or renderer folder;`);
  console.log('pre-minification rendered size from the bundler, gzip apportioned by that share of the chunk):');
  for (const chunk of chunks) {
    const load = loadedNames.get(chunkName(path.basename(chunk.fileName)));
    if (!load || !chunk.modules) continue;
    const groups = new Map<string, number>();
    for (const [id, mod] of Object.entries(chunk.modules)) groups.set(groupOf(id), (groups.get(groupOf(id)) ?? 0) + mod.renderedLength);
    const total = [...groups.values()].reduce((a, b) => a + b, 0) || 1;
    const rows = [...groups.entries()].sort((a, b) => b[1] - a[1]);
    const shown = rows.slice(0, 12);
    const rest = rows.slice(12).reduce((a, [, n]) => a + n, 0);
    console.log(`\n${chunk.fileName}: ${kb(load.raw)} minified, ${kb(load.gzip)} gzip`);
    console.log(
      table([
        ['module group', 'rendered', 'share', '≈ gzip'],
        ...shown.map(([group, n]) => [group, kb(n), `${((100 * n) / total).toFixed(1)}%`, kb((load.gzip * n) / total)]),
        ...(rest ? [[`(${rows.length - 12} more)`, kb(rest), `${((100 * rest) / total).toFixed(1)}%`, kb((load.gzip * rest) / total)]] : []),
      ]),
    );
  }
}

/** `docs page JS budget: 78.6 KB gzip of 80.0 KB (1.4 KB to spare): met; aim 75.0 KB: 3.6 KB over`. */
function budgetLine(route: string, gzip: number): string {
  const spare = BUDGET_GZIP - gzip;
  const aim = AIM_GZIP - gzip;
  return (
    `docs page JS budget (${route}, every script, gzip -9): ${kb(gzip)} of ${kb(BUDGET_GZIP)} ` +
    `(${spare >= 0 ? `${kb(spare)} to spare` : `${kb(-spare)} over`}): ${spare >= 0 ? 'met' : 'NOT met'}; ` +
    `aim ${kb(AIM_GZIP)}: ${aim >= 0 ? `${kb(aim)} under` : `${kb(-aim)} over`}`
  );
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!CHROMIUM) throw new Error('Chromium is not installed: apt-get install chromium');
  const corpusDir = path.join(WORK, `corpus-${PAGES}${FEATURES ? '-features' : ''}`);
  const content: Site = { label: 'content/ site', siteDir: path.join(ROOT, 'content'), outDir: path.join(WORK, 'content-out'), pages: CONTENT_PAGES, docsPage: '/documentation/options' };
  const corpus: Site = { label: `${PAGES.toLocaleString('en')}-page corpus site`, siteDir: corpusDir, outDir: path.join(WORK, `corpus-${PAGES}${FEATURES ? '-features' : ''}-out`), pages: [], docsPage: '' };
  console.log(`load average at start: ${loadavg()} (${os.cpus().length} cores)`);

  await build(content);
  const sites = [content];
  if (!CONTENT_ONLY) {
    if (!(SKIP_BUILD && existsSync(path.join(corpus.outDir, 'site', 'index.html')))) {
      // No planted breaks: the site should be a clean one.
      const corpusResult = generateCorpus(corpusDir, { pages: PAGES, seed: 1, brokenFraction: 0, features: FEATURES });
      console.log(`corpus: ${corpusResult.files.length} pages in ${path.relative(ROOT, corpusDir)}`);
    }
    await build(corpus);
    corpus.docsPage = corpusDocsPage(corpus.outDir);
    corpus.pages = [{ kind: 'docs page', route: corpus.docsPage }, ...(FEATURES ? featurePages(corpus.outDir, corpus.siteDir) : [])];
    sites.push(corpus);
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const servers: Server[] = [];
  const loads = new Map<string, { site: Site; kind: string; route: string; runs: LoadRun[] }>();
  const navs = new Map<string, { site: Site; route: string; cold: number[]; prefetched: number[]; target: string }>();
  try {
    for (const site of sites) {
      const server = await startServer({ dir: path.join(site.outDir, 'site'), port: 0, host: '127.0.0.1' });
      servers.push(server);
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      // One unmeasured load first, so the first measured run does not pay for the browser's own warm-up.
      await measureLoad(browser, origin, site.pages[0].route);
      for (const { kind, route } of site.pages) {
        const runs: LoadRun[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measureLoad(browser, origin, route));
        loads.set(`${site.label} ${route}`, { site, kind, route, runs });
        console.log(`measured ${site.label} ${route} (${RUNS} loads, load average ${loadavg()})`);
      }
      const nav = { site, route: site.docsPage, cold: [] as number[], prefetched: [] as number[], target: '' };
      for (let i = 0; i < RUNS; i++) {
        const cold = await measureNavigation(browser, origin, site.docsPage, false);
        const warm = await measureNavigation(browser, origin, site.docsPage, true);
        nav.cold.push(cold.ms);
        nav.prefetched.push(warm.ms);
        nav.target = cold.target;
      }
      navs.set(site.label, nav);
      console.log(`measured ${site.label} navigation ${site.docsPage} → ${nav.target} (load average ${loadavg()})`);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }

  // ---- report
  const sum = (scripts: ScriptLoad[], key: 'transferred' | 'raw' | 'gzip') => scripts.reduce((a, s) => a + s[key], 0);
  const kindRows = [['page kind', 'route', 'scripts', 'all JS gzip', 'app chunks gzip', 'of which named by the HTML', 'other scripts gzip', 'Prettier loaded']];
  for (const { site, kind, route, runs } of loads.values()) {
    if (site !== content) continue;
    const scripts = runs[0].scripts;
    const app = scripts.filter((s) => s.kind === 'app');
    const other = scripts.filter((s) => s.kind !== 'app');
    const prettier = runs.some((r) => r.scripts.some((s) => s.url.includes('/prettier')));
    kindRows.push([kind, route, String(scripts.length), kb(sum(scripts, 'gzip')), kb(sum(app, 'gzip')), kb(sum(app.filter((s) => s.initial), 'gzip')), kb(sum(other, 'gzip')), prettier ? 'yes' : 'no']);
  }
  console.log('\nJS per page kind of the content/ site (every script the page loads before it is interactive, gzip -9):');
  console.log(table(kindRows));
  const contentDocsLoad = loads.get(`${content.label} ${content.docsPage}`);
  if (contentDocsLoad) console.log(budgetLine(content.docsPage, sum(contentDocsLoad.runs[0].scripts, 'gzip')));

  const rows = [['site', 'page', 'scripts', 'app JS gzip', 'initial app JS gzip', 'app JS raw', 'app JS wire (br)', 'all JS gzip', 'all JS raw', 'HTML raw / gzip', 'FCP', 'hydrated', 'load event']];
  for (const { site, route, runs } of loads.values()) {
    const scripts = runs[0].scripts;
    const app = scripts.filter((s) => s.kind === 'app');
    const gzips = runs.map((r) => sum(r.scripts, 'gzip'));
    const varying = Math.min(...gzips) !== Math.max(...gzips) ? ` (runs: ${kb(Math.min(...gzips))}–${kb(Math.max(...gzips))})` : '';
    rows.push([
      site.label,
      route,
      `${app.length} + ${scripts.length - app.length}`,
      kb(sum(app, 'gzip')),
      kb(sum(app.filter((s) => s.initial), 'gzip')),
      kb(sum(app, 'raw')),
      kb(sum(app, 'transferred')),
      `${kb(sum(scripts, 'gzip'))}${varying}`,
      kb(sum(scripts, 'raw')),
      `${kb(runs[0].htmlRaw)} / ${kb(runs[0].htmlGzip)}`,
      ms(median(runs.map((r) => r.fcp))),
      ms(median(runs.map((r) => r.hydrated))),
      ms(median(runs.map((r) => r.load))),
    ]);
  }
  console.log(`\nPage loads (cold: fresh context, cache disabled; timings median of ${RUNS}; scripts = app chunks + other scripts):`);
  console.log(table(rows));

  console.log('\nScripts loaded before the page was interactive (gzip -9 of the body / decoded size):');
  for (const { site, route, runs } of loads.values()) {
    console.log(`  ${site.label} ${route}: ${runs[0].scripts.map((s) => `${s.url} ${kb(s.gzip)}/${kb(s.raw)}`).join(', ')}`);
  }

  const navRows = [['site', 'from → to', 'click → h1, not prefetched', 'click → h1, prefetched (hover)']];
  for (const nav of navs.values()) navRows.push([nav.site.label, `${nav.route} → ${nav.target}`, ms(median(nav.cold)), ms(median(nav.prefetched))]);
  console.log(`\nClient navigation (sidebar link click until the new h1 is in the DOM; median of ${RUNS}):`);
  console.log(table(navRows));
  for (const nav of navs.values()) console.log(`  ${nav.site.label}: not prefetched ${nav.cold.map(Math.round).join(', ')} ms; prefetched ${nav.prefetched.map(Math.round).join(', ')} ms`);

  // ---- per-page JS against the number of pages
  const docsScripts = (site: Site) => loads.get(`${site.label} ${site.docsPage}`)?.runs[0].scripts ?? [];
  const appOf = (scripts: ScriptLoad[]) => scripts.filter((s) => s.kind === 'app');
  const contentDocs = docsScripts(content);
  const corpusDocs = docsScripts(corpus);
  if (!CONTENT_ONLY) {
    const byName = (scripts: ScriptLoad[]) => new Map(scripts.map((s) => [chunkName(path.basename(s.url)), s]));
    const a = byName(appOf(contentDocs));
    const b = byName(appOf(corpusDocs));
    const common = [...a.keys()].filter((k) => b.has(k));
    const commonA = common.reduce((n, k) => n + (a.get(k)?.gzip ?? 0), 0);
    const commonB = common.reduce((n, k) => n + (b.get(k)?.gzip ?? 0), 0);
    console.log(`\nPer-page JS against the number of pages (docs page, app chunks): content/ site ${kb(sum(appOf(contentDocs), 'gzip'))}, ${corpus.label} ${kb(sum(appOf(corpusDocs), 'gzip'))} gzip.`);
    // Chunk boundaries differ between the two builds (the bundler splits shared modules by what imports them), so compare totals.
    console.log(`  chunks both pages load (${common.join(', ')}): ${kb(commonA)} vs ${kb(commonB)} gzip.`);
    const only = (m: Map<string, ScriptLoad>, other: Map<string, ScriptLoad>) =>
      [...m.entries()]
        .filter(([k]) => !other.has(k))
        .map(([k, s]) => `${k} ${kb(s.gzip)}`)
        .join(', ') || 'none';
    console.log(`  only on the content/ page: ${only(a, b)}; only on the corpus page (its content's components): ${only(b, a)}.`);
    const doesNotGrow = commonB <= commonA * 1.02 + 1024;
    console.log(`  per-page JS grows with the number of pages: ${doesNotGrow ? 'no' : 'YES'}`);
  }

  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const navOk = [...navs.values()].every((n) => median(n.prefetched) <= BUDGET_NAV_MS);
  const measured = CONTENT_ONLY ? [content] : [content, corpus];
  console.log('\nTargets:');
  console.log(`  ≤ 80 KB gzip of JS on a docs page (every script): ${measured.map((site) => `${site.label} ${kb(sum(docsScripts(site), 'gzip'))} (${verdict(sum(docsScripts(site), 'gzip') <= BUDGET_GZIP)})`).join(', ')}`);
  const initialOf = (scripts: ScriptLoad[]) => sum(scripts.filter((s) => s.initial), 'gzip');
  console.log(
    `    of which the scripts the HTML names (the app without the content's lazy components): ${measured.map((site) => `${site.label} ${kb(initialOf(docsScripts(site)))}`).join(', ')}`,
  );
  console.log(`  client navigation with data prefetched ≤ 50 ms: ${[...navs.values()].map((n) => `${n.site.label} ${ms(median(n.prefetched))}`).join(', ')} (${verdict(navOk)})`);
  console.log(`load average at end: ${loadavg()}`);

  const over = measured.find((site) => sum(docsScripts(site), 'gzip') > BUDGET_GZIP);
  if (FORCE_ANALYZE || over) await analyze(over ?? content, docsScripts(over ?? content));
}

await main();
