import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launch, openPage } from './browser.ts';

const sites = inject('sites');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Marked = Window & { __marker?: number; __sawProgress?: boolean };

/** Marks the document (a full page load loses the mark) and records whether #nprogress ever appears. */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as Marked;
    w.__marker = 7;
    w.__sawProgress = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.__sawProgress = true;
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
}

const marker = (page: Page) => page.evaluate(() => (window as Marked).__marker);
const sawProgress = (page: Page) => page.evaluate(() => (window as Marked).__sawProgress);

describe('client navigation', () => {
  it('shows the progress bar when the next page takes longer than 200 ms to load, without reloading the document', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/getting-started/usage`);
    await hydrated(page);
    await watch(page);
    await page.route('**/__docs/data/pages/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.locator('.sidebar .menu a', { hasText: /^Installation$/ }).click();
    await page.locator('#nprogress').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/getting-started/usage');
    await page.waitForURL(`${url}/getting-started/installation`);
    await page.locator('main h1', { hasText: /^Installation$/ }).waitFor();
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    expect(await marker(page)).toBe(7);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows no progress bar when the next page loads quickly, and keeps the document', async () => {
    const { url } = sites.content;
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/getting-started/usage`);
    await hydrated(page);
    await watch(page);
    await page.locator('.sidebar .menu a', { hasText: /^Features$/ }).click();
    await page.waitForURL(`${url}/features`);
    await page.locator('main h1', { hasText: /^Features$/ }).waitFor();
    expect(await sawProgress(page)).toBe(false);
    expect(await page.locator('#nprogress').count()).toBe(0);
    expect(await marker(page)).toBe(7);
    expect(await page.title()).toBe('Features | RacingBars');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('falls back to a full page load when the next page data fails to load', async () => {
    const { url } = sites.content;
    const { page } = await openPage(browser);
    await page.goto(`${url}/getting-started/usage`);
    await hydrated(page);
    await watch(page);
    // The data fails to load for this document; the one the full page load makes fetches its own (the data hydration needs).
    await page.route('**/__docs/data/pages/**', (route) => (route.request().frame().url().endsWith('/getting-started/usage') ? route.abort() : route.continue()));
    await Promise.all([
      page.waitForURL(`${url}/getting-started/installation`, { waitUntil: 'load' }),
      page.locator('.sidebar .menu a', { hasText: /^Installation$/ }).click(),
    ]);
    await hydrated(page);
    expect(await marker(page)).toBe(undefined);
    expect(await page.locator('main h1').textContent()).toBe('Installation');
    await page.context().close();
  });
});

describe('a page chunk that fails to load', () => {
  it('shows the error with a Retry button, and Retry loads the page once the chunk is reachable', async () => {
    const { url, out } = sites.content;
    const chunk = readdirSync(path.join(out, 'site', 'assets')).find((f) => /^DebugPage-.*\.js$/.test(f));
    expect(chunk).toBeDefined();
    const { page } = await openPage(browser);
    await page.goto(`${url}/getting-started/usage`);
    await hydrated(page);
    await watch(page);
    await page.route('**/assets/DebugPage-*.js', (route) => route.abort());
    // A client navigation to a page no link on the site points at, as the router sees a history step.
    await page.evaluate(() => {
      history.pushState(null, '', '/__docs/debug/config');
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await page.locator('.load-error').waitFor();
    expect(await page.locator('.load-error p').textContent()).toBe(`Failed to fetch dynamically imported module: ${url}/assets/${chunk}`);
    expect(await page.locator('.load-error button').textContent()).toBe('Retry');

    await page.unroute('**/assets/DebugPage-*.js');
    await page.click('.load-error button');
    await page.locator('main h1', { hasText: 'Debug: config' }).waitFor();
    expect(await page.locator('.load-error').count()).toBe(0);
    expect(await page.locator('.json-node > summary .json-key').first().textContent()).toBe('config.json');
    expect(await marker(page)).toBe(7);
    await page.context().close();
  });
});
