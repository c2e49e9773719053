/**
 * Search in a real browser, on the local backend (the sites have no Algolia config): the
 * DocSearch modal (keyboard, screens, navigation, recent and favourite searches, the two fixes
 * to DocSearch 3.9 — parent heading saved for content hits, error screen that stays), the
 * loading state, the /search page, and that nothing leaves the site's origin.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localSearchIndex } from '../../cli/emit/search-index.ts';
import type { ConfigArtifact } from '../../schema/artifacts.ts';
import type { SearchIndexArtifact } from '../../schema/search.ts';
import { createEngine } from '../../renderer/theme/search/engine.ts';
import { hydrated, launch, openPage, texts } from './browser.ts';

const sites = inject('sites');
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__local';
const INDEX_ROUTE = '**/__docs/data/search/index.json';
const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
let browser: Browser;
let engine: ReturnType<typeof createEngine>;

beforeAll(async () => {
  browser = await launch();
  const artifact = JSON.parse(await readFile(path.join(sites.content.out, 'search', 'index.json'), 'utf8')) as SearchIndexArtifact;
  // The engine as the site's browser makes it: with the synonyms of its config.
  const { config } = JSON.parse(await readFile(path.join(sites.content.out, 'config.json'), 'utf8')) as ConfigArtifact;
  engine = createEngine(artifact, config.themeConfig.search.synonyms);
});
afterAll(async () => {
  await browser?.close();
});

async function open(pathname = '/getting-started/usage', options: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(browser, options);
  await watched.page.goto(sites.content.url + pathname);
  await hydrated(watched.page);
  return watched;
}

async function openModal(page: Page) {
  await page.click('.DocSearch-Button');
  await page.locator('.DocSearch-Modal').waitFor();
  await page.locator('.DocSearch-Input').waitFor();
}

async function type(page: Page, query: string) {
  await page.locator('.DocSearch-Input').fill(query);
}

async function waitForHits(page: Page) {
  await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
}

function modalOpen(page: Page) {
  return page.locator('.DocSearch-Modal').isVisible();
}

describe('the search modal: opening and closing', () => {
  it('is not in the initial page: the modal chunk and the index load on first hover, not before', async () => {
    const { page, errors } = await open();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.waitForTimeout(300);
    expect(requests.filter((u) => /SearchModal|search\/index\.json/.test(u))).toEqual([]);
    expect(await page.evaluate(() => [...document.scripts].some((s) => /SearchModal/.test(s.src)))).toBe(false);
    await page.hover('.DocSearch-Button');
    await expect.poll(() => requests.filter((u) => /SearchModal/.test(u)).length).toBeGreaterThan(0);
    await expect.poll(() => requests.filter((u) => u.endsWith('/__docs/data/search/index.json')).length).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens with the button; Escape closes it; the placeholder is "Search docs" and input is limited to 64 characters', async () => {
    const { page, errors } = await open();
    // The name holds the visible text, key hint included (label in name); aria-keyshortcuts names the keys.
    await expect.poll(() => page.locator('.DocSearch-Button').getAttribute('aria-label')).toBe('Search Ctrl K');
    await openModal(page);
    const input = page.locator('.DocSearch-Input');
    expect(await input.getAttribute('placeholder')).toBe('Search docs');
    expect(await input.getAttribute('maxlength')).toBe('64');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.classList.contains('DocSearch--active'))).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens with Ctrl+K (which also closes it) and with "/" outside fields', async () => {
    const { page, errors } = await open();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Modal').waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not open on "/" while the user types in an input', async () => {
    const { page, errors } = await open('/search');
    const input = page.locator('.search-page-input');
    await input.click();
    await page.keyboard.type('a/b');
    await page.waitForTimeout(300);
    expect(await modalOpen(page)).toBe(false);
    expect(await input.inputValue()).toBe('a/b');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('starts with the selected text as the query, cut to 64 characters', async () => {
    const { page, errors } = await open('/');
    const selected = await page.evaluate(() => {
      // The first visible paragraph whose selected text is longer than 64 characters.
      const selection = window.getSelection()!;
      for (const paragraph of document.querySelectorAll('main article p, main p')) {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        selection.removeAllRanges();
        selection.addRange(range);
        if (selection.toString().length > 64) return selection.toString();
      }
      return '';
    });
    expect(selected.length).toBeGreaterThan(64);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Modal').waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe(selected.slice(0, 64).replace(/[\r\n]/g, ''));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the search modal: results and navigation', () => {
  it('shows results for "options" grouped by lvl0, with <mark> highlights and a "See all results" link', async () => {
    const { page, errors } = await open();
    await openModal(page);
    await type(page, 'options');
    await waitForHits(page);
    const expectedGroups = [...new Set(engine.search({ query: 'options', hitsPerPage: 20, facetFilters: CONTEXT }).hits.map((h) => h.hierarchy?.lvl0))];
    expect(await texts(page, '.DocSearch-Hit-source')).toEqual(expectedGroups);
    const marks = await texts(page, '.DocSearch-Hits mark');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toMatch(/^option/);
    // Only <mark> is markup inside the rendered titles and snippets.
    const tags = await page.$$eval('.DocSearch-Hit-title *, .DocSearch-Hit-path *, .DocSearch-Hit-text *', (els) => [...new Set(els.map((e) => e.tagName))]);
    expect(tags.filter((t) => t !== 'MARK')).toEqual([]);
    const seeAll = page.locator('.docs-search-see-all');
    expect(await seeAll.textContent()).toBe('See all results');
    expect(await seeAll.getAttribute('href')).toBe('/search?q=options');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("finds a page by the site's synonym of the reader's word (themeConfig.search.synonyms)", async () => {
    const { page, errors } = await open();
    await openModal(page);
    await type(page, 'donate');
    await waitForHits(page);
    const expected = engine.search({ query: 'donate', hitsPerPage: 20, facetFilters: CONTEXT }).hits.map((h) => h.url);
    expect(expected[0]).toBe('/sponsor');
    expect(await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(expected);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('never shows the "Search by Algolia" badge: the local index answers', async () => {
    const { page, errors } = await open();
    await openModal(page);
    await type(page, 'options');
    await waitForHits(page);
    expect(await page.locator('.DocSearch-Logo').count()).toBe(1);
    expect(await page.locator('.DocSearch-Logo').isVisible()).toBe(false);
    expect(await page.locator('.DocSearch-Commands').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('navigates client-side to the hit chosen with the arrow keys and Enter, and closes', async () => {
    const { page, errors } = await open();
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 42;
    });
    await openModal(page);
    await type(page, 'options');
    await waitForHits(page);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    const href = (await selected.getAttribute('href'))!;
    expect(await page.locator('.DocSearch-Hit').nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(sites.content.url + href);
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the active hit in a new page with Ctrl+Enter and keeps the modal open', async () => {
    const { page, errors } = await open();
    await openModal(page);
    await type(page, 'options');
    await waitForHits(page);
    const href = (await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href'))!;
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(sites.content.url + href);
    expect(page.url()).toBe(`${sites.content.url}/getting-started/usage`);
    expect(await modalOpen(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the no-results screen with a link to report the missing results', async () => {
    const { page, errors } = await open();
    await openModal(page);
    await type(page, 'zzzxqq');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    expect(await screen.locator('.DocSearch-Title').textContent()).toBe('No results for "zzzxqq"');
    const link = screen.getByRole('link', { name: 'Let us know.' });
    expect(await link.getAttribute('href')).toBe('https://github.com/hatemhosny/racing-bars/issues/new?title=zzzxqq');
    expect(await screen.textContent()).toContain('Believe this query should return results?');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the loading indicator once a search has waited more than 300 ms (stalled)', async () => {
    const { page, errors } = await open();
    await page.route(INDEX_ROUTE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    const started = Date.now();
    await type(page, 'options');
    await page.locator('.DocSearch-Container--Stalled').waitFor({ timeout: 1400 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(await page.locator('.DocSearch-LoadingIndicator').isVisible()).toBe(true);
    await waitForHits(page);
    await page.locator('.DocSearch-Container--Stalled').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps the error screen when the index cannot be fetched (DocSearch 3.9 resets it at once)', async () => {
    const { page } = await open();
    await page.route(INDEX_ROUTE, (route) => route.abort('internetdisconnected'));
    await openModal(page);
    await type(page, 'options');
    const screen = page.locator('.docs-search-error');
    await screen.waitFor();
    await page.waitForTimeout(1000);
    expect(await screen.isVisible()).toBe(true);
    expect(await screen.locator('.DocSearch-Title').textContent()).toBe('Unable to fetch results');
    expect(await screen.locator('.DocSearch-Help').textContent()).toBe('You might want to check your network connection.');
    expect(await page.locator('.DocSearch-NoResults').isVisible()).toBe(false);
    // Still there after another keystroke (the retry fails too)...
    await page.keyboard.type('x');
    await page.waitForTimeout(500);
    expect(await screen.isVisible()).toBe(true);
    // ...and gone when the index is reachable again and a search succeeds.
    await page.unroute(INDEX_ROUTE);
    await type(page, 'options');
    await waitForHits(page);
    expect(await screen.count()).toBe(0);
    await page.context().close();
  });

  it('sends no request outside the site during search', async () => {
    const { page, errors } = await open();
    const origin = new URL(sites.content.url).origin;
    const outside: string[] = [];
    page.on('request', (r) => {
      const url = r.url();
      if (/^https?:/.test(url) && new URL(url).origin !== origin) outside.push(url);
    });
    await openModal(page);
    await type(page, 'options');
    await waitForHits(page);
    await type(page, 'zzzxqq');
    await page.locator('.DocSearch-NoResults').waitFor();
    await type(page, 'options');
    await waitForHits(page);
    await page.keyboard.press('Enter');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('works under a base URL: the index and the hit links carry it', async () => {
    const { page, errors } = await openPage(browser);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(`${sites.shell.url}/docs/guide/one`);
    await hydrated(page);
    await openModal(page);
    await type(page, 'guide');
    await waitForHits(page);
    expect(requests).toContain('/docs/__docs/data/search/index.json');
    const hrefs = await page.locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/docs\//);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Stored hits as DocSearch keeps them, from the content index: the lvl1 record of each page. */
function storedPages(count: number) {
  const pages = engine.records.filter((r) => r.type === 'lvl1').slice(0, count);
  expect(pages.length).toBe(count);
  return pages.map(({ objectID, type, hierarchy, content, url }) => ({ objectID, type, hierarchy, content, url }));
}

describe('the search modal: recent and favourite searches', () => {
  it('starts with "No recent searches", then lists the selected hit, also after a reload', async () => {
    const { page, errors } = await open();
    await openModal(page);
    expect(await page.locator('.DocSearch-StartScreen').textContent()).toBe('No recent searches');
    await type(page, 'options');
    await waitForHits(page);
    const first = engine.search({ query: 'options', facetFilters: CONTEXT }).hits[0];
    expect(first.type).not.toBe('content');
    await page.locator(`[data-search-hit="${first.objectID}"]`).click();
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.waitForURL(sites.content.url + first.url);
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? '[]');
    expect(stored.map((h: { objectID: string }) => h.objectID)).toEqual([first.objectID]);
    expect(stored[0]._highlightResult).toBeUndefined();
    expect(stored[0]._snippetResult).toBeUndefined();
    await page.reload();
    await hydrated(page);
    await openModal(page);
    expect(await texts(page, '.DocSearch-Hit-source')).toEqual(['Recent']);
    expect(await page.locator('.DocSearch-Hit').count()).toBe(1);
    expect(await page.locator(`.DocSearch-Hit [data-search-hit="${first.objectID}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('saves the parent heading of a content hit even when that heading is not among the hits', async () => {
    const { page, errors } = await open();
    await openModal(page);
    await type(page, 'pause');
    await waitForHits(page);
    // A content hit shown as top-level (no parent among the shown hits), and its page's heading.
    const shown = await page.locator('.DocSearch-Hits .DocSearch-Hit').evaluateAll((lis) =>
      lis.map((li) => ({ id: li.querySelector('[data-search-hit]')?.getAttribute('data-search-hit') ?? '', child: li.classList.contains('DocSearch-Hit--Child') })),
    );
    const byId = new Map(engine.records.map((r) => [r.objectID, r]));
    const orphan = shown.map((s) => ({ ...s, record: byId.get(s.id)! })).find((s) => s.record.type === 'content' && !s.child);
    expect(orphan, 'a content hit shown without its page heading').toBeDefined();
    const parent = engine.records.find((r) => r.type === 'lvl1' && r.url_without_anchor === orphan!.record.url_without_anchor)!;
    expect(shown.some((s) => s.id === parent.objectID)).toBe(false);
    await page.locator(`[data-search-hit="${orphan!.id}"]`).click();
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    // Its page heading is what is saved (3.9 alone saves nothing here).
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? '[]');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ objectID: parent.objectID, type: 'lvl1', url: parent.url });
    await openModal(page);
    expect(await page.locator(`.DocSearch-Hit [data-search-hit="${parent.objectID}"]`).count()).toBe(1);
    expect(await page.locator('.DocSearch-Hit-title').first().textContent()).toBe(parent.hierarchy.lvl1);
    // The same through the keyboard: the orphan chosen with the arrow keys and Enter.
    await page.evaluate((key) => localStorage.removeItem(key), RECENT_KEY);
    await page.keyboard.press('Escape');
    await openModal(page);
    await type(page, 'pause');
    await waitForHits(page);
    const index = shown.findIndex((s) => s.id === orphan!.id);
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    expect(await page.locator('.DocSearch-Hit[aria-selected="true"] [data-search-hit]').getAttribute('data-search-hit')).toBe(orphan!.id);
    await page.keyboard.press('Enter');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    const again = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)) ?? '[]');
    expect(again.map((h: { objectID: string }) => h.objectID)).toEqual([parent.objectID]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows at most 7 recent searches, and 4 once there are favourites; favourites toggle', async () => {
    const { page, errors } = await open();
    const nine = storedPages(9);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [RECENT_KEY, JSON.stringify(nine)]);
    await openModal(page);
    expect(await texts(page, '.DocSearch-Hit-source')).toEqual(['Recent']);
    expect(await page.locator('.DocSearch-Hit').count()).toBe(7);
    // Save the first recent search as a favourite: it moves from Recent to Favorite.
    await page.locator('.DocSearch-Hit').first().hover();
    await page.locator('.DocSearch-Hit').first().getByTitle('Save this search').click();
    await expect.poll(() => texts(page, '.DocSearch-Hit-source')).toEqual(['Recent', 'Favorite']);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), FAVORITE_KEY)) ?? '[]').map((h: { objectID: string }) => h.objectID)).toEqual([nine[0].objectID]);
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    // With a favourite, the recent list is limited to 4.
    await openModal(page);
    const sections = page.locator('.DocSearch-Hits');
    expect(await sections.nth(0).locator('.DocSearch-Hit').count()).toBe(4);
    expect(await sections.nth(1).locator('.DocSearch-Hit').count()).toBe(1);
    // Remove the favourite again.
    const favourite = sections.nth(1).locator('.DocSearch-Hit').first();
    await favourite.hover();
    await favourite.getByTitle('Remove this search from favorites').click();
    await expect.poll(() => texts(page, '.DocSearch-Hit-source')).toEqual(['Recent']);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), FAVORITE_KEY)) ?? '[]')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('does not add a page to recent searches when it is already a favourite', async () => {
    const { page, errors } = await open();
    const first = engine.search({ query: 'options', facetFilters: CONTEXT }).hits[0];
    const record = engine.records.find((r) => r.objectID === first.objectID)!;
    const stored = { objectID: record.objectID, type: record.type, hierarchy: record.hierarchy, content: record.content, url: record.url };
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [FAVORITE_KEY, JSON.stringify([stored])]);
    await openModal(page);
    await type(page, 'options');
    await waitForHits(page);
    await page.locator(`[data-search-hit="${first.objectID}"]`).click();
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), RECENT_KEY)).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the /search page', () => {
  it('shows the results of ?q=, titles the page after the query, and follows typing in the URL', async () => {
    const { page, errors } = await open('/search?q=options');
    await page.locator('.search-result').first().waitFor();
    expect(await page.locator('main h1').textContent()).toBe('Search results for "options"');
    expect(await page.title()).toBe('Search results for "options" | RacingBars');
    expect(await page.locator('.search-page-input').inputValue()).toBe('options');
    const expected = engine.search({ query: 'options', facetFilters: CONTEXT, hitsPerPage: 20 });
    expect(await page.locator('.search-result').count()).toBe(expected.hits.length);
    const first = page.locator('.search-result').first();
    expect(await first.locator('.search-result-title a').getAttribute('href')).toBe(expected.hits[0].url);
    expect(await page.locator('.search-result mark').count()).toBeGreaterThan(0);
    const tags = await page.$$eval('.search-result-title span *, .search-result-summary *, .search-result-breadcrumbs li *', (els) => [...new Set(els.map((e) => e.tagName))]);
    expect(tags.filter((t) => t !== 'MARK')).toEqual([]);
    const historyLength = await page.evaluate(() => history.length);
    await page.locator('.search-page-input').fill('chart');
    await page.waitForURL(`${sites.content.url}/search?q=chart`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await expect.poll(() => page.title()).toBe('Search results for "chart" | RacingBars');
    const chart = engine.search({ query: 'chart', facetFilters: CONTEXT, hitsPerPage: 20 });
    await expect.poll(() => page.locator('.search-result').count()).toBe(chart.hits.length);
    // Breadcrumbs show the hierarchy above the title.
    const withCrumbs = chart.hits.findIndex((h) => h.hierarchy?.lvl1 && h.type !== 'lvl1');
    if (withCrumbs >= 0) expect(await page.locator('.search-result').nth(withCrumbs).locator('.search-result-breadcrumbs li').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('loads 20 results at a time and more on scroll', async () => {
    // An index with 45 matches for "zebra", each at its own url (one hit per url), served in place of the site's.
    const extra = Array.from({ length: 45 }, (_, i) => ({
      ...engine.records[0],
      objectID: `zebra-${i}`,
      type: 'content' as const,
      hierarchy: { ...engine.records[0].hierarchy, lvl1: `Zebra ${i}` },
      content: `zebra stripes number ${i}`,
      url: `${engine.records[0].url_without_anchor}#zebra-${i}`,
      anchor: `zebra-${i}`,
    }));
    const body = JSON.stringify({ schemaVersion: 1, ...localSearchIndex([...engine.records, ...extra]) });
    const { page, errors } = await openPage(browser);
    await page.route(INDEX_ROUTE, (route) => route.fulfill({ contentType: 'application/json', body }));
    await page.goto(`${sites.content.url}/search?q=zebra`);
    await hydrated(page);
    await page.locator('.search-result').first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator('.search-result').count()).toBe(20);
    expect(await page.locator('.search-page-status').textContent()).toBe('Found 45 documents');
    await page.locator('.search-page-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.search-result').count()).toBe(40);
    await page.locator('.search-page-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.search-result').count()).toBe(45);
    const ids = await page.locator('.search-result-title span').allTextContents();
    expect(new Set(ids).size).toBe(45);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers close terms when nothing is found; choosing one searches for it', async () => {
    const { page, errors } = await open('/search?q=dataLoader');
    await page.locator('.search-page-status', { hasText: 'No results were found' }).waitFor();
    const suggestions = page.locator('.search-page-suggestion');
    await suggestions.first().waitFor();
    expect(await page.locator('.search-page-suggestions').textContent()).toBe('Try searching for: loadData');
    expect(await suggestions.allTextContents()).toEqual(engine.suggest('dataLoader', CONTEXT));
    await suggestions.first().click();
    await page.waitForURL(`${sites.content.url}/search?q=loadData`);
    expect(await page.locator('.search-page-input').inputValue()).toBe('loadData');
    const expected = engine.search({ query: 'loadData', facetFilters: CONTEXT, hitsPerPage: 20 });
    await expect.poll(() => page.locator('.search-result').count()).toBe(expected.hits.length);
    expect(await page.locator('.search-page-suggestions').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates without a mismatch', async () => {
    const { page, errors } = await open('/search?q=options');
    await page.locator('.search-result').first().waitFor();
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
