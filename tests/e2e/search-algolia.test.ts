/**
 * Hosted search in a real browser: the algolia fixture site's modal and /search page talk to
 * Algolia's hostnames through the real algoliasearch lite client; the test forwards every such
 * request to a loopback Algolia-protocol server (tests/helpers/algolia-server.ts) that answers
 * from the site's own records, so the request and the answer are the real protocol both ways.
 * The index's URLs are rewritten first, as a crawler's index may differ from the site: one page
 * under `/old-docs/` (the config's replaceSearchResultPathname) and one on a partner site (its
 * externalUrlRegex).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEngine } from '../../renderer/theme/search/engine.ts';
import type { SearchIndexArtifact } from '../../schema/search.ts';
import { type AlgoliaServer, startAlgoliaServer } from '../helpers/algolia-server.ts';
import { hydrated, openPage, sharedBrowser } from './browser.ts';

const sites = inject('sites');
const APP = 'LOOPBACK';
const INDEX = 'loopback-docs';
const ALGOLIA_HOSTS = /^https:\/\/loopback(-dsn\.algolia\.net|-[123]\.algolianet\.com)\//i;
const INSIGHTS = /^https:\/\/insights(\.[a-z]+)?\.algolia\.io\//;

const RECENT_KEY = `__DOCSEARCH_RECENT_SEARCHES__${INDEX}`;
const FAVORITE_KEY = `__DOCSEARCH_FAVORITE_SEARCHES__${INDEX}`;
const browser = sharedBrowser();
let server: AlgoliaServer;
let engine: ReturnType<typeof createEngine>;

beforeAll(async () => {
  const text = await readFile(path.join(sites.algolia.out, 'search', 'index.json'), 'utf8');
  const moved = text
    .replace('["/guide/pitstops",', '["https://loopback.example/old-docs/guide/pitstops",')
    .replace('["/guide/overtaking",', '["https://partner.example/guide/overtaking",');
  expect(moved).not.toBe(text);
  engine = createEngine(JSON.parse(moved) as SearchIndexArtifact);
  server = await startAlgoliaServer({ appId: APP, searchKeys: ['loopback-search-key'], engines: { [INDEX]: engine }, hostCount: 4 });
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => server.reset());

/** Algolia's host names → the loopback hosts: dsn is host 0, `-n.algolianet.com` host n. */
function hostNumber(url: string): number {
  const match = /-(dsn|\d)\./.exec(new URL(url).hostname);
  return match?.[1] === 'dsn' ? 0 : Number(match?.[1]);
}

async function forward(route: Route): Promise<void> {
  const url = new URL(route.request().url());
  const target = server.hosts[hostNumber(url.href)];
  try {
    const response = await route.fetch({ url: `http://${target.url}:${target.port}${url.pathname}${url.search}` });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  } catch {
    await route.abort('connectionreset');
  }
}

interface InsightsEvent {
  eventType: string;
  eventName: string;
  index: string;
  objectIDs: string[];
  queryID?: string;
  positions?: number[];
}

async function open(pathname = '/', { reachable = true } = {}) {
  const watched = await openPage(browser());
  const insights: InsightsEvent[] = [];
  await watched.page.route(ALGOLIA_HOSTS, (route) => (reachable ? forward(route) : route.abort('connectionrefused')));
  await watched.page.route(INSIGHTS, async (route) => {
    insights.push(...((route.request().postDataJSON() as { events: InsightsEvent[] }).events ?? []));
    await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: '{"status":200,"message":"OK"}' });
  });
  await watched.page.goto(sites.algolia.url + pathname);
  await hydrated(watched.page);
  return { ...watched, insights };
}

async function search(page: Page, query: string) {
  await page.click('.DocSearch-Button');
  await page.locator('.DocSearch-Input').fill(query);
}

const searches = () => server.requests.filter((r) => r.path === '/1/indexes/*/queries');

describe('hosted search (Algolia protocol on loopback)', () => {
  it('sends the query with the credentials in the query string and the contextual facet filters', async () => {
    const { page, errors } = await open();
    await search(page, 'tyres');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const sent = searches().at(-1)!;
    expect(sent.credentialsIn).toBe('query');
    expect(sent.query.get('x-algolia-application-id')).toBe(APP);
    const request = (sent.body as { requests: Record<string, unknown>[] }).requests[0];
    expect(request.indexName).toBe(INDEX);
    expect(request.query).toBe('tyres');
    expect(request.hitsPerPage).toBe(20);
    expect(request.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('maps hit URLs to site paths with the pathname replacement, keeps external hits absolute, and opens a hit client-side', async () => {
    const { page, errors } = await open();
    await search(page, 'tyres');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.startsWith('/guide/pitstops'))).toBe(true);
    await page.locator('.DocSearch-Input').fill('slipstream');
    await page.locator('.DocSearch-Hit a[href^="https://partner.example/guide/overtaking"]').first().waitFor();

    await page.locator('.DocSearch-Input').fill('tyres');
    await page.locator('.DocSearch-Hit a[href="/guide/pitstops#tyre-changes"]').first().waitFor();
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    await page.locator('.DocSearch-Hit a[href="/guide/pitstops#tyre-changes"]').first().hover();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${sites.algolia.url}/guide/pitstops#tyre-changes`);
    await page.locator('h1', { hasText: 'Pit stops' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('moves on to the next host while hosts answer 5xx, and avoids the failed ones on the next search', async () => {
    server.setBehaviour(0, { kind: 'status', status: 503 });
    server.setBehaviour(1, { kind: 'status', status: 503 });
    server.setBehaviour(2, { kind: 'status', status: 503 });
    const { page } = await open();
    await search(page, 'fuel');
    await page.locator('.DocSearch-Hit').first().waitFor();
    // dsn first, then the other hosts in a shuffled order until one answers: only host 3 does.
    const first = searches().map((r) => r.host);
    expect(first[0]).toBe(0);
    expect(first.at(-1)).toBe(3);
    expect(first.filter((host) => host === 3)).toHaveLength(1);
    server.reset();
    await page.locator('.DocSearch-Input').fill('tyres');
    await page.locator('.DocSearch-Hit a[href="/guide/pitstops#tyre-changes"]').first().waitFor();
    // The failed hosts are skipped for 120 s: the next search goes straight to the one that answered.
    expect(searches().map((r) => r.host)).toEqual([3]);
    await page.context().close();
  });

  it('shows the error screen in the modal and an error on the search page when no host answers', async () => {
    const { page } = await open('/', { reachable: false });
    await search(page, 'tyres');
    await page.locator('.docs-search-error', { hasText: 'Unable to fetch results' }).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${sites.algolia.url}/search?q=tyres`);
    await hydrated(page);
    await page.locator('.search-page-status', { hasText: 'Unable to fetch results' }).waitFor();
    await page.context().close();
  });

  it('searches Algolia from the /search page with the same client, URL mapping and filters', async () => {
    const { page, errors } = await open('/search?q=tyres');
    await page.locator('.search-result-title a').first().waitFor();
    const hrefs = await page.locator('.search-result-title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs[0]).toBe('/guide/pitstops#tyre-changes');
    const sent = searches().at(-1)!;
    expect(sent.credentialsIn).toBe('query');
    const request = (sent.body as { requests: Record<string, unknown>[] }).requests[0];
    expect(request).toMatchObject({ indexName: INDEX, query: 'tyres', hitsPerPage: 20, facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']] });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends Insights view and click events for the index with the query ID when insights are on', async () => {
    const { page, insights, errors } = await open();
    // A query with hits at three urls (one hit per url).
    await search(page, 'pit');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const answered = searches().at(-1)!;
    expect((answered.body as { requests: Record<string, unknown>[] }).requests[0].clickAnalytics).toBe(true);
    await expect.poll(() => insights.filter((e) => e.eventType === 'view').length, { timeout: 5000 }).toBeGreaterThan(0);
    // DocSearch 3.9 sends the click itself (its onItemClick), and only for hits whose autocomplete
    // id is truthy: the first hit (id 0) sends none. The second one does, at position 1 (its id).
    const second = page.locator('.DocSearch-Hit').nth(1);
    const objectID = await second.locator('a').getAttribute('data-search-hit');
    await second.locator('a').click();
    await expect.poll(() => insights.filter((e) => e.eventType === 'click').length, { timeout: 5000 }).toBe(1);
    const click = insights.find((e) => e.eventType === 'click')!;
    expect(click).toMatchObject({ eventName: 'Item Selected', index: INDEX, positions: [1], objectIDs: [objectID] });
    expect(click.queryID).toMatch(/^local-/);
    const view = insights.find((e) => e.eventType === 'view')!;
    expect(view).toMatchObject({ eventName: 'Items Viewed', index: INDEX });
    expect(view.objectIDs.length).toBeLessThanOrEqual(20);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the stalled state while Algolia takes longer than 300 ms, then the hits', async () => {
    for (const host of [0, 1, 2, 3]) server.setBehaviour(host, { kind: 'delay', ms: 900 });
    const { page, errors } = await open();
    await search(page, 'fuel');
    await page.locator('.DocSearch-Container--Stalled').waitFor({ timeout: 1500 });
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.locator('.DocSearch-Container--Stalled').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the no-results screen with close terms of the site index, which search Algolia when chosen', async () => {
    const { page, errors } = await open();
    await search(page, 'tyres');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await page.locator('.DocSearch-Input').fill('tyers');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    expect(await screen.locator('.DocSearch-Title').textContent()).toBe('No results for "tyers"');
    const expected = engine.suggest('tyers', ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    expect(expected.length).toBeGreaterThanOrEqual(1);
    const suggestions = page.locator('.docs-search-suggestions .DocSearch-Prefill');
    await suggestions.first().waitFor();
    expect(await suggestions.allTextContents()).toEqual(expected);
    expect(await page.locator('.DocSearch-NoResults-Prefill-List:visible').count()).toBe(1);
    await suggestions.first().click();
    await expect.poll(() => page.locator('.DocSearch-Input').inputValue()).toBe(expected[0]);
    await expect.poll(() => searches().at(-1) && (searches().at(-1)!.body as { requests: { query: string }[] }).requests[0].query).toBe(expected[0]);
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the "Search by Algolia" badge once Algolia answers, and not while no host does', async () => {
    const { page, errors } = await open();
    await page.click('.DocSearch-Button');
    await page.locator('.DocSearch-Input').waitFor();
    const badge = page.locator('.DocSearch-Logo');
    expect(await badge.isVisible()).toBe(false);
    await page.locator('.DocSearch-Input').fill('tyres');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await expect.poll(() => badge.isVisible()).toBe(true);
    expect(await badge.textContent()).toContain('Search by');
    expect(await badge.locator('a').getAttribute('href')).toMatch(/^https:\/\/www\.algolia\.com\/ref\/docsearch\//);
    expect(errors).toEqual([]);
    await page.context().close();

    const unreachable = await open('/', { reachable: false });
    await search(unreachable.page, 'tyres');
    await unreachable.page.locator('.docs-search-error', { hasText: 'Unable to fetch results' }).waitFor();
    expect(await unreachable.page.locator('.DocSearch-Logo').isVisible()).toBe(false);
    await unreachable.page.context().close();
  });

  it('keeps recent and favourite searches across reloads, at most 7 recent (4 with favourites) and 10 favourites', async () => {
    const stored = engine.records.map(({ objectID, type, hierarchy, content, url }) => ({ objectID, type, hierarchy, content, url }));
    const pages = Array.from({ length: 11 }, (_, i) => ({ ...stored[i % stored.length], objectID: `stored-${i}` }));
    const { page, errors } = await open();
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [RECENT_KEY, JSON.stringify(pages.slice(0, 9))]);
    await page.reload();
    await page.click('.DocSearch-Button');
    await page.locator('.DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Hit').count()).toBe(7);
    await page.keyboard.press('Escape');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [FAVORITE_KEY, JSON.stringify(pages)]);
    await page.reload();
    await page.click('.DocSearch-Button');
    const sections = page.locator('.DocSearch-Hits');
    await sections.nth(1).waitFor();
    expect(await sections.nth(0).locator('.DocSearch-Hit').count()).toBe(4);
    expect(await sections.nth(1).locator('.DocSearch-Hit').count()).toBe(10);
    // Selecting a hit makes it the newest recent search, kept after a reload.
    await page.keyboard.press('Escape');
    await search(page, 'tyres');
    await page.locator('.DocSearch-Hit a[href="/guide/pitstops#tyre-changes"]').first().click();
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.reload();
    const recent = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? '[]') as { objectID: string; url: string }[];
    expect(recent[0].url).toMatch(/^\/guide\/pitstops/);
    expect(recent.length).toBeLessThanOrEqual(4);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
