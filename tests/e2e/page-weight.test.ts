/**
 * What a docs page of the content site downloads (issue 28's weight target): only the scripts
 * every kind of page loads (the app shell), none of the code that only other kinds need, no Zod,
 * no route list, and at most 80 KB gzip in all. The pages are loaded in Chromium and every
 * script they request until the network is idle after hydration is counted, as bench:site does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';
import type { RoutesArtifact } from '../../schema/artifacts.ts';
import { hydrated, openPage, sharedBrowser } from './browser.ts';

const sites = inject('sites');
const browser = sharedBrowser();

const PAGES = {
  docs: '/documentation/options',
  api: '/api/functions/race',
  home: '/',
  gallery: '/gallery/top-n',
  playground: '/playground',
  search: '/search?q=topN',
} as const;
type Kind = keyof typeof PAGES;

/** The limit, gzip -9 of every script a docs page loads; bench:site prints the same figure. */
const BUDGET_BYTES = 80 * 1024;

/** `/assets/app-Ej59QcQM.js` → `app`: a chunk's name without its content hash. */
const chunkName = (url: string) => path.basename(url, '.js').replace(/-[\w-]{8}$/, '');

/** The pathnames of the same-origin scripts a page requests until it is hydrated and the network is idle. */
async function scriptsOf(route: string): Promise<string[]> {
  const { url } = sites.content;
  const { page, errors } = await openPage(browser());
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(url)) scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(url + route);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(errors, route).toEqual([]);
  await page.context().close();
  return [...scripts].sort();
}

const siteFile = (pathname: string) => path.join(sites.content.out, 'site', decodeURIComponent(pathname));
const textOf = (scripts: string[]) => scripts.map((s) => readFileSync(siteFile(s), 'utf8')).join('\n');

describe('the scripts of a docs page of the content site', () => {
  let loads: Record<Kind, string[]> | undefined;
  const load = async () => {
    if (loads) return loads;
    const entries: [Kind, string[]][] = [];
    for (const [kind, route] of Object.entries(PAGES) as [Kind, string][]) entries.push([kind, await scriptsOf(route)]);
    loads = Object.fromEntries(entries) as Record<Kind, string[]>;
    return loads;
  };

  it('are the shell every kind of page loads, and none of the chunks the home, gallery, playground and search pages add', async () => {
    const all = await load();
    const shell = Object.values(all).reduce((common, scripts) => common.filter((s) => scripts.includes(s)));
    expect(all.docs).toEqual(shell);
    expect(all.api).toEqual(shell);
    expect(shell.map(chunkName)).toContain('app');
    // The other kinds do load more, and it is what the docs page must not: racing-bars and tweakpane
    // (the home page's chart), CodeMirror (the playground's editor), the search page with its engine.
    const extra = (kind: Kind) => all[kind].filter((s) => !shell.includes(s));
    expect(extra('home').map(chunkName)).toEqual(expect.arrayContaining(['racing-bars', 'tweakpane', 'HomeChart']));
    expect(extra('gallery').map(chunkName)).toEqual(expect.arrayContaining(['racing-bars', 'GalleryDemo']));
    expect(textOf(extra('playground'))).toContain('cm-editor');
    expect(extra('search').map(chunkName)).toEqual(expect.arrayContaining(['SearchPage', 'backend']));
    expect(textOf(all.docs)).not.toContain('cm-editor');
    expect([...all.docs, ...all.api].filter((s) => /prettier|racing-bars|tweakpane|Search|backend|Playground|Gallery|HomeChart|RaceChart/i.test(s))).toEqual([]);
  });

  it('come to at most 80 KB gzip (-9, the bodies as served; the same build gives the same bytes)', async () => {
    const { docs } = await load();
    const gzip = docs.reduce((sum, s) => sum + gzipSync(readFileSync(siteFile(s)), { level: 9 }).length, 0);
    expect(gzip, `${(gzip / 1024).toFixed(1)} KB gzip: ${docs.join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('carry no route list: the only route paths in them are the ones the navbar and footer link to', async () => {
    const { docs } = await load();
    const text = textOf(docs);
    const { out } = sites.content;
    const routes = (JSON.parse(readFileSync(path.join(out, 'routes.json'), 'utf8')) as RoutesArtifact).routes.map((r) => r.path).filter((p) => p !== '/');
    const config = JSON.parse(readFileSync(path.join(out, 'config.json'), 'utf8')).config;
    const docPaths = new Map<string, string>(JSON.parse(readFileSync(path.join(out, 'globalData.json'), 'utf8')).docs.versions[0].docs.map((d: { id: string; path: string }) => [d.id, d.path]));
    const linked = new Set<string>([
      ...config.themeConfig.navbar.items.map((item: { to?: string; docId?: string }) => item.to ?? (item.docId ? docPaths.get(item.docId) : undefined)),
      ...config.themeConfig.footer.links.flatMap((column: { items: { to?: string }[] }) => column.items.map((item) => item.to)),
    ]);
    const found = routes.filter((route) => [`"${route}"`, `'${route}'`, `\`${route}\``].some((quoted) => text.includes(quoted)));
    expect(found.filter((route) => !linked.has(route))).toEqual([]);
    expect(found).toEqual(expect.arrayContaining(['/playground', '/sample-datasets']));
    expect(routes.length).toBeGreaterThan(100);
  });
});

describe('Zod in the browser', () => {
  it('is in no script of the built site (its marker is in the zod package itself)', () => {
    const marker = '$ZodType';
    const zod = path.dirname(createRequire(import.meta.url).resolve('zod/package.json'));
    expect(readFileSync(path.join(zod, 'v4', 'core', 'schemas.js'), 'utf8')).toContain(`"${marker}"`);
    const assets = path.join(sites.content.out, 'site', 'assets');
    const scripts = readdirSync(assets).filter((f) => f.endsWith('.js'));
    expect(scripts.map(chunkName)).toContain('app');
    expect(scripts.filter((f) => readFileSync(path.join(assets, f), 'utf8').includes(marker))).toEqual([]);
  });
});
