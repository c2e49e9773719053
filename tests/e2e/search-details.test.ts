/**
 * Details of the search modal on the content site (local backend) that tests/e2e/search.test.ts
 * leaves out: snippet length by screen width (10 words, 5 up to 768 px), the cap of 10 favourite
 * searches, Shift+Enter opening a new window, Cmd/Meta+K, and the no-results screen's
 * "Try searching for" suggestions (close terms of the index's vocabulary).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createEngine } from '../../renderer/theme/search/engine.ts';
import { highlightText } from '../../renderer/theme/search/sanitize.ts';
import type { ConfigArtifact } from '../../schema/artifacts.ts';
import type { SearchIndexArtifact } from '../../schema/search.ts';
import { hydrated, openPage, texts, sharedBrowser } from './browser.ts';

const sites = inject('sites');
const RECENT_KEY = '__DOCSEARCH_RECENT_SEARCHES__local';
const FAVORITE_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__local';
const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const browser = sharedBrowser();
let engine: ReturnType<typeof createEngine>;

beforeAll(async () => {
  const artifact = JSON.parse(await readFile(path.join(sites.content.out, 'search', 'index.json'), 'utf8')) as SearchIndexArtifact;
  // The engine as the site's browser makes it: with the synonyms of its config.
  const { config } = JSON.parse(await readFile(path.join(sites.content.out, 'config.json'), 'utf8')) as ConfigArtifact;
  engine = createEngine(artifact, config.themeConfig.search.synonyms);
});

async function open(options: Parameters<typeof openPage>[1] = {}) {
  const watched = await openPage(browser(), options);
  await watched.page.goto(`${sites.content.url}/getting-started/usage`);
  await hydrated(watched.page);
  return watched;
}

async function openModal(page: Page) {
  await page.click('.DocSearch-Button');
  await page.locator('.DocSearch-Modal').waitFor();
  await page.locator('.DocSearch-Input').waitFor();
}

async function search(page: Page, query: string) {
  await page.locator('.DocSearch-Input').fill(query);
  await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
}

function stored(page: Page, key: string): Promise<{ objectID: string }[]> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]'), key);
}

/** Stored hits as DocSearch keeps them: the lvl1 record of the first `count` pages of the index. */
function storedPages(count: number) {
  const pages = engine.records.filter((r) => r.type === 'lvl1').slice(0, count);
  expect(pages.length).toBe(count);
  return pages.map(({ objectID, type, hierarchy, content, url }) => ({ objectID, type, hierarchy, content, url }));
}

/** The objectIDs DocSearch shows for these hits: grouped by lvl0 in order of appearance, at most 5 per group. */
function shownByDocSearch(hits: { objectID: string; hierarchy?: Record<string, string | null> }[]): string[] {
  const groups = new Map<string, string[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy?.lvl0 ?? '') ?? [];
    if (group.length < 5) group.push(hit.objectID);
    groups.set(hit.hierarchy?.lvl0 ?? '', group);
  }
  return [...groups.values()].flat();
}

/** Words of a snippet as shown, the ellipsis not counted. */
function words(text: string): string[] {
  return text.replace(/…/g, ' ').trim().split(/\s+/);
}

describe('snippets in the modal', () => {
  // A query whose hits include text of more than 10 words.
  const QUERY = 'pause';

  /** The engine's snippet of a hit's content for QUERY, cut to `count` words, as text. */
  function engineSnippet(id: string, count: number): string {
    const request = { query: QUERY, hitsPerPage: 20, facetFilters: CONTEXT, attributesToSnippet: [`content:${count}`], snippetEllipsisText: '…', highlightPreTag: '<mark>', highlightPostTag: '</mark>' };
    const hit = engine.search(request).hits.find((h) => h.objectID === id);
    return highlightText((hit?._snippetResult.content as { value: string } | undefined)?.value ?? '');
  }

  /** The first content hit shown for QUERY whose text is longer than 10 words, and its snippet as shown. */
  async function shownSnippet(width: number) {
    const { page, errors } = await open({ viewport: { width, height: 800 } });
    await openModal(page);
    await search(page, QUERY);
    const ids = await page.locator('.DocSearch-Hits [data-search-hit]').evaluateAll((as) => as.map((a) => a.getAttribute('data-search-hit')));
    const byId = new Map(engine.records.map((r) => [r.objectID, r]));
    const id = ids.find((i) => byId.get(i ?? '')?.type === 'content' && words(byId.get(i ?? '')?.content ?? '').length > 10);
    expect(id, 'a content hit of more than 10 words').toBeDefined();
    const text = (await page.locator(`[data-search-hit="${id}"] .DocSearch-Hit-title`).textContent()) ?? '';
    expect(errors).toEqual([]);
    await page.context().close();
    return { id: id!, text };
  }

  it('cuts content to 10 words at desktop width', async () => {
    const { id, text } = await shownSnippet(1280);
    expect(words(text)).toHaveLength(10);
    expect(text).toContain('…');
    expect(text).toBe(engineSnippet(id, 10));
  });

  it('cuts content to 5 words on a screen 700 px wide', async () => {
    const { id, text } = await shownSnippet(700);
    expect(words(text)).toHaveLength(5);
    expect(text).toContain('…');
    expect(text).toBe(engineSnippet(id, 5));
  });
});

describe('favourite searches', () => {
  it('shows at most 10, and saving an 11th drops the oldest', async () => {
    const { page, errors } = await open();
    const pages = storedPages(12);
    const eleven = pages.slice(0, 11);
    await page.evaluate(
      ([favorites, recents]) => {
        localStorage.setItem(favorites[0], favorites[1]);
        localStorage.setItem(recents[0], recents[1]);
      },
      [
        [FAVORITE_KEY, JSON.stringify(eleven)],
        [RECENT_KEY, JSON.stringify([pages[11]])],
      ],
    );
    await openModal(page);
    expect(await texts(page, '.DocSearch-Hit-source')).toEqual(['Recent', 'Favorite']);
    const favourites = page.locator('.DocSearch-Hits').nth(1);
    expect(await favourites.locator('.DocSearch-Hit').count()).toBe(10);
    const shownIds = await favourites.locator('[data-search-hit]').evaluateAll((as) => as.map((a) => a.getAttribute('data-search-hit')));
    expect(shownIds).toEqual(eleven.slice(0, 10).map((p) => p.objectID));
    // Save the recent search: it becomes the first favourite, and the list stays at 10.
    const recent = page.locator('.DocSearch-Hits').nth(0).locator('.DocSearch-Hit').first();
    await recent.hover();
    await recent.getByTitle('Save this search').click();
    await expect.poll(() => texts(page, '.DocSearch-Hit-source')).toEqual(['Favorite']);
    const expected = [pages[11], ...eleven.slice(0, 9)].map((p) => p.objectID);
    expect((await stored(page, FAVORITE_KEY)).map((h) => h.objectID)).toEqual(expected);
    expect(await page.locator('.DocSearch-Hit').count()).toBe(10);
    // Also after a reload.
    await page.reload();
    await hydrated(page);
    await openModal(page);
    const reloaded = await page.locator('.DocSearch-Hits [data-search-hit]').evaluateAll((as) => as.map((a) => a.getAttribute('data-search-hit')));
    expect(reloaded).toEqual(expected);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('keyboard', () => {
  it('opens the active hit in a new window with Shift+Enter, without an opener, and keeps the modal open', async () => {
    const { page, errors } = await open();
    await openModal(page);
    await search(page, 'options');
    const href = (await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href'))!;
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Shift+Enter')]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toBe(sites.content.url + href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(`${sites.content.url}/getting-started/usage`);
    expect(await page.locator('.DocSearch-Modal').isVisible()).toBe(true);
    expect(page.context().pages()).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the modal with Meta+K, and closes it with Meta+K again', async () => {
    const { page, errors } = await open();
    await page.keyboard.press('Meta+k');
    await page.locator('.DocSearch-Modal').waitFor();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input'))).toBe(true);
    await page.keyboard.press('Meta+k');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the no-results screen', () => {
  it('suggests close terms of the index, not sections of the previous results; clicking one searches for it', async () => {
    const { page, errors } = await open();
    await openModal(page);
    // Results first: DocSearch 3.9 would offer their sections ("Documentation", …) next.
    await search(page, 'options');
    await page.locator('.DocSearch-Input').fill('dataLoader');
    const screen = page.locator('.DocSearch-NoResults');
    await screen.waitFor();
    expect(await screen.locator('.DocSearch-Title').textContent()).toBe('No results for "dataLoader"');
    const list = screen.locator('.DocSearch-NoResults-Prefill-List:visible');
    await list.waitFor();
    expect(await list.count()).toBe(1);
    expect(await list.locator('.DocSearch-Help').textContent()).toBe('Try searching for:');
    const suggestions = engine.suggest('dataLoader', CONTEXT);
    expect(suggestions).toEqual(['loadData']);
    expect(await texts(page, '.docs-search-suggestions .DocSearch-Prefill')).toEqual(suggestions);
    // Above the line that reports missing results, as in DocSearch.
    expect(await screen.evaluate((el) => [...el.querySelectorAll('.docs-search-suggestions, .DocSearch-NoResults > .DocSearch-Help')].map((e) => e.className))).toEqual([
      'DocSearch-NoResults-Prefill-List docs-search-suggestions',
      'DocSearch-Help',
    ]);
    await page.locator('.docs-search-suggestions .DocSearch-Prefill').first().click();
    await page.locator('.DocSearch-Hits .DocSearch-Hit').first().waitFor();
    expect(await page.locator('.DocSearch-Input').inputValue()).toBe('loadData');
    expect(await screen.count()).toBe(0);
    const expected = shownByDocSearch(engine.search({ query: 'loadData', hitsPerPage: 20, facetFilters: CONTEXT }).hits);
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.DocSearch-Hits [data-search-hit]').evaluateAll((as) => as.map((a) => a.getAttribute('data-search-hit')))).toEqual(expected);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input'))).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers no suggestions when no term of the index is close', async () => {
    const { page, errors } = await open();
    await openModal(page);
    await search(page, 'options');
    await page.locator('.DocSearch-Input').fill('zzzxqq');
    await page.locator('.DocSearch-NoResults').waitFor();
    expect(engine.suggest('zzzxqq', CONTEXT)).toEqual([]);
    await page.waitForTimeout(300);
    expect(await page.locator('.DocSearch-NoResults-Prefill-List:visible').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
